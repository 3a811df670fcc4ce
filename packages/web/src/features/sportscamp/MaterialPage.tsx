import { photoSrc } from './photoSrc';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import { MATERIAL_PHOTO_HEIGHT } from '@clubhuis/contract/rules/sportscamp';
import { Button, Card, Group, Image, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { QueryState } from '../../ui/QueryState';
import { dmy, matchesAny } from './campText';
import { sportsCampTexts as t } from './messages';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Switch.css';
// The switch's row layout (track beside its label) lives in InlineInput's sheet; without it the label went below.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import { SearchInput } from '../../ui/SearchInput';

/** /materiallist (spec 02 section 2): the camp material with search, 'in use today' and photos at height 100. */
export function MaterialPage() {
  const list = useCall('sportscamp/materialList', {});
  useErrorDialogFor(list.error, t.errorTitle, t.materialLoadFailed);
  const [search, setSearch] = useState('');
  const [onlyToday, setOnlyToday] = useState(false);
  const today = brusselsClock(new Date()).date;
  const shown = (list.data ?? [])
    .filter((m) => !onlyToday || (m.campDate === today && m.reserved > 0))
    .filter((m) => matchesAny([m.description, m.details, m.camp], search));

  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{t.materialTitle}</Title>
      <Group gap="xs" align="flex-end">
        <SearchInput value={search} onChange={setSearch} grow />
        <Button variant="light" loading={list.isFetching} onClick={() => void list.refresh()}>
          {t.refresh}
        </Button>
      </Group>
      <Switch label={t.onlyToday} checked={onlyToday} onChange={(e) => setOnlyToday(e.currentTarget.checked)} />
      <QueryState query={list} empty={t.noMaterial} isEmpty={() => shown.length === 0}>
        {() => (
        shown.map((m) => (
          <Card key={m.id} withBorder padding="sm" component="article" aria-label={m.description}>
            <Group align="flex-start" wrap="nowrap">
              {m.photo && (
                <Image src={photoSrc(m.photo)} alt={t.photoOf(m.description)} h={MATERIAL_PHOTO_HEIGHT} w="auto" fit="contain" />
              )}
              <Stack gap={2}>
                <Text fw={600}>{m.description}</Text>
                {m.details && <Text size="sm">{m.details}</Text>}
                <Text size="sm">
                  {t.stock(m.stock)} · {t.available(m.available)} · {t.reserved(m.reserved)}
                </Text>
                {m.camp && (
                  <Text size="xs" c="dimmed">
                    {t.usedOn(m.camp, dmy(m.campDate))}
                  </Text>
                )}
              </Stack>
            </Group>
          </Card>
        ))
        )}
      </QueryState>
    </Stack>
  );
}
