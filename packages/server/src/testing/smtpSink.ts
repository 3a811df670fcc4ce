import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope sender and recipients, as the SMTP client gave them. */
  from: string;
  to: string[];
  /** Decoded Subject header. */
  subject: string;
  /** Decoded text/plain body, line breaks as \n, trailing line breaks removed. */
  text: string;
  raw: string;
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  /** Recipients this server refuses (550) while they are in the set: a test's failing mail. */
  refused: Set<string>;
  /** Resolves once n messages have arrived; rejects after timeoutMs. */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 for tests: plain text, no auth, no STARTTLS. */
export async function startSmtpSink(opts: { onMail?: (mail: ReceivedMail) => void } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const refused = new Set<string>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // A client configured with credentials still gets through: any login is accepted.
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'test' }),
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 1000,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address)) return callback();
      const refusal = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', callback);
      stream.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const { mailFrom, rcptTo } = session.envelope;
        const mail = {
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((r) => r.address),
          ...parseMail(bytes.toString('latin1')),
          raw: bytes.toString('utf8'),
        };
        messages.push(mail);
        opts.onMail?.(mail);
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  function waitFor(n: number, timeoutMs = 5000): Promise<ReceivedMail[]> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (messages.length < n) return;
        done();
        resolve(messages.slice());
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`smtp sink: ${messages.length} of ${n} messages after ${timeoutMs} ms`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refused,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A minimal MIME reader, enough for what nodemailer writes. Strings hold one byte per
// character (latin1) until a charset turns them into text.

interface Part {
  headers: Map<string, string>;
  body: string;
}

function parseMail(raw: string): { subject: string; text: string } {
  const part = splitPart(raw);
  const subject = decodeHeader(part.headers.get('subject') ?? '');
  const text = (findText(part) ?? '').replace(/\r\n/g, '\n').replace(/\n+$/, '');
  return { subject, text };
}

function splitPart(raw: string): Part {
  const m = /\r?\n\r?\n/.exec(raw);
  const head = m ? raw.slice(0, m.index) : raw;
  const body = m ? raw.slice(m.index + m[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** The first text/plain leaf, depth first through multipart containers. */
function findText(part: Part): string | null {
  const type = part.headers.get('content-type') ?? 'text/plain';
  if (/^multipart\//i.test(type)) {
    const boundary = param(type, 'boundary');
    if (!boundary) return null;
    const sections = part.body.split(new RegExp(`\\r?\\n?--${escapeRegExp(boundary)}(?:--)?[ \\t]*\\r?\\n?`));
    // sections[0] is the preamble; the last one is the epilogue after the closing boundary.
    for (const section of sections.slice(1, -1)) {
      const text = findText(splitPart(section));
      if (text !== null) return text;
    }
    return null;
  }
  if (!/^text\/plain/i.test(type)) return null;
  const bytes = decodeTransfer(part.body, part.headers.get('content-transfer-encoding') ?? '7bit');
  return decodeBytes(bytes, param(type, 'charset') ?? 'utf-8');
}

function decodeTransfer(body: string, encoding: string): Buffer {
  switch (encoding.trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return qpBytes(body.replace(/=\r?\n/g, ''));
    default:
      return Buffer.from(body, 'latin1');
  }
}

function qpBytes(s: string): Buffer {
  return Buffer.from(s.replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
}

/** RFC 2047 encoded words; whitespace between two adjacent words is not part of the text. */
function decodeHeader(value: string): string {
  const text = decodeBytes(Buffer.from(value, 'latin1'), 'utf-8');
  return text
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?*]+)(?:\*[^?]*)?\?([QqBb])\?([^?]*)\?=/g, (_, charset: string, enc: string, data: string) =>
      decodeBytes(
        enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : qpBytes(data.replace(/_/g, ' ')),
        charset,
      ),
    );
}

function decodeBytes(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset.trim()).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

function param(header: string, name: string): string | null {
  const m = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header);
  return m ? (m[1] ?? m[2] ?? null) : null;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
