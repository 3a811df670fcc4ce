import { catalogue, type Path, type RequestOf, type ResponseOf } from '@clubhuis/contract/catalogue';
import { isTokenless } from '@clubhuis/contract/endpoint';
import { autoLogout } from '../session/sessionLifecycle';
import { getSession, setSession } from '../session/sessionStore';
import { ApiError } from './ApiError';

/**
 * Reads settings.json (next to index.html) and resolves its apiUrl against the page address, so a
 * relative 'api/' works wherever the app is mounted. Returns the absolute API base, ending in '/'.
 */
export async function loadSettings(signal?: AbortSignal): Promise<string> {
  const response = await send('settings.json', { cache: 'no-store', signal });
  const settings = (await response.json().catch(() => null)) as { apiUrl?: unknown } | null;
  if (!response.ok || typeof settings?.apiUrl !== 'string') throw new ApiError(response.status);
  const base = new URL(settings.apiUrl, window.location.href).href;
  const apiUrl = base.endsWith('/') ? base : `${base}/`;
  setSession({ apiUrl });
  return apiUrl;
}

/**
 * The only place that calls the server: POST <apiUrl><path> with a JSON body, plus the token as
 * jwt. Throws ApiError on any non-2xx answer; a 401 on a call that carried a token means the
 * session is over, so it logs out (to /login) before throwing.
 */
export async function post<P extends Path>(path: P, body: RequestOf<P>, signal?: AbortSignal): Promise<ResponseOf<P>> {
  const { apiUrl, user } = getSession();
  const token = isTokenless(catalogue[path]) ? undefined : user?.token;
  const payload = token === undefined ? body : { ...body, jwt: token };
  const response = await send(apiUrl + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(payload),
    signal,
  });
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    // Only when the refused token is still the current one (not one replaced by a new login meanwhile).
    if (response.status === 401 && token !== undefined && getSession().user?.token === token) autoLogout();
    throw new ApiError(response.status, messageIn(data));
  }
  return data as ResponseOf<P>;
}

type EnvelopePath = 'general/config.php' | 'login.php';

/** config.php and login.php answer { success, message, data }: success false is a failure with the server's message. */
export async function postEnvelope<P extends EnvelopePath>(
  path: P,
  body: RequestOf<P>,
  signal?: AbortSignal,
): Promise<ResponseOf<P> & { data: NonNullable<ResponseOf<P>['data']> }> {
  const answer = await post(path, body, signal);
  if (!answer.success || !answer.data) throw new ApiError(200, answer.message);
  return answer as ResponseOf<P> & { data: NonNullable<ResponseOf<P>['data']> };
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error; // a cancelled query is not a failure to show
    throw new ApiError(0);
  }
}

function messageIn(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  return typeof data.message === 'string' ? data.message : undefined;
}
