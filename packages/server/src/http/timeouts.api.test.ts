import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// A body sent a byte at a time must not hold a socket for ever (issue 14, item 7).
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ requestTimeoutSeconds: 1 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

describe('request timeout', () => {
  it('answers 408 and closes the socket of a body that never completes', async () => {
    const started = Date.now();
    const { firstLine, closedAfter } = await new Promise<{ firstLine: string; closedAfter: number }>((resolve) => {
      let firstLine = '';
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write('POST /api/login.php HTTP/1.1\r\nHost: club\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"lo');
      });
      socket.on('data', (d) => (firstLine ||= String(d).split('\r\n')[0]!));
      socket.on('close', () => resolve({ firstLine, closedAfter: Date.now() - started }));
    });
    expect(firstLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(closedAfter).toBeLessThan(5_000);
  });
});
