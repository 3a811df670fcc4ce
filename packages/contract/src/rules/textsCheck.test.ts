import { describe, expect, it } from 'vitest';
import { textMismatches } from './textsCheck.ts';

describe('textMismatches', () => {
  it('accepts a complete translation with the same placeholders', () => {
    const nl = { a: 'Ploeg', n: (n: number) => (n === 1 ? '1 lid' : `${n} leden`), w: (name: string, day: string) => `${name} speelt ${day}` };
    const fr = { a: 'Équipe', n: (n: number) => (n <= 1 ? `${n} membre` : `${n} membres`), w: (name: string, day: string) => `${name} joue ${day}` };
    expect(textMismatches(nl, fr)).toEqual([]);
  });
  it('names a missing key, an empty text and a lost placeholder', () => {
    const nl = { a: 'Ploeg', b: 'Lid', c: (who: string, when: string) => `${who} op ${when}`, d: ['ma', 'di'] };
    const fr = { a: '', c: (who: string) => `${who} le`, d: ['lun.'] };
    expect(textMismatches(nl, fr)).toEqual([
      '.a: no French text',
      '.b: missing in French',
      expect.stringContaining('.c: placeholders differ: argument 2 only in Dutch'),
      '.d: French list of another length',
    ]);
  });
});
