// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { activeLanguage } from './language';
import { localized, switchLanguage, textsReady } from './localized';

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

  it('a second wait for the texts lasts until French arrived, also when the first took the chunk in hand', async () => {
    await switchLanguage('fr');
    let arrive: (fr: { title: string }) => void = () => undefined;
    const login = localized({ title: 'Aanmelden' }, () => new Promise((resolve) => (arrive = resolve)));
    // The start waits for every chunk so far (the login screen's among them) ...
    const first = textsReady();
    // ... and the lazy login screen, evaluated meanwhile, waits before it renders.
    let rendered: string | null = null;
    const second = textsReady().then(() => (rendered = login.title));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(rendered).toBeNull();
    arrive({ title: 'Se connecter' });
    await Promise.all([first, second]);
    expect(rendered).toBe('Se connecter');
    await switchLanguage('nl');
  });
});
