import { readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compositionLogs, meetings } from '../db/schema.ts';
import { readConfig } from '../config.ts';
import { createLogger } from '../logging.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { selfSignedCert, type SelfSignedCert } from '../testing/selfSignedCert.ts';
import { partialBody } from '../testing/partialBody.ts';

// HTTPS with HTTP/2 when TLS_CERT_FILE and TLS_KEY_FILE are set (issue 16): the same answers and
// headers as over plain HTTP, HTTP/1.1 still served, and a body that never completes still cut off.
let cert: SelfSignedCert;
let ca: Buffer;
let t: TestApp;
let port: number;
/** The server's log lines (JSON), to see that nothing went wrong behind an answer. */
const logLines: { level: number; msg: string }[] = [];
beforeAll(async () => {
  cert = selfSignedCert();
  ca = readFileSync(cert.certFile);
  const log = createLogger({ level: 'warn', stream: { write: (line: string) => void logLines.push(JSON.parse(line)) } });
  t = await createTestApp({ tls: cert, requestTimeoutSeconds: 1 }, undefined, log);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  rmSync(dirname(cert.certFile), { recursive: true, force: true });
});

interface H2Answer {
  protocol: string | undefined;
  headers: http2.IncomingHttpHeaders;
  body: string;
}

/** One request over HTTP/2; `partial` sends that much of a longer body and then nothing more. */
function h2(path: string, body?: string, partial?: string): Promise<H2Answer> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(`https://127.0.0.1:${port}`, { ca });
    session.on('error', reject);
    const method = body === undefined && partial === undefined ? 'GET' : 'POST';
    const length = partial !== undefined ? 200 : Buffer.byteLength(body ?? '');
    const stream = session.request({ ':method': method, ':path': path, 'content-type': 'application/json', 'content-length': String(length) });
    let headers: http2.IncomingHttpHeaders = {};
    let text = '';
    stream.on('response', (h) => (headers = h));
    stream.on('data', (d) => (text += String(d)));
    stream.on('close', () => {
      resolve({ protocol: session.alpnProtocol, headers, body: text });
      session.close();
    });
    stream.on('error', () => undefined); // a closed stream still resolves with what came
    if (partial !== undefined) stream.write(partial);
    else stream.end(body);
  });
}

/**
 * A body that never completes, sent a piece every `everyMs` for as long as the stream lets it: the
 * answer once the stream has closed.
 */
function trickling(everyMs: number, pieceLength: number): Promise<H2Answer> {
  return new Promise((resolve) => {
    const session = http2.connect(`https://127.0.0.1:${port}`, { ca });
    session.on('error', () => undefined);
    const stream = session.request({ ':method': 'POST', ':path': '/api/login.php', 'content-type': 'application/json', 'content-length': '100000' });
    let headers: http2.IncomingHttpHeaders = {};
    let text = '';
    stream.on('response', (h) => (headers = h));
    stream.on('data', (d) => (text += String(d)));
    stream.on('error', () => undefined); // the reset ends it with NGHTTP2_CANCEL
    stream.write('{"lo');
    const pieces = setInterval(() => {
      if (!stream.destroyed) stream.write('x'.repeat(pieceLength));
    }, everyMs);
    stream.on('close', () => {
      clearInterval(pieces);
      session.close();
      resolve({ protocol: session.alpnProtocol, headers, body: text });
    });
  });
}

describe('HTTPS with HTTP/2', () => {
  it('answers a call over HTTP/2 with the usual headers', async () => {
    const answer = await h2('/api/general/config.php', '{}');
    expect(answer.protocol).toBe('h2');
    expect(answer.headers[':status']).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ success: true });
    expect(answer.headers['x-request-id']).toBeTruthy();
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['strict-transport-security']).toContain('max-age=');
  });

  it('answers bad input in Dutch over HTTP/2 too', async () => {
    const answer = await h2('/api/general/config.php', '{bad');
    expect(answer.headers[':status']).toBe(400);
    expect(JSON.parse(answer.body).message).toBe('De aanvraag bevat geen geldige JSON.');
  });

  it('still serves HTTP/1.1 clients over HTTPS', async () => {
    const { status, version } = await new Promise<{ status: number; version: string }>((resolve, reject) => {
      https
        .get({ host: '127.0.0.1', port, path: '/healthz', ca }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, version: res.httpVersion }));
        })
        .on('error', reject);
    });
    expect(status).toBe(200);
    expect(version).toBe('1.1');
  });

  it('answers 408 to an HTTP/2 body that never completes, once, with its request id', async () => {
    logLines.length = 0;
    const started = Date.now();
    const answer = await h2('/api/login.php', undefined, '{"lo');
    expect(answer.headers[':status']).toBe(408);
    expect(JSON.parse(answer.body).message).toBe('De aanvraag kwam niet op tijd volledig aan.');
    expect(answer.headers['x-request-id']).toBeTruthy();
    expect(Date.now() - started).toBeLessThan(5_000);
    // The body parser fails after the stream closes: one more request through the server lets that
    // happen first, so a second answer tried would be logged by now.
    expect((await h2('/healthz')).headers[':status']).toBe(200);
    expect(logLines.map((l) => l.msg)).toEqual([]); // warnings only: no second answer tried
  });

  it('closes HTTP/2 streams that keep sending their body after the 408 (issue 28)', async () => {
    // Several at once, at different paces: whether a stream was still writing when its 408 went out
    // varies, and every one must end (a stream left open holds up this test until its timeout).
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => trickling(5 + (i % 8) * 9, 1 + (i % 3) * 50)));
    for (const answer of answers) {
      expect(answer.headers[':status']).toBe(408);
      expect(JSON.parse(answer.body).message).toBe('De aanvraag kwam niet op tijd volledig aan.');
    }
  });

  it('logs nothing when a client goes away before its body is in', async () => {
    logLines.length = 0;
    const session = http2.connect(`https://127.0.0.1:${port}`, { ca });
    const stream = session.request({ ':method': 'POST', ':path': '/api/login.php', 'content-type': 'application/json', 'content-length': '200' });
    stream.on('error', () => undefined);
    stream.write('{"lo', () => stream.close(http2.constants.NGHTTP2_CANCEL));
    // Past its 1 s deadline: a body that never completes, sent after it, gets its 408 after the
    // deadline of the one that went away (timers of one length fire in order). No 408 was tried on
    // the closed stream, no warning.
    expect((await h2('/api/login.php', undefined, '{"lo')).headers[':status']).toBe(408);
    session.close();
    expect(logLines.map((l) => l.msg)).toEqual([]);
  });

  it('answers 408 to an HTTP/1.1 body over HTTPS that never completes, and closes the socket', async () => {
    const { firstLine, closedAfter } = await partialBody((onConnect) => tls.connect({ host: '127.0.0.1', port, ca, ALPNProtocols: ['http/1.1'] }, onConnect));
    expect(firstLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(closedAfter).toBeLessThan(5_000);
  });

  it('keeps a live stream open over HTTP/2 past the request deadline, and sends it the changes', async () => {
    const jwt = await t.login('lid@demo.clubhuis.be');
    const session = http2.connect(`https://127.0.0.1:${port}`, { ca });
    const stream = session.request({ ':method': 'POST', ':path': '/api/live', 'content-type': 'application/json' });
    let headers: http2.IncomingHttpHeaders = {};
    let text = '';
    stream.on('response', (h) => (headers = h));
    stream.on('data', (d) => (text += String(d)));
    stream.end(JSON.stringify({ jwt }));
    await vi.waitFor(() => expect(text).toContain('event: live'));
    expect([headers[':status'], headers['content-type'], session.alpnProtocol]).toEqual([200, 'text/event-stream; charset=utf-8', 'h2']);
    // A body that never completes, sent now, gets its 408 a deadline later: the stream has outlived one.
    expect((await h2('/api/login.php', undefined, '{"lo')).headers[':status']).toBe(408);
    expect(stream.closed).toBe(false);
    const [meeting] = await t.database.db.select({ id: meetings.id, clubId: meetings.clubId }).from(meetings).limit(1);
    await t.database.db.insert(compositionLogs).values({ clubId: meeting!.clubId, meetingId: meeting!.id, modification: 'http/2', userName: 'test' });
    await vi.waitFor(() => expect(text).toContain('"teamcomposition/compositionLog"'));
    stream.close();
    session.close();
  });

  it('refuses one TLS file without the other', () => {
    expect(() => readConfig({ TLS_CERT_FILE: '/x/cert.pem' })).toThrow('TLS_CERT_FILE en TLS_KEY_FILE horen samen');
  });
});
