import { Badge, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { ConfirmModal, type DownloadableFile, downloadFile, EmptyState, toast } from '@benevo/ui';
import { IconCalendarOff, IconFileTypePdf, IconPrinter, IconToolsKitchen2, IconTrash, IconX } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssignmentFilter, ManagerEventViewFragment } from '../../gql/graphql';
import { filterMeals, filterRows, groupRows, NO_FILTER, toApiFilter, type ViewFilter } from './assignment-filter';
import { AssignmentsList, dayLabel } from './AssignmentsList';
import { EventFilters, filterSummary } from './EventFilters';
import { MealsList } from './MealsList';
import './event-view.css';

/** What only a signed-in manager can do; the public view has none of it. */
export interface ManagerActions {
  downloadAssignments: (filter: AssignmentFilter | null) => Promise<DownloadableFile>;
  downloadMeals: (filter: AssignmentFilter | null) => Promise<DownloadableFile>;
  /** Cancels the participations on the volunteers' behalf; the number cancelled. */
  cancelSlots: (participationIds: string[]) => Promise<number>;
  /** A failure's message to show, or null when the caller handled it (an ended session). */
  describeFailure: (error: unknown) => string | null;
}

interface EventViewProps {
  view: ManagerEventViewFragment;
  /** null: the public, read-only view (no contact details, no downloads, no cancelling). */
  actions: ManagerActions | null;
  /** Above the title (back to the manager's events). */
  header?: ReactNode;
}

type Section = 'assignments' | 'meals';

/** An event as its managers see it: assignments and meals, filtered, printed or downloaded. */
export function EventView({ view, actions, header }: EventViewProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ViewFilter>(NO_FILTER);
  const [section, setSection] = useState<Section>('assignments');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState<Section | null>(null);

  const rows = useMemo(() => filterRows(view, filter), [view, filter]);
  const days = useMemo(() => groupRows(rows, view.positions), [rows, view.positions]);
  const meals = useMemo(() => filterMeals(view.meals, filter), [view.meals, filter]);
  // Only rows on screen are cancelled: a filter hides a selected row, it is no longer part of the choice.
  const chosen = rows.filter((row) => selected.has(row.participationId)).map((row) => row.participationId);
  const canCancel = actions !== null && view.canCancelSlots;
  const summary = filterSummary(view, filter, t);

  const toggle = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const download = async (kind: Section) => {
    if (!actions) return;
    setDownloading(kind);
    try {
      const file = await (kind === 'assignments' ? actions.downloadAssignments : actions.downloadMeals)(toApiFilter(filter));
      downloadFile(file);
      toast.success(t('manager.view.downloaded', { name: file.fileName }));
    } catch (error) {
      const message = actions.describeFailure(error);
      if (message) toast.error(message);
    } finally {
      setDownloading(null);
    }
  };

  const cancel = async () => {
    if (!actions) return;
    try {
      const count = await actions.cancelSlots(chosen);
      toast.success(t('manager.view.cancel.done', { count }));
      setSelected(new Set());
    } catch (error) {
      const message = actions.describeFailure(error);
      if (message) toast.error(message);
    }
  };

  const dates = view.days.length === 0 ? null : view.days.length === 1 ? dayLabel(view.days[0]) : `${dayLabel(view.days[0])} – ${dayLabel(view.days[view.days.length - 1])}`;

  return (
    <Stack gap="md" py="xs">
      {header}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} size="h2">
            {view.name}
          </Title>
          {dates && <Text c="dimmed">{dates}</Text>}
          {!actions && (
            <Badge variant="light" color="gray" tt="none" data-print-hide>
              {t('manager.public.readOnly')}
            </Badge>
          )}
        </Stack>
        <Group gap="xs" data-print-hide>
          {actions && (
            <>
              <Button
                variant="default"
                leftSection={<IconFileTypePdf size={18} aria-hidden />}
                loading={downloading === 'assignments'}
                onClick={() => void download('assignments')}
              >
                {t('manager.view.downloadAssignments')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconFileTypePdf size={18} aria-hidden />}
                loading={downloading === 'meals'}
                onClick={() => void download('meals')}
              >
                {t('manager.view.downloadMeals')}
              </Button>
            </>
          )}
          <Button variant="default" leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
            {t('manager.view.print')}
          </Button>
        </Group>
      </Group>

      <EventFilters view={view} filter={filter} onChange={setFilter} contacts={actions !== null} />
      {summary && <Text className="mgr-print-only">{t('manager.view.printedFilters', { filters: summary })}</Text>}

      <Tabs value={section} onChange={(value) => setSection((value as Section | null) ?? 'assignments')}>
        <Tabs.List aria-label={t('manager.view.sections')} mb="md">
          <Tabs.Tab value="assignments">
            {t('manager.view.assignments')} ({rows.length})
          </Tabs.Tab>
          <Tabs.Tab value="meals" leftSection={<IconToolsKitchen2 size={16} aria-hidden />}>
            {t('manager.view.meals')}
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="assignments">
          <Stack gap="md">
            <Text size="sm" c="dimmed" role="status" data-print-hide>
              {t('manager.view.count', { count: rows.length })}
            </Text>
            {canCancel && chosen.length > 0 && (
              <Paper withBorder p="sm" radius="md" data-print-hide>
                <Group justify="space-between" gap="xs">
                  <Text fw={600}>{t('manager.view.cancel.selected', { count: chosen.length })}</Text>
                  <Group gap="xs">
                    <Button variant="subtle" leftSection={<IconX size={16} aria-hidden />} onClick={() => setSelected(new Set())}>
                      {t('manager.view.cancel.clear')}
                    </Button>
                    <Button color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming(true)}>
                      {t('manager.view.cancel.button')}
                    </Button>
                  </Group>
                </Group>
              </Paper>
            )}
            {view.rows.length === 0 ? (
              <EmptyState icon={<IconCalendarOff size={40} aria-hidden />} title={t('manager.eventEmpty')} text={t('manager.eventEmptyText')} />
            ) : rows.length === 0 ? (
              <EmptyState title={t('manager.view.noMatch')} text={t('manager.view.noMatchText')} />
            ) : (
              <AssignmentsList
                days={days}
                timeZone={view.timeZone}
                contacts={actions !== null}
                selection={canCancel ? { selected, onToggle: toggle } : null}
              />
            )}
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="meals">
          {meals.length === 0 ? (
            <EmptyState icon={<IconToolsKitchen2 size={40} aria-hidden />} title={t('manager.view.mealsEmpty')} text={t('manager.view.mealsEmptyText')} />
          ) : (
            <MealsList meals={meals} />
          )}
        </Tabs.Panel>
      </Tabs>

      {canCancel && (
        <ConfirmModal
          opened={confirming}
          title={t('manager.view.cancel.title')}
          text={t('manager.view.cancel.text', { count: chosen.length })}
          confirmLabel={t('manager.view.cancel.confirm')}
          danger
          onConfirm={cancel}
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}
