import { formatEventDate, localDay, useMutationAction } from '@benevo/ui';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Chip, Grid, Group, Input, MultiSelect, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconEye, IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  type PrintFilter,
  PrintDocumentDocument,
  PrintEventPositionsDocument,
  type PrintJobFieldsFragment,
  PrintJobDocument,
  type PrintKind,
  type PrintPreviewQuery,
  PrintPreviewDocument,
} from '../gql/graphql';
import { usePrintT } from './i18n/use-print-t';
import { JobProgress } from './JobProgress';
import { PdfPreview } from './PdfPreview';
import { type PrintCategory, type PrintEvent, PrintEventLayout } from './PrintEventLayout';
import { PLANNING_LAYOUTS, type PlanningLayout } from './print-kinds';

/** How often a generation's progress is asked for while it runs. */
export const JOB_POLL_MS = 1500;

export interface PrintChoices {
  days: string[];
  positionIds: string[];
  categoryIds: string[];
  layout: PlanningLayout;
}

/** The server's filter: the event, and only the criteria chosen (nothing chosen = everything). */
export function printFilter(kind: PrintKind, eventId: string, choices: PrintChoices): PrintFilter {
  const filter: PrintFilter = { eventId };
  if (choices.days.length > 0) filter.days = choices.days;
  if (choices.positionIds.length > 0) filter.positionIds = choices.positionIds;
  if (choices.categoryIds.length > 0) filter.categoryIds = choices.categoryIds;
  if (kind === 'PLANNING') filter.layout = choices.layout;
  return filter;
}

/** The event's days (YYYY-MM-DD in its time zone), each once, in order, with their label. */
export function eventDays(event: Pick<PrintEvent, 'days' | 'timeZone'>): Array<{ value: string; label: string }> {
  const days = new Map<string, string>();
  for (const day of [...event.days].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const value = localDay(day.startsAt, event.timeZone);
    if (!days.has(value)) days.set(value, formatEventDate(day.startsAt, event.timeZone));
  }
  return [...days].map(([value, label]) => ({ value, label }));
}

type Preview = PrintPreviewQuery['printPreview'];

/** One generation, asked for its progress every JOB_POLL_MS until it is done or has failed. */
function GeneratedDocument({ started, onFinished }: { started: PrintJobFieldsFragment; onFinished: () => void }) {
  const { data, stopPolling } = useQuery(PrintJobDocument, {
    variables: { id: started.id },
    pollInterval: JOB_POLL_MS,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const job = data?.documentJob ?? started;
  const finished = job.status === 'DONE' || job.status === 'FAILED';
  useEffect(() => {
    if (!finished) return;
    stopPolling();
    onFinished();
  }, [finished, stopPolling]);
  return <JobProgress job={job} />;
}

function PrintForm({ kind, event, categories }: { kind: PrintKind; event: PrintEvent; categories: readonly PrintCategory[] }) {
  const { t } = usePrintT();
  const client = useApolloClient();
  const run = useMutationAction();
  const [choices, setChoices] = useState<PrintChoices>({ days: [], positionIds: [], categoryIds: [], layout: 'page_per_position' });
  const [preview, setPreview] = useState<Preview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [started, setStarted] = useState<PrintJobFieldsFragment | null>(null);
  const { data: positionsData } = useQuery(PrintEventPositionsDocument, { variables: { id: event.id } });
  const [running, setRunning] = useState(false);
  const [printDocument, { loading: starting }] = useMutation(PrintDocumentDocument);

  // A new choice makes the preview and the generated file out of date: they go, the next ones follow the choice.
  function change(next: Partial<PrintChoices>) {
    setChoices((previous) => ({ ...previous, ...next }));
    setPreview(null);
    setStarted(null);
    setRunning(false);
    setProblem(null);
  }

  const filter = printFilter(kind, event.id, choices);

  async function showPreview() {
    setPreviewing(true);
    setProblem(null);
    const outcome = await run(
      async () => {
        const { data } = await client.query({ query: PrintPreviewDocument, variables: { kind, filter }, fetchPolicy: 'network-only' });
        if (!data) throw new Error('no preview');
        return data.printPreview;
      },
      { errorToast: false },
    );
    setPreviewing(false);
    if (outcome.ok) setPreview(outcome.data);
    else setProblem(outcome.message);
  }

  async function generate() {
    setProblem(null);
    const outcome = await run(async () => (await printDocument({ variables: { kind, filter } })).data?.printDocument, { errorToast: false });
    if (outcome.ok && outcome.data) {
      setStarted(outcome.data);
      setRunning(true);
    } else if (!outcome.ok) setProblem(outcome.message);
  }

  const days = eventDays(event);
  const positions = (positionsData?.event.positions ?? []).map((position) => ({ value: position.id, label: position.name }));
  const categoryOptions = categories.map((category) => ({ value: category.id, label: category.name }));

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5, xl: 4 }}>
        <Paper withBorder p="md" component="section" aria-labelledby="print-filters-title">
          <Stack gap="md">
            <Title order={2} size="h4" id="print-filters-title">
              {t('filters.title')}
            </Title>
            {days.length > 0 && (
              <Input.Wrapper label={t('filters.days')} description={t('filters.daysHint')}>
                <Chip.Group multiple value={choices.days} onChange={(value) => change({ days: value })}>
                  <Group gap="xs" mt={6}>
                    {days.map((day) => (
                      <Chip key={day.value} value={day.value} size="sm">
                        {day.label}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              </Input.Wrapper>
            )}
            <MultiSelect
              label={t('filters.positions')}
              placeholder={choices.positionIds.length === 0 ? t('filters.positionsPlaceholder') : undefined}
              nothingFoundMessage={t('filters.nothingFound')}
              data={positions}
              value={choices.positionIds}
              onChange={(value) => change({ positionIds: value })}
              searchable
              clearable
            />
            <MultiSelect
              label={t('filters.categories')}
              placeholder={choices.categoryIds.length === 0 ? t('filters.categoriesPlaceholder') : undefined}
              nothingFoundMessage={t('filters.nothingFound')}
              data={categoryOptions}
              value={choices.categoryIds}
              onChange={(value) => change({ categoryIds: value })}
              searchable
              clearable
            />
            {kind === 'PLANNING' && (
              <Input.Wrapper label={t('filters.layout')} id="print-layout-label">
                <SegmentedControl
                  fullWidth
                  mt={6}
                  aria-labelledby="print-layout-label"
                  value={choices.layout}
                  onChange={(value) => change({ layout: value as PlanningLayout })}
                  data={PLANNING_LAYOUTS.map((layout) => ({ value: layout, label: t(`filters.${layout}`) }))}
                />
              </Input.Wrapper>
            )}
            <Stack gap="xs">
              <Button variant="default" leftSection={<IconEye size={16} aria-hidden />} loading={previewing} onClick={() => void showPreview()}>
                {preview ? t('preview.refresh') : t('preview.show')}
              </Button>
              <Button leftSection={<IconFileTypePdf size={16} aria-hidden />} loading={starting} disabled={running} onClick={() => void generate()}>
                {started ? t('generate.again') : t('generate.start')}
              </Button>
            </Stack>
            {started && <GeneratedDocument key={started.id} started={started} onFinished={() => setRunning(false)} />}
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7, xl: 8 }}>
        <Stack gap="sm" component="section" aria-labelledby="print-preview-title">
          <Title order={2} size="h4" id="print-preview-title">
            {t('preview.title')}
          </Title>
          {problem ? (
            <Alert color="orange" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('problem')}>
              {problem}
            </Alert>
          ) : preview ? (
            <PdfPreview file={preview} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('preview.empty')}
            </Text>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** A print screen (/action/print and its siblings): filters, a preview of the first page, and the whole PDF built in the background. */
export function PrintScreen({ kind }: { kind: PrintKind }) {
  return (
    <PrintEventLayout kind={kind}>
      {(event, categories) => <PrintForm key={`${kind}-${event.id}`} kind={kind} event={event} categories={categories} />}
    </PrintEventLayout>
  );
}
