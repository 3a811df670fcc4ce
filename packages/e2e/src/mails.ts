import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** Waits until a mail matching `match` has reached the test SMTP server. */
export async function waitForMail(match: (m: Mail) => boolean, timeoutMs = 10_000): Promise<Mail> {
  const dir = inject('mailDir');
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    for (const f of readdirSync(dir).sort()) {
      const mail = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Mail;
      if (match(mail)) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no matching mail arrived');
}
