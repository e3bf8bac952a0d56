import type { Placeholder } from '@benevo/schema';
import { ConfirmModal, describeApiError, PageLoader, QueryError, toast, useActiveOrganization, useSessionUser } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Card, Grid, Group, List, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconSend, IconTestPipe } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  type CampaignMailInput,
  MailingCampaignDocument,
  type MailPreviewFieldsFragment,
  MailTemplatesDocument,
  PreviewCampaignMailDocument,
} from '../gql/graphql';
import { hasText } from './has-text';
import { useCommunicationsT } from './i18n/use-communications-t';
import { LazyMailEditor } from './LazyMailEditor';
import { mailErrorMessage, useMailActions } from './mail-api';
import { MailPreview } from './MailPreview';

/** The placeholders a campaign mail fills (no event here). */
const CAMPAIGN_PLACEHOLDERS = [
  'volunteerName',
  'campaignName',
  'registrationSummary',
  'coordinatorName',
  'coordinatorEmail',
  'portalLink',
] as const satisfies readonly Placeholder[];

/** The chosen registrations of `?registrations=1,2`; null (absent or empty) means every registration. */
function chosenRegistrations(value: string | null): string[] | null {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return ids.length > 0 ? [...new Set(ids)] : null;
}

/**
 * /campaigns/volunteers/:cmpId/mail — writes to a campaign's registrations: all of them, or those the
 * registrations page passed in `?registrations=`. Subject, rich-text body with the campaign's
 * placeholders, a preview rendered by the server for the first recipient, a test to oneself, then the
 * mailing after a confirmation (recorded in the history); back to the registrations once queued.
 */
export default function CampaignMailPage() {
  const { cmpId = '' } = useParams();
  const [params] = useSearchParams();
  const { t } = useCommunicationsT();
  const navigate = useNavigate();
  const user = useSessionUser();
  const organization = useActiveOrganization();
  const actions = useMailActions();
  const registrationIds = useMemo(() => chosenRegistrations(params.get('registrations')), [params]);

  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [testing, setTesting] = useState(false);
  const [preview, setPreview] = useState<MailPreviewFieldsFragment | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);

  const campaignQuery = useQuery(MailingCampaignDocument, { variables: { id: cmpId } });
  const templates = useQuery(MailTemplatesDocument, { fetchPolicy: 'cache-and-network' });
  const [renderPreview] = useMutation(PreviewCampaignMailDocument);
  const campaign = campaignQuery.data?.campaign ?? null;

  const input: CampaignMailInput = useMemo(() => ({ subject: subject || null, body, registrationIds }), [subject, body, registrationIds]);
  const [debounced] = useDebouncedValue(input, 400);

  // The preview is rendered by the server (same renderer as the mails); only the latest answer counts.
  const latest = useRef(0);
  useEffect(() => {
    if (!campaign) return;
    const request = ++latest.current;
    setPreviewing(true);
    renderPreview({ variables: { campaignId: campaign.id, input: debounced } })
      .then(({ data }) => {
        if (request !== latest.current) return;
        setPreview(data?.previewCampaignMail ?? null);
        setPreviewError(null);
      })
      .catch((error: unknown) => {
        if (request !== latest.current) return;
        setPreviewError(mailErrorMessage(describeApiError(error), t('send.failed')));
      })
      .finally(() => {
        if (request === latest.current) setPreviewing(false);
      });
  }, [campaign, debounced, renderPreview, t]);

  if (campaignQuery.loading && !campaignQuery.data) return <PageLoader />;
  if (!campaign) {
    return (
      <QueryError
        error={campaignQuery.error}
        onRetry={() => void campaignQuery.refetch()}
        notFound={t('campaignMail.notFound')}
        forbidden={t('campaignMail.forbidden')}
      />
    );
  }

  const registrationsPath = `/campaigns/volunteers/${campaign.id}`;
  const recipientsCount = preview?.recipientsCount ?? 0;
  const ready = hasText(body);
  const defaultSubject = [organization?.publicName || organization?.name, campaign.name].filter(Boolean).join(': ');

  function chooseTemplate(id: string | null) {
    const template = templates.data?.mailTemplates.find((candidate) => candidate.id === id);
    if (!template) return;
    setSubject(template.subject);
    setBody(template.body);
  }

  async function sendOwnerTest() {
    setTesting(true);
    const result = await actions.sendCampaignMail({ campaignId: cmpId, input: { ...input, onlyOwner: true } });
    setTesting(false);
    if (result.ok) toast.success(t('send.ownerSent', { email: result.data.sentTo ?? user?.email ?? '' }));
    else toast.error(mailErrorMessage(result.error, t('send.failed')));
  }

  async function send() {
    const result = await actions.sendCampaignMail({ campaignId: cmpId, input });
    if (!result.ok) {
      toast.error(mailErrorMessage(result.error, t('send.failed')));
      return;
    }
    toast.success(t('send.queued', { count: result.data.recipientsCount }));
    navigate(registrationsPath);
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Anchor component={Link} to={registrationsPath} size="sm">
          {t('campaignMail.back')}
        </Anchor>
        <Anchor component={Link} to={`/communications/history?campaign=${campaign.id}`} size="sm">
          {t('campaignMail.history')}
        </Anchor>
      </Group>
      <Title order={1}>{t('campaignMail.title', { name: campaign.name })}</Title>
      <Stack gap={2}>
        <Text fw={500} data-testid="campaign-mail-recipients">
          {registrationIds ? t('campaignMail.toSelected', { count: registrationIds.length }) : t('campaignMail.toAll')}
        </Text>
        {campaign.contactEmail && (
          <Text size="sm" c="dimmed">
            {t('campaignMail.replyTo', { name: campaign.contactName, email: campaign.contactEmail })}
          </Text>
        )}
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="sm">
            {(templates.data?.mailTemplates.length ?? 0) > 0 && (
              <Select
                label={t('send.template')}
                placeholder={t('send.templatePlaceholder')}
                data={(templates.data?.mailTemplates ?? []).map((template) => ({ value: template.id, label: template.name }))}
                onChange={chooseTemplate}
                clearable
              />
            )}
            <TextInput
              label={t('send.subject')}
              description={t('send.subjectDefault', { subject: defaultSubject })}
              value={subject}
              onChange={(event) => setSubject(event.currentTarget.value)}
              maxLength={300}
            />
            <LazyMailEditor label={t('editor.label')} description={t('editor.hint')} value={body} onChange={setBody} placeholders={CAMPAIGN_PLACEHOLDERS} />
            <Card withBorder padding="sm" data-testid="campaign-placeholders">
              <Text fw={600} size="sm">
                {t('campaignMail.placeholdersTitle')}
              </Text>
              <Text size="xs" c="dimmed" mb={4}>
                {t('campaignMail.placeholdersHint')}
              </Text>
              <List size="sm" spacing={2}>
                {CAMPAIGN_PLACEHOLDERS.map((name) => (
                  <List.Item key={name}>
                    <Text span ff="monospace" size="sm">{`{${name}}`}</Text> — {t(`campaignMail.placeholderValues.${name}`)}
                  </List.Item>
                ))}
              </List>
            </Card>
            <Group justify="flex-end">
              <Button variant="default" leftSection={<IconTestPipe size={18} aria-hidden />} disabled={!ready} loading={testing} onClick={() => void sendOwnerTest()}>
                {t('send.ownerTest')}
              </Button>
              <Button leftSection={<IconSend size={18} aria-hidden />} disabled={!ready || recipientsCount === 0} onClick={() => setConfirming(true)}>
                {t('send.submit', { count: recipientsCount })}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          {previewError && (
            <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} mb="sm">
              {previewError}
            </Alert>
          )}
          <MailPreview preview={preview} loading={previewing} notice={ready ? null : t('send.previewEmpty')} />
        </Grid.Col>
      </Grid>
      <ConfirmModal
        opened={confirming}
        title={t('send.confirmTitle')}
        text={t('send.confirmText', { count: recipientsCount })}
        confirmLabel={t('send.confirm')}
        onClose={() => setConfirming(false)}
        onConfirm={send}
      />
    </Stack>
  );
}
