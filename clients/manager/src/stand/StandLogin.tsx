import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface StandLoginProps {
  onSubmit: (secret: string) => void;
  busy: boolean;
  /** The server's reason the last login or the session failed. */
  error: string | null;
}

/** The stand's login when the page was not opened with its login link: the link's secret, typed. */
export function StandLogin({ onSubmit, busy, error }: StandLoginProps) {
  const { t } = useTranslation();
  const [secret, setSecret] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (secret.trim()) onSubmit(secret.trim());
  };
  return (
    <Paper withBorder shadow="sm" p="lg" maw={440} mx="auto" mt="md">
      <form onSubmit={submit}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('manager.stand.login.title')}
          </Title>
          <Text size="sm">{t('manager.stand.login.intro')}</Text>
          {error && (
            <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
              {error}
            </Alert>
          )}
          <PasswordInput
            label={t('manager.stand.login.secret')}
            value={secret}
            onChange={(event) => setSecret(event.currentTarget.value)}
            autoComplete="off"
            required
          />
          <Button type="submit" fullWidth size="md" loading={busy}>
            {t('manager.stand.login.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
