import type { Path, RequestOf, ResponseOf } from '@clubhuis/contract/catalogue';
import { vi } from 'vitest';

/** The address the fake server answers on; renderPage puts it in the session. */
export const API = new URL('api/', window.location.href).href;

/** An answer other than a plain 200: a status with any JSON (an error message, a broken body). */
export class Reply {
  constructor(
    readonly status: number,
    readonly json: unknown,
  ) {}
}
export const reply = (status: number, json: unknown = {}) => new Reply(status, json);

/** A handler of one path: gets the body sent (jwt included when there was one), answers the typed response or a Reply. */
export type Handler<P extends Path> = (body: RequestOf<P> & { jwt?: string }) => ResponseOf<P> | Reply;
export type Handlers = { [P in Path]?: Handler<P> } & { 'settings.json'?: () => { apiUrl: string } | Reply };
export interface Call {
  path: string;
  body: Record<string, unknown>;
}

export interface FakeServer {
  /** Change or add handlers at any time; a path without one answers 404 'onbekend: <path>'. */
  handlers: Handlers;
  /** Every call in order. */
  calls: Call[];
  called: (path: Path | 'settings.json') => Call[];
}

/** Stubs fetch with a typed fake of the catalogue's calls (undo with vi.unstubAllGlobals, see resetTestState). */
export function fakeServer(handlers: Handlers = {}): FakeServer {
  const server: FakeServer = { handlers, calls: [], called: (path) => server.calls.filter((c) => c.path === path) };
  const answer = (url: string, init?: RequestInit) => {
    const path = url.startsWith(API) ? url.slice(API.length) : url;
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    server.calls.push({ path, body });
    const handler = server.handlers[path as keyof Handlers] as ((b: unknown) => unknown) | undefined;
    const result = handler ? handler(body) : reply(404, { message: `onbekend: ${path}` });
    const { status, json } = result instanceof Reply ? result : { status: 200, json: result };
    return Promise.resolve(new Response(JSON.stringify(json), { status }));
  };
  vi.stubGlobal('fetch', vi.fn(answer));
  return server;
}
