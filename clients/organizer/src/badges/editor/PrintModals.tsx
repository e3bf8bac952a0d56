import { downloadFile, QueryError, useMutationAction } from '@benevo/ui';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Progress, Select, Stack, Text } from '@mantine/core';
import { IconCheck, IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { BadgeEventsDocument, BadgePdfDocument, type DocumentJobFieldsFragment, DocumentJobDocument, GenerateBadgesDocument } from '../../gql/graphql';
import { VolunteerPicker } from '../../VolunteerPicker';
import { useBadgesT } from '../i18n/use-badges-t';

/** How often a generation's progress is asked for while it runs. */
export const JOB_POLL_MS = 1500;

function useEventOptions(skip: boolean) {
  const { t } = useBadgesT();
  const { data, error, refetch } = useQuery(BadgeEventsDocument, { skip });
  const events = (data?.events ?? []).filter((event) => event.status !== 'ARCHIVED').map((event) => ({ value: event.id, label: event.displayName }));
  const categories = (data?.volunteerCategories ?? []).map((category) => ({ value: category.id, label: category.name }));
  const loadError = error ? <QueryError error={error} onRetry={() => void refetch()} forbidden={t('common.forbidden')} /> : null;
  return { events, categories, loadError };
}

/** One volunteer's badge as a PDF, at once; with an event, their positions there. */
export function DownloadBadgeModal({ templateId, onClose }: { templateId: string; onClose: () => void }) {
  const { t } = useBadgesT();
  const client = useApolloClient();
  const run = useMutationAction();
  const [volunteerId, setVolunteerId] = useState<string | null>(null);
  const [eventId, setEventId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { events, loadError } = useEventOptions(false);

  async function download() {
    if (!volunteerId) return;
    setBusy(true);
    const outcome = await run(
      async () => {
        const { data } = await client.query({ query: BadgePdfDocument, variables: { templateId, volunteerId, eventId }, fetchPolicy: 'network-only' });
        if (!data) throw new Error('no file');
        downloadFile(data.badgePdf);
        return data.badgePdf;
      },
      { success: (file) => t('print.downloaded', { fileName: file.fileName, interpolation: { escapeValue: false } }) },
    );
    setBusy(false);
    if (outcome.ok) onClose();
  }

  return (
    <Modal opened onClose={onClose} title={t('print.oneTitle')} centered>
      <Stack gap="sm">
        {loadError}
        <VolunteerPicker label={t('print.volunteer')} value={volunteerId} onChange={setVolunteerId} />
        <Select label={t('print.event')} description={t('print.eventHint')} placeholder={t('print.eventNone')} data={events} value={eventId} onChange={setEventId} searchable clearable />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button leftSection={<IconDownload size={16} aria-hidden />} disabled={!volunteerId} loading={busy} onClick={() => void download()}>
            {t('print.download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A generation's state: its progress bar while it runs, then the file's link, or what went wrong. */
export function JobProgress({ job }: { job: DocumentJobFieldsFragment }) {
  const { t } = useBadgesT();
  if (job.status === 'FAILED') {
    return (
      <Alert color="red" role="alert" title={t('print.failed')}>
        {job.error}
      </Alert>
    );
  }
  if (job.status === 'DONE' && job.downloadUrl) {
    const fileName = job.fileName ?? 'badges.pdf';
    return (
      <Stack gap="xs">
        <Group gap={6}>
          <IconCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden />
          <Text size="sm" fw={500}>
            {t('print.done')}
          </Text>
        </Group>
        <Button component="a" href={job.downloadUrl} download={fileName} leftSection={<IconDownload size={16} aria-hidden />}>
          {t('print.downloadFile', { fileName, interpolation: { escapeValue: false } })}
        </Button>
      </Stack>
    );
  }
  const percent = job.total > 0 ? Math.min(100, Math.round((job.progress / job.total) * 100)) : 0;
  return (
    <Stack gap={4}>
      <Progress value={percent} animated striped aria-label={t('print.progressLabel')} size="lg" />
      <Text size="sm" c="dimmed" aria-live="polite">
        {job.total > 0 ? t('print.progress', { progress: job.progress, total: job.total }) : t('print.pending')}
      </Text>
    </Stack>
  );
}

/** The badges of an event's volunteers (optionally one category) as A4 sheets, built in the background with its progress. */
export function GenerateBadgesModal({ templateId, onClose }: { templateId: string; onClose: () => void }) {
  const { t } = useBadgesT();
  const run = useMutationAction();
  const [eventId, setEventId] = useState<string | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [started, setStarted] = useState<DocumentJobFieldsFragment | null>(null);
  const [generate, { loading: starting }] = useMutation(GenerateBadgesDocument);
  const { events, categories, loadError } = useEventOptions(false);
  const { data, stopPolling } = useQuery(DocumentJobDocument, {
    variables: { id: started?.id ?? '' },
    skip: !started,
    pollInterval: JOB_POLL_MS,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const job = data?.documentJob ?? started;
  const finished = job?.status === 'DONE' || job?.status === 'FAILED';
  useEffect(() => {
    if (finished) stopPolling();
  }, [finished, stopPolling]);

  async function start() {
    if (!eventId) return;
    const outcome = await run(async () => (await generate({ variables: { templateId, eventId, categoryId } })).data?.generateBadges);
    if (outcome.ok && outcome.data) setStarted(outcome.data);
  }

  return (
    <Modal opened onClose={onClose} title={t('print.generateTitle')} centered>
      <Stack gap="sm">
        <Text size="sm">{t('print.generateText')}</Text>
        {loadError}
        <Select label={t('print.event')} placeholder={t('print.eventNone')} data={events} value={eventId} onChange={setEventId} searchable required disabled={started !== null} />
        <Select label={t('print.category')} placeholder={t('print.categoryAll')} data={categories} value={categoryId} onChange={setCategoryId} clearable disabled={started !== null} />
        {job && <JobProgress job={job} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          {!started && (
            <Button disabled={!eventId} loading={starting} onClick={() => void start()}>
              {t('print.start')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
