import { readAsBase64, ResponsiveTable, useMutationAction } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import { Alert, Badge, Button, Card, FileInput, Group, Progress, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconFileImport, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  type ImportColumnInput,
  ImportVolunteersDocument,
  PreviewVolunteerImportDocument,
  type VolunteerImportField,
  type VolunteerImportPreviewFieldsFragment,
  type VolunteerImportStatus,
} from '../gql/graphql';
import { useExportsT } from './i18n/use-exports-t';

type Preview = VolunteerImportPreviewFieldsFragment;

const STATUS_COLOR: Record<VolunteerImportStatus, string> = {
  NEW: 'teal',
  ALREADY_KNOWN: 'gray',
  DUPLICATE_IN_FILE: 'orange',
  INVALID: 'red',
};

/** The volunteer's own fields a column may fill, in the order the select lists them. */
const FIELDS: Array<Exclude<VolunteerImportField, 'ATTRIBUTE'>> = [
  'IGNORE',
  'FIRST_NAME',
  'LAST_NAME',
  'EMAIL',
  'PHONE',
  'ADDRESS',
  'POSTCODE',
  'TOWN',
  'COUNTRY',
  'BORN_DATE',
  'LANGUAGE',
  'CATEGORIES',
];

/** Lines shown in the preview: enough to check a file; the refused ones first. */
const SHOWN_ROWS = 500;

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A column's choice as the select holds it: a field, or "ATTRIBUTE:<id>". */
export const choiceOf = (item: { field: VolunteerImportField; attributeId?: string | null }) =>
  item.field === 'ATTRIBUTE' ? `ATTRIBUTE:${item.attributeId}` : item.field;

/** The mapping with one column's choice changed. */
export function withChoice(mapping: Preview['mapping'], column: number, choice: string): ImportColumnInput[] {
  return mapping.map((item) => {
    if (item.column !== column) return { column: item.column, field: item.field, attributeId: item.attributeId ?? null };
    const [field, attributeId] = choice.split(':');
    return { column, field: field as VolunteerImportField, attributeId: attributeId ?? null };
  });
}

const inputOf = (mapping: Preview['mapping']): ImportColumnInput[] =>
  mapping.map((item) => ({ column: item.column, field: item.field, attributeId: item.attributeId ?? null }));

type Step =
  | { kind: 'idle' }
  | { kind: 'reading'; preview: Preview | null }
  | { kind: 'preview'; preview: Preview }
  | { kind: 'importing'; preview: Preview }
  | { kind: 'done'; created: number; skipped: number };

/**
 * /volunteer/import: volunteers from an XLSX or CSV file. The server reads the file and suggests a
 * field per column from its header; the organizer adjusts the mapping (each change is previewed
 * again) and sees each line: new, already known (skipped, left unchanged), duplicate or invalid. The
 * import, all or nothing, is offered once no line is refused and at least one is new.
 */
export default function VolunteerImportPage() {
  const { t } = useExportsT();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [previewImport] = useMutation(PreviewVolunteerImportDocument);
  const [importVolunteers] = useMutation(ImportVolunteersDocument, { refetchQueries: ['VolunteerList'] });
  const run = useMutationAction();

  /** Asks the server what the file holds with this mapping (none: the header's), nothing written. */
  async function preview(nextFile: File | null, mapping: ImportColumnInput[] | null, current: Preview | null = null) {
    setFileError(null);
    if (!nextFile) return setStep({ kind: 'idle' });
    setStep({ kind: 'reading', preview: current });
    const base64File = await readAsBase64(nextFile);
    const outcome = await run(() => previewImport({ variables: { fileName: nextFile.name, base64File, mapping } }), { errorToast: false });
    if (outcome.ok && outcome.data.data) return setStep({ kind: 'preview', preview: outcome.data.data.previewVolunteerImport });
    // A file the server cannot read (format, empty, too many lines): said under the file input.
    setFileError(outcome.ok ? t('common.loadFailed') : (Object.values(outcome.error.fieldErrors)[0]?.[0] ?? outcome.message));
    setStep({ kind: 'idle' });
  }

  async function importFile(current: Preview) {
    if (!file) return;
    setStep({ kind: 'importing', preview: current });
    const base64File = await readAsBase64(file);
    const outcome = await run(() => importVolunteers({ variables: { fileName: file.name, base64File, mapping: inputOf(current.mapping) } }), {
      success: (result) => t('import.done', { count: result.data?.importVolunteers.nbCreated ?? 0 }),
      fieldErrors: 'toast',
    });
    if (outcome.ok && outcome.data.data) setStep({ kind: 'done', created: outcome.data.data.importVolunteers.nbCreated, skipped: outcome.data.data.importVolunteers.nbSkipped });
    else setStep({ kind: 'preview', preview: current });
  }

  const current = step.kind === 'preview' || step.kind === 'importing' ? step.preview : step.kind === 'reading' ? step.preview : null;
  const busy = step.kind === 'reading' || step.kind === 'importing';
  const clean = current !== null && current.mappingErrors.length === 0 && current.nbErrors === 0 && current.nbDuplicates === 0 && current.nbNew > 0;
  const choices = current
    ? [
        { group: t('import.fieldsGroup'), items: FIELDS.map((field) => ({ value: field, label: t(`import.fields.${field}`) })) },
        ...(current.attributes.length > 0
          ? [{ group: t('import.attributesGroup'), items: current.attributes.map((attribute) => ({ value: `ATTRIBUTE:${attribute.id}`, label: attribute.name })) }]
          : []),
      ]
    : [];
  const order: Record<VolunteerImportStatus, number> = { INVALID: 0, DUPLICATE_IN_FILE: 1, NEW: 2, ALREADY_KNOWN: 3 };

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('import.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('import.subtitle')}
        </Text>
      </div>
      {step.kind === 'done' ? (
        <Alert color="teal" icon={<IconCheck size={18} aria-hidden />} title={t('import.resultTitle')} role="status">
          <Stack gap="sm">
            <Text size="sm">{t('import.result', { count: step.created, skipped: step.skipped })}</Text>
            <Group gap="sm">
              <Button component={Link} to="/volunteer/list" size="xs">
                {t('import.seeVolunteers')}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  setFile(null);
                  setStep({ kind: 'idle' });
                }}
              >
                {t('import.another')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Card withBorder padding="md">
          <FileInput
            label={t('import.file')}
            description={t('import.fileHint')}
            placeholder={t('import.chooseFile')}
            accept={ACCEPT}
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            value={file}
            onChange={(value) => {
              setFile(value);
              void preview(value, null);
            }}
            error={fileError}
            clearable
            required
            disabled={busy}
            maw={480}
          />
        </Card>
      )}
      {busy && (
        <Stack gap={4}>
          <Text size="sm">{step.kind === 'importing' ? t('import.importing', { count: step.preview.nbNew }) : t('import.reading')}</Text>
          <Progress value={100} animated striped aria-label={step.kind === 'importing' ? t('import.importing', { count: step.preview.nbNew }) : t('import.reading')} />
        </Stack>
      )}
      {current && step.kind !== 'done' && (
        <Stack gap="sm">
          <Card withBorder padding="md" component="section" aria-label={t('import.mappingTitle')}>
            <Title order={2} size="h4">
              {t('import.mappingTitle')}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {t('import.mappingHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
              {current.columns.map((column) => {
                const item = current.mapping.find((m) => m.column === column.index);
                const header = column.header || String(column.index + 1);
                return (
                  <Select
                    key={column.index}
                    label={t('import.mappingLabel', { header, interpolation: { escapeValue: false } })}
                    description={column.samples.some(Boolean) ? t('import.samples', { samples: column.samples.filter(Boolean).join(', '), interpolation: { escapeValue: false } }) : undefined}
                    data={choices}
                    value={item ? choiceOf(item) : 'IGNORE'}
                    allowDeselect={false}
                    disabled={busy}
                    onChange={(choice) => {
                      if (choice) void preview(file, withChoice(current.mapping, column.index, choice), current);
                    }}
                  />
                );
              })}
            </SimpleGrid>
          </Card>
          {current.mappingErrors.length > 0 && (
            <Alert color="red" role="alert">
              {current.mappingErrors.join(' ')}
            </Alert>
          )}
          <Group gap="xs">
            <Badge color="teal" variant="light">
              {t('import.nbNew', { count: current.nbNew })}
            </Badge>
            <Badge color="gray" variant="light">
              {t('import.nbKnown', { count: current.nbKnown })}
            </Badge>
            <Badge color={current.nbDuplicates > 0 ? 'orange' : 'gray'} variant="light">
              {t('import.nbDuplicates', { count: current.nbDuplicates })}
            </Badge>
            <Badge color={current.nbErrors > 0 ? 'red' : 'gray'} variant="light">
              {t('import.nbErrors', { count: current.nbErrors })}
            </Badge>
          </Group>
          {current.mappingErrors.length === 0 && !clean && (
            <Alert color="orange" role="alert">
              {current.nbErrors === 0 && current.nbDuplicates === 0 ? t('import.nothing') : t('import.fixFile')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button leftSection={<IconFileImport size={16} aria-hidden />} disabled={!clean || busy} loading={step.kind === 'importing'} onClick={() => void importFile(current)}>
              {t('import.submit', { count: current.nbNew })}
            </Button>
          </Group>
          <ResponsiveTable
            label={t('import.previewLabel')}
            rows={[...current.rows].sort((a, b) => order[a.status] - order[b.status] || a.line - b.line).slice(0, SHOWN_ROWS)}
            rowKey={(row) => String(row.line)}
            columns={[
              { label: t('import.line'), nowrap: true, render: (row) => row.line },
              { label: t('import.email'), render: (row) => <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{row.email || t('common.none')}</Text> },
              { label: t('import.name'), render: (row) => `${row.firstName} ${row.lastName}`.trim() || t('common.none') },
              {
                label: t('import.status'),
                render: (row) => (
                  <Badge color={STATUS_COLOR[row.status]} variant="light" style={{ textTransform: 'none' }}>
                    {t(`import.statuses.${row.status}`)}
                  </Badge>
                ),
              },
              {
                label: t('import.messages'),
                render: (row) => (
                  <Stack gap={2}>
                    {row.messages.map((message) => (
                      <Text key={message} size="sm">
                        {message}
                      </Text>
                    ))}
                  </Stack>
                ),
              },
            ]}
          />
          {current.rows.length > SHOWN_ROWS && (
            <Text size="sm" c="dimmed">
              {t('import.moreRows', { count: current.rows.length - SHOWN_ROWS })}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
