import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconAlertOctagon, IconCompass, IconRefresh, IconTool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface StatusPageProps {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}

/** The frame of the full-page messages: 404, maintenance, server error, failed chunk. */
export function StatusPage({ icon, title, text, action }: StatusPageProps) {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        {icon}
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {action}
      </Stack>
    </Center>
  );
}

export function NotFoundPage({ homePath = '/' }: { homePath?: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconCompass size={56} aria-hidden />}
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={
        <Button component={Link} to={homePath}>
          {t('app.home')}
        </Button>
      }
    />
  );
}

export function MaintenancePage() {
  const { t } = useTranslation();
  return <StatusPage icon={<IconTool size={56} aria-hidden />} title={t('maintenance.title')} text={t('maintenance.text')} />;
}

export function ServerErrorPage({ homePath = '/' }: { homePath?: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconAlertOctagon size={56} aria-hidden />}
      title={t('serverError.title')}
      text={t('serverError.text')}
      action={
        <Button component={Link} to={homePath}>
          {t('app.home')}
        </Button>
      }
    />
  );
}

export function ReloadButton() {
  const { t } = useTranslation();
  return (
    <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
      {t('errors.reload')}
    </Button>
  );
}
