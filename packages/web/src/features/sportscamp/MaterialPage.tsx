import type { Material } from '@clubhuis/contract/entities/sportscamp';
import { photoSrc } from './photoSrc';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import { MATERIAL_PHOTO_HEIGHT } from '@clubhuis/contract/rules/sportscamp';
import { Card, Group, Image, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { SearchListPage } from '../../ui/SearchListPage';
import { dmy, matchesAny } from './campText';
import { sportsCampTexts as t } from './messages';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Switch.css';
// The switch's row layout (track beside its label) lives in InlineInput's sheet; without it the label went below.
import '@mantine/core/styles/InlineInput.css';

/** /materiallist (spec 02 section 2): the camp material with search, 'in use today' and photos at height 100. */
export function MaterialPage() {
  const list = useCall('sportscamp/materialList', {});
  useErrorDialogFor(list.error, t.errorTitle, t.materialLoadFailed);
  const [onlyToday, setOnlyToday] = useState(false);
  const today = brusselsClock(new Date()).date;
  const matches = (m: Material, search: string) =>
    (!onlyToday || (m.campDate === today && m.reserved > 0)) && matchesAny([m.description, m.details, m.camp], search);

  return (
    <SearchListPage
      title={t.materialTitle}
      query={list}
      matches={matches}
      empty={t.noMaterial}
      filters={<Switch label={t.onlyToday} checked={onlyToday} onChange={(e) => setOnlyToday(e.currentTarget.checked)} />}
    >
      {(shown) =>
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
      }
    </SearchListPage>
  );
}
