import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { playerMomentsTexts } from './messages';

/** /reserved: filled in by a later issue. */
export function ReservedPage() {
  return <PagePlaceholder title={playerMomentsTexts.reservedTitle} />;
}
