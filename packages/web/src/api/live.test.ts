// @vitest-environment jsdom
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectApi } from './connection';
import { startLive } from './live';

const API = 'http://club.test/api/';

/** One stream the test writes events into, as the server would. */
function serverStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (event: string, id: string, data: object) => controller.enqueue(encoder.encode(`event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => controller.close(),
  };
}

let client: QueryClient;
let stop: () => void;
let bodies: Record<string, unknown>[];
let streams: ReturnType<typeof serverStream>[];
const fetched: Record<string, number> = {};
const onUnauthorized = vi.fn();

/** An answer on a screen: an active query whose fetches are counted. */
function shown(path: string) {
  fetched[path] = 0;
  const observer = new QueryObserver(client, {
    queryKey: [path, {}],
    queryFn: () => ++fetched[path]!,
    staleTime: 60_000,
  });
  observer.subscribe(() => {});
  return observer;
}

beforeEach(() => {
  client = new QueryClient();
  bodies = [];
  streams = [];
  connectApi({ apiUrl: () => API, token: () => 'token-1', onUnauthorized });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe(`${API}live`);
      bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      const stream = serverStream();
      streams.push(stream);
      return stream.response;
    }),
  );
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  onUnauthorized.mockReset();
});

describe('the live stream', () => {
  it('refetches only the shown answers an event names, once for events close together', async () => {
    shown('teamcomposition/list');
    shown('league/information.php');
    await vi.waitFor(() => expect(fetched['league/information.php']).toBe(1));
    stop = startLive(client);
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    expect(bodies[0]).toEqual({ jwt: 'token-1' });
    streams[0]!.send('live', 'a.1', { refetch: false });
    streams[0]!.send('change', 'a.2', { paths: ['teamcomposition/list'] });
    streams[0]!.send('change', 'a.3', { paths: ['teamcomposition/list', 'home/myWeek'] });
    await vi.waitFor(() => expect(fetched['teamcomposition/list']).toBe(2));
    expect(fetched['league/information.php']).toBe(1);
    expect(client.getQueryState(['teamcomposition/list', {}])?.isInvalidated).toBe(false);
  });

  it('reconnects after the stream ends with its last event id; a refetch asked for reloads what is shown', async () => {
    shown('league/information.php');
    stop = startLive(client);
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    streams[0]!.send('live', 'a.7', { refetch: false });
    streams[0]!.end();
    await vi.waitFor(() => expect(streams).toHaveLength(2), { timeout: 5000 });
    expect(bodies[1]).toEqual({ jwt: 'token-1', last_event_id: 'a.7' });
    streams[1]!.send('live', 'b.1', { refetch: true });
    await vi.waitFor(() => expect(fetched['league/information.php']).toBe(2));
  });

  it('while the server cannot hear every change, refetches what is shown when the app comes back into view', async () => {
    shown('league/information.php');
    shown('teamcomposition/list');
    stop = startLive(client);
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    streams[0]!.send('degraded', 'a.1', { refetch: false });
    await vi.waitFor(() => expect(fetched['league/information.php']).toBe(1));
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(fetched['league/information.php']).toBe(2));
    streams[0]!.send('live', 'a.2', { refetch: true });
    await vi.waitFor(() => expect(fetched['league/information.php']).toBe(3));
    // Live again: focus alone refetches nothing (the change after it is the yardstick).
    const lists = fetched['teamcomposition/list']!;
    window.dispatchEvent(new Event('focus'));
    streams[0]!.send('change', 'a.3', { paths: ['teamcomposition/list'] });
    await vi.waitFor(() => expect(fetched['teamcomposition/list']).toBe(lists + 1));
    expect(fetched['league/information.php']).toBe(3);
  });

  it('ends the session when the server refuses the token', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"x"}', { status: 401 })));
    stop = startLive(client);
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(1));
  });
});
