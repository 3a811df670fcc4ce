import { useEffect } from 'react';
import { messageOf } from '../api/ApiError';
import { useShowError } from './useShowError';

/** Opens the error dialog once for each new failure of a query (server message, else the default). */
export function useErrorDialogFor(error: Error | null, title: string, fallback: string): void {
  const showError = useShowError();
  useEffect(() => {
    if (error) showError(title, messageOf(error, fallback));
  }, [error, title, fallback, showError]);
}
