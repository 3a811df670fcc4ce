import type { Meeting } from '@clubhuis/contract/entities/interclub';
import { useEffect } from 'react';
import { useLiveScore } from './interclubQueries';
import { wantsLiveScore } from './liveScore';
import { interclubTexts as t } from './messages';

/**
 * The score on the competition site while the club has none yet (spec 01 section 4): asked again
 * every 5 minutes until the site calls it final. Failures are only logged; nothing shows then.
 */
export function LiveScore({ meeting, now }: { meeting: Meeting; now: Date }) {
  const enabled = wantsLiveScore(meeting, now);
  const live = useLiveScore(meeting.id, enabled);
  useEffect(() => {
    if (live.error) console.error(t.liveScoreFailed, live.error);
  }, [live.error]);

  const score = live.data?.Score ?? '';
  if (!enabled || score === '') return null;
  return (
    <p className="meeting-sm" role="status" aria-live="polite">
      <b>{live.data?.IsFinal ? t.siteScore : t.liveScore}{t.colon}</b> {score}
    </p>
  );
}
