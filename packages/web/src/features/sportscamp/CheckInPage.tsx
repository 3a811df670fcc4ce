import { CampPresenceScreen } from './CampPresenceScreen';

/** /sportscampcheckin ('Aanmelden - groep & moment'). */
export function CheckInPage() {
  return <CampPresenceScreen mode="in" />;
}
