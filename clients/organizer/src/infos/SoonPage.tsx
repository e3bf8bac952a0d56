import { Button, List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const COMING = ['infos.soon4', 'infos.soon5'];

/** /infos/soon, and the content of every route whose screen comes with a later version. */
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
      <Text fw={600}>{t('infos.soonComing')}</Text>
      <List spacing={4} mb="lg">
        {COMING.map((item) => (
          <List.Item key={item}>{t(item)}</List.Item>
        ))}
      </List>
      <Button component={Link} to="/dashboard" variant="default">
        {t('infos.backToDashboard')}
      </Button>
    </Paper>
  );
}
