import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { sportsCampTexts } from './messages';

/** /sportscampcheckout and /sportscamptrainerpresence: filled in by a later issue. */
export function CheckOutPage() {
  return <PagePlaceholder title={sportsCampTexts.checkOutTitle} />;
}
