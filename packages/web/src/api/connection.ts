/**
 * What the api needs from the session: the API address, the token, and what to do when the server
 * refuses the token. app/ connects it once at startup, so api imports no session code (no cycle).
 */
export interface Connection {
  apiUrl: () => string;
  token: () => string | undefined;
  /** A 401 on a call that carried the current token: the session is over. */
  onUnauthorized: () => void;
}

let connection: Connection = { apiUrl: () => '', token: () => undefined, onUnauthorized: () => {} };

export function connectApi(next: Connection): void {
  connection = next;
}

export function getConnection(): Connection {
  return connection;
}
