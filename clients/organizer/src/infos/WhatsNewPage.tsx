import { List, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const NOTES = ['infos.whatsnew5', 'infos.whatsnew6', 'infos.whatsnew7', 'infos.whatsnew8', 'infos.whatsnew1', 'infos.whatsnew2', 'infos.whatsnew3', 'infos.whatsnew4'];

export default function WhatsNewPage() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" maw={720}>
      <Title order={1} size="h2" mb="md">
        {t('infos.whatsnewTitle')}
      </Title>
      <Title order={2} size="h4" mb="xs">
        {t('infos.whatsnewVersion')}
      </Title>
      <List spacing="xs">
        {NOTES.map((note) => (
          <List.Item key={note}>{t(note)}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
