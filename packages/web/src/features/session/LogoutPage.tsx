import { Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from '../../router/Link';
import { logout } from '../../session/sessionLifecycle';
import { useSession } from '../../session/sessionStore';
import { Spinner } from '../../ui/Spinner';
import { sessionTexts as t } from './messages';

/** /logout: forgets the session, then confirms it (spec 01 section 2). */
export function LogoutPage() {
  const { user } = useSession();
  useEffect(() => {
    logout();
  }, []);
  // The confirmation appears only once the session is really gone.
  if (user) return <Spinner />;
  return (
    <Stack gap="sm">
      <Title order={1}>{t.logoutTitle}</Title>
      <Text>{t.loggedOut}</Text>
      <Link to="/login">{t.loginAgain}</Link>
    </Stack>
  );
}
