import { Box, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { PlainSegmented } from '../../ui/PlainSegmented';
import { menuTexts as t } from './messages';

/**
 * 'Weergave' in the side menu: light, dark or as the phone is set ('Zoals toestel', the default). Mantine
 * keeps the choice through config/colorScheme.ts, in the app config's localStorage key.
 */
export function ColorSchemeChoice() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  // Read while rendering: the texts follow the language (issue 33).
  const choices: readonly { value: MantineColorScheme; label: string }[] = [
    { value: 'light', label: t.schemeLight },
    { value: 'dark', label: t.schemeDark },
    { value: 'auto', label: t.schemeAuto },
  ];
  return (
    <Box px="sm" py={4}>
      <PlainSegmented label={t.appearance} value={colorScheme} onChange={setColorScheme} data={choices} />
    </Box>
  );
}
