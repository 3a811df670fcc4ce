import type { AppConfig, SessionUser } from '@clubhuis/contract/entities/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { ErrorDialogProvider } from '../../errors/ErrorDialogProvider';
import { setSession } from '../../session/sessionStore';
import { makeConfig, makeUser } from '../../testing/fixtures';
import { TestMantine } from '../../testing/mantineTestEnv';

type Body = Record<string, unknown>;
export type Handler = (body: Body) => { status?: number; json: unknown };

export const API = new URL('api/', window.location.href).href;

/** A fake server behind fetch: handlers by path, and every call it got. */
export function fakeServer() {
  const handlers: Record<string, Handler> = {};
  const calls: { path: string; body: Body }[] = [];
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const path = url.slice(API.length);
    const body = init?.body ? (JSON.parse(String(init.body)) as Body) : {};
    calls.push({ path, body });
    const handler = handlers[path];
    const { status = 200, json } = handler ? handler(body) : { status: 404, json: { message: `onbekend: ${path}` } };
    return Promise.resolve(new Response(JSON.stringify(json), { status }));
  });
  vi.stubGlobal('fetch', fetch);
  return { handlers, calls, called: (path: string) => calls.filter((c) => c.path === path) };
}

interface RenderOptions {
  user?: Partial<SessionUser> | null;
  config?: Partial<AppConfig>;
  path?: string;
}

/** Renders a screen with Mantine, a fresh query client, the error dialog and a session. */
export function renderScreen(screen: ReactNode, { user = {}, config = {}, path = '/' }: RenderOptions = {}) {
  window.location.hash = path;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  client.setQueryData(['config'], makeConfig(config));
  setSession({ user: user ? makeUser(user) : null, apiUrl: API, selectedMemberId: user ? 7 : 0 });
  render(
    <TestMantine>
      <QueryClientProvider client={client}>
        <ErrorDialogProvider>{screen}</ErrorDialogProvider>
      </QueryClientProvider>
    </TestMantine>,
  );
  return client;
}

export function resetSession(): void {
  setSession({ user: null, apiUrl: '', selectedMemberId: 0, didAutoLogout: false });
}
