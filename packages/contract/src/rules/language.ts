/**
 * The app's languages (issue 33): Dutch, as the specs write it, and French for Walloon and Brussels
 * clubs. Dutch is the source: every text is written in Dutch first and French mirrors its keys.
 */
export const LANGUAGES = ['nl', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'nl' || value === 'fr';
}

/** The locale of dates and numbers: Belgian Dutch or Belgian French. */
export function localeOf(language: Language): 'nl-BE' | 'fr-BE' {
  return language === 'fr' ? 'fr-BE' : 'nl-BE';
}

/**
 * The first of our languages in an Accept-Language header or a browser's language list, by weight
 * ('fr-BE,fr;q=0.9,en;q=0.8' → 'fr'); null when neither Dutch nor French is asked.
 */
export function languageFromList(list: string | readonly string[] | undefined): Language | null {
  if (!list) return null;
  const entries = (typeof list === 'string' ? list.split(',') : list).map((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    return { base: tag.trim().toLowerCase().split('-')[0], weight: q === undefined ? 1 : Number(q), index };
  });
  entries.sort((a, b) => b.weight - a.weight || a.index - b.index);
  const found = entries.find((e) => e.weight > 0 && isLanguage(e.base));
  return found ? (found.base as Language) : null;
}

/**
 * What a translation of a text object must hold: the same keys, a text for every text, a function of
 * the same arguments for every text with placeholders or plurals. A missing or misspelt key fails the
 * typecheck where the two are joined (`localized(nl, fr)`).
 */
export type Texts<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Texts<R>
    : T extends readonly (infer E)[]
      ? readonly Texts<E>[]
      : T extends object
        ? { [K in keyof T]: Texts<T[K]> }
        : T;
