import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { partialBody } from '../testing/partialBody.ts';

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
    const { firstLine, closedAfter } = await partialBody((onConnect) => net.connect(port, '127.0.0.1', onConnect));
    expect(firstLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(closedAfter).toBeLessThan(5_000);
  });
});
