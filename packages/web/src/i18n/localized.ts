import type { Language, Texts } from '@clubhuis/contract/rules/language';
import { activeLanguage, setActiveLanguage } from './language';

interface Entry {
  texts: Record<PropertyKey, unknown>;
  nl: object;
  loadFr: () => Promise<object>;
  fr?: object;
}

const entries: Entry[] = [];
/**
 * French chunks asked and not yet arrived. Every caller of textsReady waits for all of them: a list
 * that one caller took for itself let a second caller (a lazy screen) render in Dutch while its French
 * was still on the way (one French start in eight showed the Dutch login, issue 33).
 */
const loading = new Set<Promise<void>>();

function useFrench(entry: Entry): void {
  const load = entry.loadFr().then(
    (fr) => {
      entry.fr = fr;
      if (activeLanguage() === 'fr') Object.assign(entry.texts, fr);
    },
    // A French chunk that does not arrive (offline, a new build) leaves those texts in Dutch: the
    // screen still shows, and the next switch asks for it again.
    (error: unknown) => console.error('French texts not loaded', error),
  );
  loading.add(load);
  void load.then(() => loading.delete(load));
}

/**
 * One feature's texts: the Dutch object (compiled into the feature's chunk, the specs' own wording)
 * and a loader of its French counterpart (its own small chunk, fetched only when French is active).
 * The returned object is the one screens read; its values are swapped in place when the language
 * changes, so a screen reads `texts.title` at render time and gets the active language. A missing or
 * misspelt French key fails the typecheck here. Read texts while rendering, never once at module level.
 */
export function localized<T extends object>(nl: T, loadFr: () => Promise<NoInfer<Texts<T>>>): T {
  const entry: Entry = { texts: { ...nl } as Record<PropertyKey, unknown>, nl, loadFr: loadFr as () => Promise<object> };
  entries.push(entry);
  if (activeLanguage() === 'fr') useFrench(entry);
  return entry.texts as T;
}

/**
 * Resolves once the texts of every module loaded so far are in the active language: the start waits
 * for it before the first render, and a lazy screen before it renders (router/lazyPage).
 */
export async function textsReady(): Promise<void> {
  // A chunk evaluated meanwhile (a lazy screen's) adds its own: wait until none is left.
  while (loading.size > 0) await Promise.all(loading);
}

/** Switches every loaded text to the language (French fetched first when needed), then the screens. */
export async function switchLanguage(language: Language): Promise<void> {
  if (language === 'fr') {
    for (const entry of entries) if (!entry.fr) useFrench(entry);
    await textsReady();
  }
  for (const entry of entries) Object.assign(entry.texts, language === 'fr' ? entry.fr : entry.nl);
  setActiveLanguage(language);
}

/** Every localized object with its Dutch and French (loaded here): the completeness test walks them. */
export async function allTexts(): Promise<{ nl: object; fr: object }[]> {
  return Promise.all(entries.map(async (e) => ({ nl: e.nl, fr: e.fr ?? (await e.loadFr()) })));
}
