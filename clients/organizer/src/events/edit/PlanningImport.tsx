import { moment, readAsDataUrl, useMutationAction } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Input, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { ImportPlanningDocument, type ImportPlanningMutation, type PlanningFormat } from '../../gql/graphql';
import { useEventsT } from '../../i18n/use-events-t';

/** The sheet formats importPlanning reads, by file extension (the server checks the content). */
export function planningFormatOf(fileName: string): PlanningFormat | null {
  const name = fileName.toLowerCase();
  if (name.endsWith('.xlsx')) return 'XLSX';
  if (name.endsWith('.csv')) return 'CSV';
  return null;
}

/** The bare base64 of a data URL. */
export function base64Of(dataUrl: string): string {
  return dataUrl.startsWith('data:') ? dataUrl.slice(dataUrl.indexOf(',') + 1) : dataUrl;
}

interface Preview {
  fileBase64: string;
  format: PlanningFormat;
  result: ImportPlanningMutation['importPlanning'];
}

interface PlanningImportProps {
  eventId: string;
  timeZone: string;
  /** Called after a committed import (the event's counts changed). */
  onImported?: () => Promise<unknown> | void;
}

/**
 * Sends the chosen sheet once as a preview (dryRun) and shows every row with its errors; the import is
 * all-or-nothing, so "Import" is offered only when no row has an error.
 */
export function PlanningImport({ eventId, timeZone, onImported }: PlanningImportProps) {
  const { t } = useEventsT();
  const inputId = useId();
  const [importPlanning, { loading }] = useMutation(ImportPlanningDocument, { refetchQueries: ['EventEdit', 'PlanningDay'] });
  const [preview, setPreview] = useState<Preview | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const run = useMutationAction();

  async function choose(file: File | undefined) {
    setPreview(null);
    setFileError(null);
    if (!file) return;
    const format = planningFormatOf(file.name);
    if (!format) return setFileError(t('planningImport.unsupported'));
    // A refused file is said under the file input, not in a toast.
    const outcome = await run(
      async () => {
        const fileBase64 = base64Of(await readAsDataUrl(file));
        const { data } = await importPlanning({ variables: { input: { eventId, fileBase64, format, dryRun: true } } });
        if (data) setPreview({ fileBase64, format, result: data.importPlanning });
      },
      { errorToast: false },
    );
    if (!outcome.ok) setFileError(outcome.message);
  }

  async function commit() {
    if (!preview) return;
    const input = { eventId, fileBase64: preview.fileBase64, format: preview.format, dryRun: false };
    await run(() => importPlanning({ variables: { input } }), {
      // A dry run back means the server found errors on the real run: nothing was written.
      success: ({ data }) => {
        const result = data?.importPlanning;
        return result && !result.dryRun ? t('planningImport.done', {
              positions: t('planningImport.positionCount', { count: result.createdPositions }),
              slots: t('planningImport.slotCount', { count: result.createdTimeSlots }),
            }) : null;
      },
      onSuccess: async ({ data }) => {
        const result = data?.importPlanning;
        if (!result) return;
        if (result.dryRun) {
          setPreview({ ...preview, result });
          return;
        }
        setPreview(null);
        setInputKey((key) => key + 1);
        await onImported?.();
      },
    });
  }

  const rows = preview?.result.rows ?? [];
  const rowsWithErrors = rows.filter((row) => row.errors.length > 0);
  const time = (value: string | null | undefined) => (value ? moment.tz(value, timeZone).format('DD.MM.YYYY HH:mm') : '—');

  return (
    <Stack gap="xs" component="section" aria-label={t('planningImport.title')}>
      <Title order={3} size="h5">
        {t('planningImport.title')}
      </Title>
      <Input.Wrapper id={inputId} label={t('planningImport.file')} description={t('planningImport.hint')} error={fileError}>
        <input
          key={inputKey}
          id={inputId}
          type="file"
          style={{ maxWidth: '100%' }}
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={loading}
          onChange={(event) => void choose(event.currentTarget.files?.[0])}
        />
      </Input.Wrapper>
      {loading && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('planningImport.sending')}</Text>
        </Group>
      )}
      {preview && (
        <Stack gap="xs">
          <Title order={4} size="h6">
            {t('planningImport.previewTitle')}
          </Title>
          {rowsWithErrors.length > 0 ? (
            <Alert color="red" role="alert" title={t('planningImport.hasErrors', { count: rowsWithErrors.length })}>
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {rowsWithErrors.map((row) => (
                  <li key={row.row}>
                    {t('planningImport.rowErrors', { row: row.row, messages: row.errors.map((error) => error.message).join(' · ') })}
                  </li>
                ))}
              </ul>
            </Alert>
          ) : (
            <Text size="sm">
              {t('planningImport.counts', {
                sectors: t('planningImport.sectorCount', { count: preview.result.createdSectors }),
                positions: t('planningImport.positionCount', { count: preview.result.createdPositions }),
                slots: t('planningImport.slotCount', { count: preview.result.createdTimeSlots }),
              })}
            </Text>
          )}
          <Table.ScrollContainer minWidth={560} maxHeight={360}>
            <Table striped={false} withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('planningImport.row')}</Table.Th>
                  <Table.Th>{t('planningImport.sector')}</Table.Th>
                  <Table.Th>{t('planningImport.position')}</Table.Th>
                  <Table.Th>{t('planningImport.start')}</Table.Th>
                  <Table.Th>{t('planningImport.end')}</Table.Th>
                  <Table.Th>{t('planningImport.required')}</Table.Th>
                  <Table.Th>{t('planningImport.errors')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  const failed = row.errors.length > 0;
                  return (
                    <Table.Tr key={row.row} bg={failed ? 'var(--mantine-color-red-light)' : undefined} aria-invalid={failed || undefined}>
                      <Table.Td>{row.row}</Table.Td>
                      <Table.Td>{row.sector}</Table.Td>
                      <Table.Td>{row.position}</Table.Td>
                      <Table.Td>{time(row.startTime)}</Table.Td>
                      <Table.Td>{time(row.endTime)}</Table.Td>
                      <Table.Td>{row.requiredVolunteerCount}</Table.Td>
                      <Table.Td c={failed ? 'red' : undefined}>
                        {failed ? row.errors.map((error) => error.message).join(' · ') : t('planningImport.rowOk')}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={loading}
              onClick={() => {
                setPreview(null);
                setInputKey((key) => key + 1);
              }}
            >
              {t('planningImport.cancel')}
            </Button>
            <Button loading={loading} disabled={rowsWithErrors.length > 0 || rows.length === 0} onClick={() => void commit()}>
              {t('planningImport.run')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
