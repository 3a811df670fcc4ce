import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import type { Path } from '@clubhuis/contract/catalogue';
import { encodingFor, type Encoding } from './answerEncoding.ts';

/**
 * The hot reads (issue 16): what members open every week. Each process keeps their answers for a
 * moment, per session and body, so a burst of the same screen costs the database nothing. Only
 * calls that write nothing on a repeat (the league's draw among replaced players is made by the first
 * read of a poule and stored) and ask no outside service; never a child's camp data or an admin screen.
 */
const CACHED: readonly Path[] = [
  'general/config.php',
  'member/getList.php',
  'teamcomposition/list',
  'teamcomposition/confirmationOptionList',
  'teamcomposition/absencereasonList',
  'teamcomposition/confirmationList',
  'team/list',
  'team/playersList',
  'team/rankings',
  'team/players',
  'team/calendar',
  'competition/rankingList',
  'competition/weekDigest',
  'competition/weekOverview',
  'playermoment/playermoment_list.php',
  'presence/list.php',
  'reservation/list.php',
  'trainer/getList.php',
  'training/getTrainingMomentsToBeConfirmedList',
  'training/getTraineeMomentList',
  'training/getTrainingPresencesList',
  'league/list.php',
  'league/information.php',
  'league/seriePouleList.php',
  'league/subscriptions.php',
  'league/statistics.php',
  'league/serieRanking.php',
  'league/playerResults.php',
  'league/pouleInformation.php',
  'sterktelijsten/list.php',
  'home/myWeek',
];
const CACHED_PATHS = new Set<string>(CACHED);
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

export function isCachedRead(path: string): boolean {
  return CACHED_PATHS.has(path);
}

/**
 * A cached answer may be served only while this process hears every change it could show: the
 * database notifies each process of any write to those tables (LISTEN/NOTIFY, migration 0015) and this
 * process's own calls that may write drop everything at once (changed). So another process's change
 * shows within the notice's delay; the short lifetime only bounds answers that depend on the clock
 * (what is coming, what is still open). Without a working listener nothing is served.
 *
 * An answer past its lifetime that no change has dropped is still the data's latest: for one more
 * lifetime it is served while a fresh one is made and compressed beside it, so a burst does not wait
 * for the remake (p99 at 50 connections, issue 16). Past that, or after any change, requests wait.
 */
export interface ReadCache {
  /**
   * The kept answer, else `make`'s, stored unless anything changed meanwhile. Requests for one key
   * that arrive while it is being made share that one making (an answer ending under 50 connections
   * would otherwise be made 50 times at once), unless a change came between.
   */
  answer(key: string, make: () => Promise<CachedAnswer>): Promise<CachedAnswer>;
  /** Something changed (a notice, or a call of this process that may write): all answers go. */
  changed(): void;
  setListening(on: boolean): void;
}

/** The answers' text together (compressed forms are a fraction more): beyond this the cache starts over. */
const MAX_CHARS = 32 * 1024 * 1024;

/**
 * An answer's JSON, and its compressed forms once a client asked for them: made once, not per
 * request, on libuv's threads (a whole season's brotli would hold the event loop ~10 ms).
 */
export interface CachedAnswer {
  text: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

interface Entry extends CachedAnswer {
  /** Served as it is until then; served while remade until `stale`. */
  fresh: number;
  stale: number;
}

export function createReadCache(lifetimeMs: number): ReadCache {
  const entries = new Map<string, Entry>();
  const making = new Map<string, { since: number; promise: Promise<CachedAnswer> }>();
  let chars = 0;
  let generation = 0;
  let listening = false;
  const drop = (key: string, entry: Entry) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    chars -= entry.text.length;
  };
  const store = (key: string, answer: CachedAnswer, since: number) => {
    if (!listening || since !== generation) return;
    const { text } = answer;
    if (chars + text.length > MAX_CHARS) cache.changed();
    const old = entries.get(key);
    if (old) chars -= old.text.length;
    const now = Date.now();
    entries.set(key, { ...answer, fresh: now + lifetimeMs, stale: now + 2 * lifetimeMs });
    chars += text.length;
  };
  /** One making per key and generation; what it makes is kept unless a change came between. */
  const make = (key: string, makeAnswer: () => Promise<CachedAnswer>): Promise<CachedAnswer> => {
    const since = generation;
    const flying = making.get(key);
    if (flying?.since === since) return flying.promise;
    const promise = makeAnswer().then((made) => {
      store(key, made, since);
      return made;
    });
    making.set(key, { since, promise });
    const done = () => {
      if (making.get(key)?.promise === promise) making.delete(key);
    };
    promise.then(done, done);
    return promise;
  };
  const cache: ReadCache = {
    answer(key, makeAnswer) {
      if (!listening) return makeAnswer();
      const entry = entries.get(key);
      const now = Date.now();
      if (entry && entry.fresh > now) return Promise.resolve(entry);
      if (entry && entry.stale > now) {
        // The remake's client asked for these encodings before: make them before it replaces this one.
        const wanted = Object.keys(entry.encoded) as Encoding[];
        const remade = make(key, async () => {
          const answer = await makeAnswer();
          for (const encoding of wanted) await encode(answer, encoding);
          return answer;
        });
        // A failed remake ends the old answer too: the next request makes its own and hears why.
        remade.catch(() => drop(key, entry));
        return Promise.resolve(entry);
      }
      if (entry) drop(key, entry);
      return make(key, makeAnswer);
    },
    changed() {
      generation++;
      entries.clear();
      making.clear();
      chars = 0;
    },
    setListening(on) {
      listening = on;
      cache.changed();
    },
  };
  return cache;
}

/**
 * One answer per session (never shared between users or sessions), call, body and the address the
 * request came in on (line-ups carry links built from it when PUBLIC_URL is unset).
 */
export function readKey(path: string, loginId: number | undefined, body: unknown, origin: string, language: string): string {
  // An answer's texts (a meeting's day, a fallback name) are in the caller's language.
  return `${loginId ?? 0} ${language} ${origin} ${path} ${JSON.stringify(body)}`;
}

/**
 * The body and encoding to send for a client's Accept-Encoding: brotli or gzip made once per cached
 * answer, where compressing a /teams answer on every request would cost more than reading it did.
 */
export async function encodedAnswer(
  answer: CachedAnswer,
  acceptEncoding: string | undefined,
): Promise<{ body: string | Buffer; encoding?: Encoding }> {
  const encoding = encodingFor(answer.text, acceptEncoding);
  if (!encoding) return { body: answer.text };
  return { body: await encode(answer, encoding), encoding };
}

function encode(answer: CachedAnswer, encoding: Encoding): Promise<Buffer> {
  const { text } = answer;
  answer.encoded[encoding] ??=
    encoding === 'br'
      ? brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } })
      : gzip(text);
  return answer.encoded[encoding];
}
