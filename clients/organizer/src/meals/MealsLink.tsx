import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMealsT } from './i18n/use-meals-t';

/** In the event's actions tab: the way to the event's meals page. */
export function MealsLink({ eventId }: { eventId: string }) {
  const { t } = useMealsT();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="meals-link-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="meals-link-title">
          {t('link.title')}
        </Title>
        <Text size="sm">{t('link.text')}</Text>
        <Group>
          <Button component={Link} to={`/events/${eventId}/meals`} variant="light" leftSection={<IconToolsKitchen2 size={16} aria-hidden />}>
            {t('link.open')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
