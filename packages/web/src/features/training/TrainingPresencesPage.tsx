import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { trainingTexts } from './messages';

/** /trainingpresences/{id}: filled in by a later issue. */
export function TrainingPresencesPage() {
  return <PagePlaceholder title={trainingTexts.trainingPresencesTitle} />;
}
