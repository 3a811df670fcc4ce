import { CampPresenceScreen } from './CampPresenceScreen';

/** /sportscampcheckout and /sportscamptrainerpresence ('Afmelden - groep & moment', the same screen). */
export function CheckOutPage() {
  return <CampPresenceScreen mode="out" />;
}
