import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { playerMomentsTexts } from './messages';

/** /reservations: filled in by a later issue. */
export function ReservationsPage() {
  return <PagePlaceholder title={playerMomentsTexts.reservationsTitle} />;
}
