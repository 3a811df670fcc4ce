import type { SessionUser } from '@clubhuis/contract/entities/session';
import type { Language } from '@clubhuis/contract/rules/language';
import { post } from '../api/api';
import { queryClient } from '../api/queryClient';
import { getSession } from '../session/sessionStore';
import { activeLanguage, keepLanguage, languageChosen } from './language';
import { switchLanguage } from './localized';

/** Shows the app in the language (its French texts fetched first), and asks the server's answers again. */
export async function showLanguage(language: Language): Promise<void> {
  if (language === activeLanguage()) return;
  await switchLanguage(language);
  // Answers that hold the server's texts (a fallback name, a message) come again in the new language.
  void queryClient.invalidateQueries();
}

/** 'Taal / Langue' in the menu: kept here and, signed in, on the account (it follows the member). */
export async function chooseLanguage(language: Language): Promise<void> {
  keepLanguage('language', language);
  if (getSession().user) await post('session/language', { language });
  await showLanguage(language);
}

/**
 * After a login: the account's choice wins (made on another phone); an account that never chose
 * takes the choice made on this phone before the login.
 */
export function followAccountLanguage(user: SessionUser): void {
  if (user.language) {
    keepLanguage('language', user.language);
    void showLanguage(user.language);
  } else if (languageChosen()) {
    void post('session/language', { language: activeLanguage() }).catch(() => undefined);
  }
}
