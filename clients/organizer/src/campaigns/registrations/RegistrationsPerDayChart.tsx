import { formatCalendarDate } from '@benevo/ui';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Group, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { CampaignRegistrationsPerDayDocument } from '../../gql/graphql';
import { useCampaignsT } from '../i18n/use-campaigns-t';

export interface DayCount {
  /** YYYY-MM-DD */
  date: string;
  count: number;
}

const DAY_MS = 86_400_000;

const RegistrationsBars = lazy(() => import('./RegistrationsBars'));

/** Every day from the first to the last counted one (days without registrations at 0), for the bars. */
export function fillDays(days: readonly DayCount[]): DayCount[] {
  if (days.length === 0) return [];
  const counts = new Map(days.map((day) => [day.date, day.count]));
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
  const first = Date.parse(`${sorted[0].date}T00:00:00Z`);
  const last = Date.parse(`${sorted[sorted.length - 1].date}T00:00:00Z`);
  const result: DayCount[] = [];
  for (let at = first; at <= last; at += DAY_MS) {
    const date = new Date(at).toISOString().slice(0, 10);
    result.push({ date, count: counts.get(date) ?? 0 });
  }
  return result;
}

/**
 * Registrations per day of a campaign (days of its time zone), as bars. The chart is drawn for the
 * eyes; its summary (total, period, busiest day) labels it for screen readers, and its figures are a
 * table, visually hidden until asked for.
 */
export function RegistrationsPerDayChart({ campaignId }: { campaignId: string }) {
  const { t } = useCampaignsT();
  const titleId = useId();
  const [showTable, setShowTable] = useState(false);
  const { data } = useQuery(CampaignRegistrationsPerDayDocument, { variables: { id: campaignId }, fetchPolicy: 'cache-and-network' });
  // A chart that cannot load leaves the page as it is: the registrations list stays the main content.
  if (!data) return null;
  const days = data.campaign.registrationsPerDay;
  const filled = fillDays(days);
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const busiest = days.reduce<DayCount | null>((best, day) => (best === null || day.count > best.count ? day : best), null);
  const summary = !busiest
    ? ''
    : filled.length === 1
      ? t('chart.summaryOneDay', { count: total, day: formatCalendarDate(busiest.date) })
      : t('chart.summary', {
          count: total,
          first: formatCalendarDate(filled[0].date),
          last: formatCalendarDate(filled[filled.length - 1].date),
          max: busiest.count,
          maxDay: formatCalendarDate(busiest.date),
        });
  const table = (
    <Table striped withTableBorder>
      <Table.Caption>{t('chart.tableCaption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('chart.day')}</Table.Th>
          <Table.Th scope="col">{t('chart.count')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {days.map((day) => (
          <Table.Tr key={day.date}>
            <Table.Td>{formatCalendarDate(day.date)}</Table.Td>
            <Table.Td>{day.count}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={2} size="h4" id={titleId}>
          {t('chart.title')}
        </Title>
        {days.length > 0 && (
          <Button variant="subtle" size="compact-sm" onClick={() => setShowTable((shown) => !shown)} aria-expanded={showTable}>
            {showTable ? t('chart.hideTable') : t('chart.showTable')}
          </Button>
        )}
      </Group>
      {days.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('chart.empty')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {summary}
          </Text>
          <div role="img" aria-label={summary}>
            <Suspense fallback={<Skeleton h={180} />}>
              <RegistrationsBars data={filled.map((day) => ({ day: formatCalendarDate(day.date).slice(0, 5), count: day.count }))} seriesLabel={t('chart.count')} />
            </Suspense>
          </div>
          {showTable ? table : <VisuallyHidden>{table}</VisuallyHidden>}
        </>
      )}
    </Card>
  );
}
