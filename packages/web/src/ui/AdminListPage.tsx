import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense, useState, type ReactNode } from 'react';
import { QueryState, type QueryLike } from './QueryState';

interface AdminListPageProps<T> {
  title: string;
  /** The button that opens the new-item dialog ('Nieuwe reeks', 'Nieuwe league' …). */
  newLabel: string;
  /** The new-item dialog (a lazy component), mounted while open; its onDone closes it and shows the message. */
  newDialog: (props: { onClose: () => void; onDone: (message: string) => void }) => ReactNode;
  /** The server's confirmation of the last change, shown above the list. */
  done: string;
  onDone: (message: string) => void;
  query: QueryLike<T[]>;
  empty: string;
  children: (items: T[]) => ReactNode;
  /** What follows the list: more forms, the dialogs (lazy, inside Suspense). */
  after?: ReactNode;
}

/**
 * An administration list screen, the one way: title, the new-item button, the last change's
 * confirmation (role status), then the list in its call's state (QueryState) and what follows it.
 */
export function AdminListPage<T>({ title, newLabel, newDialog, done, onDone, query, empty, children, after }: AdminListPageProps<T>) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{title}</Title>
      <Group>
        <Button onClick={() => setOpen(true)}>{newLabel}</Button>
      </Group>
      {done && (
        <Text role="status" c="green.8">
          {done}
        </Text>
      )}
      <QueryState query={query} empty={empty} skeleton="rows">
        {children}
      </QueryState>
      {after}
      <Suspense fallback={null}>
        {open &&
          newDialog({
            onClose: close,
            onDone: (message) => {
              close();
              onDone(message);
            },
          })}
      </Suspense>
    </Stack>
  );
}
