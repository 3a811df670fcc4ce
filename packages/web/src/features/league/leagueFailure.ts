import { ApiError, messageOf } from '../../api/ApiError';

/** The two fallbacks of spec 02 section 8 for one call: its data-layer default and the screen's text. */
export interface Fallbacks {
  /** The server answered without a message: 'Fout bij het registreren van deze vervanging!'. */
  noMessage: string;
  /** No answer came at all (the server could not be reached): 'Er trad een probleem op bij …'. */
  unreachable: string;
}

/**
 * The fallback of a failure without a server message. Spec 02 lists two layers: the data layer turns
 * an answer without a message into its default ('Fout bij …!'); the screen's own text ('Er trad een
 * probleem op bij …') covers what reached it without one, a call that got no answer.
 */
export function fallbackFor(error: unknown, fallbacks: Fallbacks): string {
  return error instanceof ApiError && error.status === 0 ? fallbacks.unreachable : fallbacks.noMessage;
}

/** What the 'Fout/waarschuwing' popup says: the server's message, else the fitting fallback. */
export function failureText(error: unknown, fallbacks: Fallbacks): string {
  return messageOf(error, fallbackFor(error, fallbacks));
}
