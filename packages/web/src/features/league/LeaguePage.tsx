import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { leagueTexts } from './messages';

/** /league and /league/{whom}: filled in by a later issue. */
export function LeaguePage() {
  return <PagePlaceholder title={leagueTexts.leagueTitle} />;
}
