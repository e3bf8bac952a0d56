import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCheck, IconDownload } from '@tabler/icons-react';
import type { PrintJobFieldsFragment } from '../gql/graphql';
import { usePrintT } from './i18n/use-print-t';

/** A generation's state: its progress bar while it runs, then the file's link, or what went wrong. */
export function JobProgress({ job }: { job: PrintJobFieldsFragment }) {
  const { t } = usePrintT();
  if (job.status === 'FAILED') {
    return (
      <Alert color="red" role="alert" title={t('generate.failed')}>
        {job.error}
      </Alert>
    );
  }
  if (job.status === 'DONE' && job.downloadUrl) {
    const fileName = job.fileName ?? 'document.pdf';
    return (
      <Stack gap="xs">
        <Group gap={6}>
          <IconCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden />
          <Text size="sm" fw={500} role="status">
            {t('generate.done')}
          </Text>
        </Group>
        <Button component="a" href={job.downloadUrl} download={fileName} leftSection={<IconDownload size={16} aria-hidden />}
          // A long file name wraps inside the filters' column rather than running out of it.
          h="auto"
          py={6}
          maw="100%"
          styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('generate.download', { fileName, interpolation: { escapeValue: false } })}
        </Button>
      </Stack>
    );
  }
  const percent = job.total > 0 ? Math.min(100, Math.round((job.progress / job.total) * 100)) : 0;
  return (
    <Stack gap={4}>
      <Progress value={percent} animated striped aria-label={t('generate.progressLabel')} size="lg" />
      <Text size="sm" c="dimmed" aria-live="polite">
        {job.total > 0 ? t('generate.progress', { progress: job.progress, total: job.total }) : t('generate.pending')}
      </Text>
    </Stack>
  );
}
