// A live stream as the tests and the bench read it: POST /api/live over real HTTP (app.inject waits for
// the whole answer, a stream has none), its events parsed as they come.

export interface LiveEvent {
  event: string;
  id: string | undefined;
  data: { paths?: string[]; refetch?: boolean };
  /** performance.now() when it was read. */
  at: number;
}

export interface LiveClient {
  status: number;
  /** The answer's JSON when it was no stream (a refusal). */
  refusal: { message?: string } | undefined;
  /** Every event read so far, in order. */
  events: LiveEvent[];
  /** The next event from `from` on (an index into events) that passes `match`; fails after `timeoutMs`. */
  next(match?: (e: LiveEvent) => boolean, timeoutMs?: number, from?: number): Promise<LiveEvent>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  /** Heartbeat comments read. */
  comments(): number;
  close(): void;
}

/** Opens a stream at baseUrl with this body ({ jwt, last_event_id? }). */
export async function openLive(baseUrl: string, body: object): Promise<LiveClient> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/live`, { method: 'POST', body: JSON.stringify(body), signal: abort.signal });
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  let comments = 0;
  const isStream = response.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
  const refusal = isStream ? undefined : ((await response.json()) as { message?: string });
  const ended = isStream ? read(response.body!) : Promise.resolve();
  let done = !isStream;
  void ended.finally(() => {
    done = true;
    for (const wake of waiters) wake();
  });

  async function read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) comments++;
          else events.push(parse(block));
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // closed by us (abort) or cut: the stream has ended either way
    }
  }

  return {
    status: response.status,
    refusal,
    events,
    comments: () => comments,
    ended,
    close: () => abort.abort(),
    next(match = () => true, timeoutMs = 5000, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(match);
          if (found || done) {
            waiters.delete(check);
            clearTimeout(timer);
            if (found) resolve(found);
            else reject(new Error(`stream ended without the event; got ${JSON.stringify(events)}`));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}

function parse(block: string): LiveEvent {
  const event: LiveEvent = { event: 'message', id: undefined, data: {}, at: performance.now() };
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    const [field, value] = colon < 0 ? [line, ''] : [line.slice(0, colon), line.slice(colon + 1).trimStart()];
    if (field === 'event') event.event = value;
    else if (field === 'id') event.id = value;
    else if (field === 'data') event.data = JSON.parse(value) as LiveEvent['data'];
  }
  return event;
}

/** Whether an event names this answer. */
export const names = (path: string) => (e: LiveEvent) => e.event === 'change' && (e.data.paths ?? []).includes(path);
