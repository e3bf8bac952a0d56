import { Code, List, Paper, Text, Title } from '@mantine/core';
import { IconKey, IconLink, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** /portal: how a volunteer reaches their space (the login-by-email form comes with the portal issue). */
export default function PortalHomePage() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" mt="md">
      <Title order={1} size="h2" mb="sm">
        {t('portal.homeTitle')}
      </Title>
      <Text mb="md">{t('portal.homeIntro')}</Text>
      <List spacing="sm">
        <List.Item icon={<IconLink size={18} aria-hidden />}>
          {t('portal.homeLinkHint')} <Code>/portal/t/…</Code>
        </List.Item>
        <List.Item icon={<IconKey size={18} aria-hidden />}>{t('portal.homeKeep')}</List.Item>
        <List.Item icon={<IconMailForward size={18} aria-hidden />}>{t('portal.homeLost')}</List.Item>
      </List>
    </Paper>
  );
}
