import { ACTIVE_PARTICIPATION_STATUSES, ParticipationStatus } from '@benevo/schema';
import { Button, Group, Menu, Text } from '@mantine/core';
import { IconBrandGoogle, IconBrandWindows, IconCalendarPlus, IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MyParticipationFragment } from '../../gql/graphql';
import { googleCalendarUrl, icsDownloadUrl, outlookCalendarUrl, type CalendarShift } from './calendar-links';

/**
 * "Add to calendar" for one shift: the server's .ics (any calendar app), Google Calendar and Outlook
 * event templates. Shown for shifts still to come that hold a place (not for cancelled or declined ones).
 */
export function AddToCalendar({ token, participation, now = Date.now() }: { token: string; participation: MyParticipationFragment; now?: number }) {
  const { t } = useTranslation();
  const active = ACTIVE_PARTICIPATION_STATUSES.includes(ParticipationStatus[participation.validationStatus]);
  if (!active || Date.parse(participation.timeSlot.endTime) < now) return null;

  const title = t('portal.calendar.details', { position: participation.positionName, event: participation.eventName });
  const shift: CalendarShift = {
    id: participation.id,
    title,
    details: participation.eventName,
    location: [participation.positionName, participation.sectorName].filter(Boolean).join(', '),
    startTime: participation.timeSlot.startTime,
    endTime: participation.timeSlot.endTime,
  };
  const external = { component: 'a' as const, target: '_blank', rel: 'noopener noreferrer' };

  return (
    <Group justify="flex-start">
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            aria-label={t('portal.calendar.addLabel', { title })}
          >
            {t('portal.calendar.add')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component="a" href={icsDownloadUrl(token, participation.id)} download leftSection={<IconDownload size={16} aria-hidden />}>
            <Text size="sm">{t('portal.calendar.download')}</Text>
            <Text size="xs" c="dimmed">
              {t('portal.calendar.downloadHint')}
            </Text>
          </Menu.Item>
          <Menu.Item {...external} href={googleCalendarUrl(shift)} leftSection={<IconBrandGoogle size={16} aria-hidden />}>
            {t('portal.calendar.google')}
          </Menu.Item>
          <Menu.Item {...external} href={outlookCalendarUrl(shift)} leftSection={<IconBrandWindows size={16} aria-hidden />}>
            {t('portal.calendar.outlook')}
          </Menu.Item>
          <Menu.Item {...external} href={outlookCalendarUrl(shift, 'outlook.office.com')} leftSection={<IconBrandWindows size={16} aria-hidden />}>
            {t('portal.calendar.office')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
