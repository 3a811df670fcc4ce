import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { interclubTexts } from './messages';

/** /statistics: filled in by a later issue. */
export function StatisticsPage() {
  return <PagePlaceholder title={interclubTexts.statisticsTitle} />;
}
