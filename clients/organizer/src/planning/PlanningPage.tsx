import { useMutation, useQuery } from '@apollo/client/react';
import { dayOverflowLimit, ZOOM_STEPS } from '@benevo/schema';
import {
  ConfirmModal,
  describeApiError,
  EmptyState,
  formatEventDate,
  formatTime,
  localDay,
  moment,
  PageLoader,
  QueryError,
  toast,
  toLocalInput,
} from '@benevo/ui';
import { Button, Card, Group, LoadingOverlay, SegmentedControl, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCopy, IconPlus, IconRepeat } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useEventsT } from '../i18n/use-events-t';
import {
  CopyDaySlotsDocument,
  CreatePlanningSeriesDocument,
  CreatePlanningSlotDocument,
  DeletePlanningSeriesDocument,
  UpdatePlanningSeriesDocument,
  DeletePlanningSlotDocument,
  PlanningDayDocument,
  PlanningEventDocument,
  type PlanningSlotFragment,
  UpdatePlanningSlotDocument,
} from '../gql/graphql';
import { CopyDayModal } from './CopyDayModal';
import type { GridPosition, GridSlot } from './grid-types';
import { zoomStep } from './layout';
import { PlanningGrid } from './PlanningGrid';
import { PlanningList } from './PlanningList';
import { SeriesModal, type SeriesFormValues } from './SeriesModal';
import { type SlotFormValues, SlotModal } from './SlotModal';

type SlotEditor =
  | { mode: 'create'; values: SlotFormValues }
  | { mode: 'edit'; values: SlotFormValues; slot: PlanningSlotFragment };

function slotName(slot: PlanningSlotFragment['participants'][number]): string {
  return `${slot.firstName} ${slot.lastName}`.trim();
}

/** /events/:eventId/plannig — the planning of one event, one day at a time. */
export default function PlanningPage() {
  const { eventId = '' } = useParams();
  return <Planning eventId={eventId} />;
}

export function Planning({ eventId, embedded = false }: { eventId: string; embedded?: boolean }) {
  const { t } = useEventsT();
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const eventQuery = useQuery(PlanningEventDocument, { variables: { id: eventId } });
  const event = eventQuery.data?.event;
  const days = useMemo(
    () => [...(event?.days ?? [])].sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
    [event?.days],
  );
  const [dayId, setDayId] = useState<string | null>(null);
  const day = days.find((candidate) => candidate.id === dayId) ?? days[0];
  const [zoomMinutes, setZoomMinutes] = useState<number | null>(null);
  const zoom = zoomStep(zoomMinutes ?? event?.zoomLevel ?? 15);
  const [view, setView] = useState<'grid' | 'list' | null>(null);
  const currentView = view ?? (isPhone ? 'list' : 'grid');
  const timeZone = event?.timeZone ?? 'Europe/Zurich';

  const limit = day ? dayOverflowLimit(day.startsAt, timeZone).toISOString() : null;
  const dayQuery = useQuery(PlanningDayDocument, {
    variables: { id: eventId, from: day?.startsAt ?? '', to: limit ?? '' },
    skip: !day || !limit,
    notifyOnNetworkStatusChange: true,
    // Every change on this page reloads the day (run below), so the day is not kept in Apollo's
    // normalized cache: writing and reading back a festival day (700 slots, 4,200 participants) there
    // took ~300 ms of the page's first draw (issue 19, a chromium profile of the planning page).
    fetchPolicy: 'no-cache',
  });

  const [createSlot] = useMutation(CreatePlanningSlotDocument);
  const [updateSlot] = useMutation(UpdatePlanningSlotDocument);
  const [deleteSlot] = useMutation(DeletePlanningSlotDocument);
  const [createSeries] = useMutation(CreatePlanningSeriesDocument);
  const [deleteSeries] = useMutation(DeletePlanningSeriesDocument);
  const [updateSeries] = useMutation(UpdatePlanningSeriesDocument);
  const [copyDay] = useMutation(CopyDaySlotsDocument);

  const [editor, setEditor] = useState<SlotEditor | null>(null);
  const [seriesOpen, setSeriesOpen] = useState(false);
  const [copyOpen, setCopyOpen] = useState(false);
  const [confirm, setConfirm] = useState<{ kind: 'slot' | 'series'; slot: PlanningSlotFragment } | null>(null);

  // A slot resized by dragging keeps its new times from the drop until the reloaded day shows them (the
  // day is not in Apollo's cache, so the mutation's answer does not redraw it).
  const [resized, setResized] = useState<ReadonlyMap<string, { start: number; end: number }>>(new Map());
  const rawPositions = dayQuery.data?.event.positions ?? [];
  const slotsById = useMemo(
    () => new Map(rawPositions.flatMap((position) => position.timeSlots.map((slot) => [slot.id, slot] as const))),
    [rawPositions],
  );
  const positions: GridPosition[] = useMemo(
    () =>
      rawPositions.map((position) => ({
        id: position.id,
        name: position.name,
        sectorId: position.sector?.id ?? null,
        slots: position.timeSlots.map(
          (slot): GridSlot => ({
            id: slot.id,
            positionId: position.id,
            start: resized.get(slot.id)?.start ?? Date.parse(slot.startTime),
            end: resized.get(slot.id)?.end ?? Date.parse(slot.endTime),
            requiredVolunteerCount: slot.requiredVolunteerCount,
            registered: slot.nbParticipants,
            description: slot.description || null,
            isPrivate: slot.isPrivate,
            participants: slot.participants.map(slotName),
            series: slot.series ?? null,
          }),
        ),
      })),
    [rawPositions, resized],
  );

  if (eventQuery.loading && !event) return <PageLoader />;
  if (eventQuery.error || !event) {
    return (
      <QueryError
        error={eventQuery.error}
        onRetry={() => void eventQuery.refetch()}
        notFound={t('common.notFound')}
        forbidden={t('common.forbidden')}
      />
    );
  }

  const dayOptions = days.map((candidate) => ({
    value: localDay(candidate.startsAt, timeZone),
    label: formatEventDate(candidate.startsAt, timeZone),
  }));
  const positionOptions = rawPositions.map((position) => ({ id: position.id, name: position.name }));
  const refetchDay = () => dayQuery.refetch();

  /**
   * Runs a change, reloads the day and confirms with a toast; a form shows its own errors instead. A
   * night shift may have extended its day (the server does, within +10:00): the user is told so.
   */
  async function run(action: () => Promise<unknown>, success: string, inForm = false) {
    const endsBefore = new Map(days.map((candidate) => [candidate.id, Date.parse(candidate.endsAt)]));
    try {
      await action();
    } catch (error) {
      if (!inForm) toast.error(describeApiError(error).message ?? t('errors.default'));
      throw error;
    }
    const [events] = await Promise.all([eventQuery.refetch(), refetchDay()]);
    toast.success(success);
    for (const changed of events.data?.event.days ?? []) {
      const before = endsBefore.get(changed.id);
      if (before !== undefined && Date.parse(changed.endsAt) > before) {
        toast.info(t('planning.dayExtended', { day: formatEventDate(changed.startsAt, timeZone), time: formatTime(changed.endsAt, timeZone) }));
      }
    }
  }

  function openCreate(positionId: string, startMs: number, endMs: number) {
    setEditor({
      mode: 'create',
      values: {
        positionId,
        startTime: toLocalInput(startMs, timeZone),
        endTime: toLocalInput(endMs, timeZone),
        requiredVolunteerCount: '1',
        description: '',
        isPrivate: false,
        rewardCategoryId: null,
        hourlyRate: '',
      },
    });
  }

  function openEdit(gridSlot: GridSlot) {
    const slot = slotsById.get(gridSlot.id);
    if (!slot) return;
    setEditor({
      mode: 'edit',
      slot,
      values: {
        positionId: slot.positionId,
        startTime: toLocalInput(slot.startTime, timeZone),
        endTime: toLocalInput(slot.endTime, timeZone),
        requiredVolunteerCount: String(slot.requiredVolunteerCount),
        description: slot.description,
        isPrivate: slot.isPrivate,
        rewardCategoryId: slot.rewardCategory?.id ?? null,
        hourlyRate: slot.hourlyRate ? String(slot.hourlyRate) : '',
      },
    });
  }

  const dayStartMs = day ? Date.parse(day.startsAt) : 0;
  const originMs = day ? moment.tz(day.startsAt, timeZone).startOf('hour').valueOf() : 0;
  const firstDay = day ? localDay(day.startsAt, timeZone) : '';
  const seriesInitial: SeriesFormValues = {
    positionId: positionOptions[0]?.id ?? '',
    days: firstDay ? [firstDay] : [],
    from: day ? formatTime(dayStartMs, timeZone) : '08:00',
    to: day ? formatTime(day.endsAt, timeZone) : '20:00',
    everyMinutes: '120',
    slotMinutes: '120',
    requiredVolunteerCount: '1',
  };

  return (
    <Stack gap="sm">
      {!embedded && (
        <Group justify="space-between">
          <div>
            <Text size="sm" c="dimmed">
              <Link to={`/events/${event.id}`}>{event.displayName}</Link>
            </Text>
            <Title order={1}>{t('planning.title')}</Title>
          </div>
        </Group>
      )}
      {days.length === 0 ? (
        <Card withBorder padding="lg">
          <Text>{t('planning.noDays')}</Text>
        </Card>
      ) : (
        <>
          <Tabs value={day?.id ?? null} onChange={setDayId} keepMounted={false}>
            <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
              {days.map((candidate) => (
                <Tabs.Tab key={candidate.id} value={candidate.id}>
                  {formatEventDate(candidate.startsAt, timeZone)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              <SegmentedControl
                aria-label={t('planning.zoom')}
                value={String(zoom.minutes)}
                onChange={(value) => setZoomMinutes(Number(value))}
                data={ZOOM_STEPS.map((step) => ({
                  value: String(step.minutes),
                  label: t('planning.zoomMinutes', { minutes: step.minutes }),
                }))}
              />
              <SegmentedControl
                aria-label={t('planning.view')}
                value={currentView}
                onChange={(value) => setView(value as 'grid' | 'list')}
                data={[
                  { value: 'grid', label: t('planning.viewGrid') },
                  { value: 'list', label: t('planning.viewList') },
                ]}
              />
            </Group>
            <Group gap="xs">
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={positionOptions.length === 0}
                onClick={() => {
                  const start = moment.tz(day.startsAt, timeZone).valueOf();
                  openCreate(positionOptions[0]?.id ?? '', start, start + 60 * 60_000);
                }}
              >
                {t('planning.newSlot')}
              </Button>
              <Button
                variant="light"
                leftSection={<IconRepeat size={16} aria-hidden />}
                disabled={positionOptions.length === 0}
                onClick={() => setSeriesOpen(true)}
              >
                {t('planning.series')}
              </Button>
              <Button
                variant="light"
                leftSection={<IconCopy size={16} aria-hidden />}
                disabled={days.length < 2}
                onClick={() => setCopyOpen(true)}
              >
                {t('planning.copyDay')}
              </Button>
            </Group>
          </Group>
          <div style={{ position: 'relative', minHeight: 200 }}>
            <LoadingOverlay visible={dayQuery.loading} loaderProps={{ 'aria-label': t('planning.loading') }} />
            {dayQuery.error && (
              <QueryError
                error={dayQuery.error}
                onRetry={() => void refetchDay()}
                notFound={t('common.notFound')}
                forbidden={t('common.forbidden')}
              />
            )}
            {dayQuery.data && positions.length === 0 && (
              <EmptyState title={t('missions.empty')} text={t('missions.emptyText')}>
                <Button component={Link} to={`/events/${event.id}?tab=missions`}>
                  {t('missions.newPosition')}
                </Button>
              </EmptyState>
            )}
            {positions.length > 0 && currentView === 'grid' && (
              <>
                <Text size="xs" c="dimmed" mb={4} id="planning-help">
                  {t('planning.dragHint')}
                </Text>
                <PlanningGrid
                  sectors={[...event.sectors].sort((a, b) => a.order - b.order)}
                  positions={positions}
                  originMs={originMs}
                  endMs={Date.parse(day.endsAt)}
                  limitMs={Date.parse(limit ?? day.endsAt)}
                  timeZone={timeZone}
                  zoom={zoom}
                  colorFree={event.configuration.colorFree}
                  colorFull={event.configuration.colorFull}
                  onCreateRange={openCreate}
                  onEdit={openEdit}
                  onResize={(slot, start, end) => {
                    setResized((current) => new Map(current).set(slot.id, { start, end }));
                    void run(
                      () =>
                        updateSlot({
                          variables: {
                            id: slot.id,
                            input: { startTime: new Date(start).toISOString(), endTime: new Date(end).toISOString() },
                          },
                        }),
                      t('planning.slotSaved'),
                    )
                      .catch(() => undefined)
                      .finally(() =>
                        setResized((current) => {
                          const next = new Map(current);
                          next.delete(slot.id);
                          return next;
                        }),
                      );
                  }}
                />
              </>
            )}
            {positions.length > 0 && currentView === 'list' && (
              <PlanningList
                positions={positions}
                timeZone={timeZone}
                colorFree={event.configuration.colorFree}
                colorFull={event.configuration.colorFull}
                onEdit={openEdit}
              />
            )}
          </div>
        </>
      )}

      {editor && (
        <SlotModal
          opened
          mode={editor.mode}
          initialValues={editor.values}
          positions={positionOptions}
          rewardCategories={event.rewardCategories}
          timeZone={timeZone}
          onClose={() => setEditor(null)}
          onSubmit={(input) =>
            editor.mode === 'create'
              ? run(() => createSlot({ variables: { input } }), t('planning.slotCreated'), true)
              : run(() => updateSlot({ variables: { id: editor.slot.id, input } }), t('planning.slotSaved'), true)
          }
          onDelete={editor.mode === 'edit' ? () => setConfirm({ kind: 'slot', slot: editor.slot }) : undefined}
          onDeleteSeries={
            editor.mode === 'edit' && editor.slot.series ? () => setConfirm({ kind: 'series', slot: editor.slot }) : undefined
          }
          onSubmitSeries={
            editor.mode === 'edit' && editor.slot.series
              ? async (input) => {
                  const series = editor.mode === 'edit' ? editor.slot.series : null;
                  if (!series) return;
                  const { data } = await updateSeries({ variables: { series, input } });
                  await refetchDay();
                  toast.success(t('seriesEdit.saved', { count: data?.updateTimeSlotSeries.length ?? 0 }));
                }
              : undefined
          }
        />
      )}
      <SeriesModal
        opened={seriesOpen}
        positions={positionOptions}
        days={dayOptions}
        initialValues={seriesInitial}
        timeZone={timeZone}
        onClose={() => setSeriesOpen(false)}
        onSubmit={async (series) => {
          const { data } = await createSeries({ variables: { input: series } });
          await refetchDay();
          toast.success(t('planning.seriesCreated', { count: data?.createTimeSlotSeries.length ?? 0 }));
        }}
      />
      {copyOpen && (
        <CopyDayModal
          opened
          days={dayOptions}
          initialFrom={firstDay || null}
          onClose={() => setCopyOpen(false)}
          onCopy={(fromDay, toDay) =>
            run(() => copyDay({ variables: { eventId: event.id, fromDay, toDay } }), t('planning.copyDone'))
          }
        />
      )}
      <ConfirmModal
        opened={confirm !== null}
        title={confirm?.kind === 'series' ? t('planning.deleteSeries') : t('planning.deleteSlot')}
        text={
          confirm?.kind === 'series'
            ? t('planning.deleteSeriesText')
            : t('planning.deleteSlotText', {
                from: confirm ? formatTime(confirm.slot.startTime, timeZone) : '',
                to: confirm ? formatTime(confirm.slot.endTime, timeZone) : '',
              })
        }
        confirmLabel={t('common.delete')}
        danger
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          if (!confirm) return;
          const { kind, slot } = confirm;
          await run(
            () =>
              kind === 'series' && slot.series
                ? deleteSeries({ variables: { series: slot.series } })
                : deleteSlot({ variables: { id: slot.id } }),
            kind === 'series' ? t('planning.seriesDeleted') : t('planning.slotDeleted'),
          ).catch(() => undefined);
          setEditor(null);
        }}
      />
    </Stack>
  );
}
