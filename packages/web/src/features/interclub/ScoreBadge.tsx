import type { Meeting } from '@clubhuis/contract/entities/interclub';
import { Badge } from '@mantine/core';
import { scoreColor } from './meetingStatus';
import { interclubTexts as t } from './messages';
import { toneBadgeStyle } from './toneBadgeStyle';
import '@mantine/core/styles/Badge.css';

/** The final score, green when won, red when lost, grey otherwise (resultStyle). */
export function ScoreBadge({ meeting }: { meeting: Pick<Meeting, 'score' | 'won'> }) {
  if (!meeting.score) return null;
  return (
    <Badge
      size="lg"
      color={scoreColor(meeting.won)}
      variant="light"
      style={toneBadgeStyle(scoreColor(meeting.won))}
      aria-label={`${t.score}${t.colon} ${meeting.score}`}
    >
      {meeting.score}
    </Badge>
  );
}
