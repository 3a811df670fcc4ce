import { useMutationState } from '@tanstack/react-query';
import { createPortal } from 'react-dom';
import { shellTexts } from './messages';

/**
 * A change made without a network waits (TanStack Query pauses it and sends it once the network is
 * back); its button would only spin. This line says so, over every screen and dialog (issue 28 item 17),
 * until the last waiting change has been sent.
 */
export function WaitingChanges() {
  const waiting = useMutationState({ filters: { status: 'pending', predicate: (mutation) => mutation.state.isPaused } }).length;
  if (waiting === 0) return null;
  return createPortal(
    <p role="status" className="shell-waiting">
      {shellTexts.changesWaiting(waiting)}
    </p>,
    document.body,
  );
}
