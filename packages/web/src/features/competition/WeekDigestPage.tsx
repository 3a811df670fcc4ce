import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { competitionTexts } from './messages';

/** /weekdigest: filled in by a later issue. */
export function WeekDigestPage() {
  return <PagePlaceholder title={competitionTexts.weekDigestTitle} />;
}
