import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { playerMomentsTexts } from './messages';

/** /presences: filled in by a later issue. */
export function PresencesPage() {
  return <PagePlaceholder title={playerMomentsTexts.presencesTitle} />;
}
