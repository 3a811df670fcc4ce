import type { Db } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { withKeyedCounts } from '../../http/keyedCounts.ts';
import { sessionText } from './messages.ts';

const HOUR = 3_600_000;

/**
 * Links a forgotten password may mail an hour (ARCHITECTURE.md, "Login"). Counted before the e-mail is
 * looked up, so known and unknown e-mails count and answer alike.
 */
export const RESET_LIMITS = {
  /** One e-mail from one address: its owner gets a few links an hour. */
  pair: 3,
  /** One address over all e-mails: an address cannot mail a whole club. */
  address: 20,
  /** One e-mail from all addresses; above this only an address that has not asked for it yet gets a link. */
  email: 10,
};

/** Failed tries of password/set.php per address and hour (an unknown, used or expired link). */
export const SET_FAILURES_PER_HOUR = 20;

function resetKeys(email: string, address: string) {
  return { pair: `reset-pair:${email}|${address}`, address: `reset-ip:${address}`, email: `reset:${email}` };
}

/**
 * Takes one reset link for the e-mail from this address, or refuses with 429. Someone asking for another
 * person's e-mail from elsewhere uses up its own address's count, never the owner's: an address that has
 * not asked for this e-mail within the hour always gets its link while its own address count allows.
 */
export async function takeResetLink(db: Db, email: string, address: string): Promise<void> {
  const keys = resetKeys(email, address);
  const allowed = await withKeyedCounts(db, [keys.pair, keys.address, keys.email], HOUR, async (used) => {
    const pair = used(keys.pair);
    const ok = pair < RESET_LIMITS.pair && used(keys.address) < RESET_LIMITS.address && (used(keys.email) < RESET_LIMITS.email || pair === 0);
    return { record: ok ? [keys.pair, keys.address, keys.email] : [], result: ok };
  });
  if (!allowed) throw new ApiError(429, sessionText.tooManyResets);
}

/**
 * Runs `check` (is this a usable link?) unless the address failed too often this hour, and counts a
 * failure when it says no: a flood of guessed tokens is refused before any password is hashed, and
 * an address gets SET_FAILURES_PER_HOUR wrong links, however many arrive at once.
 */
export async function checkLinkTry(db: Db, address: string, check: (tx: Db) => Promise<boolean>): Promise<boolean> {
  const key = `set-fail:${address}`;
  const outcome = await withKeyedCounts(db, [key], HOUR, async (used, tx) => {
    if (used(key) >= SET_FAILURES_PER_HOUR) return { record: [], result: 'blocked' as const };
    const usable = await check(tx);
    return { record: usable ? [] : [key], result: usable ? ('usable' as const) : ('unusable' as const) };
  });
  if (outcome === 'blocked') throw new ApiError(429, sessionText.tooManyLinkTries);
  return outcome === 'usable';
}
