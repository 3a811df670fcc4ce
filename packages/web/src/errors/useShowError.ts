import { createContext, useContext } from 'react';

/** Opens the error dialog with a title and a text (the server's message or the spec's fallback). */
export type ShowError = (title: string, message: string) => void;

export const ErrorDialogContext = createContext<ShowError>((title, message) => console.error(title, message));

export function useShowError(): ShowError {
  return useContext(ErrorDialogContext);
}
