import { ConfirmModal, formatCalendarDate, localDay, useMutationAction } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { CopyEventIntoDocument, EventsDocument } from '../../gql/graphql';
import { useEventsT } from '../../i18n/use-events-t';
import { ParticipationCategoriesSelect } from '../clone/ParticipationCategoriesSelect';

interface CopyIntoEventProps {
  event: { id: string; name: string };
}

/** Spec "event cloning and extension": copies this event's positions and slots into another event. */
export function CopyIntoEvent({ event }: CopyIntoEventProps) {
  const { t } = useEventsT();
  const events = useQuery(EventsDocument, { variables: {} });
  const [copyInto, { loading }] = useMutation(CopyEventIntoDocument);
  const [targetId, setTargetId] = useState('');
  const [startDay, setStartDay] = useState('');
  const [cloneParticipations, setCloneParticipations] = useState(false);
  const [categories, setCategories] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState<{ id: string; name: string } | null>(null);
  const run = useMutationAction();

  const targets = (events.data?.events ?? []).filter((candidate) => candidate.id !== event.id);
  const target = targets.find((candidate) => candidate.id === targetId) ?? null;

  function chooseTarget(id: string) {
    setTargetId(id);
    setCopied(null);
    const chosen = targets.find((candidate) => candidate.id === id);
    const first = chosen?.days.map((day) => day.startsAt).sort()[0];
    // The target's first day is the usual start; the organizer can pick another one.
    setStartDay(first && chosen ? localDay(first, chosen.timeZone) : '');
  }

  async function copy() {
    if (!target) return;
    const input = {
      targetEventId: target.id,
      startDay,
      cloneParticipations,
      cloneOnlyParticipationsInCategories: cloneParticipations ? categories : [],
    };
    await run(() => copyInto({ variables: { id: event.id, input } }), {
      success: t('copyInto.done', { target: target.displayName }),
      onSuccess: () => setCopied({ id: target.id, name: target.displayName }),
    });
  }

  return (
    <Stack gap="xs" component="section" aria-label={t('copyInto.title')}>
      <Title order={3} size="h5">
        {t('copyInto.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('copyInto.hint')}
      </Text>
      {events.data && targets.length === 0 ? (
        <Text size="sm">{t('copyInto.noTarget')}</Text>
      ) : (
        <>
          <Group align="flex-end" grow>
            <NativeSelect
              label={t('copyInto.target')}
              value={targetId}
              onChange={(e) => chooseTarget(e.currentTarget.value)}
              data={[{ value: '', label: '—' }, ...targets.map((candidate) => ({ value: candidate.id, label: candidate.displayName }))]}
            />
            <TextInput type="date" label={t('copyInto.startDay')} value={startDay} onChange={(e) => setStartDay(e.currentTarget.value)} />
          </Group>
          <Checkbox
            label={t('copyInto.participations')}
            checked={cloneParticipations}
            onChange={(e) => setCloneParticipations(e.currentTarget.checked)}
          />
          {cloneParticipations && <ParticipationCategoriesSelect value={categories} onChange={setCategories} />}
          <Group>
            <Button variant="default" disabled={!target || !startDay} loading={loading} onClick={() => setConfirming(true)}>
              {t('copyInto.submit')}
            </Button>
          </Group>
        </>
      )}
      {copied && (
        <Alert color="green" role="status">
          <Anchor component={Link} to={`/events/${copied.id}`}>
            {t('copyInto.openTarget', { target: copied.name })}
          </Anchor>
        </Alert>
      )}
      <ConfirmModal
        opened={confirming}
        title={t('copyInto.title')}
        text={t('copyInto.confirmText', {
          name: event.name,
          target: target?.displayName ?? '',
          day: startDay ? formatCalendarDate(startDay) : '',
        })}
        confirmLabel={t('copyInto.submit')}
        onClose={() => setConfirming(false)}
        onConfirm={copy}
      />
    </Stack>
  );
}
