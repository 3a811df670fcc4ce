import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const root = resolve(import.meta.dirname, '../../..');

/** Runs `npm run club:create`'s script as the README says, and gives the set-password link it prints. */
export async function createClubFromCli(env: Record<string, string>, args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'packages/server/src/scripts/createClub.ts', ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
  });
  const link = /(http:\/\/\S+#\/wachtwoord\/[A-Za-z0-9_-]+)/.exec(stdout)?.[1];
  if (!link) throw new Error(`club:create printed no link:\n${stdout}`);
  return link;
}
