import { MAX_NAME, MAX_DESCRIPTION } from '@clubhuis/contract/rules/admin';
import type { ClubSettings } from '@clubhuis/contract/entities/admin';
import { Alert, Button, Checkbox, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { PlainSegmented } from '../../ui/PlainSegmented';
import { messageOf } from '../../api/ApiError';
import { useCall, useCallMutation } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { useShowError } from '../../errors/useShowError';
import { Dropdown } from '../../ui/Dropdown';
import { QueryState } from '../../ui/QueryState';
import { ClubLookFields } from './ClubLookFields';
import { WeeklyMailFields } from './WeeklyMailFields';
import { adminTexts as t } from './messages';
import { ASSOCIATIONS } from '@clubhuis/contract/rules/session';
import './clubLook.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Alert.css';

/** Each language under its own name, the same in both languages (issue 33). */
const LANGUAGE_CHOICES: readonly { value: ClubSettings['defaultLanguage']; label: string }[] = [
  { value: 'nl', label: 'Nederlands' },
  { value: 'fr', label: 'Français' },
];

function SettingsForm({ initial }: { initial: ClubSettings }) {
  const [s, setS] = useState(initial);
  const [disciplines, setDisciplines] = useState(initial.disciplines.join('\n'));
  const showError = useShowError();
  const save = useCallMutation('admin/settings/save', {
    refetchActive: true,
    invalidates: ['admin/settings/get', 'admin/audit/list', 'general/config.php', 'teamcomposition/absencereasonList', 'teamcomposition/confirmationOptionList'],
    onError: (e) => showError(t.errorTitle, messageOf(e, t.settingsSaveFailed)),
  });
  const text = (key: 'clubName' | 'title' | 'favicon' | 'resetPasswordUrl' | 'frenoyUrl', label: string) => (
    <TextInput label={label} value={s[key]} maxLength={MAX_DESCRIPTION} onChange={(e) => setS({ ...s, [key]: e.currentTarget.value })} />
  );
  const flag = (key: 'teamCompositionModule' | 'teamCompositionsNeedRelease' | 'trainingModule' | 'sportsCampModule', label: string) => (
    <Checkbox label={label} checked={s[key]} onChange={(e) => setS({ ...s, [key]: e.currentTarget.checked })} />
  );
  const submit = () => {
    const { clubCode: _code, ...body } = s;
    save.mutate({ ...body, disciplines: disciplines.split('\n').map((d) => d.trim()).filter(Boolean) });
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t.clubCode(s.clubCode)}
      </Text>
      {text('clubName', t.clubName)}
      <Dropdown label={t.association} data={ASSOCIATIONS.map((a) => ({ value: a, label: a }))} value={s.association} onChange={(v) => setS({ ...s, association: v as ClubSettings['association'] })} />
      <Stack gap={4} role="group" aria-label={t.defaultLanguage}>
        <Text size="sm" fw={500} aria-hidden>
          {t.defaultLanguage}
        </Text>
        <Text size="xs" c="dimmed">
          {t.defaultLanguageHint}
        </Text>
        <PlainSegmented label={t.defaultLanguage} value={s.defaultLanguage} onChange={(v) => setS({ ...s, defaultLanguage: v })} data={LANGUAGE_CHOICES} />
      </Stack>
      {text('title', t.appTitle)}
      <Textarea label={t.description} rows={2} maxLength={MAX_DESCRIPTION} value={s.description} onChange={(e) => setS({ ...s, description: e.currentTarget.value })} />
      <Textarea label={t.messageOfTheDay} rows={2} maxLength={MAX_DESCRIPTION} value={s.messageOfTheDay} onChange={(e) => setS({ ...s, messageOfTheDay: e.currentTarget.value })} />
      {text('favicon', t.favicon)}
      <ClubLookFields look={s} onChange={(patch) => setS({ ...s, ...patch })} />
      <Dropdown label={t.homePage} data={t.homePages.map((label, i) => ({ value: String(i + 1), label }))} value={String(s.homePage)} onChange={(v) => setS({ ...s, homePage: Number(v) })} />
      <WeeklyMailFields moment={s} onChange={(patch) => setS({ ...s, ...patch })} />
      <Stack gap={6} role="group" aria-label={t.modules}>
        <Text size="sm" fw={500}>
          {t.modules}
        </Text>
        {flag('teamCompositionModule', t.teamCompositionModule)}
        {flag('teamCompositionsNeedRelease', t.teamCompositionsNeedRelease)}
        {flag('trainingModule', t.trainingModule)}
        {flag('sportsCampModule', t.sportsCampModule)}
      </Stack>
      <Dropdown
        label={t.additionalTraineeSelection}
        data={t.traineeSelections.map((label, i) => ({ value: String(i), label }))}
        value={String(s.additionalTraineeSelection)}
        onChange={(v) => setS({ ...s, additionalTraineeSelection: Number(v) })}
      />
      {text('resetPasswordUrl', t.resetPasswordUrl)}
      {text('frenoyUrl', t.frenoyUrl)}
      <Textarea label={t.disciplinesLabel} rows={3} value={disciplines} onChange={(e) => setDisciplines(e.currentTarget.value)} />
      <Stack gap={4} role="group" aria-label={t.absenceReasonsLabel}>
        <Text size="sm" fw={500}>
          {t.absenceReasonsLabel}
        </Text>
        {s.absenceReasons.map((r, i) => (
          <TextInput
            key={i}
            aria-label={`${t.absenceReasonsLabel} ${i + 1}`}
            value={r.description}
            maxLength={MAX_NAME}
            onChange={(e) => setS({ ...s, absenceReasons: s.absenceReasons.map((x, j) => (j === i ? { ...x, description: e.currentTarget.value } : x)) })}
          />
        ))}
        <Button variant="subtle" size="compact-sm" onClick={() => setS({ ...s, absenceReasons: [...s.absenceReasons, { id: 0, description: '' }] })}>
          {t.addReason}
        </Button>
      </Stack>
      <Stack gap={4} role="group" aria-label={t.confirmationOptionsLabel}>
        <Text size="sm" fw={500}>
          {t.confirmationOptionsLabel}
        </Text>
        {s.confirmationOptions.map((o, i) => {
          const set = (patch: Partial<typeof o>) => setS({ ...s, confirmationOptions: s.confirmationOptions.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
          return (
            <Group key={o.number} gap="xs" wrap="nowrap">
              <Text size="sm">{o.number}.</Text>
              <TextInput aria-label={`${t.confirmationOptionsLabel} ${o.number}`} value={o.description} maxLength={MAX_NAME} onChange={(e) => set({ description: e.currentTarget.value })} style={{ flex: 1 }} />
              <Checkbox label={t.participates} checked={o.participate === 1} onChange={(e) => set({ participate: e.currentTarget.checked ? 1 : 0 })} />
            </Group>
          );
        })}
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setS({ ...s, confirmationOptions: [...s.confirmationOptions, { number: Math.max(0, ...s.confirmationOptions.map((o) => o.number)) + 1, description: '', participate: 0, color: '' }] })}
        >
          {t.addOption}
        </Button>
      </Stack>
      {save.isSuccess && (
        <Alert color="green" role="status">
          {save.data.message}
        </Alert>
      )}
      <Group>
        <Button loading={save.isPending} onClick={submit}>
          {t.save}
        </Button>
      </Group>
    </Stack>
  );
}

/** /beheer/instellingen: the club's name, federation, app settings, modules and the lists members pick from. */
export function SettingsPage() {
  const settings = useCall('admin/settings/get', {}, { staleTime: 0 });
  useErrorDialogFor(settings.error, t.errorTitle, t.settingsLoadFailed);
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t.settingsTitle}</Title>
      {settings.data ? <SettingsForm initial={settings.data} /> : <QueryState query={settings} />}
    </Stack>
  );
}
