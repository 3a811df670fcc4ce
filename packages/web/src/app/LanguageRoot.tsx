import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { activeLanguage, subscribeLanguage } from '../i18n/language';

/**
 * Draws the app again from the top when the language changes (issue 33): the texts were swapped in
 * place, and every screen reads them while rendering. The query cache stays; the choice refetches the
 * server's answers that hold texts.
 */
export function LanguageRoot({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(subscribeLanguage, activeLanguage);
  return <Fragment key={language}>{children}</Fragment>;
}
