import { describe, expect, it } from 'vitest';
import { clubCreatedLines } from './clubCreateOutput.ts';

describe("club:create's output (issue 28, item 21)", () => {
  it('says that PUBLIC_URL sets the address when the link starts with localhost', () => {
    const lines = clubCreatedLines('TTC Voorbeeld', 'beheer@voorbeeld.be', 'http://localhost:8080/#/wachtwoord/abc', undefined);
    expect(lines.slice(0, 2)).toEqual(['Club TTC Voorbeeld aangemaakt. beheer@voorbeeld.be kiest een wachtwoord met deze link (7 dagen geldig):', 'http://localhost:8080/#/wachtwoord/abc']);
    expect(lines[2]).toBe('Let op: PUBLIC_URL is niet ingesteld, dus de link begint met het adres van deze machine (localhost).');
    expect(lines.join('\n')).toContain('PUBLIC_URL=https://app.mijnclub.be');
  });

  it('prints only the link when PUBLIC_URL is set', () => {
    expect(clubCreatedLines('TTC Voorbeeld', 'beheer@voorbeeld.be', 'https://app.voorbeeld.be/#/wachtwoord/abc', 'https://app.voorbeeld.be')).toHaveLength(2);
  });
});
