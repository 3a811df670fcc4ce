import type { Language } from '@clubhuis/contract/rules/language';
import { activeLanguage, keepLanguage, languageChosen, phoneLanguage } from './language';

/**
 * The config answered: the club's language decides when neither the member nor its phone does. The
 * code that switches is loaded only then: nearly every member's first screen does without it.
 */
export function followClubLanguage(language: Language): void {
  keepLanguage('clubLanguage', language);
  if (!languageChosen() && !phoneLanguage() && language !== activeLanguage()) void import('./choice').then((choice) => choice.showLanguage(language));
}
