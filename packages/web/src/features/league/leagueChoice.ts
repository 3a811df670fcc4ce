import { useSyncExternalStore } from 'react';
import { useSession } from '../../session/sessionStore';

// The league picked on home ('Selecteer league') for this visit; until a pick, the club's active league.
let picked = 0;
const listeners = new Set<() => void>();

export function pickLeague(leagueId: number): void {
  picked = leagueId;
  listeners.forEach((l) => l());
}

export function useLeagueId(): number {
  const { user } = useSession();
  const mine = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => picked,
  );
  return mine > 0 ? mine : (user?.currentlyActiveLeagueId ?? 0);
}
