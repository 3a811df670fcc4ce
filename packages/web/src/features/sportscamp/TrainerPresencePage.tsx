import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { sportsCampTexts } from './messages';

/** /trainerpresence: filled in by a later issue. */
export function TrainerPresencePage() {
  return <PagePlaceholder title={sportsCampTexts.trainerPresenceTitle} />;
}
