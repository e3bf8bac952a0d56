import { useQuery } from '@apollo/client/react';
import { APP_TITLE, PageLoader, QueryError } from '@benevo/ui';
import { Alert, Box, Button, Group, LoadingOverlay, Paper, Stack, Switch, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconChevronRight, IconInfoCircle, IconLayoutList, IconListCheck, IconLock } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PublicEventDocument } from '../gql/graphql';
import { Confirmation } from './Confirmation';
import { EventHeader } from './EventHeader';
import { formDefinition } from './form-definition';
import { PasskeyBox } from './PasskeyBox';
import { ProposeSlotModal } from './ProposeSlotModal';
import { SelectionList } from './Selection';
import { SignUpForm, type SignUpResult } from './SignUpForm';
import { SlotGrid } from './SlotGrid';
import { SlotList } from './SlotList';
import { isFull, type PickKind, type Picks, type ProposedSlot, type PublicPositionData, showsFullSlotsByDefault } from './slots';

type Step = 'slots' | 'form' | 'done';

interface Done {
  participations: SignUpResult;
  picks: Picks;
  firstName: string;
  email: string;
}

function focusHeading(id: string) {
  const heading = document.getElementById(id);
  heading?.focus({ preventScroll: true });
  heading?.scrollIntoView?.({ block: 'start' });
}

/** /o/:orgSlug/e-cal/:eventUUID: an event's public page, its slots and the sign-up form. */
export default function EventSignupPage() {
  const { t } = useTranslation();
  const { orgSlug = '', eventUUID = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const passkey = search.get('passkey') || null;
  const view = search.get('view') === 'list' ? 'list' : 'grid';
  const { data, previousData, error, loading, refetch } = useQuery(PublicEventDocument, {
    variables: { uuid: eventUUID, passkey },
    notifyOnNetworkStatusChange: true,
    // The page reloads the event itself after a sign-up or a conflict (refetch), so the event is not
    // written into Apollo's normalized cache and read back: on a phone that took a quarter of the
    // page's script time (issue 19, Lighthouse and a chromium profile at 4x CPU slowdown).
    fetchPolicy: 'no-cache',
  });
  const event = (data ?? previousData)?.publicEvent;

  const [picks, setPicks] = useState<Picks>({});
  const [proposals, setProposals] = useState<ProposedSlot[]>([]);
  const [step, setStep] = useState<Step>('slots');
  const [formMounted, setFormMounted] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [done, setDone] = useState<Done | null>(null);
  const [showFullChoice, setShowFullChoice] = useState<boolean | null>(null);
  const [listFilter, setListFilter] = useState<{ dayKey: string | null; positionId: string | null }>({ dayKey: null, positionId: null });
  const [proposeFor, setProposeFor] = useState<PublicPositionData | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const form = useMemo(() => (event ? formDefinition(event.form.fields) : { fields: [] }), [event]);
  const unlocked = useMemo(() => event?.positions.some((p) => p.timeSlots.some((s) => s.isPrivate)) ?? false, [event]);

  useEffect(() => {
    if (event) document.title = `${event.name} – ${APP_TITLE}`;
  }, [event]);

  // A reload (a conflict, a new access code) may drop slots or fill them: picks follow what the event now shows.
  useEffect(() => {
    if (!event) return;
    const slots = new Map(event.positions.flatMap((p) => p.timeSlots).map((slot) => [slot.id, slot]));
    setPicks((current) => {
      let filled = 0;
      let changed = false;
      const next: Picks = {};
      for (const [id, pick] of Object.entries(current)) {
        const slot = slots.get(id);
        if (!slot) changed = true;
        else if (pick === 'take' && isFull(slot)) {
          filled += 1;
          changed = true;
        } else next[id] = pick;
      }
      if (filled > 0) setNotice(t('public.selection.filled', { count: filled }));
      return changed ? next : current;
    });
  }, [event, t]);

  useEffect(() => {
    if (step === 'form') focusHeading('signup-form-title');
    if (step === 'done') focusHeading('signup-done');
  }, [step]);

  const onPick = useCallback((slotId: string, pick: PickKind | null) => {
    setPicks((current) => {
      const next = { ...current };
      if (pick) next[slotId] = pick;
      else delete next[slotId];
      return next;
    });
  }, []);
  const removeProposal = useCallback((key: string) => setProposals((list) => list.filter((p) => p.key !== key)), []);

  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  };

  if (error && !event) {
    return (
      <QueryError
        error={error}
        onRetry={() => void refetch()}
        notFound={{
          title: t('public.event.notFound'),
          text: t('public.event.notFoundText'),
          action: (
            <Button component={Link} to={`/o/${orgSlug}`} variant="default">
              {t('public.backToOrganization')}
            </Button>
          ),
        }}
        fallback={t('errors.default')}
        mt="md"
      />
    );
  }
  if (!event) return <PageLoader />;

  const { configuration } = event;
  const open = configuration.enableRegistrations;
  const showFull = showFullChoice ?? showsFullSlotsByDefault(configuration);
  const count = Object.keys(picks).length + proposals.length;
  const canPropose = open && configuration.allowPublicTimeSlotCreation;

  const restart = () => {
    setPicks({});
    setProposals([]);
    setDone(null);
    setFormMounted(false);
    setFormKey((k) => k + 1);
    setStep('slots');
    void refetch();
  };

  if (step === 'done' && done) {
    return (
      <Stack gap="md" py="sm">
        <Stack gap={0}>
          <Text c="dimmed" size="sm">
            {event.organizationName}
          </Text>
          <Title order={1} size="h3">
            {event.name}
          </Title>
        </Stack>
        <Confirmation event={event} participations={done.participations} picks={done.picks} firstName={done.firstName} email={done.email} onAgain={restart} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" py="sm" pos="relative">
      <Group>
        <Button component={Link} to={`/o/${orgSlug}`} variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {t('public.backToOrganization')}
        </Button>
      </Group>
      <EventHeader event={event} />
      {!open && (
        <Alert color="orange" icon={<IconLock size={20} aria-hidden />} title={t('public.event.closedTitle')} role="status">
          {t('public.event.closedText')}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert">
          {t('public.event.reloadFailed')}
        </Alert>
      )}
      {notice && (
        <Alert color="yellow" icon={<IconInfoCircle size={20} aria-hidden />} withCloseButton onClose={() => setNotice(null)} role="alert">
          {notice}
        </Alert>
      )}

      <Box display={step === 'slots' ? undefined : 'none'}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <Title order={2} size="h3">
              {open ? t('public.event.chooseSlots') : t('public.event.slots')}
            </Title>
            <PasskeyBox passkey={passkey} unlocked={unlocked} onApply={(value) => setParam('passkey', value)} />
          </Group>
          <Tabs value={view} onChange={(value) => setParam('view', value === 'list' ? 'list' : null)} keepMounted={false}>
            <Tabs.List grow>
              <Tabs.Tab value="grid" leftSection={<IconLayoutList size={16} aria-hidden />}>
                {t('public.event.byPosition')}
              </Tabs.Tab>
              <Tabs.Tab value="list" leftSection={<IconListCheck size={16} aria-hidden />}>
                {t('public.event.available')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="grid" pt="md">
              <Stack gap="sm" pos="relative">
                <LoadingOverlay visible={loading} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': t('app.loading') }} />
                <Switch label={t('public.slots.showFull')} checked={showFull} onChange={(e) => setShowFullChoice(e.currentTarget.checked)} />
                <SlotGrid
                  event={event}
                  showFull={showFull}
                  picks={picks}
                  proposals={proposals}
                  onPick={open ? onPick : null}
                  onPropose={canPropose ? setProposeFor : null}
                  onRemoveProposal={removeProposal}
                />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="list" pt="md">
              <SlotList
                event={event}
                picks={picks}
                dayKey={listFilter.dayKey}
                positionId={listFilter.positionId}
                onFilter={setListFilter}
                onPick={open ? onPick : null}
              />
            </Tabs.Panel>
          </Tabs>
          {open && count > 0 && (
            <Paper
              shadow="md"
              withBorder
              p="sm"
              radius="md"
              pos="sticky"
              bottom={8}
              style={{ zIndex: 20 }}
              role="region"
              aria-label={t('public.selection.label')}
            >
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} aria-live="polite">
                  {t('public.selection.count', { count })}
                </Text>
                <Button
                  rightSection={<IconChevronRight size={16} aria-hidden />}
                  onClick={() => {
                    setFormMounted(true);
                    setStep('form');
                  }}
                >
                  {t('public.selection.continue')}
                </Button>
              </Group>
            </Paper>
          )}
        </Stack>
      </Box>

      {open && formMounted && (
        <Box display={step === 'form' ? undefined : 'none'}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <Group justify="space-between" wrap="wrap">
                  <Title order={2} size="h4">
                    {t('public.selection.title', { count })}
                  </Title>
                  <Button variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={() => setStep('slots')}>
                    {t('public.selection.edit')}
                  </Button>
                </Group>
                {count === 0 ? (
                  <Text c="dimmed">{t('public.selection.empty')}</Text>
                ) : (
                  <SelectionList event={event} picks={picks} proposals={proposals} onRemovePick={(id) => onPick(id, null)} onRemoveProposal={removeProposal} />
                )}
              </Stack>
            </Paper>
            <SignUpForm
              key={formKey}
              event={event}
              form={form}
              picks={picks}
              proposals={proposals}
              passkey={passkey}
              onConflict={() => void refetch()}
              onDone={(participations, values) => {
                setDone({ participations, picks, firstName: values.firstName.trim(), email: values.email.trim() });
                setStep('done');
              }}
            />
          </Stack>
        </Box>
      )}

      {proposeFor && (
        <ProposeSlotModal
          key={proposeFor.id}
          event={event}
          position={proposeFor}
          onClose={() => setProposeFor(null)}
          onAdd={(proposal) => setProposals((list) => [...list.filter((p) => p.key !== proposal.key), proposal])}
        />
      )}
    </Stack>
  );
}
