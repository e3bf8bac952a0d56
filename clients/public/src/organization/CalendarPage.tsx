import { useQuery } from '@apollo/client/react';
import { moment, PageLoader, QueryError, StatusPage } from '@benevo/ui';
import { ActionIcon, Anchor, Box, Card, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconCalendarMonth, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PublicCampaignsDocument, PublicEventsDocument, PublicOrganizationDocument } from '../gql/graphql';
import { calendarEntries, initialMonth, isMonth, monthWeeks, shiftMonth } from './calendar';
import { CampaignList } from './CampaignList';

/**
 * /o/:orgSlug/calendar: the days of the organization's public events, month by month, and its ongoing
 * campaigns under the month (campaigns have no dates); both only when showOnHomeCalendar.
 */
export default function CalendarPage() {
  const { t, i18n } = useTranslation();
  const { orgSlug = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const organization = useQuery(PublicOrganizationDocument, { variables: { slug: orgSlug } });
  const events = useQuery(PublicEventsDocument, { variables: { organizationSlug: orgSlug } });
  const campaigns = useQuery(PublicCampaignsDocument, { variables: { organizationSlug: orgSlug } });

  const entries = useMemo(() => calendarEntries(events.data?.publicEvents ?? []), [events.data]);
  const today = moment().format('YYYY-MM-DD');
  const requested = search.get('month');
  const month = isMonth(requested) ? requested : initialMonth(entries, today);
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const byDate = useMemo(() => {
    const map = new Map<string, typeof entries>();
    for (const entry of entries) map.set(entry.date, [...(map.get(entry.date) ?? []), entry]);
    return map;
  }, [entries]);
  const monthEntries = entries.filter((entry) => entry.date.startsWith(month));

  const error = organization.error ?? events.error;
  if (error && !(organization.data && events.data)) {
    return (
      <QueryError
        error={error}
        onRetry={() => {
          void organization.refetch();
          void events.refetch();
        }}
        notFound={{ title: t('public.organizationNotFound'), text: t('public.organizationNotFoundText') }}
        fallback={t('errors.default')}
        mt="md"
      />
    );
  }
  // Campaigns are waited for too, so that the empty state does not flash before them.
  if (!organization.data || !events.data || (campaigns.loading && !campaigns.data)) return <PageLoader />;

  const calendarCampaigns = (campaigns.data?.publicCampaigns ?? []).filter((campaign) => campaign.showOnHomeCalendar);
  const campaignList = <CampaignList orgSlug={orgSlug} campaigns={calendarCampaigns} title={t('public.campaignsOnCalendar')} />;
  const pageTitle = (
    <Stack gap={0}>
      <Text c="dimmed" size="sm">
        {organization.data.publicOrganization.name}
      </Text>
      <Title order={1} size="h2">
        {t('public.calendar')}
      </Title>
    </Stack>
  );

  if (entries.length === 0 && calendarCampaigns.length === 0) {
    return (
      <StatusPage
        icon={<IconCalendarMonth size={56} aria-hidden />}
        title={t('public.calendarEmpty')}
        text={t('public.calendarEmptyText')}
      />
    );
  }
  // No dated event but campaigns to show: the campaigns alone, without an empty month grid.
  if (entries.length === 0) {
    return (
      <Stack gap="md" py="sm">
        {pageTitle}
        <Text c="dimmed">{t('public.calendarNoEvents')}</Text>
        {campaignList}
      </Stack>
    );
  }

  const locale = i18n.language;
  const monthTitle = moment.utc(`${month}-01`).locale(locale).format('MMMM YYYY');
  const weekdays = [1, 2, 3, 4, 5, 6, 7].map((day) => moment.utc().locale(locale).isoWeekday(day));
  const go = (delta: number) => setSearch({ month: shiftMonth(month, delta) }, { replace: true });
  const eventHref = (uuid: string) => `/o/${orgSlug}/e-cal/${uuid}`;

  return (
    <Stack gap="md" py="sm">
      {pageTitle}
      <Group justify="space-between" wrap="nowrap">
        <Tooltip label={t('public.previousMonth')}>
          <ActionIcon variant="default" size="lg" onClick={() => go(-1)} aria-label={t('public.previousMonth')}>
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Title order={2} size="h3" tt="capitalize" aria-live="polite">
          {monthTitle}
        </Title>
        <Tooltip label={t('public.nextMonth')}>
          <ActionIcon variant="default" size="lg" onClick={() => go(1)} aria-label={t('public.nextMonth')}>
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Card withBorder padding={0} radius="md">
        <Table layout="fixed" withColumnBorders aria-label={monthTitle} verticalSpacing={4} horizontalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              {weekdays.map((day) => (
                <Table.Th key={day.isoWeekday()} ta="center" fz="xs" tt="capitalize">
                  <abbr title={day.format('dddd')} style={{ textDecoration: 'none' }}>
                    {day.format('dd')}
                  </abbr>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weeks.map((week) => (
              <Table.Tr key={week[0]}>
                {week.map((date) => {
                  const inMonth = date.startsWith(month);
                  const dayEntries = byDate.get(date) ?? [];
                  return (
                    <Table.Td
                      key={date}
                      valign="top"
                      h={64}
                      bg={date === today ? 'var(--mantine-color-blue-light)' : undefined}
                      data-has-events={dayEntries.length > 0 || undefined}
                    >
                      <Text size="xs" ta="right" c={inMonth ? undefined : 'dimmed'} fw={date === today ? 700 : undefined}>
                        {Number(date.slice(8))}
                      </Text>
                      {inMonth && dayEntries.length > 0 && (
                        <>
                          <Group gap={3} justify="center" hiddenFrom="sm" aria-hidden>
                            {dayEntries.map((entry) => (
                              <Box key={entry.event.id} w={8} h={8} bg="blue" style={{ borderRadius: '50%' }} />
                            ))}
                          </Group>
                          <Stack gap={2} visibleFrom="sm">
                            {dayEntries.map((entry) => (
                              <Anchor
                                key={entry.event.id}
                                component={Link}
                                to={eventHref(entry.event.uuid)}
                                size="xs"
                                lineClamp={2}
                                px={4}
                                bg="var(--mantine-color-blue-light)"
                                style={{ borderRadius: 4 }}
                              >
                                {entry.event.name}
                              </Anchor>
                            ))}
                          </Stack>
                        </>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      <Title order={2} size="h4">
        {t('public.thisMonth')}
      </Title>
      {monthEntries.length === 0 ? (
        <Text c="dimmed">{t('public.monthEmpty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {monthEntries.map((entry) => (
            <Card key={`${entry.date}-${entry.event.id}`} withBorder padding="sm" component="li">
              <Group wrap="nowrap" gap="md">
                <Text fw={600} tt="capitalize" miw={110} size="sm">
                  {moment.utc(entry.date).locale(locale).format('ddd DD.MM')}
                </Text>
                <Anchor component={Link} to={eventHref(entry.event.uuid)}>
                  {entry.event.name}
                </Anchor>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {campaignList}
    </Stack>
  );
}
