import { Stack, Title } from '@mantine/core';
import { shellTexts } from '../messages';
import { Link } from './Link';

export function NotFoundPage() {
  return (
    <Stack gap="sm">
      <Title order={1}>{shellTexts.notFound}</Title>
      <Link to="/home">{shellTexts.toHome}</Link>
    </Stack>
  );
}
