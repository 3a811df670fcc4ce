import { describe, expect, it } from 'vitest';
import { textMismatches } from '@clubhuis/contract/rules/textsCheck';
import { allTexts } from './localized';

// Every web text file (issue 33): loading them registers their Dutch objects and French loaders.
const files = import.meta.glob('../**/messages.ts', { eager: true });
const sources = import.meta.glob<string>('../**/messages.ts', { eager: true, query: '?raw', import: 'default' });

describe('the web texts in Dutch and French', () => {
  it('every text file joins its Dutch to its French', () => {
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(17);
    const plain = Object.entries(sources).filter(([, source]) => !source.includes('localized(')).map(([file]) => file);
    expect(plain).toEqual([]);
  });

  it('has a French text for every Dutch one, with the same placeholders', async () => {
    const found = (await allTexts()).flatMap(({ nl, fr }) => textMismatches(nl, fr, Object.keys(nl).slice(0, 2).join(',')));
    expect(found).toEqual([]);
  });
});
