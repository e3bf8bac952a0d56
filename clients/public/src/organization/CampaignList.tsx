import { Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicCampaignsQuery } from '../gql/graphql';

export type CampaignSummary = PublicCampaignsQuery['publicCampaigns'][number];

function CampaignCard({ orgSlug, campaign }: { orgSlug: string; campaign: CampaignSummary }) {
  const { t } = useTranslation();
  const href = `/o/${orgSlug}/c/${campaign.token}`;
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={`campaign-${campaign.id}`}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {campaign.logo && <Avatar src={campaign.logo} alt="" size={56} radius="md" variant="default" />}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Title order={3} size="h4" id={`campaign-${campaign.id}`}>
            <Link to={href} style={{ color: 'inherit', textDecoration: 'none' }}>
              {campaign.name}
            </Link>
          </Title>
          {campaign.description && (
            <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
              {campaign.description}
            </Text>
          )}
        </Stack>
      </Group>
      <Group justify="flex-end" mt="sm">
        <Button component={Link} to={href} rightSection={<IconChevronRight size={16} aria-hidden />} aria-label={t('public.signUpFor', { name: campaign.name })}>
          {t('public.signUp')}
        </Button>
      </Group>
    </Card>
  );
}

/** An organization's public campaigns (no dates: a call for volunteers), each linking to its page; nothing when there is none. */
export function CampaignList({ orgSlug, campaigns, title }: { orgSlug: string; campaigns: readonly CampaignSummary[]; title: string }) {
  const { t } = useTranslation();
  if (campaigns.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="campaigns-title">
      <Stack gap={4}>
        <Title order={2} size="h3" id="campaigns-title">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('public.campaignsIntro')}
        </Text>
      </Stack>
      {campaigns.map((campaign) => (
        <CampaignCard key={campaign.id} orgSlug={orgSlug} campaign={campaign} />
      ))}
    </Stack>
  );
}
