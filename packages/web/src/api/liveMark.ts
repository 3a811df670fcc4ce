import { LIVE_MARK_HEADER } from '@clubhuis/contract/live';

/** Marks of two server processes: no one id covers both, the stream is asked to refetch (its id is unknown). */
const MIXED = 'mixed';

let lowest: string | undefined;

/**
 * Keeps the lowest live mark of the answers read since the last take (the server's '<boot>.<seq>', see
 * ARCHITECTURE.md, Live updates): a change after it may be missing from what the page shows.
 */
export function noteLiveMark(response: Response): void {
  const mark = response.headers.get(LIVE_MARK_HEADER);
  if (!mark || lowest === MIXED) return;
  if (lowest === undefined) return void (lowest = mark);
  const [boot, seq] = mark.split('.');
  const [lowBoot, lowSeq] = lowest.split('.');
  if (boot !== lowBoot) lowest = MIXED;
  else if (Number(seq) < Number(lowSeq)) lowest = mark;
}

/** The lowest mark since the last take, for a first stream's last_event_id; forgets it. */
export function takeLiveMark(): string | undefined {
  const mark = lowest;
  lowest = undefined;
  return mark;
}
