import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// The server package's SMTP sink: a real SMTP server on 127.0.0.1, shared with the API tests.
import { startSmtpSink } from '../../server/src/testing/smtpSink.ts';
import { freePort, startServer, type ServerProcess } from '../../server/src/testing/serverProcess.ts';
import { startTabtServer } from '../../server/src/testing/tabtServer.ts';
import { createClubFromCli } from './clubCli.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app with the default token lifetime. */
    baseUrl: string;
    /** The same app whose tokens live a few seconds, for the automatic logout. */
    shortTokenUrl: string;
    /** Mails the main app sent, one JSON file each (a real SMTP server in this process receives them). */
    mailDir: string;
    /** An app whose only club was made by `npm run club:create` (nothing in it), on the local competition site. */
    newClubUrl: string;
    /** The one-time link club:create printed for that club's first administrator. */
    newClubAdminLink: string;
  }
}

/** main.ts on a fresh PGlite folder (never a DATABASE_URL from the environment). */
async function startOnFreshData(env: Record<string, string>): Promise<ServerProcess & { dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'clubhuis-e2e-'));
  return { ...(await startServer({ env: { DATABASE_URL: '', DATA_DIR: dir, ...env } })), dir };
}

export default async function setup(project: TestProject) {
  const mailDir = mkdtempSync(join(tmpdir(), 'clubhuis-e2e-mail-'));
  let received = 0;
  const sink = await startSmtpSink({
    onMail: (mail) => writeFileSync(join(mailDir, `${String(++received).padStart(4, '0')}.json`), JSON.stringify(mail)),
  });
  const site = await startTabtServer();
  // The new club plays as Tourinnes (BBW350), the club of the competition site's fixtures.
  const newClubDir = mkdtempSync(join(tmpdir(), 'clubhuis-e2e-new-'));
  const newClubPort = await freePort();
  const newClubEnv = { DATABASE_URL: '', DATA_DIR: newClubDir, PORT: String(newClubPort), SMTP_URL: sink.url, TABT_ENDPOINT: site.url, TABT_OFFLINE_CLUBS: '' };
  const adminLink = await createClubFromCli(newClubEnv, ['--code', 'BBW350', '--name', 'TTC Nieuw', '--admin', 'beheer@nieuw.be', '--first', 'Ilse', '--last', 'Nieuw']);
  const [main, short, fresh] = await Promise.all([
    startOnFreshData({ SMTP_URL: sink.url }),
    startOnFreshData({ TOKEN_LIFETIME_SECONDS: '6' }),
    startServer({ env: newClubEnv, port: newClubPort }).then((s) => ({ ...s, dir: newClubDir })),
  ]);
  project.provide('newClubUrl', fresh.url);
  project.provide('newClubAdminLink', adminLink);
  project.provide('baseUrl', main.url);
  project.provide('shortTokenUrl', short.url);
  project.provide('mailDir', mailDir);
  return async () => {
    await sink.close();
    rmSync(mailDir, { recursive: true, force: true });
    await site.close();
    for (const s of [main, short, fresh]) {
      await s.stop();
      rmSync(s.dir, { recursive: true, force: true });
    }
  };
}
