import { describe, expect, it } from 'vitest';
import { currentLanguage, inLanguage, localized } from './language.ts';

describe('localized', () => {
  const texts = localized(
    { hello: 'Hallo', count: (n: number) => `${n} leden` },
    { hello: 'Bonjour', count: (n: number) => `${n} membres` },
  );

  it('reads Dutch outside any language, French inside a French one', async () => {
    expect(currentLanguage()).toBe('nl');
    expect(texts.hello).toBe('Hallo');
    const inFrench = await inLanguage('fr', async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return [texts.hello, texts.count(3)];
    });
    expect(inFrench).toEqual(['Bonjour', '3 membres']);
    expect(inLanguage('nl', () => texts.count(2))).toBe('2 leden');
  });
});
