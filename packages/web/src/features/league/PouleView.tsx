import type { Poule, PouleMatch, PoulePlayer } from '@clubhuis/contract/entities/league';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Table } from '../../ui/Table';
import { useState } from 'react';
import { ScrollTable } from '../../ui/ScrollTable';
import { leaguePageTexts as t, playerResultsTexts } from './messages';

export type OnPlayer = (p: PoulePlayer) => void;

const dmy = (iso: string) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');

/** A poule's matches: both teams (a replacement plays in the place of the player it replaces) and the games. */
export function MatchesTable({ matches, caption }: { matches: PouleMatch[]; caption: string }) {
  return (
    <ScrollTable caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t.match}</Table.Th>
          <Table.Th>{t.teams}</Table.Th>
          <Table.Th ta="center">{t.score}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {matches.map((m) => (
          <Table.Tr key={m.pouleGameId}>
            <Table.Td>{m.matchIndex}</Table.Td>
            <Table.Td>
              {m.team1} – {m.team2}
            </Table.Td>
            <Table.Td ta="center">{m.games1 === null ? '-' : `${m.games1}-${m.games2}`}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

/** A poule's standings; a replaced player shows who replaces it. */
export function StandingsTable({ poule, caption, onPlayer }: { poule: Poule; caption: string; onPlayer?: OnPlayer }) {
  return (
    <ScrollTable caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>#</Table.Th>
          <Table.Th>{t.player}</Table.Th>
          <Table.Th ta="right">{t.won}</Table.Th>
          <Table.Th ta="right">{t.lost}</Table.Th>
          <Table.Th ta="right">{t.gamesWon}</Table.Th>
          <Table.Th ta="right">{t.gamesLost}</Table.Th>
          <Table.Th ta="right">{t.saldo}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {poule.poulePlayers.map((p) => (
          <Table.Tr key={p.poulePlayerId}>
            <Table.Td>{p.ranking}</Table.Td>
            <Table.Th scope="row" fw={500}>
              {onPlayer ? (
                <Anchor component="button" type="button" size="sm" fw={500} aria-label={playerResultsTexts.openFor(p.memberName)} onClick={() => onPlayer(p)}>
                  {p.replacementId > 0 ? <s>{p.memberName}</s> : p.memberName}
                </Anchor>
              ) : p.replacementId > 0 ? (
                <s>{p.memberName}</s>
              ) : (
                p.memberName
              )}
              {p.replacementId > 0 && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  → {t.replaced(p.replacementName)}
                </Text>
              )}
            </Table.Th>
            <Table.Td ta="right">{p.matchesWon}</Table.Td>
            <Table.Td ta="right">{p.matchesLost}</Table.Td>
            <Table.Td ta="right">{p.gamesWon}</Table.Td>
            <Table.Td ta="right">{p.gamesLost}</Table.Td>
            <Table.Td ta="right">{p.saldo}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

/** One poule: its label, the play date, and standings or matches (a tap switches between them). */
export function PouleView({ poule, onPlayer }: { poule: Poule; onPlayer?: OnPlayer }) {
  const [matches, setMatches] = useState(false);
  const label = t.poule(poule.levelCode, poule.poule);
  return (
    <Stack gap={6} component="section" aria-label={label}>
      <Group justify="space-between">
        <Text fw={700}>{label}</Text>
        <Button size="compact-sm" variant="light" onClick={() => setMatches(!matches)}>
          {matches ? t.showStandings : t.showMatches}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {poule.playDate ? t.playDate(dmy(poule.playDate), poule.playTime, poule.playTerrain) : t.noPlayDate}
      </Text>
      {matches ? <MatchesTable matches={poule.pouleMatches} caption={t.matchesCaption(label)} /> : <StandingsTable poule={poule} caption={t.standingsCaption(label)} onPlayer={onPlayer} />}
    </Stack>
  );
}
