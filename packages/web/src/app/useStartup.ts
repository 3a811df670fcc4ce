import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { loadSettings } from '../api/api';
import { ApiError, messageOf } from '../api/ApiError';
import { configQuery } from '../config/configQuery';
import { sessionQueries } from '../session/sessionQueries';
import { useShowError } from '../errors/useShowError';
import { shellTexts } from './messages';
import { sessionKernelTexts } from '../session/messages';
import { restoreSession } from '../session/sessionLifecycle';
import { memberIdsOf, useSession } from '../session/sessionStore';

export type Startup = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready' };

/**
 * Spec 01 section 4, startup: settings.json (API address), then the config, then the stored
 * session (dropped for another API or when expired), and when logged in my members and the
 * confirmation options. Once ready it stays ready: later loads show their own spinners.
 */
export function useStartup(): Startup {
  const showError = useShowError();
  const settings = useQuery({
    queryKey: ['settings'],
    queryFn: async ({ signal }) => {
      const apiUrl = await loadSettings(signal);
      restoreSession(apiUrl);
      return apiUrl;
    },
    staleTime: Infinity,
    retry: false,
    // settings.json is a file the service worker keeps: asked for even without a network.
    networkMode: 'offlineFirst',
  });
  const config = useQuery({ ...configQuery(), enabled: settings.isSuccess });
  const { user } = useSession();
  const memberIds = user ? memberIdsOf(user) : [];
  const members = useQuery({ ...sessionQueries.myMembers(memberIds), enabled: config.isSuccess && memberIds.length > 0 });
  const options = useQuery({ ...sessionQueries.confirmationOptions(), enabled: config.isSuccess && user !== null });

  const failure = settings.error ?? config.error;
  useEffect(() => {
    if (failure) showError(sessionKernelTexts.errorTitle, configErrorText(failure));
  }, [failure, showError]);
  useEffect(() => {
    if (members.error) showError(sessionKernelTexts.errorTitle, messageOf(members.error, sessionKernelTexts.membersLoadFailed));
  }, [members.error, showError]);
  useEffect(() => {
    if (options.error) console.error('confirmation options', options.error); // used later by line-ups; not fatal
  }, [options.error]);

  const [ready, setReady] = useState(false);
  // settings first: it restores the session (offline the config may already be there, kept from before).
  const loaded = settings.isSuccess && config.isSuccess && !members.isLoading && !options.isLoading;
  if (loaded && !ready) setReady(true);

  if (ready || loaded) return { status: 'ready' };
  if (failure && !settings.isFetching && !config.isFetching) {
    return { status: 'failed', retry: () => void (settings.isError ? settings.refetch() : config.refetch()) };
  }
  return { status: 'loading' };
}

/** 'Fout bij het ophalen van de configuratie - ' plus the server's message (spec 01 section 8). */
export function configErrorText(error: unknown): string {
  const status = error instanceof ApiError ? error.status : 0;
  const fallback = status === 0 ? shellTexts.noConnection : `HTTP ${status}`;
  return shellTexts.configErrorPrefix + messageOf(error, fallback);
}
