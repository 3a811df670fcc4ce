import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { playerMomentsTexts } from './messages';

/** /reservation: filled in by a later issue. */
export function ReservationPage() {
  return <PagePlaceholder title={playerMomentsTexts.reservationTitle} />;
}
