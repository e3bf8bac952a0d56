import { useQuery } from '@apollo/client/react';
import { APP_TITLE, PageLoader, QueryError } from '@benevo/ui';
import { Alert, Anchor, Avatar, Button, Card, Group, Spoiler, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconLock, IconMail, IconMailForward, IconUser } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PublicCampaignDocument, type PublicCampaignQuery } from '../gql/graphql';
import { CampaignRegistrationForm } from './CampaignRegistrationForm';

type PublicCampaign = PublicCampaignQuery['publicCampaign'];

/** The campaign's logo, name, organization, description and contact person. */
function CampaignHeader({ campaign }: { campaign: PublicCampaign }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {campaign.logo && <Avatar src={campaign.logo} alt="" size={72} radius="md" variant="default" />}
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text c="dimmed" size="sm">
            {campaign.organizationName}
          </Text>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {campaign.name}
          </Title>
        </Stack>
      </Group>
      {campaign.description && (
        <Spoiler maxHeight={160} showLabel={t('public.event.showMore')} hideLabel={t('public.event.showLess')}>
          <Text style={{ whiteSpace: 'pre-line' }}>{campaign.description}</Text>
        </Spoiler>
      )}
      <Group gap="lg" wrap="wrap">
        <Group gap={4} wrap="nowrap" c="dimmed">
          <IconUser size={16} aria-hidden />
          <Text size="sm">{t('public.campaign.contact', { name: campaign.contactName })}</Text>
        </Group>
        {/* A long address must wrap rather than leave the screen on a phone. */}
        <Anchor href={`mailto:${campaign.contactEmail}`} size="sm" title={t('public.campaign.writeTo', { name: campaign.contactName })} style={{ overflowWrap: 'anywhere' }}>
          <Group gap={4} wrap="nowrap">
            <IconMail size={16} aria-hidden />
            {campaign.contactEmail}
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}

type Outcome = { kind: 'done'; firstName: string; email: string } | { kind: 'refused'; message: string | null };

/** /o/:orgSlug/c/:token: a published campaign's public page and its registration form. */
export default function CampaignPage() {
  const { t } = useTranslation();
  const { orgSlug = '', token = '' } = useParams();
  const { data, error, refetch } = useQuery(PublicCampaignDocument, { variables: { token } });
  const campaign = data?.publicCampaign;
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (campaign) document.title = `${campaign.name} – ${APP_TITLE}`;
  }, [campaign]);

  useEffect(() => {
    if (outcome?.kind === 'done') {
      const heading = document.getElementById('campaign-done');
      heading?.focus({ preventScroll: true });
      heading?.scrollIntoView?.({ block: 'start' });
    }
  }, [outcome]);

  const backButton = (
    <Button component={Link} to={`/o/${orgSlug}`} variant="default">
      {t('public.backToOrganization')}
    </Button>
  );

  if (error && !campaign) {
    return (
      <QueryError
        error={error}
        onRetry={() => void refetch()}
        notFound={{ title: t('public.campaign.notFound'), text: t('public.campaign.notFoundText'), action: backButton }}
        fallback={t('errors.default')}
        mt="md"
      />
    );
  }
  if (!campaign) return <PageLoader />;

  if (outcome?.kind === 'done') {
    return (
      <Stack gap="md" py="sm">
        <Stack gap={0}>
          <Text c="dimmed" size="sm">
            {campaign.organizationName}
          </Text>
          <Title order={1} size="h3">
            {campaign.name}
          </Title>
        </Stack>
        <Card withBorder padding="lg" radius="md">
          <Stack gap="md">
            <Group wrap="nowrap" gap="sm">
              <ThemeIcon color="teal" size={44} radius="xl" variant="light">
                <IconCircleCheck size={28} aria-hidden />
              </ThemeIcon>
              <Title order={2} size="h3" tabIndex={-1} id="campaign-done">
                {t('public.done.title', { name: outcome.firstName })}
              </Title>
            </Group>
            <Alert color="blue" icon={<IconMailForward size={20} aria-hidden />} title={t('public.done.checkMail')} style={{ overflowWrap: 'anywhere' }}>
              {t('public.campaign.doneText', { email: outcome.email })}
            </Alert>
            <Group justify="flex-end">{backButton}</Group>
          </Stack>
        </Card>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" py="sm">
      <Group>
        <Button component={Link} to={`/o/${orgSlug}`} variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {t('public.backToOrganization')}
        </Button>
      </Group>
      <CampaignHeader campaign={campaign} />
      {outcome?.kind === 'refused' ? (
        <Alert color="orange" icon={<IconLock size={20} aria-hidden />} title={t('public.campaign.closedTitle')} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{outcome.message ?? t('public.campaign.closedText')}</Text>
            {backButton}
          </Stack>
        </Alert>
      ) : (
        <CampaignRegistrationForm
          campaign={campaign}
          onDone={(values) => setOutcome({ kind: 'done', firstName: values.firstName.trim(), email: values.email.trim() })}
          onRefused={(message) => setOutcome({ kind: 'refused', message })}
        />
      )}
    </Stack>
  );
}
