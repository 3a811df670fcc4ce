import { LIVE_MARK_HEADER } from '@clubhuis/contract/live';

/** Marks of two server processes: no one id covers both, the stream is asked to refetch (its id is unknown). */
const MIXED = 'mixed';

let lowest: string | undefined;
/** Calls with a token on their way: their marks count for the first stream (settled, never rejected). */
const onTheirWay = new Set<Promise<void>>();
/** A call that hangs does not keep the stream away longer than this. */
const WAIT_MS = 10_000;

/**
 * Keeps the lowest live mark of the answers read since the last take (the server's '<boot>.<seq>', see
 * ARCHITECTURE.md, Live updates): a change after it may be missing from what the page shows.
 */
function noteLiveMark(response: Response): void {
  const mark = response.headers.get(LIVE_MARK_HEADER);
  if (!mark || lowest === MIXED) return;
  if (lowest === undefined) return void (lowest = mark);
  const [boot, seq] = mark.split('.');
  const [lowBoot, lowSeq] = lowest.split('.');
  if (boot !== lowBoot) lowest = MIXED;
  else if (Number(seq) < Number(lowSeq)) lowest = mark;
}

/** A call's answer, its mark noted when it comes; the first stream waits for it (takeLiveMarkWhenAnswered). */
export function withLiveMark(sent: Promise<Response>): Promise<Response> {
  const noted = sent.then((response) => {
    noteLiveMark(response);
    return response;
  });
  const forget = () => void onTheirWay.delete(settled);
  const settled: Promise<void> = noted.then(forget, forget);
  onTheirWay.add(settled);
  return noted;
}

/**
 * The lowest mark once the calls already on their way have answered: the stream opens when the browser
 * is idle, which on a slow network is while the first screen's answers are still coming; without their
 * marks it would start after them and miss a change made meanwhile. Forgets it.
 */
export async function takeLiveMarkWhenAnswered(): Promise<string | undefined> {
  if (onTheirWay.size > 0) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([Promise.all([...onTheirWay]), new Promise<void>((resolve) => (timer = setTimeout(resolve, WAIT_MS)))]);
    clearTimeout(timer);
  }
  return takeLiveMark();
}

/** The lowest mark since the last take, for a first stream's last_event_id; forgets it. */
export function takeLiveMark(): string | undefined {
  const mark = lowest;
  lowest = undefined;
  return mark;
}
