// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { post } from './api';
import { connectApi } from './connection';
import { startLive } from './live';
import { takeLiveMark } from './liveMark';

const API = 'http://club.test/api/';
let marks: string[];
let liveBodies: Record<string, unknown>[];

beforeEach(() => {
  takeLiveMark();
  marks = [];
  liveBodies = [];
  connectApi({ apiUrl: () => API, token: () => 'token-1', onUnauthorized: () => {} });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === `${API}live`) {
        liveBodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return new Response(new ReadableStream(), { status: 200, headers: { 'content-type': 'text/event-stream' } });
      }
      return new Response('[]', { status: 200, headers: { 'x-live-mark': marks.shift()! } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The page's first answers, with these marks in the order they arrive. */
async function answers(...arriving: string[]) {
  marks = [...arriving];
  for (const _ of arriving) await post('teamcomposition/followedTeams', {});
}

/** The first stream's body once the page's answers are in. */
async function firstStream() {
  const stop = startLive(new QueryClient());
  await vi.waitFor(() => expect(liveBodies).toHaveLength(1));
  stop();
  return liveBodies[0];
}

describe("the first stream's last_event_id", () => {
  it("is the lowest mark of the page's answers, whatever their order", async () => {
    await answers('9f00aa01.12', '9f00aa01.9', '9f00aa01.15');
    expect(await firstStream()).toEqual({ jwt: 'token-1', last_event_id: '9f00aa01.9' });
  });

  it('is unknown to the server when the answers came from two processes (it then asks to refetch)', async () => {
    await answers('9f00aa01.12', '0b0b0b0b.3');
    expect(await firstStream()).toEqual({ jwt: 'token-1', last_event_id: 'mixed' });
  });

  it('waits for the answers still on their way when the stream opens (a slow network), and takes their mark', async () => {
    let arrive!: (response: Response) => void;
    (fetch as Mock).mockImplementationOnce(() => new Promise<Response>((resolve) => (arrive = resolve)));
    const call = post('teamcomposition/followedTeams', {});
    const stop = startLive(new QueryClient());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(liveBodies).toHaveLength(0);
    arrive(new Response('[]', { status: 200, headers: { 'x-live-mark': '9f00aa01.7' } }));
    await call;
    await vi.waitFor(() => expect(liveBodies).toHaveLength(1));
    stop();
    expect(liveBodies[0]).toEqual({ jwt: 'token-1', last_event_id: '9f00aa01.7' });
  });

  it('is left out without answers, and a mark is used once', async () => {
    expect(await firstStream()).toEqual({ jwt: 'token-1' });
    await answers('9f00aa01.4');
    expect(takeLiveMark()).toBe('9f00aa01.4');
    expect(takeLiveMark()).toBeUndefined();
  });
});
