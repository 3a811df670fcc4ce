import type { AppConfig } from '@clubhuis/contract/entities/session';
import { queryOptions } from '@tanstack/react-query';
import { applyBranding, rememberBranding } from '../config/branding';
import { post, postEnvelope } from './api';

/** Query keys and loaders of the data the shell needs at startup and right after login. */
export const sessionQueries = {
  config: () =>
    queryOptions({
      queryKey: ['config'],
      queryFn: ({ signal }) => fetchConfig(signal),
      staleTime: Infinity, // one club config per page load; 'Herprobeer' refetches after a failure
      retry: false,
    }),
  myMembers: (memberIds: number[]) =>
    queryOptions({
      queryKey: ['members', 'mine', memberIds],
      queryFn: ({ signal }) => post('member/getList.php', { memberids: memberIds }, signal),
    }),
  confirmationOptions: () =>
    queryOptions({
      queryKey: ['teamcomposition', 'confirmationOptions'],
      queryFn: ({ signal }) => post('teamcomposition/confirmationOptionList', {}, signal),
      staleTime: Infinity,
    }),
};

async function fetchConfig(signal?: AbortSignal): Promise<AppConfig> {
  const answer = await postEnvelope('general/config.php', { g2soft: '', returnSecureToken: true }, signal);
  // Remember the look of the club so the next start paints title and icon before this call returns.
  rememberBranding(answer.data);
  applyBranding(answer.data);
  return answer.data;
}
