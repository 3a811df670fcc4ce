import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useConfig } from '../../config/useConfig';
import { Link } from '../../router/Link';
import { useSession } from '../../session/sessionStore';
import { HomeButtons } from './HomeButtons';
import { homeTexts as t } from './messages';
import { PhoneShortcut } from './PhoneShortcut';
import { lazyPage } from '../../router/lazyPage';
import { useAfterPaint } from '../../ui/useAfterPaint';
import { MyWeekLoading } from './MyWeekSkeleton';

// 'Mijn week' is its own chunk (cards, answers, icons), asked for once home's top has painted.
const MyWeek = lazyPage(() => import('./MyWeek'), 'MyWeek');

/**
 * / and /home (spec 01 section 2). weekDigest (competition's list), campDay (the sports camp's
 * 'Mijn kampdag') and league (the league picker with its subscribe prompt) are handed in by the route
 * table: features do not import each other.
 */
export function HomePage({ weekDigest, campDay, league }: { weekDigest?: ReactNode; campDay?: ReactNode; league?: ReactNode }) {
  const config = useConfig();
  const { user } = useSession();
  const painted = useAfterPaint();
  // Below the week: for a member it appears with the week's answer, so the week's height, which the
  // skeleton can only guess, never moves it (layout shift).
  const below = (
    <>
      {/* 'Mijn kampdag' for camp trainers. */}
      {user && config.sportsCampModule && user.hasSportsCamp && campDay}
      {/* The league picker and, when not subscribed, the prompt: with an active league. */}
      {user && user.currentlyActiveLeagueId > 0 && league}
      {config.teamCompositionModule && <HomeButtons />}
      {/* Above the week digest, which arrives later: below it, the digest would push it down (layout shift). */}
      {user && <PhoneShortcut />}
      {/* The week digest per team, when digests exist (interclub data: with the module only). */}
      {config.teamCompositionModule && weekDigest}
    </>
  );

  return (
    <Stack gap="md">
      <Text component="h1" fw={700} fz="h1" lh="h1" m={0}>
        {config.title}
      </Text>
      {/* Plain text on purpose: the description is club data, never markup to inject. */}
      {config.description && <Text style={{ whiteSpace: 'pre-line' }}>{config.description}</Text>}
      {/* A visitor comes to log in: the link goes first, not under a long week digest. */}
      {!user && (
        <Group gap="lg">
          <Link to="/login" fw={600}>
            {t.login}
          </Link>
          {config.resetPasswordUrl && (
            <Anchor
            href={config.resetPasswordUrl}
            // The app's own page opens in place; a club's website in a new tab.
            target={config.resetPasswordUrl.startsWith('#') ? undefined : '_blank'}
            rel="noopener noreferrer"
          >
              {t.forgotPassword}
            </Anchor>
          )}
        </Group>
      )}
      {/* What the member has this week comes first (issue 30); the spec's home content follows. */}
      {user ? (
        painted ? (
          <Suspense fallback={<MyWeekLoading />}>
            <MyWeek after={below} />
          </Suspense>
        ) : (
          <MyWeekLoading />
        )
      ) : (
        below
      )}
    </Stack>
  );
}
