import type { MemberCard } from '@clubhuis/contract/entities/members';
import type { AppConfig, SessionUser } from '@clubhuis/contract/entities/session';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from '../api/queryClient';
import { configQuery } from '../config/configQuery';
import { ErrorDialogProvider } from '../errors/ErrorDialogProvider';
import { connectApiToSession } from '../session/connectSession';
import { sessionQueries } from '../session/sessionQueries';
import { setSession } from '../session/sessionStore';
import { API } from './fakeServer';
import { makeConfig, makeMember, makeUser } from './fixtures';
import { TestMantine } from './mantineTestEnv';

export interface RenderOptions {
  /** The location, e.g. '/results/7' (pages get their params as props; this is for links and redirects). */
  hash?: string;
  /** The logged-in user (a patch of makeUser), or null for a visitor. */
  user?: Partial<SessionUser> | null;
  config?: Partial<AppConfig>;
  /** The user's linked members' cards, already loaded as at startup. */
  members?: MemberCard[];
  /** Other answers already in the cache, as startup leaves them (e.g. confirmation options). */
  cached?: (client: QueryClient) => void;
}

/** Renders a page as the shell would: Mantine, a fresh query client holding the config, the error dialog and a session. */
export function renderPage(page: ReactNode, options: RenderOptions = {}): QueryClient {
  const { hash = '/', user = {}, config = {}, members = [makeMember()], cached } = options;
  window.location.hash = hash;
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  client.setQueryData(configQuery().queryKey, makeConfig(config));
  const full = user ? makeUser(user) : null;
  if (full) client.setQueryData(sessionQueries.myMembers(full.memberIds).queryKey, members);
  cached?.(client);
  connectApiToSession();
  setSession({ user: full, apiUrl: API, selectedMemberId: full?.memberIds[0] ?? 0 });
  render(
    <TestMantine>
      <QueryClientProvider client={client}>
        <ErrorDialogProvider>{page}</ErrorDialogProvider>
      </QueryClientProvider>
    </TestMantine>,
  );
  return client;
}

/** After each test: unmount, forget the session, the fake server and the location. */
export function resetTestState(): void {
  cleanup();
  setSession({ user: null, apiUrl: '', selectedMemberId: 0, didAutoLogout: false });
  vi.unstubAllGlobals();
  window.location.hash = '';
}
