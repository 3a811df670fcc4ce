import { isLanguage, languageFromList, localeOf, type Language } from '@clubhuis/contract/rules/language';
import { CONFIG_KEY, storedConfig } from '../config/branding';

/**
 * The app's language (issue 33): the member's choice, kept in the app config's localStorage key (the
 * spec allows the app two keys) and on its account; else the phone's language when it is Dutch or
 * French; else the club's default language (kept from the last config); else Dutch.
 */
function initialLanguage(): Language {
  const stored = storedConfig();
  if (isLanguage(stored.language)) return stored.language;
  const phone = typeof navigator === 'undefined' ? null : languageFromList(navigator.languages?.length ? navigator.languages : [navigator.language]);
  if (phone) return phone;
  return isLanguage(stored.clubLanguage) ? stored.clubLanguage : 'nl';
}

let active: Language = initialLanguage();
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
  return isLanguage(storedConfig().language);
}

/** Keeps a choice in the app config's key (null: forget it, as at logout, so the phone decides again). */
export function keepLanguageChoice(language: Language | null): void {
  const { language: _old, ...rest } = storedConfig();
  try {
    localStorage.setItem(CONFIG_KEY, JSON.stringify(language ? { ...rest, language } : rest));
  } catch {
    // storage unavailable: the choice holds until the page reloads
  }
}

/** The club's default language from its config, for the next start before the config answers. */
export function keepClubLanguage(language: Language): void {
  if (storedConfig().clubLanguage === language) return;
  try {
    localStorage.setItem(CONFIG_KEY, JSON.stringify({ ...storedConfig(), clubLanguage: language }));
  } catch {
    // storage unavailable: the phone's language decides until the config answers
  }
}

/** The language the phone asks for, when it is one of ours. */
export function phoneLanguage(): Language | null {
  return languageFromList(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** Sets the active language and tells the subscribers (localized texts first, then the screens). */
export function setActiveLanguage(language: Language): void {
  if (language === active) return;
  active = language;
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
