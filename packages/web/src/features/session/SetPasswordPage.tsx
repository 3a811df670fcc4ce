import { Alert, Anchor, Button, PasswordInput, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useCallMutation } from '../../api/calls';
import { messageOf } from '../../api/ApiError';
import { sessionTexts as t } from './messages';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';

/** /wachtwoord/{token}: the one-time link of an invitation or a forgotten password. */
export function SetPasswordPage({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [warning, setWarning] = useState('');
  const save = useCallMutation('password/set.php');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = password.length < 8 ? t.tooShort : password !== repeat ? t.notSame : '';
    setWarning(problem);
    if (!problem) save.mutate({ token, password });
  };
  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: 420 }}>
      <Stack gap="md">
        <Title order={1}>{t.setTitle}</Title>
        {save.isSuccess ? (
          <>
            <Alert color="green" role="status">
              {save.data.message}
            </Alert>
            <Anchor href="#/login">{t.toLogin}</Anchor>
          </>
        ) : (
          <>
            <PasswordInput label={t.newPassword} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} visibilityToggleButtonProps={{ 'aria-label': t.showPassword }} />
            <PasswordInput label={t.repeatPassword} autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.currentTarget.value)} visibilityToggleButtonProps={{ 'aria-label': t.showPassword }} />
            {(warning || save.isError) && (
              <Alert color="red" role="alert">
                {warning || messageOf(save.error, t.setFailed)}
              </Alert>
            )}
            <Button type="submit" loading={save.isPending}>
              {t.savePassword}
            </Button>
          </>
        )}
      </Stack>
    </form>
  );
}
