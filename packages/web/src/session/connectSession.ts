import { connectApi } from '../api/connection';
import { autoLogout } from './sessionLifecycle';
import { getSession } from './sessionStore';

/** Hands the api the session's address and token, and a 401 ends the session (called once at startup). */
export function connectApiToSession(): void {
  connectApi({ apiUrl: () => getSession().apiUrl, token: () => getSession().user?.token, onUnauthorized: autoLogout });
}
