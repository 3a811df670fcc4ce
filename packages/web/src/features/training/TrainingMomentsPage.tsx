import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { trainingTexts } from './messages';

/** /trainingmoments/{status} (open, all): filled in by a later issue. */
export function TrainingMomentsPage() {
  return <PagePlaceholder title={trainingTexts.trainingMomentsTitle} />;
}
