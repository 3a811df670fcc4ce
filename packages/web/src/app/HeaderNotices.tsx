import { Box, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { dismissMessage, isMessageDismissed } from '../config/branding';
import { useConfig } from '../config/useConfig';
import { ContributionFormLinks } from './ContributionFormLinks';
import { shellTexts } from './messages';
import { useSession } from '../session/sessionStore';

const NOTICE = { borderRadius: 'var(--mantine-radius-md)', display: 'block', width: '100%' } as const;

/** The header's lines above every screen: welcome, message of the day, contribution forms notice. */
export function HeaderNotices() {
  const config = useConfig();
  const { user } = useSession();
  const message = config.messageOfTheDay.trim();
  const [messageHidden, setMessageHidden] = useState(() => isMessageDismissed(message));
  const showMessage = message !== '' && !messageHidden;
  const hasForms = (user?.availableContributionForms.length ?? 0) > 0;
  if (!user && !showMessage) return null;

  return (
    <Stack gap="xs" mb="md">
      {user && <Text fw={500}>{shellTexts.welcome(user.firstName)}</Text>}
      {showMessage && (
        // Spec 01 section 2: hidden below 540 px (the xs breakpoint), gone after a click.
        <UnstyledButton
          visibleFrom="xs"
          bg="blue.0"
          p="xs"
          style={NOTICE}
          onClick={() => {
            dismissMessage(message);
            setMessageHidden(true);
          }}
          title={shellTexts.dismissMessage}
        >
          <Text component="span" size="sm" style={{ whiteSpace: 'pre-line' }}>
            {message}
          </Text>
        </UnstyledButton>
      )}
      {hasForms && (
        <Box bg="yellow.1" p="xs" style={NOTICE}>
          <Text size="sm">{shellTexts.contributionForms}</Text>
          <ContributionFormLinks forms={user!.availableContributionForms} />
        </Box>
      )}
    </Stack>
  );
}
