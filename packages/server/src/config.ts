import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string | undefined;
  tokenLifetimeSeconds: number;
  /** Built web app to serve; absent in API-only tests. */
  webDist: string | undefined;
  /** Club answered when config.php names none. */
  defaultClubCode: string | undefined;
  configCacheSeconds: number;
  loginLimitPerMinute: number;
  trustProxy: boolean;
  benchBareRoute: boolean;
  /** smtp://host:port; without it mails are written as .eml files to outboxDir. */
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  /** Public address of the app (for calendar feed URLs); else taken from the request's Host. */
  publicUrl: string | undefined;
}

const WEEK = 7 * 24 * 3600;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const root = resolve(import.meta.dirname, '../../..');
  const dataDir = resolve(env.DATA_DIR ?? resolve(root, 'data'));
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    jwtSecret: env.JWT_SECRET || undefined,
    tokenLifetimeSeconds: Number(env.TOKEN_LIFETIME_SECONDS ?? WEEK),
    webDist: resolve(root, 'packages/web/dist'),
    defaultClubCode: env.CLUB_CODE || undefined,
    configCacheSeconds: Number(env.CONFIG_CACHE_SECONDS ?? 30),
    loginLimitPerMinute: Number(env.LOGIN_LIMIT_PER_MINUTE ?? 10),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    benchBareRoute: env.BENCH_BARE_ROUTE === '1',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Clubhuis <noreply@clubhuis.local>',
    outboxDir: resolve(env.OUTBOX_DIR ?? resolve(dataDir, 'outbox')),
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
  };
}
