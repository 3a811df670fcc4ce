import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useCallMutation } from '../../api/calls';
import { messageOf } from '../../api/ApiError';
import { sessionTexts as t } from './messages';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';

/** /wachtwoord-vergeten: asks a one-time link by e-mail; the answer is the same for unknown addresses. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const send = useCallMutation('password/forgot.php');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim().includes('@')) send.mutate({ email: email.trim() });
  };
  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: 420 }}>
      <Stack gap="md">
        <Title order={1}>{t.forgotTitle}</Title>
        <Text>{t.forgotIntro}</Text>
        <TextInput label={t.email} type="email" inputMode="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        {send.isSuccess && <Alert color="green" role="status">{send.data.message}</Alert>}
        {send.isError && (
          <Alert color="red" role="alert">
            {messageOf(send.error, t.forgotFailed)}
          </Alert>
        )}
        <Button type="submit" loading={send.isPending} disabled={send.isSuccess}>
          {t.sendLink}
        </Button>
      </Stack>
    </form>
  );
}
