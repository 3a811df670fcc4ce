import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, messageOf } from '../api/ApiError';
import { configQuery } from '../config/configQuery';
import { sessionQueries } from '../session/sessionQueries';
import { useShowError } from '../errors/useShowError';
import { shellTexts } from './messages';
import { settingsQuery } from './startupQueries';
import { sessionKernelTexts } from '../session/messages';
import { memberIdsOf, useSession } from '../session/sessionStore';

export type Startup = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready' };

/**
 * Spec 01 section 4, startup: settings.json (API address), then the config, then the stored
 * session (dropped for another API or when expired), and when logged in my members and the
 * confirmation options. The session is restored with the settings, so my members and the options are
 * asked together with the config, not after it: one round trip less before the first screen (issue 16).
 * main.tsx starts these calls before the first render (prefetchStartup); the queries here pick them up.
 * Once ready it stays ready: later loads show their own spinners.
 */
export function useStartup(): Startup {
  const showError = useShowError();
  const settings = useQuery(settingsQuery());
  const config = useQuery({ ...configQuery(), enabled: settings.isSuccess });
  const { user } = useSession();
  const memberIds = user ? memberIdsOf(user) : [];
  const members = useQuery({ ...sessionQueries.myMembers(memberIds), enabled: settings.isSuccess && memberIds.length > 0 });
  const options = useQuery({ ...sessionQueries.confirmationOptions(), enabled: settings.isSuccess && user !== null });

  const failure = settings.error ?? config.error;
  useEffect(() => {
    if (failure) showError(sessionKernelTexts.errorTitle, configErrorText(failure));
  }, [failure, showError]);
  // When the config failed too, its error is the one to show (the server is down or elsewhere); a
  // member list being asked again ('Herprobeer') has no error to show yet.
  const membersError = config.isError || members.isFetching ? null : members.error;
  useEffect(() => {
    if (membersError) showError(sessionKernelTexts.errorTitle, messageOf(membersError, sessionKernelTexts.membersLoadFailed));
  }, [membersError, showError]);
  useEffect(() => {
    if (options.error) console.error('confirmation options', options.error); // used later by line-ups; not fatal
  }, [options.error]);

  const [ready, setReady] = useState(false);
  // settings first: it restores the session (offline the config may already be there, kept from before).
  const settled = (q: { isLoading: boolean; isError: boolean; isFetching: boolean }) => !q.isLoading && !(q.isError && q.isFetching);
  const loaded = settings.isSuccess && config.isSuccess && settled(members) && settled(options);
  if (loaded && !ready) setReady(true);

  if (ready || loaded) return { status: 'ready' };
  if (failure && !settings.isFetching && !config.isFetching) {
    return { status: 'failed', retry: () => retryStartup([settings, config, members, options]) };
  }
  return { status: 'loading' };
}

/** Settings first (nothing else can be asked without them), else every startup call that failed. */
function retryStartup([settings, ...rest]: { isError: boolean; refetch: () => Promise<unknown> }[]): void {
  if (settings!.isError) void settings!.refetch();
  else for (const q of rest) if (q.isError) void q.refetch();
}

/** 'Fout bij het ophalen van de configuratie - ' plus the server's message (spec 01 section 8). */
export function configErrorText(error: unknown): string {
  const status = error instanceof ApiError ? error.status : 0;
  const fallback = status === 0 ? shellTexts.noConnection : `HTTP ${status}`;
  return shellTexts.configErrorPrefix + messageOf(error, fallback);
}
