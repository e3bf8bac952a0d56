import { EmptyState, evictFromCache, PageLoader, QueryError, toast, useActiveOrganization, useConfirmDelete } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Alert, Anchor, Badge, Button, Card, CopyButton, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCopy, IconEdit, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type CampaignListItemFragment, CampaignsDocument, DeleteCampaignDocument } from '../../gql/graphql';
import { useCampaignsT } from '../i18n/use-campaigns-t';
import { CAMPAIGN_STATUS_COLOR, campaignPublicLink } from '../status';

/** The public link, shown in full with a copy button (the organization's slug comes from the session). */
function PublicLink({ campaign }: { campaign: CampaignListItemFragment }) {
  const { t } = useCampaignsT();
  const organization = useActiveOrganization();
  if (!organization) return null;
  const link = campaignPublicLink(organization.slug, campaign.token);
  return (
    <Group gap={4} wrap="nowrap">
      <Anchor href={link} target="_blank" rel="noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
        {link}
      </Anchor>
      <CopyButton value={link}>
        {({ copy }) => (
          <Tooltip label={t('list.copyLink')}>
            <ActionIcon
              variant="subtle"
              aria-label={`${t('list.copyLink')} ${campaign.name}`}
              onClick={() => {
                copy();
                toast.success(t('list.linkCopied'));
              }}
            >
              <IconCopy size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

function CampaignActions({ campaign, onDelete }: { campaign: CampaignListItemFragment; onDelete: (campaign: CampaignListItemFragment) => void }) {
  const { t } = useCampaignsT();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('list.edit')}>
        <ActionIcon component={Link} to={`/campaigns/${campaign.id}`} variant="subtle" aria-label={`${t('list.edit')} ${campaign.name}`}>
          <IconEdit size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('list.volunteers')}>
        <ActionIcon
          component={Link}
          to={`/campaigns/volunteers/${campaign.id}`}
          variant="subtle"
          aria-label={`${t('list.volunteers')} ${campaign.name}`}
        >
          <IconUsers size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('list.delete')}>
        <ActionIcon color="red" variant="subtle" aria-label={`${t('list.delete')} ${campaign.name}`} onClick={() => onDelete(campaign)}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function StatusBadge({ campaign }: { campaign: CampaignListItemFragment }) {
  const { t } = useCampaignsT();
  return (
    <Badge color={CAMPAIGN_STATUS_COLOR[campaign.status]} variant="light" miw="max-content">
      {t(`status.${campaign.status}`)}
    </Badge>
  );
}

/** One campaign on a phone: everything the table shows, stacked. */
function CampaignCard({ campaign, onDelete }: { campaign: CampaignListItemFragment; onDelete: (campaign: CampaignListItemFragment) => void }) {
  const { t } = useCampaignsT();
  return (
    <Card withBorder padding="sm" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2}>
          <Text component={Link} to={`/campaigns/${campaign.id}`} fw={600} c="inherit">
            {campaign.name}
          </Text>
          <Text size="sm" c="dimmed">
            {t('list.registrationsCount', { count: campaign.nbRegistrations })}
          </Text>
        </Stack>
        <StatusBadge campaign={campaign} />
      </Group>
      <Stack gap={2} mt="xs">
        <Text size="xs" c="dimmed">
          {t('list.publicLink')}
        </Text>
        <PublicLink campaign={campaign} />
      </Stack>
      <Group justify="flex-end" mt="xs">
        <CampaignActions campaign={campaign} onDelete={onDelete} />
      </Group>
    </Card>
  );
}

/** /campaigns/list: the organization's campaigns (cards on a phone). */
export default function CampaignListPage() {
  const { t } = useCampaignsT();
  const { data, loading, error, refetch } = useQuery(CampaignsDocument, { fetchPolicy: 'cache-and-network' });
  const [deleteCampaign] = useMutation(DeleteCampaignDocument);
  const deletion = useConfirmDelete<CampaignListItemFragment>({
    title: t('list.deleteTitle'),
    text: (campaign) => t('list.deleteText', { name: campaign.name }),
    confirmLabel: t('common.delete'),
    success: t('list.deletedToast'),
    remove: (campaign) => deleteCampaign({ variables: { id: campaign.id }, update: evictFromCache('Campaign', campaign.id) }),
  });
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const campaigns = data?.campaigns ?? [];
  const title = t('list.title');

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        <Button component={Link} to="/campaigns/new" leftSection={<IconPlus size={18} aria-hidden />}>
          {t('list.newCampaign')}
        </Button>
      </Group>
      {loading && !data && <PageLoader />}
      {error && !data && <QueryError error={error} onRetry={() => void refetch()} forbidden={t('common.forbidden')} />}
      {data && campaigns.length === 0 && (
        <EmptyState title={t('list.empty')} text={t('list.emptyText')}>
          <Button component={Link} to="/campaigns/new">
            {t('list.newCampaign')}
          </Button>
        </EmptyState>
      )}
      {campaigns.length > 0 && isPhone && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
          {campaigns.map((campaign) => (
            <CampaignCard key={campaign.id} campaign={campaign} onDelete={deletion.ask} />
          ))}
        </Stack>
      )}
      {campaigns.length > 0 && !isPhone && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.name')}</Table.Th>
                <Table.Th>{t('list.status')}</Table.Th>
                <Table.Th ta="right">{t('list.registrations')}</Table.Th>
                <Table.Th>{t('list.publicLink')}</Table.Th>
                <Table.Th>
                  <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>{t('list.actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {campaigns.map((campaign) => (
                <Table.Tr key={campaign.id}>
                  <Table.Td>
                    <Text component={Link} to={`/campaigns/${campaign.id}`} fw={500} c="inherit">
                      {campaign.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge campaign={campaign} />
                  </Table.Td>
                  <Table.Td ta="right">{campaign.nbRegistrations}</Table.Td>
                  <Table.Td>
                    <PublicLink campaign={campaign} />
                  </Table.Td>
                  <Table.Td>
                    <CampaignActions campaign={campaign} onDelete={deletion.ask} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {error && data && <Alert color="red">{t('common.loadFailed')}</Alert>}
      {deletion.modal}
    </Stack>
  );
}
