import type { Placeholder } from '@benevo/schema';
import { describeApiError, PageLoader, QueryError, useActiveOrganization } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { type CampaignMailInput, MailingCampaignDocument, type MailPreviewFieldsFragment, PreviewCampaignMailDocument } from '../gql/graphql';
import { hasText } from './has-text';
import { useCommunicationsT } from './i18n/use-communications-t';
import { LazyMailEditor } from './LazyMailEditor';
import { mailErrorMessage, useMailActions } from './mail-api';
import { MailComposerActions, MailComposerFields, MailComposerLayout } from './MailComposer';
import { useMailComposer } from './use-mail-composer';

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
  const organization = useActiveOrganization();
  const actions = useMailActions();
  const composer = useMailComposer();
  const { subject, body } = composer;
  const registrationIds = useMemo(() => chosenRegistrations(params.get('registrations')), [params]);

  const [preview, setPreview] = useState<MailPreviewFieldsFragment | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);

  const campaignQuery = useQuery(MailingCampaignDocument, { variables: { id: cmpId } });
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

  const sendOwnerTest = () => void composer.sendOwnerTest(() => actions.sendCampaignMail({ campaignId: cmpId, input: { ...input, onlyOwner: true } }));
  const send = () =>
    composer.sendMailing(
      () => actions.sendCampaignMail({ campaignId: cmpId, input }),
      (sent) => ({ recipientsCount: sent.recipientsCount, path: registrationsPath }),
    );

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
      <MailComposerLayout previewError={previewError} preview={preview} loading={previewing} notice={ready ? null : t('send.previewEmpty')}>
        <MailComposerFields composer={composer} defaultSubject={defaultSubject} />
        <LazyMailEditor label={t('editor.label')} description={t('editor.hint')} value={body} onChange={composer.setBody} placeholders={CAMPAIGN_PLACEHOLDERS} />
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
        <MailComposerActions ready={ready} recipientsCount={recipientsCount} testing={composer.testing} onOwnerTest={sendOwnerTest} onSend={send} />
      </MailComposerLayout>
    </Stack>
  );
}
