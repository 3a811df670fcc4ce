import type { MemberCard } from '@clubhuis/contract/entities/members';
import type { SessionUser } from '@clubhuis/contract/entities/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { ErrorDialogProvider } from '../../errors/ErrorDialogProvider';
import { setSession } from '../../session/sessionStore';
import { makeConfig, makeMember, makeUser } from '../../testing/fixtures';
import { stubBrowserApis, TestMantine } from '../../testing/mantineTestEnv';

/** A fake server for screen tests: handlers by path, and every call it got. */
type Body = Record<string, unknown>;
export type Handler = (body: Body) => { status?: number; json: unknown };
export const API = new URL('api/', window.location.href).href;

export interface FakeServer {
  handlers: Record<string, Handler>;
  calls: { path: string; body: Body }[];
  called: (path: string) => { path: string; body: Body }[];
}

export function fakeServer(): FakeServer {
  const server: FakeServer = {
    handlers: {},
    calls: [],
    called: (path) => server.calls.filter((c) => c.path === path),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const path = url.slice(API.length);
      const body = init?.body ? (JSON.parse(String(init.body)) as Body) : {};
      server.calls.push({ path, body });
      const handler = server.handlers[path];
      const { status = 200, json } = handler ? handler(body) : { status: 404, json: { message: `onbekend: ${path}` } };
      return Promise.resolve(new Response(JSON.stringify(json), { status }));
    }),
  );
  return server;
}

/** Renders a screen for a logged-in user whose linked members' cards are already loaded. */
export function renderPage(page: ReactNode, user: Partial<SessionUser> = {}, members: MemberCard[] = [makeMember()]) {
  const full = makeUser(user);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  client.setQueryData(['config'], makeConfig());
  client.setQueryData(['members', 'mine', full.memberIds], members);
  setSession({ user: full, apiUrl: API, selectedMemberId: full.memberIds[0] ?? 0 });
  render(
    <TestMantine>
      <QueryClientProvider client={client}>
        <ErrorDialogProvider>{page}</ErrorDialogProvider>
      </QueryClientProvider>
    </TestMantine>,
  );
  return client;
}

export function setUpScreenTests(): void {
  stubBrowserApis();
}

export function tearDown(): void {
  setSession({ user: null, apiUrl: '', selectedMemberId: 0, didAutoLogout: false });
  vi.unstubAllGlobals();
  window.location.hash = '';
}
