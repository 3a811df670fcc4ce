import { isLicensed } from '@clubhuis/contract/rules/session';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useConfig } from '../../config/useConfig';
import { useSession } from '../../session/sessionStore';
import { sessionTexts as t } from './messages';
import { useLogin } from './useLogin';
import { PlainField } from '../../ui/PlainField';
import { ShellButton } from '../../ui/ShellButton';

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
        {/* Plain fields and button: the login is a first screen (issue 16: 120 kB gzip with the shell). */}
        <PlainField label={t.email} type="email" inputMode="email" autoComplete="username" value={email} onChange={setEmail} />
        <PlainField
          label={t.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          showLabel={t.showPassword}
        />
        {missing && (
          <Text c="red.8" role="alert">
            {t.missingFields}
          </Text>
        )}
        <ShellButton type="submit" busy={login.isPending}>
          {t.login}
        </ShellButton>
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
