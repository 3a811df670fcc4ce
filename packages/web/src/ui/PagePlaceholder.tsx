import { Title } from '@mantine/core';

/** A screen that a later issue fills in: for now only its Dutch title. */
export function PagePlaceholder({ title }: { title: string }) {
  return <Title order={1}>{title}</Title>;
}
