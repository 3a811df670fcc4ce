import { Box } from '@mantine/core';
import type { Language } from '@clubhuis/contract/rules/language';
import { messageOf } from '../../api/ApiError';
import { useShowError } from '../../errors/useShowError';
import { activeLanguage } from '../../i18n/language';
import { chooseLanguage } from '../../i18n/choice';
import { PlainSegmented } from '../../ui/PlainSegmented';
import { menuTexts as t } from './messages';

/**
 * 'Taal / Langue' in the side menu (issue 33): Nederlands or Français, each in its own language. Signed
 * in, the choice is kept on the account, so another phone and the member's mails follow it.
 */
export function LanguageChoice() {
  const showError = useShowError();
  const choices: readonly { value: Language; label: string }[] = [
    { value: 'nl', label: t.languageNl },
    { value: 'fr', label: t.languageFr },
  ];
  const choose = (language: Language) => void chooseLanguage(language).catch((error: unknown) => showError(t.languageFailedTitle, messageOf(error, t.languageFailed)));
  return (
    <Box px="sm" py={4}>
      <PlainSegmented label={t.language} value={activeLanguage()} onChange={choose} data={choices} />
    </Box>
  );
}
