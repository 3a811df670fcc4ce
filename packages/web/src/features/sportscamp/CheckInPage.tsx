import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { sportsCampTexts } from './messages';

/** /sportscampcheckin: filled in by a later issue. */
export function CheckInPage() {
  return <PagePlaceholder title={sportsCampTexts.checkInTitle} />;
}
