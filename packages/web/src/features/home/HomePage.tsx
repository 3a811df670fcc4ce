import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useConfig } from '../../app/config/useConfig';
import { Link } from '../../app/router/Link';
import { useSession } from '../../app/session/sessionStore';
import { WeekDigestSlot } from '../../app/slots/WeekDigestSlot';
import { HomeButtons } from './HomeButtons';
import { homeTexts as t } from './messages';
import { PhoneShortcut } from './PhoneShortcut';

/** / and /home (spec 01 section 2). */
export function HomePage() {
  const config = useConfig();
  const { user } = useSession();

  return (
    <Stack gap="md">
      <Title order={1}>{config.title}</Title>
      {/* Plain text on purpose: the description is club data, never markup to inject. */}
      {config.description && <Text style={{ whiteSpace: 'pre-line' }}>{config.description}</Text>}
      {/* Later issues add here: 'Mijn kampdag' for camp trainers and the league picker with its
          subscription prompt. */}
      {config.teamCompositionModule && <HomeButtons />}
      {/* The week digest per team, when digests exist (interclub data: with the module only). */}
      {config.teamCompositionModule && <WeekDigestSlot />}
      {user ? (
        <PhoneShortcut />
      ) : (
        <Group gap="lg">
          <Link to="/login" fw={600}>
            {t.login}
          </Link>
          {config.resetPasswordUrl && (
            <Anchor href={config.resetPasswordUrl} target="_blank" rel="noopener noreferrer">
              {t.forgotPassword}
            </Anchor>
          )}
        </Group>
      )}
    </Stack>
  );
}
