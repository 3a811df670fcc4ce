import type { Participation, PoulePlayer } from '@clubhuis/contract/entities/league';
import { Text } from '@mantine/core';
import { Fragment } from 'react';
import { ScrollTable } from '../../ui/ScrollTable';
import { Table } from '../../ui/Table';
import { leaguePageTexts as t } from './messages';
import { OutcomeIcon, outcomeOf, PlayerName } from './PlayerName';

/** One side of a match: its two players, a replaced one struck through with its replacement. */
function Team({ ids, players }: { ids: number[]; players: Map<number, PoulePlayer> }) {
  return (
    <>
      {ids.map((id, i) => {
        const p = players.get(id);
        return (
          <Fragment key={id}>
            {i > 0 && ' / '}
            {/* A name breaks between players, not inside one. */}
            <span style={{ whiteSpace: 'nowrap' }}>
              <PlayerName name={p?.memberName ?? ''} replacementName={p && p.replacementId > 0 ? p.replacementName : ''} />
            </span>
          </Fragment>
        );
      })}
    </>
  );
}

/**
 * Tab 2 (spec 02 section 2): one table over every period's matches of the member: match index, period,
 * poule, team 1 against team 2 (replaced players struck through with an arrow to their replacement),
 * the games, won/lost/draw from the member's side, and a hint when the member itself was replaced.
 */
export function MyMatchesTab({ participations, caption }: { participations: Participation[]; caption: string }) {
  if (participations.length === 0) return <Text>{t.noPoule}</Text>;
  return (
    <ScrollTable caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t.match}</Table.Th>
          <Table.Th>{t.serie}</Table.Th>
          <Table.Th>{t.pouleColumn}</Table.Th>
          <Table.Th>{t.teams}</Table.Th>
          <Table.Th ta="center">{t.score}</Table.Th>
          <Table.Th ta="center">{t.outcome}</Table.Th>
          <Table.Th>{t.replacementHint}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {participations.flatMap((p) => {
          const players = new Map(p.poulePlayers.map((pl) => [pl.poulePlayerId, pl]));
          const own = players.get(p.poulePlayerId);
          return p.pouleMatches.map((m) => (
            <Table.Tr key={`${p.pouleId}-${m.pouleGameId}`}>
              <Table.Td>{m.matchIndex}</Table.Td>
              <Table.Td>
                {p.serie}: {p.period}
              </Table.Td>
              <Table.Td>{`${p.levelCode}${p.poule}`}</Table.Td>
              <Table.Td style={{ minWidth: '14rem' }}>
                <Team ids={[m.playerId1, m.playerId2]} players={players} />
                <br />– <Team ids={[m.playerId3, m.playerId4]} players={players} />
              </Table.Td>
              <Table.Td ta="center">{m.games1 === null ? '-' : `${m.games1}-${m.games2}`}</Table.Td>
              <Table.Td ta="center">
                <OutcomeIcon outcome={outcomeOf(m.games1, m.games2, m.playerId1 === p.poulePlayerId || m.playerId2 === p.poulePlayerId)} />
              </Table.Td>
              <Table.Td>{own && own.replacementId > 0 ? t.replaced(own.replacementName) : ''}</Table.Td>
            </Table.Tr>
          ));
        })}
      </Table.Tbody>
    </ScrollTable>
  );
}
