import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { sportsCampTexts } from './messages';

/** /subscriptions: filled in by a later issue. */
export function SubscriptionsPage() {
  return <PagePlaceholder title={sportsCampTexts.subscriptionsTitle} />;
}
