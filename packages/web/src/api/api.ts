import { callTraits } from '@clubhuis/contract/callTraits';
import type { Catalogue, Path, RequestOf, ResponseOf } from '@clubhuis/contract/catalogue';
import { ApiError } from './ApiError';
import { getConnection } from './connection';
import { withLiveMark } from './liveMark';
import { activeLanguage } from '../i18n/language';

/** What post answers: a 'success' entry (config, login) only resolves with success true and its data present. */
export type AnswerOf<P extends Path> = Catalogue[P]['answer'] extends 'success'
  ? ResponseOf<P> & { data: NonNullable<ResponseOf<P> extends { data: infer D } ? D : never> }
  : ResponseOf<P>;

/**
 * Reads settings.json (next to index.html) and resolves its apiUrl against the page address, so a
 * relative 'api/' works wherever the app is mounted. Returns the absolute API base, ending in '/'.
 * no-cache: checked with the server on every start (a changed file counts at once), and it is the
 * request index.html preloads, so that answer is the one used.
 */
export async function loadSettings(signal?: AbortSignal): Promise<string> {
  const response = await send('settings.json', { cache: 'no-cache', signal });
  const settings = (await response.json().catch(() => null)) as { apiUrl?: unknown } | null;
  if (!response.ok || typeof settings?.apiUrl !== 'string') throw new ApiError(response.status);
  const base = new URL(settings.apiUrl, window.location.href).href;
  return base.endsWith('/') ? base : `${base}/`;
}

/**
 * The only place that calls the server: POST <apiUrl><path> with a JSON body, plus the token as jwt
 * unless the catalogue entry is tokenless. Throws ApiError on any non-2xx answer, and for a
 * 'success' entry also when success is false; a 401 on a call that carried the current token ends
 * the session (the connection's onUnauthorized) before throwing.
 */
export async function post<P extends Path>(path: P, body: RequestOf<P>, signal?: AbortSignal): Promise<AnswerOf<P>> {
  const traits = callTraits(path);
  const { apiUrl, token: currentToken, onUnauthorized } = getConnection();
  const token = traits.tokenless ? undefined : currentToken();
  const payload = token === undefined ? body : { ...body, jwt: token };
  const sent = send(apiUrl() + path, {
    method: 'POST',
    // The server answers in this language unless the account chose one (issue 33).
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': activeLanguage() },
    body: JSON.stringify(payload),
    signal,
  });
  // Only a signed-in call's answer carries a live mark (ARCHITECTURE.md, Live updates).
  const response = await (token === undefined ? sent : withLiveMark(sent));
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    // Only when the refused token is still the current one (not one replaced by a new login meanwhile).
    if (response.status === 401 && token !== undefined && currentToken() === token) onUnauthorized();
    throw new ApiError(response.status, messageIn(data));
  }
  if (traits.success && !isSuccess(data)) throw new ApiError(200, messageIn(data));
  return data as AnswerOf<P>;
}

function isSuccess(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'success' in data && data.success === true &&
    'data' in data && data.data != null;
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
