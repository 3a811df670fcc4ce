import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useConfig } from '../../config/useConfig';
import { Link } from '../../router/Link';
import { useSession } from '../../session/sessionStore';
import { HomeButtons } from './HomeButtons';
import { homeTexts as t } from './messages';
import { PhoneShortcut } from './PhoneShortcut';

/**
 * / and /home (spec 01 section 2). weekDigest (competition's list) and campDay (the sports camp's
 * 'Mijn kampdag') are handed in by the route table: features do not import each other.
 */
export function HomePage({ weekDigest, campDay }: { weekDigest?: ReactNode; campDay?: ReactNode }) {
  const config = useConfig();
  const { user } = useSession();

  return (
    <Stack gap="md">
      <Title order={1}>{config.title}</Title>
      {/* Plain text on purpose: the description is club data, never markup to inject. */}
      {config.description && <Text style={{ whiteSpace: 'pre-line' }}>{config.description}</Text>}
      {/* A visitor comes to log in: the link goes first, not under a long week digest. */}
      {!user && (
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
      {/* 'Mijn kampdag' for camp trainers; a later issue adds the league picker with its subscription prompt. */}
      {user && config.sportsCampModule && user.hasSportsCamp && campDay}
      {config.teamCompositionModule && <HomeButtons />}
      {/* The week digest per team, when digests exist (interclub data: with the module only). */}
      {config.teamCompositionModule && weekDigest}
      {user && <PhoneShortcut />}
    </Stack>
  );
}
