import { isLicensed } from '@clubhuis/contract/rules/session';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useConfig } from '../../config/useConfig';
import { useSession } from '../../session/sessionStore';
import { sessionTexts as t } from './messages';
import { useLogin } from './useLogin';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';

/** /login (spec 01 section 2): e-mail, password, 'Aanmelden'. */
export function LoginPage() {
  const config = useConfig();
  const { didAutoLogout } = useSession();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    // Spec 01 section 5: nothing is sent without both fields.
    const incomplete = trimmed === '' || password === '';
    setMissing(incomplete);
    if (incomplete || login.isPending || !isLicensed(new Date())) return;
    login.mutate({ email: trimmed, password });
  };

  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: 420 }}>
      <Stack gap="md">
        <Title order={1}>{t.loginTitle}</Title>
        {didAutoLogout && <Text>{t.sessionExpired}</Text>}
        <TextInput
          label={t.email}
          type="email"
          inputMode="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordInput
          label={t.password}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          visibilityToggleButtonProps={{ 'aria-label': t.showPassword }}
        />
        {missing && (
          <Text c="red.8" role="alert">
            {t.missingFields}
          </Text>
        )}
        <Button type="submit" loading={login.isPending}>
          {t.login}
        </Button>
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
      </Stack>
    </form>
  );
}
