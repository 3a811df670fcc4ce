// The API tests' client: post() is typed by the catalogue and checks every success answer against the
// entry's response schema, so a test fails when the server drifts from the contract.
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { catalogue, type Path, type RequestOf, type ResponseOf } from '@clubhuis/contract/catalogue';

/** What the error handler sends: `{ message }`, or `{ success: false, message, data: null }` for the envelope calls. */
export interface ErrorBody {
  message: string;
  success?: false;
  data?: null;
}

/** A request body as the tests send it: the entry's request plus the token (the web client adds that itself). */
export type BodyOf<P extends Path> = (string extends keyof RequestOf<P> ? NoFields : RequestOf<P>) & { jwt?: string };
/** zod types an empty request as Record<string, never>, which would refuse the jwt. */
type NoFields = Record<never, never>;

export interface Answer<P extends Path> {
  status: number;
  /** The success body, checked against the contract. Reading it on a failure throws with the status and message. */
  readonly json: ResponseOf<P>;
  /** The failure body. Reading it on a 2xx answer throws with the body. */
  readonly error: ErrorBody;
}

/** An unchecked answer, for malformed bodies, unknown paths and other deliberate misuse: json and error are the body as sent. */
export interface RawAnswer {
  status: number;
  json: any;
  error: any;
}

export type Headers = Record<string, string>;

export interface ApiClient {
  post<P extends Path>(path: P, body: BodyOf<P>, headers?: Headers): Promise<Answer<P>>;
  /** No types, no contract check; a string body is sent as is (broken JSON on purpose). */
  postRaw(path: string, body?: unknown, headers?: Headers): Promise<RawAnswer>;
  /** Logs in (password 'demo' unless given) and gives the token. */
  login(email: string, password?: string): Promise<string>;
}

const ok = (status: number) => status >= 200 && status < 300;

/** Checks a body against the entry's response schema; any difference (a wrong or an undeclared field) throws. */
function checked<P extends Path>(path: P, status: number, body: unknown): ResponseOf<P> {
  const result = catalogue[path].response.safeParse(body);
  if (!result.success) {
    throw new Error(`contract drift: ${path} answered ${status} with a body its response schema refuses:\n${result.error.message}`);
  }
  // The schema strips fields it does not know: the server sending more than the contract says is drift too.
  if (!isDeepStrictEqual(result.data, body)) {
    throw new Error(`contract drift: ${path} answered fields its response schema does not declare:\n${JSON.stringify(body).slice(0, 2000)}`);
  }
  // The wire body itself, so assertions see exactly what the server sent.
  return body as ResponseOf<P>;
}

function answer<P extends Path>(path: P, status: number, body: unknown): Answer<P> {
  const success = ok(status);
  // The envelope calls answer failures in their own response form, so those are checked and readable too.
  const envelope = catalogue[path].answer === 'success';
  const json = success || envelope ? checked(path, status, body) : undefined;
  const shown = () => JSON.stringify(body).slice(0, 500);
  return {
    status,
    get json() {
      if (!success && !envelope) throw new Error(`${path} answered ${status}, not a success: ${shown()}`);
      return json as ResponseOf<P>;
    },
    get error() {
      if (success) throw new Error(`${path} answered ${status}, not an error: ${shown()}`);
      return body as ErrorBody;
    },
  };
}

/** The client over an app's inject(); `around` wraps each request (the statement counter uses it). */
export function apiClient(app: FastifyInstance, around: <T>(send: () => Promise<T>) => Promise<T> = (send) => send()): ApiClient {
  const postRaw: ApiClient['postRaw'] = async (path, body = {}, headers = {}) => {
    const res = await around(() =>
      app.inject({
        method: 'POST',
        url: `/api/${path}`,
        headers: { 'content-type': 'application/json', ...headers },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
    const json = res.body ? JSON.parse(res.body) : undefined;
    return { status: res.statusCode, json, error: json };
  };
  const post: ApiClient['post'] = async (path, body, headers) => {
    const res = await postRaw(path, body, headers);
    return answer(path, res.status, res.json);
  };
  return {
    post,
    postRaw,
    async login(email, password = 'demo') {
      const res = await post('login.php', { login: email, password, application: 4, returnSecureToken: true });
      if (res.status !== 200 || !res.json.jwt) throw new Error(`login ${email} failed: ${JSON.stringify(res.json)}`);
      return res.json.jwt;
    },
  };
}
