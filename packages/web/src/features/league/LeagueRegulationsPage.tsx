import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { leagueTexts } from './messages';

/** /leagueregulations: filled in by a later issue. */
export function LeagueRegulationsPage() {
  return <PagePlaceholder title={leagueTexts.leagueRegulationsTitle} />;
}
