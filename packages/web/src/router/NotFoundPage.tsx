import { Stack, Title } from '@mantine/core';
import { routerTexts } from './messages';
import { Link } from './Link';

export function NotFoundPage() {
  return (
    <Stack gap="sm">
      <Title order={1}>{routerTexts.notFound}</Title>
      <Link to="/home">{routerTexts.toHome}</Link>
    </Stack>
  );
}
