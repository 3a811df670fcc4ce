import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { competitionTexts } from './messages';

/** /statistics: filled in by a later issue. */
export function StatisticsPage() {
  return <PagePlaceholder title={competitionTexts.statisticsTitle} />;
}
