import { useQuery } from '@apollo/client/react';
import { EmptyState, eventDates, PageLoader, QueryError } from '@benevo/ui';
import { Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconCalendarEvent, IconChevronRight, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PublicCampaignsDocument, PublicEventsDocument, type PublicEventsQuery, PublicOrganizationDocument } from '../gql/graphql';
import { CampaignList } from './CampaignList';
import { OrganizationHeader } from './OrganizationHeader';
import { ProgressBar } from './ProgressBar';

type EventSummary = PublicEventsQuery['publicEvents'][number];

function EventCard({ orgSlug, event }: { orgSlug: string; event: EventSummary }) {
  const { t } = useTranslation();
  const dates = eventDates(event.days, event.timeZone);
  const href = `/o/${orgSlug}/e-cal/${event.uuid}`;
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={`event-${event.id}`}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {event.logo && <Avatar src={event.logo} alt="" size={56} radius="md" variant="default" />}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Title order={3} size="h4" id={`event-${event.id}`}>
            <Link to={href} style={{ color: 'inherit', textDecoration: 'none' }}>
              {event.name}
            </Link>
          </Title>
          {dates && (
            <Group gap={6} c="dimmed" wrap="nowrap">
              <IconCalendarEvent size={16} aria-hidden />
              <Text size="sm">{dates}</Text>
            </Group>
          )}
          {event.teaser && (
            <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
              {event.teaser}
            </Text>
          )}
          {event.nbrVolunteersRequired > 0 && (
            <ProgressBar registered={event.nbrVolunteersRegistered} required={event.nbrVolunteersRequired} />
          )}
        </Stack>
      </Group>
      <Group justify="flex-end" mt="sm">
        <Button component={Link} to={href} rightSection={<IconChevronRight size={16} aria-hidden />} aria-label={t('public.signUpFor', { name: event.name })}>
          {t('public.signUp')}
        </Button>
      </Group>
    </Card>
  );
}

/** /o/:orgSlug: the organization, its description, its published public events and campaigns. */
export default function OrganizationPage() {
  const { t } = useTranslation();
  const { orgSlug = '' } = useParams();
  const organization = useQuery(PublicOrganizationDocument, { variables: { slug: orgSlug } });
  const events = useQuery(PublicEventsDocument, { variables: { organizationSlug: orgSlug } });
  // Campaigns are a section of their own, hidden while there is none (or while they cannot be read).
  const campaigns = useQuery(PublicCampaignsDocument, { variables: { organizationSlug: orgSlug } });

  if (organization.error && !organization.data) {
    return (
      <QueryError
        error={organization.error}
        onRetry={() => void organization.refetch()}
        notFound={{ title: t('public.organizationNotFound'), text: t('public.organizationNotFoundText') }}
        fallback={t('errors.default')}
        mt="md"
      />
    );
  }
  if (!organization.data) return <PageLoader />;
  const org = organization.data.publicOrganization;
  const list = events.data?.publicEvents ?? [];

  return (
    <Stack gap="lg" py="sm">
      <OrganizationHeader organization={org} />
      {org.description && (
        <Text style={{ whiteSpace: 'pre-line' }} maw={720}>
          {org.description}
        </Text>
      )}
      <Group gap="sm">
        <Button component={Link} to={`/o/${orgSlug}/calendar`} variant="light" leftSection={<IconCalendar size={18} aria-hidden />}>
          {t('public.seeCalendar')}
        </Button>
        <Button component={Link} to={`/o/${orgSlug}/contact`} variant="light" leftSection={<IconMail size={18} aria-hidden />}>
          {t('public.contactUs')}
        </Button>
      </Group>
      <Title order={2} size="h3">
        {t('public.events')}
      </Title>
      {events.loading && !events.data && <PageLoader />}
      {events.error && !events.data && (
        <QueryError
          error={events.error}
          onRetry={() => void events.refetch()}
          notFound={{ title: t('public.organizationNotFound'), text: t('public.organizationNotFoundText') }}
          fallback={t('errors.default')}
          mt="md"
        />
      )}
      {events.data && list.length === 0 && (
        <EmptyState
          order={3}
          icon={<IconCalendarEvent size={40} aria-hidden />}
          title={t('public.organizationEmpty')}
          text={t('public.organizationEmptyText')}
        />
      )}
      {list.length > 0 && (
        <Stack gap="md">
          {list.map((event) => (
            <EventCard key={event.id} orgSlug={orgSlug} event={event} />
          ))}
        </Stack>
      )}
      <CampaignList orgSlug={orgSlug} campaigns={campaigns.data?.publicCampaigns ?? []} title={t('public.campaigns')} />
    </Stack>
  );
}
