import { formatEventDate, moment, PageLoader, QueryError, useActiveOrganization } from '@benevo/ui';
import { useQuery } from '@apollo/client/react';
import { ActionIcon, Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarEventsDocument } from '../../gql/graphql';
import { useEventsT } from '../../i18n/use-events-t';
import { STATUS_COLOR } from '../status';

/** /events/calendar — the month's events; Corporate and Pro licences only (spec 2, 6: the `calendar` right, which the server checks too). */
export default function EventCalendarPage() {
  const { t } = useEventsT();
  const organization = useActiveOrganization();
  if (!organization?.rights.calendar) {
    return (
      <Alert color="yellow" role="alert" title={t('calendar.title')}>
        {t('common.forbidden')}
      </Alert>
    );
  }
  return <Calendar />;
}

function Calendar() {
  const { t } = useEventsT();
  const [month, setMonth] = useState(() => moment().startOf('month'));
  const { data, loading, error } = useQuery(CalendarEventsDocument);
  if (loading && !data) return <PageLoader />;
  if (!data) return <QueryError error={error} forbidden={t('common.forbidden')} />;
  const start = month.clone().startOf('isoWeek');
  const cells = Array.from({ length: 42 }, (_, index) => start.clone().add(index, 'day'));
  const byDay = new Map<string, { id: string; name: string; status: keyof typeof STATUS_COLOR }[]>();
  for (const event of data.calendarEvents) {
    for (const day of event.days) {
      const key = moment.tz(day.startsAt, event.timeZone).format('YYYY-MM-DD');
      byDay.set(key, [...(byDay.get(key) ?? []), { id: event.id, name: event.displayName, status: event.status }]);
    }
  }
  const inMonth = cells.filter((cell) => cell.month() === month.month() && byDay.has(cell.format('YYYY-MM-DD')));
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('calendar.title')}</Title>
        <Group gap="xs">
          <ActionIcon variant="default" aria-label={t('calendar.previous')} onClick={() => setMonth(month.clone().subtract(1, 'month'))}>
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Text fw={600} miw={140} ta="center" aria-live="polite">
            {month.format('MMMM YYYY')}
          </Text>
          <ActionIcon variant="default" aria-label={t('calendar.next')} onClick={() => setMonth(month.clone().add(1, 'month'))}>
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      {inMonth.length === 0 && <Text c="dimmed">{t('calendar.none')}</Text>}
      <SimpleGrid cols={7} spacing={4} visibleFrom="sm">
        {cells.slice(0, 7).map((cell) => (
          <Text key={cell.format('d')} size="xs" fw={700} ta="center">
            {cell.format('ddd')}
          </Text>
        ))}
        {cells.map((cell) => {
          const key = cell.format('YYYY-MM-DD');
          // Days of the neighbouring months: a grey cell and dimmed number (an opacity would fail contrast).
          const outside = cell.month() !== month.month();
          return (
            <Paper key={key} withBorder p={4} mih={90} bg={outside ? 'gray.1' : undefined}>
              <Text size="xs" c={outside ? 'dimmed' : undefined}>
                {cell.date()}
              </Text>
              <Stack gap={2}>
                {(byDay.get(key) ?? []).map((event) => (
                  <Badge key={event.id} component={Link} to={`/events/${event.id}`} color={STATUS_COLOR[event.status]} variant="light" size="sm" fullWidth style={{ cursor: 'pointer' }}>
                    {event.name}
                  </Badge>
                ))}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Stack hiddenFrom="sm" gap="xs">
        {inMonth.map((cell) => (
          <div key={cell.format('YYYY-MM-DD')}>
            <Text size="sm" fw={600}>
              {formatEventDate(cell.toDate())}
            </Text>
            {(byDay.get(cell.format('YYYY-MM-DD')) ?? []).map((event) => (
              <Text key={event.id} component={Link} to={`/events/${event.id}`} size="sm" display="block">
                {event.name}
              </Text>
            ))}
          </div>
        ))}
      </Stack>
    </Stack>
  );
}
