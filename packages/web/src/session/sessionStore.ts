import type { SessionUser } from '@clubhuis/contract/entities/session';
import { useSyncExternalStore } from 'react';

/** The only global client state besides the TanStack Query cache (spec 01 section 3, other state). */
export interface SessionState {
  /** Logged in when present. */
  user: SessionUser | null;
  /** Absolute API base from settings.json, '' until loaded. */
  apiUrl: string;
  /** The member the user acts as (one of user.memberIds); 0 when logged out. */
  selectedMemberId: number;
  /** Set when the token expired by itself, so the login screen can say why. */
  didAutoLogout: boolean;
}

const initial: SessionState = { user: null, apiUrl: '', selectedMemberId: 0, didAutoLogout: false };
let state = initial;
const listeners = new Set<() => void>();

export function getSession(): SessionState {
  return state;
}

export function setSession(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession);
}

/** The member to act as after login: the user's own member when linked, else the first linked one. */
export function defaultMemberId(user: SessionUser): number {
  if (user.memberId > 0) return user.memberId;
  return user.memberIds[0] ?? 0;
}

/** The members to load for 'my members': memberIds, or the user's own member when that list is empty. */
export function memberIdsOf(user: SessionUser): number[] {
  if (user.memberIds.length > 0) return user.memberIds;
  return user.memberId > 0 ? [user.memberId] : [];
}
