import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconLifebuoy, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The Benevo team's support address. */
const SUPPORT_EMAIL = 'support@benevo.org';

export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" maw={640}>
      <Title order={1} size="h2" mb="md">
        {t('infos.contactTitle')}
      </Title>
      <Text mb="md">{t('infos.contactText')}</Text>
      <Group>
        <Button component="a" href={`mailto:${SUPPORT_EMAIL}`} leftSection={<IconMail size={18} aria-hidden />}>
          {t('infos.contactEmail')}
        </Button>
        <Button component={Link} to="/infos/support" variant="default" leftSection={<IconLifebuoy size={18} aria-hidden />}>
          {t('infos.contactSupport')}
        </Button>
      </Group>
    </Paper>
  );
}
