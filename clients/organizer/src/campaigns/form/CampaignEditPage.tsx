import { PageLoader, QueryError, toast, useActiveOrganization } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Alert, Anchor, Badge, Button, Card, CopyButton, Group, Paper, Stack, Tabs, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconCopy, IconExternalLink, IconInfoCircle, IconUsers } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { CampaignDocument, type CampaignDetailsFragment, type CampaignInput, UpdateCampaignDocument } from '../../gql/graphql';
import { useCampaignsT } from '../i18n/use-campaigns-t';
import { CAMPAIGN_STATUS_COLOR, campaignPublicLink } from '../status';
import { CampaignForm, campaignFormValues, type CampaignFormSection, type CampaignFormValues } from './CampaignForm';
import { CampaignStatusActions } from './CampaignStatusActions';
import type { CampaignEditParts } from './types';

export const CAMPAIGN_EDIT_TABS = ['general', 'form', 'email', 'actions'] as const;
type CampaignEditTab = (typeof CAMPAIGN_EDIT_TABS)[number];

interface TabProps {
  campaign: CampaignDetailsFragment;
  parts: CampaignEditParts;
}

/** The campaign's details or its confirmation text: the same form, one section of it per tab. */
function formTab(section: Exclude<CampaignFormSection, 'all'>) {
  return function FormTab({ campaign }: TabProps) {
    const { t } = useCampaignsT();
    const [update] = useMutation(UpdateCampaignDocument);
    // A status change updates the cached campaign: the form resets only when its own fields changed.
    const valuesKey = JSON.stringify(campaignFormValues(campaign));
    const initialValues = useMemo(() => JSON.parse(valuesKey) as CampaignFormValues, [valuesKey]);
    return (
      <Paper withBorder p="lg">
        {section === 'email' && (
          <Text size="sm" c="dimmed" mb="md">
            {t('edit.emailIntro')}
          </Text>
        )}
        <CampaignForm
          section={section}
          initialValues={initialValues}
          submitLabel={t('form.save')}
          onSubmit={async (input: CampaignInput) => {
            await update({ variables: { id: campaign.id, input } });
          }}
          onSuccess={() => {
            toast.success(t('common.saved'));
          }}
        />
      </Paper>
    );
  };
}

/** The registration form editor, which the forms feature gives (src/CampaignEditRoute.tsx). */
function RegistrationFormTab({ campaign, parts }: TabProps) {
  const RegistrationForm = parts.registrationForm;
  return RegistrationForm ? <RegistrationForm campaignId={campaign.id} /> : null;
}

/** The public link, to copy or open; it takes registrations only while the campaign is published. */
function PublicLinkCard({ campaign }: TabProps) {
  const { t } = useCampaignsT();
  const organization = useActiveOrganization();
  if (!organization) return null;
  const link = campaignPublicLink(organization.slug, campaign.token);
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Text fw={500} component="h2" m={0} size="md">
          {t('edit.publicLink')}
        </Text>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('edit.publicLinkLabel')}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1 }}
          />
          <CopyButton value={link}>
            {({ copy }) => (
              <Tooltip label={t('list.copyLink')}>
                <ActionIcon
                  size="lg"
                  variant="light"
                  aria-label={t('list.copyLink')}
                  onClick={() => {
                    copy();
                    toast.success(t('list.linkCopied'));
                  }}
                >
                  <IconCopy size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
          <Tooltip label={t('edit.openLink')}>
            <ActionIcon component="a" href={link} target="_blank" rel="noreferrer" size="lg" variant="default" aria-label={t('edit.openLink')}>
              <IconExternalLink size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        {campaign.status !== 'PUBLISHED' && (
          <Alert color="orange" icon={<IconInfoCircle size={18} aria-hidden />} p="xs">
            {t('edit.notPublished')}
          </Alert>
        )}
        {!campaign.isPublic && (
          <Text size="sm" c="dimmed">
            {t('edit.privateHint')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The status changes, the public link, the registrations. */
function ActionsTab(props: TabProps) {
  const { t } = useCampaignsT();
  const { campaign } = props;
  return (
    <Stack gap="md">
      <CampaignStatusActions campaign={campaign} />
      <PublicLinkCard {...props} />
      <Card withBorder>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text>{t('edit.registrationsCount', { count: campaign.nbRegistrations })}</Text>
          <Button component={Link} to={`/campaigns/volunteers/${campaign.id}`} variant="light" leftSection={<IconUsers size={16} aria-hidden />}>
            {t('actions.volunteers')}
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}

const TAB_CONTENT: Record<CampaignEditTab, (props: TabProps) => ReactNode> = {
  general: formTab('details'),
  form: RegistrationFormTab,
  email: formTab('email'),
  actions: ActionsTab,
};

/**
 * /campaigns/:cmpId — the campaign's tabs (issue 12): its details, its registration form, its
 * confirmation e-mail, its actions. The tab is kept in ?tab= so links and reloads keep it; the form
 * editor comes in `parts` (the app's src/CampaignEditRoute.tsx).
 */
export default function CampaignEditPage({ parts = {} }: { parts?: CampaignEditParts }) {
  const { cmpId = '' } = useParams();
  const { t } = useCampaignsT();
  const [search, setSearch] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(CampaignDocument, { variables: { id: cmpId } });
  const requested = search.get('tab');
  const tab: CampaignEditTab = (CAMPAIGN_EDIT_TABS as readonly string[]).includes(requested ?? '') ? (requested as CampaignEditTab) : 'general';
  const selectTab = (value: string | null) => setSearch(value && value !== 'general' ? { tab: value } : {}, { replace: true });
  const campaign = data?.campaign;

  if (loading && !data) return <PageLoader />;
  if (!campaign) {
    return <QueryError error={error} onRetry={() => void refetch()} forbidden={t('common.forbidden')} notFound={t('form.notFound')} />;
  }
  return (
    <Stack gap="md" maw={1100}>
      <div>
        <Anchor component={Link} to="/campaigns/list" size="sm">
          {t('common.back')}
        </Anchor>
        <Group gap="sm" mt={4}>
          <Title order={1} size="h2">
            {t('form.editTitle', { name: campaign.name })}
          </Title>
          <Badge color={CAMPAIGN_STATUS_COLOR[campaign.status]} variant="light">
            {t(`status.${campaign.status}`)}
          </Badge>
        </Group>
      </div>
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        {/* The tabs wrap onto a second line on a narrow screen rather than scroll out of sight. */}
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {CAMPAIGN_EDIT_TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`edit.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CAMPAIGN_EDIT_TABS.map((name) => {
          const Content = TAB_CONTENT[name];
          return (
            <Tabs.Panel key={name} value={name} pt="md">
              <Content campaign={campaign} parts={parts} />
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
