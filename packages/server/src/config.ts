import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** HTTPS with HTTP/2 (HTTP/1.1 too) on PORT, from these PEM files; unset: plain HTTP/1.1. */
  tls: { certFile: string; keyFile: string } | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string | undefined;
  tokenLifetimeSeconds: number;
  /** Built web app to serve; absent in API-only tests. */
  webDist: string | undefined;
  /** Club answered when config.php names none. */
  defaultClubCode: string | undefined;
  configCacheSeconds: number;
  /** How long a process keeps a hot read's answer (http/readCache.ts); changes drop it sooner. 0: off. */
  readCacheMs: number;
  loginLimitPerMinute: number;
  /** How many reverse proxies stand before the server: their X-Forwarded-For hops are trusted, no more. */
  trustProxy: number;
  /** Whole request, body included, must arrive within this; a slowly sent body is cut off (408). */
  requestTimeoutSeconds: number;
  /** An idle connection (no request under way) is closed after this. */
  connectionTimeoutSeconds: number;
  benchBareRoute: boolean;
  /** smtp://host:port; without it mails are written as .eml files to outboxDir. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Mail-sending calls (line-ups, calendar links) per user per hour. */
  mailLimitPerHour: number;
  /** Invitations one administrator mails one by one per hour (admin/accounts/invite). */
  inviteLimitPerHour: number;
  /** Invitations a club's 'invite all' mails per hour (admin/accounts/inviteAll). */
  inviteAllLimitPerHour: number;
  outboxDir: string;
  /** The weekly e-mail (issue 32): how often each process looks whether a club's day and hour have come; 0: never (mail:weekly still sends). */
  weeklyMailCheckSeconds: number;
  /** Its pace through the SMTP pool: mails a minute and connections at once, what the club's mail server accepts. */
  weeklyMailPerMinute: number;
  weeklyMailConnections: number;
  /** Public address of the app (for calendar feed URLs); else taken from the request's Host. */
  publicUrl: string | undefined;
  /** The competition site (TabT, issue 4). */
  tabt: TabtConfig;
  /** Web Push notifications (issue 31). */
  push: PushConfig;
}

/** Where the server may push and how often it looks for notifications to send. */
export interface PushConfig {
  /**
   * Origins a subscription's endpoint may have besides any https one (PUSH_ALLOWED_ORIGINS, comma
   * separated): the tests' local push service stand-in speaks plain http. Production: none.
   */
  allowedOrigins: string[];
  /** Every so many seconds each process sends the notifications that are due; 0 = never (API tests send by hand). */
  sendSeconds: number;
  /** Who runs this server, for the push services (VAPID 'sub'): an https address or mailto:. */
  subject: string;
  /**
   * 22:00-07:00 Brussels holds notifications till the morning (PUSH_QUIET_HOURS, default on; 0 = off).
   * The tests turn it off: their pushes must not depend on the hour they run at.
   */
  quietHours: boolean;
}

/** How the server reaches the competition site; the federation's endpoint follows from the club's association. */
export interface TabtConfig {
  /** One endpoint for every club instead of the federation's (a proxy, the tests' local server); undefined: per federation. */
  endpoint: string | undefined;
  /** Never ask the site, answer from the stored answers only (TABT_ENDPOINT=offline). */
  offline: boolean;
  /** Club codes that are always offline: the demo club is fictitious, its answers are seeded. */
  offlineClubs: string[];
  /** A club account has its own, larger quota; sent as Credentials with every request. */
  account: string | undefined;
  password: string | undefined;
  /** Sync teams, meetings and rankings every so many hours inside the server; 0 = off. */
  syncHours: number;
  /** On match evenings, ask the site for the sheets of our matches being played every so many seconds; 0 = off. */
  livePollSeconds: number;
  timeoutMs: number;
}

const WEEK = 7 * 24 * 3600;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const root = resolve(import.meta.dirname, '../../..');
  const dataDir = resolve(env.DATA_DIR ?? resolve(root, 'data'));
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    tls: readTls(env),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    jwtSecret: env.JWT_SECRET || undefined,
    tokenLifetimeSeconds: Number(env.TOKEN_LIFETIME_SECONDS ?? WEEK),
    webDist: resolve(root, 'packages/web/dist'),
    defaultClubCode: env.CLUB_CODE || undefined,
    configCacheSeconds: Number(env.CONFIG_CACHE_SECONDS ?? 30),
    readCacheMs: Number(env.READ_CACHE_MS ?? 2000),
    loginLimitPerMinute: Number(env.LOGIN_LIMIT_PER_MINUTE ?? 10),
    trustProxy: proxyHops(env.TRUST_PROXY),
    requestTimeoutSeconds: Number(env.REQUEST_TIMEOUT_SECONDS ?? 30),
    connectionTimeoutSeconds: Number(env.CONNECTION_TIMEOUT_SECONDS ?? 60),
    benchBareRoute: env.BENCH_BARE_ROUTE === '1',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Clubhuis <noreply@clubhuis.local>',
    mailLimitPerHour: Number(env.MAIL_LIMIT_PER_HOUR ?? 20),
    inviteLimitPerHour: Number(env.INVITE_LIMIT_PER_HOUR ?? 200),
    inviteAllLimitPerHour: Number(env.INVITE_ALL_LIMIT_PER_HOUR ?? 1000),
    outboxDir: resolve(env.OUTBOX_DIR ?? resolve(dataDir, 'outbox')),
    weeklyMailCheckSeconds: Number(env.WEEKLY_MAIL_CHECK_SECONDS ?? 300),
    weeklyMailPerMinute: Number(env.WEEKLY_MAIL_PER_MINUTE ?? 60),
    weeklyMailConnections: Number(env.WEEKLY_MAIL_CONNECTIONS ?? 2),
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    tabt: readTabtConfig(env),
    push: readPushConfig(env),
  };
}

/** PUSH_SUBJECT, else PUBLIC_URL when it is https, else the address of MAIL_FROM. */
function readPushConfig(env: NodeJS.ProcessEnv): PushConfig {
  const publicUrl = env.PUBLIC_URL?.replace(/\/+$/, '') ?? '';
  const mail = /<([^>]+)>/.exec(env.MAIL_FROM ?? '')?.[1] ?? env.MAIL_FROM ?? 'noreply@clubhuis.local';
  return {
    allowedOrigins: (env.PUSH_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    sendSeconds: Number(env.PUSH_SEND_SECONDS ?? 5),
    subject: env.PUSH_SUBJECT || (publicUrl.startsWith('https://') ? publicUrl : `mailto:${mail.trim() || 'noreply@clubhuis.local'}`),
    quietHours: env.PUSH_QUIET_HOURS !== '0',
  };
}

/** The demo club's code (seed/demoClub.ts): offline unless TABT_OFFLINE_CLUBS says otherwise. */
const DEMO_CLUB_CODE = 'A999';

function readTabtConfig(env: NodeJS.ProcessEnv): TabtConfig {
  const endpoint = env.TABT_ENDPOINT?.trim() || undefined;
  const offline = endpoint?.toLowerCase() === 'offline';
  return {
    endpoint: offline ? undefined : endpoint,
    offline,
    offlineClubs: (env.TABT_OFFLINE_CLUBS ?? DEMO_CLUB_CODE)
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
    account: env.TABT_ACCOUNT || undefined,
    password: env.TABT_PASSWORD || undefined,
    syncHours: Number(env.TABT_SYNC_HOURS || 0),
    livePollSeconds: Number(env.TABT_LIVE_POLL_SECONDS ?? 120),
    timeoutMs: Number(env.TABT_TIMEOUT_SECONDS || 15) * 1000,
  };
}

/** TLS_CERT_FILE and TLS_KEY_FILE come as a pair: one alone is a mistake, not plain HTTP. */
function readTls(env: NodeJS.ProcessEnv): ServerConfig['tls'] {
  const certFile = env.TLS_CERT_FILE || undefined;
  const keyFile = env.TLS_KEY_FILE || undefined;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error('TLS_CERT_FILE en TLS_KEY_FILE horen samen: zet ze allebei of geen van beide.');
  return { certFile: resolve(certFile), keyFile: resolve(keyFile) };
}

/** TRUST_PROXY: a number of proxy hops; 'true' means one (the usual single reverse proxy); unset, none. */
function proxyHops(value: string | undefined): number {
  if (value === 'true') return 1;
  const hops = Number(value ?? 0);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
}
