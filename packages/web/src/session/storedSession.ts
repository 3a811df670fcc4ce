import type { SessionUser } from '@clubhuis/contract/entities/session';

/** localStorage key of the session (spec 01 section 9: one key for the session, one for the config). */
export const SESSION_KEY = 'clubhuis.session';

export interface StoredSession {
  user: SessionUser;
  /** The API the token was issued by: a token of another server is worthless here. */
  apiUrl: string;
  /** The member chosen in 'Selecteer lid', so a reload keeps the choice. */
  selectedMemberId?: number;
}

/**
 * The stored session if it may still be used: same API address and token not yet expired
 * (spec 01 section 4). Anything unreadable counts as no session.
 */
export function parseStoredSession(raw: string | null, apiUrl: string, now: number): StoredSession | null {
  if (!raw) return null;
  let stored: Partial<StoredSession>;
  try {
    stored = JSON.parse(raw) as Partial<StoredSession>;
  } catch {
    return null;
  }
  const user = stored?.user;
  if (!user || typeof user.token !== 'string' || typeof user.tokenExpiration !== 'number') return null;
  if (!Array.isArray(user.memberIds)) return null;
  if (stored.apiUrl !== apiUrl) return null;
  if (user.tokenExpiration <= now) return null;
  return { user, apiUrl, selectedMemberId: stored.selectedMemberId };
}

export function readStoredSession(apiUrl: string, now: number): StoredSession | null {
  return parseStoredSession(safeGet(SESSION_KEY), apiUrl, now);
}

export function writeStoredSession(session: StoredSession | null): void {
  try {
    if (session) localStorage.setItem(SESSION_KEY, JSON.stringify(session));
    else localStorage.removeItem(SESSION_KEY);
  } catch {
    // private mode or full storage: the session then simply lasts as long as the tab
  }
}

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
