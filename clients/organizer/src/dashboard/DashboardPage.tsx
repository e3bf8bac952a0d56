import { progressColor } from '@benevo/schema';
import { fillPercentage, formatCalendarDate, PROGRESS_MANTINE_COLOR, QueryError, useSessionUser, validatesParticipations } from '@benevo/ui';
import { useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Group, Loader, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarPlus, IconLifebuoy, IconUserCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useEventsT } from '../i18n/use-events-t';
import { DashboardSummaryDocument } from '../gql/graphql';

function Figure({ label, value, to }: { label: string; value: number; to: string }) {
  return (
    <Card withBorder padding="md" component={Link} to={to}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700} lh={1.2}>
        {value}
      </Text>
    </Card>
  );
}

export function ProgressFigure({ label, registered, required, value }: { label: string; registered: number; required: number; value: string }) {
  const percentage = required > 0 ? fillPercentage(registered, required) : 0;
  const level = progressColor(percentage);
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb={6}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm">{value}</Text>
      </Group>
      <Progress value={Math.min(100, percentage)} color={PROGRESS_MANTINE_COLOR[level]} size="lg" aria-label={`${label}: ${percentage} %`} data-level={level} />
    </Card>
  );
}

/** The organizer's home: the events summary (spec 3) with progress bars, and the organization's licence. */
export default function DashboardPage() {
  const { t } = useEventsT();
  const user = useSessionUser();
  const { data, loading, error, refetch } = useQuery(DashboardSummaryDocument, { fetchPolicy: 'cache-and-network' });
  if (!user) return null;
  const organization = user.activeOrganization;
  const summary = data?.eventsSummary;
  // Fresh from the server (the session's count may be older): the same badge as the menu's.
  const pending = data?.me.activeOrganization?.nbPendingValidations ?? organization?.nbPendingValidations ?? 0;
  const total = summary ? summary.draft + summary.published + summary.archive : 0;

  // A username that is only the e-mail address (the default at registration) makes a poor greeting.
  const name = user.firstName || (user.username.includes('@') ? '' : user.username);
  const greeting = name ? t('dashboard.welcome', { name }) : t('dashboard.welcomeNoName');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{greeting}</Title>
        {organization && (
          <Group gap="xs" mt={4}>
            <Text c="dimmed">{organization.name}</Text>
            <Badge variant="light">{t(`licence.${organization.licenseType}`)}</Badge>
            {organization.validUntil && (
              <Text size="sm" c="dimmed">
                {t('dashboard.validUntil', { date: formatCalendarDate(organization.validUntil) })}
              </Text>
            )}
            <Button component={Link} to="/infos/support" variant="subtle" size="compact-sm" leftSection={<IconLifebuoy size={16} aria-hidden />}>
              {t('dashboard.seeSupport')}
            </Button>
          </Group>
        )}
      </div>
      {organization && validatesParticipations(organization) && (
        <Card withBorder padding="md" component="section" aria-labelledby="pending-title">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={40} radius="xl" variant="light" color={pending > 0 ? 'orange' : 'teal'}>
                <IconUserCheck size={22} aria-hidden />
              </ThemeIcon>
              <div>
                <Title order={2} size="h4" id="pending-title">
                  {t('dashboard.toValidate')}
                </Title>
                <Text c="dimmed" size="sm">
                  {pending > 0 ? t('dashboard.pendingCount', { count: pending }) : t('dashboard.pendingNone')}
                </Text>
              </div>
            </Group>
            {pending > 0 && (
              <Button component={Link} to="/participations/to-validate" color="orange">
                {t('dashboard.validateNow', { count: pending })}
              </Button>
            )}
          </Group>
        </Card>
      )}
      {loading && !summary && <Loader role="status" aria-label={t('app.loading')} />}
      {error && !summary && <QueryError error={error} onRetry={() => void refetch()} forbidden={t('common.forbidden')} />}
      {summary && total === 0 && (
        <Card withBorder padding="xl" component="section" aria-labelledby="events-title">
          <Stack align="center" gap="sm" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconCalendarPlus size={30} aria-hidden />
            </ThemeIcon>
            <Title order={2} size="h3" id="events-title">
              {t('dashboard.noEvents')}
            </Title>
            <Text c="dimmed" maw={460}>
              {t('dashboard.noEventsText')}
            </Text>
            <Button component={Link} to="/events/new">
              {t('dashboard.createEvent')}
            </Button>
          </Stack>
        </Card>
      )}
      {summary && total > 0 && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <Figure label={t('dashboard.draft')} value={summary.draft} to="/events/list" />
            <Figure label={t('dashboard.published')} value={summary.published} to="/events/list" />
            <Figure label={t('dashboard.archive')} value={summary.archive} to="/events/archive" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <ProgressFigure
              label={t('dashboard.registeredPublished')}
              registered={summary.registeredPublished}
              required={summary.requiredPublished}
              value={t('common.volunteers', { registered: summary.registeredPublished, required: summary.requiredPublished })}
            />
            <ProgressFigure
              label={t('dashboard.registeredAll')}
              registered={summary.registeredAll}
              required={summary.requiredAll}
              value={t('common.volunteers', { registered: summary.registeredAll, required: summary.requiredAll })}
            />
            <ProgressFigure
              label={t('dashboard.hours')}
              registered={summary.hoursRegistered}
              required={summary.hoursRequired}
              value={t('dashboard.hoursValue', { registered: summary.hoursRegistered, required: summary.hoursRequired })}
            />
          </SimpleGrid>
          <Group>
            <Button component={Link} to="/events/list">
              {t('dashboard.seeEvents')}
            </Button>
            <Button component={Link} to="/events/new" variant="light">
              {t('dashboard.createEvent')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
