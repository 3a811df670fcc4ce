import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { trainingTexts } from './messages';

/** /traineetrainingmoments/{status} (reservation, participated): filled in by a later issue. */
export function TraineeTrainingMomentsPage() {
  return <PagePlaceholder title={trainingTexts.traineeTrainingMomentsTitle} />;
}
