import { describe, expect, it } from 'vitest';
import { languageFromList } from './language.ts';

describe('languageFromList', () => {
  it('takes the heaviest of Dutch and French', () => {
    expect(languageFromList('fr-BE,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(languageFromList('en-GB,en;q=0.9,nl;q=0.8,fr;q=0.7')).toBe('nl');
    expect(languageFromList('nl;q=0.5,fr;q=0.6')).toBe('fr');
    expect(languageFromList(['de-DE', 'fr-FR'])).toBe('fr');
  });
  it('answers null when neither is asked', () => {
    expect(languageFromList('en-US,de;q=0.5')).toBeNull();
    expect(languageFromList('fr;q=0')).toBeNull();
    expect(languageFromList(undefined)).toBeNull();
    expect(languageFromList('')).toBeNull();
  });
});
