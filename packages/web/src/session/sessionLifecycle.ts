import type { SessionUser } from '@clubhuis/contract/entities/session';
import { post } from '../api/api';
import { clearUserQueries } from '../api/queryClient';
import { navigate } from '../router/location';
import { defaultMemberId, getSession, setSession } from './sessionStore';
import { readStoredSession, writeStoredSession } from './storedSession';

/** setTimeout fires at once for delays above 2^31-1 ms, so a long-lived token re-arms in steps. */
const MAX_TIMER_DELAY = 2_147_483_647;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/** Startup: take over the stored session when it belongs to this API and has not expired. */
export function restoreSession(apiUrl: string): void {
  const stored = readStoredSession(apiUrl, Date.now());
  if (!stored) {
    writeStoredSession(null);
    setSession({ apiUrl, user: null, selectedMemberId: 0 });
    return;
  }
  const { user } = stored;
  const selected = stored.selectedMemberId;
  const selectedMemberId = selected && user.memberIds.includes(selected) ? selected : defaultMemberId(user);
  setSession({ apiUrl, user, selectedMemberId });
  scheduleExpiry(user.tokenExpiration);
}

/** After a successful login. */
export function beginSession(user: SessionUser): void {
  clearUserQueries(); // answers given to the anonymous visitor must not leak into the session
  const selectedMemberId = defaultMemberId(user);
  setSession({ user, selectedMemberId, didAutoLogout: false });
  persist();
  scheduleExpiry(user.tokenExpiration);
  // The account's language (issue 33): its code comes after the login, not with the first screen.
  void import('../i18n/choice').then((choice) => choice.followAccountLanguage(user));
}

/** A change the server confirmed to the session user (e.g. a league subscription), kept across reloads. */
export function updateSessionUser(patch: Partial<SessionUser>): void {
  const { user } = getSession();
  if (!user) return;
  setSession({ user: { ...user, ...patch } });
  persist();
}

export function selectMember(memberId: number): void {
  setSession({ selectedMemberId: memberId });
  persist();
}

/**
 * The /logout page: end the session on the server too (its token is refused from then on), then
 * forget it here; the page itself says 'Je werd afgemeld.'. The call goes with the token before it is
 * forgotten; offline the token simply runs out at its expiry.
 */
export function logout(): void {
  if (getSession().user) void post('logout.php', {}).catch(() => undefined);
  endSession(false);
}

/** Token expired (timer) or refused by the server (401): forget the session and go to /login. */
export function autoLogout(): void {
  if (!getSession().user) return;
  endSession(true);
  navigate('/login', { replace: true });
}

function endSession(auto: boolean): void {
  clearTimeout(expiryTimer);
  writeStoredSession(null); // first, so storage is clean by the time any screen reacts
  setSession({ user: null, selectedMemberId: 0, didAutoLogout: auto });
  clearUserQueries();
}

function persist(): void {
  const { user, apiUrl, selectedMemberId } = getSession();
  writeStoredSession(user ? { user, apiUrl, selectedMemberId } : null);
}

function scheduleExpiry(expiresAt: number): void {
  clearTimeout(expiryTimer);
  const delay = Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMER_DELAY);
  expiryTimer = setTimeout(() => {
    if (Date.now() >= expiresAt) autoLogout();
    else scheduleExpiry(expiresAt);
  }, delay);
}
