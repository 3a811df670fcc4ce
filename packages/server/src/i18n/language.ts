import { AsyncLocalStorage } from 'node:async_hooks';
import { localeOf, type Language, type Texts } from '@clubhuis/contract/rules/language';

/**
 * The language the server answers and writes in (issue 33). A call runs in its caller's language (the
 * account's choice, else Accept-Language: http/bind.ts); a mail, push or feed made for another member
 * runs in that member's (`inLanguage`). Outside both: Dutch.
 */
const current = new AsyncLocalStorage<Language>();

export function inLanguage<R>(language: Language, work: () => R): R {
  return current.run(language, work);
}

export function currentLanguage(): Language {
  return current.getStore() ?? 'nl';
}

/** 'nl-BE' or 'fr-BE': dates and numbers in the current language's forms. */
export function currentLocale(): 'nl-BE' | 'fr-BE' {
  return localeOf(currentLanguage());
}

const registered: { nl: object; fr: object }[] = [];

/** Every text object loaded so far with its French: the completeness test walks them. */
export function allTexts(): readonly { nl: object; fr: object }[] {
  return registered;
}

/**
 * One feature's texts in both languages, read in the current language at the moment of reading:
 * `texts.notFound` is Dutch in a Dutch call and French in a French one, with the same code. The French
 * object must have every key of the Dutch one (the typecheck fails here otherwise). Read a text when it
 * is needed, never once at module level (that would keep the language of whoever loaded the module).
 */
export function localized<T extends object>(nl: T, fr: NoInfer<Texts<T>>): T {
  const french = fr as unknown as T;
  registered.push({ nl, fr });
  return new Proxy(nl, {
    get: (dutch, key) => Reflect.get(current.getStore() === 'fr' ? french : dutch, key),
  });
}
