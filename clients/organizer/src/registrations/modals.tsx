import { useMutationAction } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, Group, Modal, MultiSelect, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  AddParticipationsDocument,
  ChangeParticipationVolunteerDocument,
  MoveParticipationDocument,
  type ParticipationStatus,
  type PickerSlotFragment,
} from '../gql/graphql';
import { useRegistrationsT } from '../i18n/use-registrations-t';
import { VolunteerPicker } from '../VolunteerPicker';
import { ORGANIZER_STATUSES, slotOptions } from './logic';

export interface PickerPosition {
  id: string;
  name: string;
  timeSlots: PickerSlotFragment[];
}

function usePlacesLabel() {
  const { t } = useRegistrationsT();
  return (slot: PickerSlotFragment) =>
    slot.freePlaces > 0 ? t('common.places', { count: slot.freePlaces, required: slot.requiredVolunteerCount }) : t('common.full');
}

/** Moves a registration to another slot of the event (full slots cannot be chosen). */
export function MoveModal(props: {
  participation: { id: string; timeSlotId: string; name: string } | null;
  positions: PickerPosition[];
  timeZone: string;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const { t } = useRegistrationsT();
  const placesLabel = usePlacesLabel();
  const [slotId, setSlotId] = useState<string | null>(null);
  const [move, { loading }] = useMutation(MoveParticipationDocument);
  const run = useMutationAction();
  const close = () => {
    setSlotId(null);
    props.onClose();
  };
  return (
    <Modal opened={props.participation !== null} onClose={close} title={`${t('registrations.moveTitle')} · ${props.participation?.name ?? ''}`} centered size="lg">
      <Stack>
        <Select
          label={t('registrations.chooseSlot')}
          searchable
          data={slotOptions(props.positions, props.timeZone, placesLabel, { disableFull: true, exclude: props.participation?.timeSlotId })}
          value={slotId}
          onChange={setSlotId}
          nothingFoundMessage={t('registrations.noSlot')}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!slotId}
            loading={loading}
            onClick={async () => {
              if (!props.participation || !slotId) return;
              const id = props.participation.id;
              await run(() => move({ variables: { id, timeSlotId: slotId } }), {
                success: t('registrations.moved'),
                onSuccess: async () => {
                  close();
                  await props.onDone();
                },
                fieldErrors: 'toast',
              });
            }}
          >
            {t('registrations.move')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Gives a registration to another known volunteer. */
export function ChangeVolunteerModal(props: {
  participation: { id: string; volunteerId: string | null; name: string } | null;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const { t } = useRegistrationsT();
  const [volunteerId, setVolunteerId] = useState<string | null>(null);
  const [change, { loading }] = useMutation(ChangeParticipationVolunteerDocument);
  const run = useMutationAction();
  const close = () => {
    setVolunteerId(null);
    props.onClose();
  };
  return (
    <Modal opened={props.participation !== null} onClose={close} title={`${t('registrations.changeTitle')} · ${props.participation?.name ?? ''}`} centered>
      <Stack>
        <VolunteerPicker value={volunteerId} onChange={setVolunteerId} exclude={props.participation?.volunteerId} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!volunteerId}
            loading={loading}
            onClick={async () => {
              if (!props.participation || !volunteerId) return;
              const id = props.participation.id;
              await run(() => change({ variables: { id, volunteerId } }), {
                success: t('registrations.changed'),
                onSuccess: async () => {
                  close();
                  await props.onDone();
                },
                fieldErrors: 'toast',
              });
            }}
          >
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export interface AddValues {
  volunteerId: string | null;
  slotIds: string[];
  nbParticipants: number;
  groupName: string;
  validationStatus: ParticipationStatus;
  recurring: boolean;
}

/** The mutation input of the add form: one item per chosen slot. */
export function addInput(values: AddValues) {
  if (!values.volunteerId) return [];
  return values.slotIds.map((timeSlotId) => ({
    volunteerId: values.volunteerId!,
    timeSlotId,
    nbParticipants: values.nbParticipants,
    groupName: values.groupName.trim() || null,
    validationStatus: values.validationStatus,
    recurring: values.recurring,
  }));
}

/** Registers a known volunteer on one or more slots (recurring: the slots' whole series). */
export function AddParticipationsModal(props: {
  opened: boolean;
  positions: PickerPosition[];
  timeZone: string;
  groupMaxSize: number;
  initialSlotId?: string | null;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const { t } = useRegistrationsT();
  const placesLabel = usePlacesLabel();
  const initial = (): AddValues => ({
    volunteerId: null,
    slotIds: props.initialSlotId ? [props.initialSlotId] : [],
    nbParticipants: 1,
    groupName: '',
    validationStatus: 'ACCEPTED',
    recurring: false,
  });
  const [values, setValues] = useState<AddValues>(initial);
  const [lastInitial, setLastInitial] = useState(props.initialSlotId);
  if (lastInitial !== props.initialSlotId) {
    setLastInitial(props.initialSlotId);
    setValues(initial());
  }
  const [add, { loading }] = useMutation(AddParticipationsDocument);
  const run = useMutationAction();
  const set = <K extends keyof AddValues>(key: K, value: AddValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const chosenSeries = props.positions.flatMap((p) => p.timeSlots).some((slot) => values.slotIds.includes(slot.id) && slot.series);
  const close = () => {
    setValues(initial());
    props.onClose();
  };
  return (
    <Modal opened={props.opened} onClose={close} title={t('registrations.addTitle')} centered size="lg">
      <Stack>
        <Text size="sm" c="dimmed">
          {t('registrations.addIntro')}
        </Text>
        <VolunteerPicker value={values.volunteerId} onChange={(id) => set('volunteerId', id)} />
        <MultiSelect
          label={t('registrations.chooseSlots')}
          searchable
          required
          data={slotOptions(props.positions, props.timeZone, placesLabel)}
          value={values.slotIds}
          onChange={(ids) => set('slotIds', ids)}
          nothingFoundMessage={t('registrations.noSlot')}
        />
        <Group grow align="flex-start">
          <NumberInput
            label={t('registrations.nbParticipants')}
            min={1}
            max={props.groupMaxSize}
            value={values.nbParticipants}
            onChange={(value) => set('nbParticipants', Math.max(1, Number(value) || 1))}
          />
          <TextInput label={t('registrations.groupName')} value={values.groupName} onChange={(e) => set('groupName', e.currentTarget.value)} />
        </Group>
        <Select
          label={t('registrations.initialStatus')}
          allowDeselect={false}
          data={ORGANIZER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          value={values.validationStatus}
          onChange={(value) => value && set('validationStatus', value as ParticipationStatus)}
        />
        <Checkbox
          label={t('registrations.recurring')}
          description={t('registrations.recurringHint')}
          checked={values.recurring}
          disabled={!chosenSeries}
          onChange={(e) => set('recurring', e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!values.volunteerId || values.slotIds.length === 0}
            loading={loading}
            onClick={async () => {
              const input = addInput({ ...values, recurring: values.recurring && chosenSeries });
              await run(() => add({ variables: { input } }), {
                success: ({ data }) => t('registrations.added', { count: data?.addParticipations.length ?? 0 }),
                onSuccess: async () => {
                  close();
                  await props.onDone();
                },
                fieldErrors: 'toast',
              });
            }}
          >
            {t('registrations.add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
