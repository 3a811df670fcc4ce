import { localeOf, type Language } from '@clubhuis/contract/rules/language';
import { patchStoredConfig, storedConfig } from '../config/branding';

const ours = (value: unknown): Language | null => (value === 'nl' || value === 'fr' ? value : null);

/** The phone's first language that is Dutch or French ('fr-BE' → 'fr'), null when neither. */
export function phoneLanguage(): Language | null {
  if (typeof navigator === 'undefined') return null;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const found = ours(tag.slice(0, 2).toLowerCase());
    if (found) return found;
  }
  return null;
}

/**
 * The app's language (issue 33): the member's choice, kept in the app config's localStorage key (the
 * spec allows the app two keys) and on its account; else the phone's language when it is Dutch or
 * French; else the club's default language (kept from the last config); else Dutch.
 */
let active: Language = ours(storedConfig().language) ?? phoneLanguage() ?? ours(storedConfig().clubLanguage) ?? 'nl';
const listeners = new Set<() => void>();

export function activeLanguage(): Language {
  return active;
}

/** 'nl-BE' or 'fr-BE': the forms of dates and numbers. */
export function activeLocale(): 'nl-BE' | 'fr-BE' {
  return localeOf(active);
}

/** Whether the member (or its account) chose the language; else the phone or the club decides. */
export function languageChosen(): boolean {
  return ours(storedConfig().language) !== null;
}

/** Keeps the member's choice, or the club's default language for the next start before the config answers. */
export function keepLanguage(field: 'language' | 'clubLanguage', language: Language): void {
  if (storedConfig()[field] !== language) patchStoredConfig({ [field]: language });
}

/** Sets the active language and tells the subscribers (the texts were swapped already, now the screens). */
export function setActiveLanguage(language: Language): void {
  active = language;
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
