import { Card, Group, TextInput } from '@mantine/core';
import { membersTexts as t } from './messages';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Input.css';
import { RefreshButton } from '../../ui/RefreshButton';

interface MemberSearchCardProps {
  search: string;
  onSearch: (search: string) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

/** Filter by name as you type, and 'Vernieuwen' (forces a reload past the 60 s cache). */
export function MemberSearchCard({ search, onSearch, onRefresh, refreshing }: MemberSearchCardProps) {
  return (
    <Card withBorder padding="sm" role="search">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          type="search"
          label={t.search}
          placeholder={t.searchPlaceholder}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
        <RefreshButton onRefresh={onRefresh} loading={refreshing} />
      </Group>
    </Card>
  );
}
