import { useEffect } from 'react';
import { navigate } from './location';

/** Replaces the current route (guards), so Back does not land on the refused page again. */
export function Redirect({ to }: { to: string }) {
  useEffect(() => {
    navigate(to, { replace: true });
  }, [to]);
  return null;
}
