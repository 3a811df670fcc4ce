import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  /** Extra header lines (List-Unsubscribe …). */
  headers?: Record<string, string>;
  /** A Message-ID of our own ('<…@…>'), so a mail sent again carries the same one. */
  messageId?: string;
}

export interface Mailer {
  send(msg: MailMessage): Promise<void>;
}

export interface MailerOptions {
  /** smtp://user:pass@host:port or smtps://…; without it mail goes to .eml files in outboxDir. */
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log?: (msg: string) => void;
}

export function createMailer(opts: MailerOptions): Mailer {
  return opts.smtpUrl ? smtpMailer(opts.smtpUrl, opts.from) : outboxMailer(opts);
}

const smtpOptions = (smtpUrl: string) => ({
  url: smtpUrl,
  // A plain relay on this machine (a test sink, a local MTA) needs no STARTTLS.
  ignoreTLS: isPlainLoopback(smtpUrl),
  // Fail a request within seconds instead of nodemailer's two-minute defaults.
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
});

const mailOf = (from: string, to: string[], msg: MailMessage) => ({
  from,
  to,
  subject: msg.subject,
  text: msg.text,
  html: msg.html,
  headers: msg.headers,
  messageId: msg.messageId,
});

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpOptions(smtpUrl));
  return {
    async send(msg) {
      const to = recipients(msg);
      if (to.length === 0) return;
      await transport.sendMail(mailOf(from, to, msg));
    },
  };
}

export interface PooledMailer extends Mailer {
  /** Closes the pool's connections (a run's end). */
  close(): void;
}

/**
 * Many mails in one go (the weekly e-mail): nodemailer's SMTP pool, at most `connections` at once and
 * one mail every 60/perMinute seconds over the whole pool, the pace the club's mail server accepts.
 * Without SMTP the mails go to the outbox like any other.
 */
export function createPooledMailer(opts: MailerOptions & { connections: number; perMinute: number }): PooledMailer {
  if (!opts.smtpUrl) return { ...outboxMailer(opts), close: () => undefined };
  const transport = nodemailer.createTransport({
    ...smtpOptions(opts.smtpUrl),
    pool: true,
    maxConnections: Math.max(1, opts.connections),
    ...(opts.perMinute > 0 ? { rateLimit: 1, rateDelta: Math.max(1, Math.round(60_000 / opts.perMinute)) } : {}),
  });
  return {
    async send(msg) {
      const to = recipients(msg);
      if (to.length === 0) return;
      await transport.sendMail(mailOf(opts.from, to, msg));
    },
    close: () => transport.close(),
  };
}

/** Development without SMTP: the rendered message lands in a file one can open in a mail client. */
function outboxMailer(opts: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(msg) {
      const to = recipients(msg);
      if (to.length === 0) return;
      const info = await transport.sendMail(mailOf(opts.from, to, msg));
      await mkdir(opts.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(opts.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.log?.(`mail to ${to.join(', ')} written to ${file}`);
    },
  };
}

function recipients(msg: MailMessage): string[] {
  return msg.to.map((a) => a.trim()).filter((a) => a !== '');
}

function isPlainLoopback(smtpUrl: string): boolean {
  try {
    const url = new URL(smtpUrl);
    return url.protocol === 'smtp:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}
