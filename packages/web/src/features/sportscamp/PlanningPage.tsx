import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { sportsCampTexts } from './messages';

/** /sportscampplanning: filled in by a later issue. */
export function PlanningPage() {
  return <PagePlaceholder title={sportsCampTexts.planningTitle} />;
}
