import { describe, expect, it } from 'vitest';
import { textMismatches } from '@clubhuis/contract/rules/textsCheck';
import { allTexts } from './language.ts';

// Every server text file (issue 33): loading them registers their Dutch and French objects.

const files = import.meta.glob(['../**/messages.ts', '../**/*Messages.ts'], { eager: true });
const sources = import.meta.glob<string>(['../**/messages.ts', '../**/*Messages.ts'], { eager: true, query: '?raw', import: 'default' });

describe('the server texts in Dutch and French', () => {
  it('every text file joins its Dutch to its French', () => {
    expect(Object.keys(files).length).toBe(Object.keys(sources).length);
    const plain = Object.entries(sources).filter(([, source]) => !source.includes('localized(')).map(([file]) => file);
    expect(plain).toEqual([]);
  });

  it('has a French text for every Dutch one, with the same placeholders', () => {
    const found = allTexts().flatMap(({ nl, fr }) => textMismatches(nl, fr, Object.keys(nl).slice(0, 2).join(',')));
    expect(found).toEqual([]);
  });
});
