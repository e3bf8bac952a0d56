import {
  BackLink,
  CAMPAIGN_STATUS_COLOR,
  DELIVERY_STATUS_COLOR,
  EmptyState,
  formatCalendarDate,
  formatDate,
  formatSlot,
  formatTime,
  PageLoader,
  PARTICIPATION_STATUS_COLOR,
  QueryError,
  ResponsiveTable,
  useActiveOrganization,
} from '@benevo/ui';
import { DEFAULT_TIME_ZONE } from '@benevo/schema';
import { useQuery } from '@apollo/client/react';
import { Anchor, Avatar, Badge, Group, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { VolunteerProfileDocument, type VolunteerProfileQuery } from '../gql/graphql';
import { useVolunteerProfileT } from './i18n/use-volunteer-profile-t';
import { PointsSection } from './PointsSection';
import { ScanCodeSection } from './ScanCodeSection';
import { Section } from './Section';

type Profile = VolunteerProfileQuery['volunteer'];
type ProfileParticipation = Profile['allParticipations'][number];
type ProfileRegistration = Profile['campaignRegistrations'][number];
type ProfileMail = Profile['receivedMails'][number];

const LANGUAGES = ['fr', 'fr-ch', 'de', 'en'] as const;

/** One labelled line of the contact card; nothing when the value is empty. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function ContactCard({ volunteer, name }: { volunteer: Profile; name: string }) {
  const { t } = useVolunteerProfileT();
  const place = [volunteer.postcode, volunteer.town].filter(Boolean).join(' ');
  const address = [volunteer.address, place, volunteer.country].filter(Boolean).join('\n');
  const language = (LANGUAGES as readonly string[]).includes(volunteer.language) ? t(`languages.${volunteer.language}`) : volunteer.language;
  return (
    <Section title={t('contact.title')}>
      <Group align="flex-start" wrap="wrap" gap="lg">
        <Avatar src={volunteer.profilePicture} alt={volunteer.profilePicture ? t('profilePicture', { name }) : undefined} size={96} radius="md" color="blue">
          {`${volunteer.firstName.charAt(0)}${volunteer.lastName.charAt(0)}`.toUpperCase() || undefined}
        </Avatar>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ flex: 1, minWidth: 220 }}>
          <Detail label={t('contact.email')}>
            <Anchor href={`mailto:${volunteer.email}`} size="sm">
              <Group gap={4} wrap="nowrap" component="span">
                <IconMail size={14} aria-hidden />
                {volunteer.email}
              </Group>
            </Anchor>
          </Detail>
          <Detail label={t('contact.phone')}>
            {volunteer.phoneNumber && (
              <Anchor href={`tel:${volunteer.phoneNumber.replace(/[^\d+]/g, '')}`} size="sm">
                <Group gap={4} wrap="nowrap" component="span">
                  <IconPhone size={14} aria-hidden />
                  {volunteer.phoneNumber}
                </Group>
              </Anchor>
            )}
          </Detail>
          <Detail label={t('contact.address')}>{address}</Detail>
          <Detail label={t('contact.language')}>{language}</Detail>
          <Detail label={t('contact.bornDate')}>{volunteer.bornDate ? formatCalendarDate(volunteer.bornDate) : null}</Detail>
          <Detail label={t('contact.createdAt')}>{formatDate(volunteer.createdAt)}</Detail>
          <Detail label={t('contact.comment')}>{volunteer.commentaire}</Detail>
        </SimpleGrid>
      </Group>
    </Section>
  );
}

function ParticipationsSection({ participations }: { participations: ProfileParticipation[] }) {
  const { t } = useVolunteerProfileT();
  return (
    <Section
      title={t('participations.title')}
      aside={
        participations.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('participations.count', { count: participations.length })}
          </Text>
        )
      }
    >
      {participations.length === 0 ? (
        <EmptyState title={t('participations.empty')} text={t('participations.emptyText')} />
      ) : (
        <ResponsiveTable
          label={t('participations.title')}
          rows={participations}
          rowKey={(participation) => participation.id}
          columns={[
            {
              label: t('participations.event'),
              render: (participation) => (
                <Anchor component={Link} to={`/events/volunteers/${participation.eventId}`} size="sm" fw={500}>
                  {participation.eventName}
                </Anchor>
              ),
            },
            {
              label: t('participations.position'),
              render: (participation) => (
                <>
                  {participation.positionName}
                  {participation.nbParticipants > 1 && (
                    <Text size="xs" c="dimmed">
                      {t('participations.group', { count: participation.nbParticipants })}
                    </Text>
                  )}
                </>
              ),
            },
            {
              label: t('participations.time'),
              nowrap: true,
              render: (participation) => formatSlot(participation.timeSlot.startTime, participation.timeSlot.endTime, participation.eventTimeZone),
            },
            {
              label: t('participations.status'),
              render: (participation) => (
                <Badge color={PARTICIPATION_STATUS_COLOR[participation.validationStatus]} variant="light" style={{ textTransform: 'none' }}>
                  {t(`participationStatus.${participation.validationStatus}`)}
                </Badge>
              ),
            },
          ]}
        />
      )}
    </Section>
  );
}

function CampaignsSection({ registrations }: { registrations: ProfileRegistration[] }) {
  const { t } = useVolunteerProfileT();
  return (
    <Section title={t('campaigns.title')}>
      {registrations.length === 0 ? (
        <EmptyState title={t('campaigns.empty')} text={t('campaigns.emptyText')} />
      ) : (
        <ResponsiveTable
          label={t('campaigns.title')}
          rows={registrations}
          rowKey={(registration) => registration.id}
          columns={[
            {
              label: t('campaigns.campaign'),
              render: (registration) => (
                <Anchor component={Link} to={`/campaigns/volunteers/${registration.campaign.id}`} size="sm" fw={500}>
                  {registration.campaign.name}
                </Anchor>
              ),
            },
            {
              label: t('campaigns.status'),
              render: (registration) => (
                <Badge color={CAMPAIGN_STATUS_COLOR[registration.campaign.status]} variant="light">
                  {t(`campaignStatus.${registration.campaign.status}`)}
                </Badge>
              ),
            },
            {
              label: t('campaigns.date'),
              nowrap: true,
              render: (registration) => formatDate(registration.createdAt, registration.campaign.timeZone),
            },
          ]}
        />
      )}
    </Section>
  );
}

function MailsSection({ mails }: { mails: ProfileMail[] }) {
  const { t } = useVolunteerProfileT();
  return (
    <Section title={t('mails.title')}>
      {mails.length === 0 ? (
        <EmptyState title={t('mails.empty')} text={t('mails.emptyText')} />
      ) : (
        <ResponsiveTable
          label={t('mails.title')}
          rows={mails}
          rowKey={(mail) => mail.id}
          columns={[
            {
              label: t('mails.subject'),
              render: (mail) => (
                <Anchor component={Link} to={`/communications/history/${mail.communicationId}`} size="sm" fw={500}>
                  {mail.subject}
                </Anchor>
              ),
            },
            { label: t('mails.about'), render: (mail) => mail.eventName || mail.campaignName || t('contact.none') },
            { label: t('mails.date'), nowrap: true, render: (mail) => `${formatDate(mail.sentAt)} ${formatTime(mail.sentAt, DEFAULT_TIME_ZONE)}` },
            {
              label: t('mails.delivery'),
              render: (mail) => {
                const badge = (
                  <Badge color={DELIVERY_STATUS_COLOR[mail.status]} variant="light">
                    {t(`deliveryStatus.${mail.status}`)}
                  </Badge>
                );
                return mail.error ? (
                  <Tooltip label={mail.error} multiline w={260}>
                    <span tabIndex={0} aria-label={`${t(`deliveryStatus.${mail.status}`)}: ${mail.error}`}>
                      {badge}
                    </span>
                  </Tooltip>
                ) : (
                  badge
                );
              },
            },
          ]}
        />
      )}
    </Section>
  );
}

/**
 * /volunteer/:volunteerId and /campaigns/volunteer/:volunteerId: everything the organization knows
 * of one volunteer — contact, categories, answers, participations in every event, campaign
 * registrations and the mails they were sent.
 */
export default function VolunteerProfilePage() {
  const { volunteerId = '' } = useParams();
  const { pathname } = useLocation();
  const { t } = useVolunteerProfileT();
  const organization = useActiveOrganization();
  const { data, loading, error, refetch } = useQuery(VolunteerProfileDocument, { variables: { id: volunteerId }, fetchPolicy: 'cache-and-network' });
  const fromCampaigns = pathname.startsWith('/campaigns/');
  const back = <BackLink to={fromCampaigns ? '/campaigns/list' : '/volunteer/list'}>{fromCampaigns ? t('backToCampaigns') : t('back')}</BackLink>;

  if (loading && !data) return <PageLoader />;
  if (!data) {
    return (
      <Stack gap="md">
        {back}
        <QueryError error={error} onRetry={() => void refetch()} notFound={t('notFound')} />
      </Stack>
    );
  }

  const volunteer = data.volunteer;
  const name = `${volunteer.firstName} ${volunteer.lastName}`.trim() || volunteer.email;
  // Campaign registrations only matter where campaigns are on (the server answers none otherwise).
  const showCampaigns = fromCampaigns || organization?.enableCampaigns !== false || volunteer.campaignRegistrations.length > 0;
  // The scan code serves the scan stand and the printed badges: only where one of them is on.
  const showScanCode = organization?.enableOperators === true || organization?.enableBadges === true;

  return (
    <Stack gap="md">
      {back}
      <div>
        <Text size="sm" c="dimmed">
          {t('title')}
        </Text>
        <Title order={1}>{name}</Title>
      </div>
      <ContactCard volunteer={volunteer} name={name} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('categories.title')}>
          {volunteer.categories.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('categories.empty')}
            </Text>
          ) : (
            <Group gap="xs">
              {volunteer.categories.map((category) => (
                <Badge key={category.id} variant="outline" style={{ textTransform: 'none' }}>
                  {category.name}
                </Badge>
              ))}
            </Group>
          )}
        </Section>
        <Section title={t('answers.title')}>
          {volunteer.customAttributeValues.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('answers.empty')}
            </Text>
          ) : (
            <Stack gap="xs">
              {volunteer.customAttributeValues.map((answer) => (
                <Detail key={answer.attributeId} label={answer.name}>
                  {answer.display || t('contact.none')}
                </Detail>
              ))}
            </Stack>
          )}
        </Section>
      </SimpleGrid>
      <PointsSection volunteerId={volunteer.id} name={name} />
      {showScanCode && <ScanCodeSection volunteerId={volunteer.id} name={name} />}
      <ParticipationsSection participations={volunteer.allParticipations} />
      {showCampaigns && <CampaignsSection registrations={volunteer.campaignRegistrations} />}
      <MailsSection mails={volunteer.receivedMails} />
    </Stack>
  );
}
