import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { interclubTexts } from './messages';

/** /teams: filled in by a later issue. */
export function TeamsPage() {
  return <PagePlaceholder title={interclubTexts.teamsTitle} />;
}
