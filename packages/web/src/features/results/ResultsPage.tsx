import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { resultsTexts } from './messages';

/** /results/{refresh}: a member id: filled in by a later issue. */
export function ResultsPage() {
  return <PagePlaceholder title={resultsTexts.resultsTitle} />;
}
