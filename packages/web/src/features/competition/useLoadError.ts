import { useEffect } from 'react';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { competitionTexts as t } from './messages';

/** Opens 'Er trad een fout op!' once for each new failure of a query: the server's message, else the default. */
export function useLoadError(error: Error | null, fallback: string): void {
  useErrorDialogFor(error, t.errorTitle, fallback);
}

/** Failures that are only logged (spec 01 section 8: the week digest). */
export function useLoggedError(error: Error | null, text: string): void {
  useEffect(() => {
    if (error) console.error(text, error);
  }, [error, text]);
}
