import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Path } from '@clubhuis/contract/catalogue';

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
];
const CACHED_PATHS = new Set<string>(CACHED);

export function isCachedRead(path: string): boolean {
  return CACHED_PATHS.has(path);
}

/**
 * A cached answer may be served only while this process hears every change it could show: the
 * database notifies each process of any write to those tables (LISTEN/NOTIFY, migration 0015) and this
 * process's own calls that may write drop everything at once (changed). So another process's change
 * shows within the notice's delay; the short lifetime only bounds answers that depend on the clock
 * (what is coming, what is still open). Without a working listener nothing is served.
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

/** An answer's JSON, and its compressed forms once a client asked for them (made once, not per request). */
export interface CachedAnswer {
  text: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

type Encoding = 'br' | 'gzip';

interface Entry extends CachedAnswer {
  until: number;
}

export function createReadCache(lifetimeMs: number): ReadCache {
  const entries = new Map<string, Entry>();
  const making = new Map<string, { since: number; promise: Promise<CachedAnswer> }>();
  let chars = 0;
  let generation = 0;
  let listening = false;
  const get = (key: string): CachedAnswer | undefined => {
    if (!listening) return undefined;
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry;
    entries.delete(key);
    chars -= entry.text.length;
    return undefined;
  };
  const store = (key: string, answer: CachedAnswer, since: number) => {
    if (!listening || since !== generation) return;
    const { text } = answer;
    if (chars + text.length > MAX_CHARS) cache.changed();
    const old = entries.get(key);
    if (old) chars -= old.text.length;
    entries.set(key, { ...answer, until: Date.now() + lifetimeMs });
    chars += text.length;
  };
  const cache: ReadCache = {
    async answer(key, make) {
      const kept = get(key);
      if (kept) return kept;
      if (!listening) return make();
      const since = generation;
      const flying = making.get(key);
      if (flying?.since === since) return flying.promise;
      const promise = make();
      making.set(key, { since, promise });
      try {
        const made = await promise;
        store(key, made, since);
        return made;
      } finally {
        if (making.get(key)?.promise === promise) making.delete(key);
      }
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
export function readKey(path: string, loginId: number | undefined, body: unknown, origin: string): string {
  return `${loginId ?? 0} ${origin} ${path} ${JSON.stringify(body)}`;
}

/** As the compress plugin (app.ts): answers under 1 KB go as they are. */
const COMPRESS_FROM = 1024;

/**
 * The body and encoding to send for a client's Accept-Encoding: brotli or gzip made once per cached
 * answer, where compressing a /teams answer on every request would cost more than reading it did.
 */
export function encodedAnswer(answer: CachedAnswer, acceptEncoding: string | undefined): { body: string | Buffer; encoding?: Encoding } {
  if (answer.text.length < COMPRESS_FROM || !acceptEncoding) return { body: answer.text };
  const encoding = (['br', 'gzip'] as const).find((e) => accepts(acceptEncoding, e));
  if (!encoding) return { body: answer.text };
  answer.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(answer.text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: answer.text.length } })
      : gzipSync(answer.text);
  return { body: answer.encoded[encoding], encoding };
}

/** 'gzip' in 'gzip, deflate, br;q=1.0' but not in 'gzip;q=0'. */
function accepts(header: string, encoding: string): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    return name!.trim().toLowerCase() === encoding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}
