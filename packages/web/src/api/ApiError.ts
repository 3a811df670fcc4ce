/** A failed call: the HTTP status (0 when the server could not be reached) and the server's Dutch message, if any. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;

  constructor(status: number, serverMessage?: string) {
    super(serverMessage || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage || undefined;
  }
}

/** What the error dialog shows: the server's message when it sent one, else the spec's Dutch fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
