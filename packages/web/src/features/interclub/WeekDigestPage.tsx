import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { interclubTexts } from './messages';

/** /weekdigest: filled in by a later issue. */
export function WeekDigestPage() {
  return <PagePlaceholder title={interclubTexts.weekDigestTitle} />;
}
