import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { leagueTexts } from './messages';

/** /leaguesubscriptions: filled in by a later issue. */
export function LeagueSubscriptionsPage() {
  return <PagePlaceholder title={leagueTexts.leagueSubscriptionsTitle} />;
}
