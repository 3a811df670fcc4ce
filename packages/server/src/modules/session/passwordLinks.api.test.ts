import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink.ts';

// Without PUBLIC_URL: the link of a reset mail must not follow the Host header a caller sends.
let t: TestApp;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url, publicUrl: undefined, port: 8123 });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('password links', () => {
  it("point at the server's own address, not at the Host of whoever asked", async () => {
    const res = await t.post('password/forgot.php', { email: 'lid@demo.clubhuis.be' }, { host: 'aanvaller.example' });
    expect(res.status).toBe(200);
    const [mail] = await sink.waitFor(1);
    expect(mail!.text).toMatch(/http:\/\/localhost:8123\/#\/wachtwoord\/[A-Za-z0-9_-]+/);
    expect(mail!.text).not.toContain('aanvaller.example');
  });
});
