import { describe, expect, it } from 'vitest';
import { dmy, matchesAny, matchesSubscription } from './campText';

const sub = { name: 'Lotte Peeters', email: 'an@example.be', email2: 'bart@example.be', address: 'Kerkstraat 1, 9000 Gent' };

describe('camp search', () => {
  it('finds a subscription by name, either e-mail or address, ignoring case', () => {
    for (const q of ['lotte', 'BART@', 'kerkstraat', '', '  ']) expect(matchesSubscription(sub as never, q)).toBe(true);
    expect(matchesSubscription(sub as never, 'Brugge')).toBe(false);
  });
  it('matches any of the texts', () => {
    expect(matchesAny(['Voetbal', 'Ballen'], 'bal')).toBe(true);
    expect(matchesAny(['Voetbal'], 'kegel')).toBe(false);
  });
  it('writes dates the Belgian way', () => {
    expect(dmy('2026-11-24')).toBe('24/11/2026');
  });
});
