import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { SearchListPage } from '../../ui/SearchListPage';
import { matchesSubscription } from './campText';
import { sportsCampTexts as t } from './messages';
import { SubscriptionCard } from './SubscriptionCard';

/** /subscriptions (spec 02 section 2): the camp's children, searchable by name, e-mail or address. */
export function SubscriptionsPage() {
  const list = useCall('sportscamp/subscriptionList', {});
  useErrorDialogFor(list.error, t.errorTitle, t.subscriptionsLoadFailed);
  return (
    <SearchListPage title={t.subscriptionsTitle} query={list} matches={matchesSubscription} count={t.subscriptionsCount} empty={t.noSubscriptions}>
      {(shown) => shown.map((s) => <SubscriptionCard key={s.id} s={s} />)}
    </SearchListPage>
  );
}
