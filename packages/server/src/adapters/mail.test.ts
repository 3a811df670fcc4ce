import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../testing/smtpSink.ts';
import { createMailer } from './mail.ts';

const from = 'Clubhuis <noreply@clubhuis.test>';
const subject = 'Opstelling één – ploeg B';
const text = 'Beste speler,\n\nJe speelt zaterdag in ploeg één. Tot dan, ça va?\nÉén regel met ë en ü.';

describe('createMailer over SMTP', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
  });

  it('delivers UTF-8 subject and body to every recipient', async () => {
    const mailer = createMailer({ smtpUrl: sink.url, from, outboxDir: '/nonexistent' });
    await mailer.send({ to: ['an@clubhuis.test', '', 'bert@clubhuis.test'], subject, text });
    const [mail] = await sink.waitFor(1);
    expect(mail.from).toBe('noreply@clubhuis.test');
    expect(mail.to).toEqual(['an@clubhuis.test', 'bert@clubhuis.test']);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toBe(text);
  });

  it('finds the text part next to an HTML part', async () => {
    const mailer = createMailer({ smtpUrl: sink.url, from, outboxDir: '/nonexistent' });
    await mailer.send({ to: ['an@clubhuis.test'], subject: 'Één', text: 'Tekst één', html: '<p>HTML één</p>' });
    const mails = await sink.waitFor(2);
    expect(mails[1].subject).toBe('Één');
    expect(mails[1].text).toBe('Tekst één');
  });

  it('sends nothing without recipients', async () => {
    const before = sink.messages.length;
    const mailer = createMailer({ smtpUrl: sink.url, from, outboxDir: '/nonexistent' });
    await mailer.send({ to: ['', '  '], subject, text });
    await expect(sink.waitFor(before + 1, 300)).rejects.toThrow();
  });
});

describe('createMailer without SMTP', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'clubhuis-outbox-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes an .eml file to a new outbox folder and logs its path', async () => {
    const outboxDir = join(dir, 'outbox');
    const logs: string[] = [];
    const mailer = createMailer({ from, outboxDir, log: (m) => logs.push(m) });
    await mailer.send({ to: ['an@clubhuis.test', 'bert@clubhuis.test'], subject, text });

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(join(outboxDir, files[0]), 'utf8');
    expect(eml).toMatch(/^To: an@clubhuis\.test, bert@clubhuis\.test\r$/m);
    expect(eml).toContain('\r\n');
    // The subject is folded RFC 2047 encoded words; check they decode to the Dutch text.
    const encoded = /^Subject: (.*(?:\r\n[ \t].*)*)\r$/m.exec(eml)?.[1] ?? '';
    expect(decodeQWords(encoded)).toBe(subject);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain(join(outboxDir, files[0]));
  });

  it('writes nothing without recipients', async () => {
    const outboxDir = join(dir, 'empty');
    const mailer = createMailer({ from, outboxDir });
    await mailer.send({ to: [''], subject, text });
    await expect(readdir(outboxDir)).rejects.toThrow();
  });
});

function decodeQWords(s: string): string {
  return s.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, q: string) =>
    Buffer.from(q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  );
}
