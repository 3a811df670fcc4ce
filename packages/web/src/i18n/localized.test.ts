// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { activeLanguage } from './language';
import { localized, switchLanguage } from './localized';

describe('localized texts', () => {
  it('swaps the values in place when the language changes, and back', async () => {
    const texts = localized({ title: 'Mijn week', count: (n: number) => `${n} leden` }, async () => ({ title: 'Ma semaine', count: (n: number) => `${n} membres` }));
    const read = texts; // what a screen holds: the same object all along
    expect(activeLanguage()).toBe('nl');
    await switchLanguage('fr');
    expect([read.title, read.count(2), document.documentElement.lang]).toEqual(['Ma semaine', '2 membres', 'fr']);
    // A text file loaded after the switch comes in French at once.
    const later = localized({ a: 'Ploeg' }, async () => ({ a: 'Équipe' }));
    expect(later.a).toBe('Ploeg');
    await switchLanguage('fr');
    expect(later.a).toBe('Équipe');
    await switchLanguage('nl');
    expect([read.title, later.a, activeLanguage()]).toEqual(['Mijn week', 'Ploeg', 'nl']);
  });
});
