import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { competitionTexts } from './messages';

/** /results/{refresh}: a member id: filled in by a later issue. */
export function ResultsPage() {
  return <PagePlaceholder title={competitionTexts.resultsTitle} />;
}
