import { Stack, Text, Title } from '@mantine/core';
import { Link } from '../../router/Link';
import { useSession } from '../../session/sessionStore';
import { playerMomentsTexts as t } from './messages';

/** /reserved (spec 01 section 2): the cancellation was registered; a new reservation, or login for a visitor. */
export function ReservedPage() {
  const { user } = useSession();
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t.reservedTitle}</Title>
      <Text>{t.reservedText}</Text>
      {user ? <Link to="/reservation">{t.newReservation}</Link> : <Link to="/login">{t.login}</Link>}
    </Stack>
  );
}
