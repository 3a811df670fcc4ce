import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tabtCache } from '../../db/schema.ts';
import type { TabtConfig } from '../../config.ts';
import { BACK_OFF_MS, expiresAt } from './tabtPolicy.ts';
import { cacheKey, FIELD_ORDER, OPERATIONS, type Operation, type TabtRequests, type TabtResponseOf } from './tabtRequests.ts';
import { siteOf, type TabtSite } from './tabtSite.ts';
import { callTabt, TabtCallError, type SoapRequest } from './tabtSoap.ts';
import { tabtText } from './messages.ts';

export interface TabtLog {
  info(msg: string): void;
  warn(msg: string): void;
}

export interface TabtAnswer<T> {
  data: T;
  fetchedAt: Date;
  /** Answered from the database without asking the site. */
  fromCache: boolean;
  /** Served past its expiry because the site could not be asked. */
  stale: boolean;
}

/**
 * Nothing stored and the site can't be asked: the caller answers this (502 or 503, Dutch) as it is; the
 * app's error handler does so as for an ApiError. Not an ApiError itself: the adapters sit below http/.
 */
export class TabtUnavailableError extends Error {
  constructor(
    readonly status: 502 | 503,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The competition site behind the database: every answer is parsed, stored in tabt_cache and served
 * from there until it expires (tabtPolicy.ts). Identical requests in flight share one call. When the
 * site can't be asked (quota fault 34, unreachable, offline club) the stored answer is served whatever
 * its age; only with nothing stored does a request fail. After a quota fault the endpoint is left
 * alone for a minute. Coalescing and back-off are per process; the stored answers are shared by all.
 */
export class TabtCache {
  private readonly inflight = new Map<string, Promise<TabtAnswer<unknown>>>();
  /** Endpoint → moment until which it is not asked. */
  /** Per endpoint: until when it is left alone, and why (the answer names the reason: quota or unreachable). */
  // The reason, not its text: the text is written in each later caller's own language.
  private readonly backOff = new Map<string, { until: number; reason: 'busy' | 'unreachable' }>();

  constructor(
    private readonly db: Db,
    readonly config: TabtConfig,
    private readonly log: TabtLog,
    private readonly now: () => Date = () => new Date(),
  ) {}

  siteOf(club: { code: string; association: string }): TabtSite | null {
    return siteOf(this.config, club);
  }

  /**
   * The answer to one request; refresh asks the site even when the stored answer is still fresh, unless
   * it is younger than refreshAfterMs (a refresh button anybody may press must not spend the club's quota).
   */
  get<O extends Operation>(
    site: TabtSite,
    operation: O,
    request: TabtRequests[O],
    opts: { refresh?: boolean; refreshAfterMs?: number } = {},
  ): Promise<TabtAnswer<TabtResponseOf<O>>> {
    const key = cacheKey(site.federation, operation, request);
    const flightKey = `${opts.refresh ? '!' : ''}${key}`;
    let flight = this.inflight.get(flightKey);
    if (!flight) {
      const refresh = opts.refresh ? (opts.refreshAfterMs ?? 0) : false;
      flight = this.load(site, operation, request, key, refresh).finally(() => this.inflight.delete(flightKey));
      this.inflight.set(flightKey, flight);
    }
    return flight as Promise<TabtAnswer<TabtResponseOf<O>>>;
  }

  private async load<O extends Operation>(
    site: TabtSite,
    operation: O,
    request: TabtRequests[O],
    key: string,
    /** false: serve a fresh stored answer; a number: ask the site when the stored answer is older than that many ms. */
    refresh: false | number,
  ): Promise<TabtAnswer<TabtResponseOf<O>>> {
    const schema = OPERATIONS[operation];
    const now = this.now();
    const [row] = await this.db.select().from(tabtCache).where(eq(tabtCache.key, key));
    const parsed = row ? schema.safeParse(row.response) : undefined;
    // A stored answer of an older shape is as good as none: it is asked again.
    const stored = parsed?.success ? (parsed.data as TabtResponseOf<O>) : undefined;
    const fresh = stored !== undefined && (row!.expiresAt === null || row!.expiresAt > now);
    const refreshing = refresh !== false && (stored === undefined || now.getTime() - row!.fetchedAt.getTime() >= refresh);
    if (stored !== undefined && fresh && !refreshing) return { data: stored, fetchedAt: row!.fetchedAt, fromCache: true, stale: false };

    const fallback = (reason: string, error: TabtUnavailableError): TabtAnswer<TabtResponseOf<O>> => {
      if (stored === undefined) {
        this.log.warn(`tabt: ${reason}; nothing stored for ${key}`);
        throw error;
      }
      if (site.endpoint !== null) this.log.warn(`tabt: ${reason}; serving ${key} as fetched ${row!.fetchedAt.toISOString()}`);
      return { data: stored, fetchedAt: row!.fetchedAt, fromCache: true, stale: !fresh };
    };

    if (site.endpoint === null) return fallback('offline club', new TabtUnavailableError(503, tabtText.offline));
    const backOff = this.backOff.get(site.endpoint);
    if (backOff && backOff.until > now.getTime()) {
      return fallback(`backing off ${site.endpoint} until ${new Date(backOff.until).toISOString()}`, new TabtUnavailableError(503, tabtText[backOff.reason]));
    }

    let data: TabtResponseOf<O>;
    try {
      const raw = await callTabt(
        { url: site.endpoint, account: this.config.account, password: this.config.password, timeoutMs: this.config.timeoutMs },
        operation,
        ordered(operation, request),
      );
      const checked = schema.safeParse(raw);
      if (!checked.success) throw new TabtCallError('unreachable', `TabT ${operation}: unexpected answer (${checked.error.issues[0]?.path.join('.')})`);
      data = checked.data as TabtResponseOf<O>;
    } catch (e) {
      if (!(e instanceof TabtCallError)) throw e;
      if (e.isQuota) {
        this.backOff.set(site.endpoint, { until: now.getTime() + BACK_OFF_MS.quota, reason: 'busy' });
        return fallback(`quota exceeded (fault 34) at ${site.endpoint}, backing off`, new TabtUnavailableError(503, tabtText.busy));
      }
      if (e.kind === 'unreachable') {
        // Don't make every request wait for the same dead connection.
        this.backOff.set(site.endpoint, { until: now.getTime() + BACK_OFF_MS.unreachable, reason: 'unreachable' });
        return fallback(e.message, new TabtUnavailableError(503, tabtText.unreachable));
      }
      return fallback(e.message, new TabtUnavailableError(502, tabtText.refused(e.faultCode)));
    }

    const fetchedAt = this.now();
    const values = { key, operation, response: data, fetchedAt, expiresAt: expiresAt(operation, request, data, fetchedAt) };
    await this.db
      .insert(tabtCache)
      .values(values)
      .onConflictDoUpdate({ target: tabtCache.key, set: { response: data, fetchedAt, expiresAt: values.expiresAt } });
    return { data, fetchedAt, fromCache: false, stale: false };
  }
}

/** The request's fields in the WSDL's order. */
function ordered<O extends Operation>(operation: O, request: TabtRequests[O]): SoapRequest {
  const source = request as Record<string, SoapRequest[string]>;
  const order = FIELD_ORDER[operation] as string[];
  const known = order.filter((k) => source[k] !== undefined).map((k) => [k, source[k]] as const);
  const rest = Object.entries(source).filter(([k, v]) => !order.includes(k) && v !== undefined);
  return Object.fromEntries([...known, ...rest]);
}

const instances = new WeakMap<Db, TabtCache>();

/** One client per database in a process, so every route and the sync share coalescing and back-off. */
export function tabtCacheFor(db: Db, config: TabtConfig, log: TabtLog): TabtCache {
  let cache = instances.get(db);
  if (!cache) {
    cache = new TabtCache(db, config, log);
    instances.set(db, cache);
  }
  return cache;
}
