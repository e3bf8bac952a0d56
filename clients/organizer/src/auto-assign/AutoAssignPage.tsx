import { useMutation, useQuery } from '@apollo/client/react';
import { BackLink, ConfirmModal, EmptyState, PageLoader, QueryError, useMutationAction } from '@benevo/ui';
import { Alert, Button, Card, Grid, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarOff, IconChecks, IconSparkles, IconUsers } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  ApplyAutoAssignDocument,
  AutoAssignDocument,
  type AutoAssignRunFieldsFragment,
  AutoAssignRunDocument,
  AutoAssignSetupDocument,
  type AutoAssignSetupQuery,
} from '../gql/graphql';
import { useAutoAssignT } from './i18n/use-auto-assign-t';
import {
  type Edits,
  forbidAssignment,
  forNewProposal,
  initialOptions,
  keptAssignments,
  NO_EDITS,
  type OptionsValues,
  optionsFromRun,
  pairKey,
  pinsOf,
  type Proposed,
  removeAssignment,
  toOptionsInput,
  togglePin,
  toPairs,
  unforbid,
  unpin,
} from './logic';
import { type Choice, OptionsForm } from './OptionsForm';
import { type Conflict, type EditAction, Figures, ProposalList, RejectedPins } from './ProposalView';

/** How often a background run is polled. */
export const POLL_MS = 1000;

type Run = AutoAssignRunFieldsFragment;
const working = (run: Run | null) => run?.status === 'QUEUED' || run?.status === 'RUNNING';

/**
 * /events/assign/:eventId/auto — auto-assignment (issue 18): the options of a run, its progress while a
 * background job solves it, the proposal by slot and by volunteer with the reasons, the organizer's edits
 * (remove, pin, forbid, run again) and applying it after a confirmation; conflicts found on apply can be
 * skipped ("apply the rest").
 */
export default function AutoAssignPage() {
  const { eventId = '' } = useParams();
  const { t } = useAutoAssignT();
  const { data, loading, error, refetch } = useQuery(AutoAssignSetupDocument, { variables: { eventId }, fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <PageLoader />;
  if (!data) return <QueryError error={error} fallback={t('loadError')} onRetry={() => void refetch()} />;
  return <AutoAssign setup={data} />;
}

function AutoAssign({ setup }: { setup: AutoAssignSetupQuery }) {
  const { t } = useAutoAssignT();
  const navigate = useNavigate();
  const action = useMutationAction();
  const { event } = setup;
  const positionIds = event.positions.map((position) => position.id);
  const [initial, setInitial] = useState<OptionsValues>(() => initialOptions(positionIds));
  const [edits, setEdits] = useState<Edits>(NO_EDITS);
  const [run, setRun] = useState<Run | null>(null);
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const [confirming, setConfirming] = useState(false);
  // The latest run not applied yet (a background one may still be going on) is shown again on return.
  const latest = setup.autoAssignRuns[0];
  const resumable = latest && ['QUEUED', 'RUNNING', 'DONE'].includes(latest.status) ? latest.id : null;
  const [watchId, setWatchId] = useState<string | null>(resumable);
  const resuming = useRef(resumable !== null);

  const polling = watchId !== null && (run === null || run.id !== watchId || working(run));
  const { data: polled, stopPolling } = useQuery(AutoAssignRunDocument, {
    variables: { id: watchId ?? '' },
    skip: !polling,
    pollInterval: POLL_MS,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const [autoAssign] = useMutation(AutoAssignDocument);
  const [applyAutoAssign] = useMutation(ApplyAutoAssignDocument);

  const runRef = useRef<Run | null>(null);
  const accept = (next: Run) => {
    const previous = runRef.current;
    // A new proposal: its removals and the conflicts of the last one start over.
    if (next.proposal && (previous?.id !== next.id || !previous.proposal)) {
      setEdits((current) => forNewProposal(current));
      setConflicts([]);
    }
    runRef.current = next;
    setRun(next);
  };

  const fetched = polled?.autoAssignRun;
  useEffect(() => {
    if (!fetched || fetched.id !== watchId) return;
    accept(fetched);
    if (resuming.current) {
      resuming.current = false;
      setInitial(optionsFromRun(fetched.options, positionIds));
      if (fetched.proposal) setEdits({ ...NO_EDITS, pinned: pinsOf(fetched.proposal.assignments) });
    }
    if (!working(fetched)) stopPolling();
    // positionIds comes from the setup, which does not change under this component.
  }, [fetched, watchId, stopPolling]);

  const start = async (values: OptionsValues) => {
    const outcome = await action(async () => (await autoAssign({ variables: { eventId: event.id, options: toOptionsInput(values, edits) } })).data?.autoAssign);
    if (outcome.ok && outcome.data) {
      setWatchId(outcome.data.id);
      accept(outcome.data);
    }
  };

  const proposal = run?.status === 'DONE' ? run.proposal : null;
  const kept = proposal ? keptAssignments(proposal.assignments, edits) : [];
  const removedCount = proposal ? proposal.assignments.filter((assignment) => edits.removed.includes(pairKey(assignment))).length : 0;

  const apply = async (skipConflicts: boolean) => {
    if (!run || !proposal) return;
    const outcome = await action(
      async () => (await applyAutoAssign({ variables: { runId: run.id, assignments: toPairs(kept), skipConflicts } })).data?.applyAutoAssign,
      { success: (result) => (result && result.applied > 0 ? t('proposal.applied', { count: result.applied }) : null) },
    );
    if (!outcome.ok || !outcome.data) return;
    if (outcome.data.applied > 0) {
      void navigate(`/events/assign/${event.id}`);
      return;
    }
    setConflicts(outcome.data.conflicts);
  };

  const onEdit = (edit: EditAction, assignment: Proposed) => {
    setEdits((current) => (edit === 'remove' ? removeAssignment(current, assignment) : edit === 'pin' ? togglePin(current, assignment) : forbidAssignment(current, assignment)));
  };

  const sectorOf = new Map(event.positions.map((position) => [position.id, position.sector?.name ?? null]));
  const positions: Choice[] = event.positions.map((position) => ({
    value: position.id,
    label: sectorOf.get(position.id) ? `${sectorOf.get(position.id)} · ${position.name}` : position.name,
  }));
  const campaigns: Choice[] = setup.campaigns.filter((campaign) => campaign.status !== 'ARCHIVED').map((campaign) => ({ value: campaign.id, label: campaign.name }));
  const categories: Choice[] = setup.volunteerCategories.map((category) => ({ value: category.id, label: category.name }));
  const slotCount = event.positions.reduce((sum, position) => sum + position.timeSlots.length, 0);

  return (
    <Stack gap="md">
      <div>
        <BackLink to={`/events/assign/${event.id}`}>{t('back')}</BackLink>
        <Title order={1} mt={4}>
          {t('title')} · {event.displayName}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('intro')}
        </Text>
      </div>
      {slotCount === 0 ? (
        <EmptyState title={t('noSlots')} text={t('noSlotsText')} icon={<IconCalendarOff size={32} aria-hidden />}>
          <Button component={Link} to={`/events/${event.id}`} variant="light">
            {t('editEvent')}
          </Button>
        </EmptyState>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <OptionsForm
              initialValues={initial}
              positions={positions}
              campaigns={campaigns}
              categories={categories}
              edits={edits}
              timeZone={event.timeZone}
              rerun={run !== null}
              onUnpin={(key) => setEdits((current) => unpin(current, key))}
              onUnforbid={(key) => setEdits((current) => unforbid(current, key))}
              onSubmit={start}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <Stack gap="md" aria-live="polite">
              {run === null && !polling && (
                <EmptyState title={t('proposal.empty')} text={t('proposal.emptyText')} icon={<IconSparkles size={32} aria-hidden />} />
              )}
              {(working(run) || (run === null && polling)) && (
                <Card withBorder padding="md">
                  <Stack gap="xs">
                    <Text fw={600}>{run?.status === 'RUNNING' ? t('run.running', { progress: run.progress }) : t('run.queued')}</Text>
                    <Progress value={run?.progress ?? 0} animated aria-label={t('run.progressLabel')} />
                    <Text size="sm" c="dimmed">
                      {t('run.background')}
                    </Text>
                  </Stack>
                </Card>
              )}
              {run?.status === 'FAILED' && (
                <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('run.failed')} role="alert">
                  {run.error}
                </Alert>
              )}
              {proposal && (
                <>
                  <Figures stats={proposal.stats} />
                  <RejectedPins pins={proposal.rejectedPins} />
                  {proposal.stats.placesOpen === 0 ? (
                    <EmptyState order={3} title={t('proposal.nothingToFill')} text={t('proposal.nothingToFillText')} icon={<IconChecks size={32} aria-hidden />} />
                  ) : proposal.stats.candidates === 0 ? (
                    <EmptyState order={3} title={t('proposal.noCandidates')} text={t('proposal.noCandidatesText')} icon={<IconUsers size={32} aria-hidden />} />
                  ) : (
                    <>
                      {conflicts.length > 0 && (
                        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('proposal.conflicts')} role="alert">
                          <Stack gap="xs">
                            <Text size="sm">{t('proposal.conflictsText')}</Text>
                            <Stack gap={2} component="ul" style={{ margin: 0, paddingLeft: '1.2em' }}>
                              {conflicts.map((conflict) => (
                                <Text key={`${conflict.volunteerId}:${conflict.slotId}`} component="li" size="sm">
                                  {t('proposal.line', { label: conflict.volunteerName, message: conflict.message })}
                                </Text>
                              ))}
                            </Stack>
                            <Group gap="xs">
                              <Button size="xs" color="red" onClick={() => void apply(true)}>
                                {t('proposal.applyRest')}
                              </Button>
                            </Group>
                          </Stack>
                        </Alert>
                      )}
                      {removedCount > 0 && (
                        <Group gap="xs">
                          <Text size="sm" c="dimmed">
                            {t('proposal.removed', { count: removedCount })}
                          </Text>
                          <Button size="compact-sm" variant="subtle" onClick={() => setEdits((current) => ({ ...current, removed: [] }))}>
                            {t('proposal.restore')}
                          </Button>
                        </Group>
                      )}
                      <Text size="xs" c="dimmed">
                        {t('proposal.editsHint')}
                      </Text>
                      <ProposalList assignments={kept} unfilled={proposal.unfilled} edits={edits} conflicts={conflicts} timeZone={event.timeZone} onEdit={onEdit} />
                      <Card withBorder padding="sm" style={{ position: 'sticky', bottom: 0, zIndex: 2 }}>
                        <Group justify="flex-end">
                          <Button leftSection={<IconChecks size={16} aria-hidden />} disabled={kept.length === 0} onClick={() => setConfirming(true)}>
                            {t('proposal.applyCount', { count: kept.length })}
                          </Button>
                        </Group>
                      </Card>
                    </>
                  )}
                </>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
      <ConfirmModal
        opened={confirming}
        title={t('proposal.applyTitle')}
        text={t('proposal.applyText', { count: kept.length })}
        confirmLabel={t('proposal.apply')}
        onClose={() => setConfirming(false)}
        onConfirm={() => apply(false)}
      />
    </Stack>
  );
}
