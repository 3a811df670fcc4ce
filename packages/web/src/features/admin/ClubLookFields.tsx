import type { ClubSettings } from '@clubhuis/contract/entities/admin';
import { isHexColour } from '@clubhuis/contract/rules/session';
import { Button, FileInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { __iconNode as iconUpload } from '@tabler/icons-react/icons/IconUpload';
import { useShowError } from '../../errors/useShowError';
import { Icon } from '../../ui/Icon';
import { adminTexts as t } from './messages';
import { resizeLogo } from './resizePhoto';

type Look = Pick<ClubSettings, 'primaryColor' | 'logo'>;

/**
 * The club's look (issue 30): its colour, typed as '#rrggbb' or picked, and its logo, an image chosen
 * here (made small in the browser) or, without one, the favicon. The server checks both again.
 */
export function ClubLookFields({ look, onChange }: { look: Look; onChange: (patch: Partial<Look>) => void }) {
  const showError = useShowError();
  const colourOk = look.primaryColor === '' || isHexColour(look.primaryColor);
  const chooseLogo = (file: File | null) => {
    if (!file) return onChange({ logo: '' });
    resizeLogo(file).then(
      (logo) => onChange({ logo }),
      () => showError(t.errorTitle, t.logoUnreadable),
    );
  };
  return (
    <Stack gap="xs" role="group" aria-label={t.look}>
      <Text size="sm" fw={500}>
        {t.look}
      </Text>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t.primaryColor}
          description={t.primaryColorHint}
          placeholder="#0f766e"
          maxLength={7}
          value={look.primaryColor}
          error={colourOk ? undefined : t.badColour}
          onChange={(e) => onChange({ primaryColor: e.currentTarget.value.trim() })}
          style={{ flex: 1 }}
        />
        <input
          type="color"
          className="club-colour-picker"
          aria-label={t.pickColour}
          value={colourOk && look.primaryColor ? look.primaryColor : '#1971c2'}
          onChange={(e) => onChange({ primaryColor: e.currentTarget.value })}
        />
      </Group>
      <FileInput
        label={t.logo}
        description={t.logoHint}
        placeholder={t.chooseLogo}
        // Mantine's placeholder grey fails the contrast check (axe); this one reads as the field's label.
        styles={{ placeholder: { color: 'var(--mantine-color-text)' } }}
        leftSection={<Icon node={iconUpload} size={18} />}
        accept="image/png,image/jpeg,image/gif"
        clearable
        onChange={chooseLogo}
      />
      {look.logo && (
        <Group gap="sm">
          <img src={look.logo} alt={t.logoPreview} height={48} />
          <Button variant="subtle" size="compact-sm" onClick={() => onChange({ logo: '' })}>
            {t.removeLogo}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
