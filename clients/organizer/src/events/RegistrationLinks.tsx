import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconLayoutGrid, IconUserCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRegistrationsT } from '../i18n/use-registrations-t';

/** The event's registration screens, linked from its edit page. */
export function RegistrationLinks({ eventId }: { eventId: string }) {
  const { t } = useRegistrationsT();
  return (
    <Group gap="xs">
      <Button component={Link} to={`/events/volunteers/${eventId}`} variant="light" size="sm" leftSection={<IconUserCheck size={18} aria-hidden />}>
        {t('registrations.title')}
      </Button>
      <Button component={Link} to={`/events/assign/${eventId}`} variant="default" size="sm" leftSection={<IconLayoutGrid size={18} aria-hidden />}>
        {t('assign.title')}
      </Button>
    </Group>
  );
}

/** The event list's row action leading to the event's registrations. */
export function RegistrationsAction({ eventId, eventName }: { eventId: string; eventName: string }) {
  const { t } = useRegistrationsT();
  return (
    <Tooltip label={t('registrations.title')}>
      <ActionIcon component={Link} to={`/events/volunteers/${eventId}`} variant="subtle" aria-label={`${t('registrations.title')} ${eventName}`}>
        <IconUserCheck size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
