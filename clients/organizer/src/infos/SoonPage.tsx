import { Button, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * /infos/soon, and the content of every route whose screen comes with a later version. It names no
 * upcoming feature (a list here went stale as each one landed): /infos/whatsnew says what is there.
 */
export default function SoonPage() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" maw={640}>
      <ThemeIcon size={48} radius="xl" variant="light" mb="sm">
        <IconHammer size={26} aria-hidden />
      </ThemeIcon>
      <Title order={1} size="h2" mb="xs">
        {t('infos.soonTitle')}
      </Title>
      <Text mb="md">{t('infos.soonText')}</Text>
      <Button component={Link} to="/dashboard" variant="default">
        {t('infos.backToDashboard')}
      </Button>
    </Paper>
  );
}
