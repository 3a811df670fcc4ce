import type { StrengthListEntry } from '@clubhuis/contract/entities/strengthlists';
import { mailHref } from '@clubhuis/contract/rules/contact';
import { Anchor } from '@mantine/core';
import { Table } from '../../ui/Table';
import { ScrollTable } from '../../ui/ScrollTable';
import { strengthListsTexts as t } from './messages';

/**
 * One discipline's list. Table tennis: list number, index number, the federation id as a link to the
 * competition site, name, ranking; other disciplines: list number, name, e-mail as a mailto link, ranking.
 */
export function StrengthTable({ entries, tableTennis, caption }: { entries: StrengthListEntry[]; tableTennis: boolean; caption: string }) {
  return (
    <ScrollTable caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th ta="right">{t.listNumber}</Table.Th>
          {tableTennis && <Table.Th ta="right">{t.indexNumber}</Table.Th>}
          {tableTennis && <Table.Th>{t.associationId}</Table.Th>}
          <Table.Th>{t.name}</Table.Th>
          {!tableTennis && <Table.Th>{t.email}</Table.Th>}
          <Table.Th>{t.ranking}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((e) => {
          const mail = mailHref(e.email);
          return (
            <Table.Tr key={e.id}>
              <Table.Td ta="right">{e.listNumber}</Table.Td>
              {tableTennis && <Table.Td ta="right">{e.indexNumber}</Table.Td>}
              {tableTennis && (
                <Table.Td>
                  {e.url ? (
                    <Anchor href={e.url} target="_blank" rel="noopener noreferrer" size="sm" aria-label={t.openOnSite(String(e.associationId), e.memberName)}>
                      {e.associationId}
                    </Anchor>
                  ) : (
                    e.associationId
                  )}
                </Table.Td>
              )}
              <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {e.memberName}
              </Table.Th>
              {!tableTennis && <Table.Td>{mail ? <Anchor href={mail} size="sm">{e.email}</Anchor> : e.email}</Table.Td>}
              <Table.Td>{e.ranking}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ScrollTable>
  );
}
