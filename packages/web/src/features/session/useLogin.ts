import type { ResponseOf } from '@clubhuis/contract/catalogue';
import type { SessionUser } from '@clubhuis/contract/entities/session';
import { useCallMutation } from '../../api/calls';
import { ApiError, messageOf } from '../../api/ApiError';
import { queryClient } from '../../api/queryClient';
import { sessionQueries } from '../../session/sessionQueries';
import { useConfig } from '../../config/useConfig';
import { useShowError } from '../../errors/useShowError';
import { sessionKernelTexts } from '../../session/messages';
import { navigate } from '../../router/location';
import { beginSession } from '../../session/sessionLifecycle';
import { getSession, memberIdsOf } from '../../session/sessionStore';
import { landingRoute } from './landingRoute';
import { sessionTexts } from './messages';

interface Credentials {
  email: string;
  password: string;
}

/** Logs in, loads my members and the confirmation options, then goes to the landing route (spec 01 section 4). */
export function useLogin() {
  const config = useConfig();
  const showError = useShowError();
  const login = useCallMutation('login.php', {
    onSuccess: async (answer) => {
      const user = sessionUserOf(answer, answer.data);
      beginSession(user);
      const [members] = await Promise.allSettled([
        queryClient.fetchQuery(sessionQueries.myMembers(memberIdsOf(user))),
        queryClient.fetchQuery(sessionQueries.confirmationOptions()),
      ]);
      if (members.status === 'rejected') {
        showError(sessionKernelTexts.errorTitle, messageOf(members.reason, sessionKernelTexts.membersLoadFailed));
      }
      navigate(landingRoute(config, user, getSession().selectedMemberId), { replace: true });
    },
    onError: (error) => showError(sessionTexts.authErrorTitle, messageOf(error, loginFallback(error))),
  });
  return {
    isPending: login.isPending,
    mutate: ({ email, password }: Credentials) => login.mutate({ login: email, password, application: 4, returnSecureToken: true }),
  };
}

/** An answer of 200 that is no success (success false, or no user) was a login refused; anything else a failed call. */
function loginFallback(error: unknown): string {
  return error instanceof ApiError && error.status === 200 ? sessionTexts.loginRefused : sessionTexts.loginFailed;
}

/** The token travels as jwt beside the user; it expires expiresIn seconds from now (spec 01 section 4). */
function sessionUserOf(answer: ResponseOf<'login.php'>, data: SessionUser): SessionUser {
  const token = answer.jwt ?? data.token;
  // Counted on this device's clock, so a server clock that differs does not shorten or stretch it.
  const tokenExpiration = answer.expiresIn ? Date.now() + answer.expiresIn * 1000 : data.tokenExpiration;
  return { ...data, token, tokenExpiration };
}
