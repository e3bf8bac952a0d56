import { DEFAULT_COLOR_FREE, DEFAULT_COLOR_FULL, INITIAL_PARTICIPATION_STATUSES, ParticipationStatus } from '@benevo/schema';
import { useActiveOrganization, useMutationAction } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  ColorInput,
  CopyButton,
  Group,
  List,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  type EventConfigurationInput,
  type EventInput,
  type FullSlotsDisplay,
  type ParticipationStatus as ParticipationStatusName,
  type PositionOrdering,
  UpdateEventDocument,
  UpdatePositionDocument,
  type VolunteerNameDisplay,
} from '../../gql/graphql';
import { useEventsT } from '../../i18n/use-events-t';
import { eventChecks } from './checks';
import type { TabProps } from './types';

/** The statuses a new registration can start in (accepted, or awaiting a validation): the only sensible defaults. */
export const INITIAL_STATUSES = INITIAL_PARTICIPATION_STATUSES.map((status) => ParticipationStatus[status]) as ParticipationStatusName[];

function useUpdateEvent(eventId: string) {
  const { t } = useEventsT();
  const [update] = useMutation(UpdateEventDocument);
  const run = useMutationAction();
  return (input: EventInput, success = t('common.saved')) => run(() => update({ variables: { id: eventId, input } }), { success });
}

export function StatusSelect(props: { label: string; value: ParticipationStatusName; onChange: (value: ParticipationStatusName) => void }) {
  const { t } = useEventsT();
  return (
    <Select
      label={props.label}
      value={props.value}
      allowDeselect={false}
      data={INITIAL_STATUSES.map((status) => ({ value: status, label: t(`validationStatus.${status}`) }))}
      onChange={(value) => value && props.onChange(value as ParticipationStatusName)}
    />
  );
}

/** Every field of the event configuration, with the spec's defaults (filled in by the server). */
export function ConfigurationTab({ event }: TabProps) {
  const { t } = useEventsT();
  const save = useUpdateEvent(event.id);
  const [values, setValues] = useState<EventConfigurationInput>({ ...event.configuration });
  const set = <K extends keyof EventConfigurationInput>(key: K, value: EventConfigurationInput[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const option = (group: string, value: string) => ({ value, label: t(`configuration.${group}.${value.toLowerCase()}`) });
  // The volunteer-space settings have their own section and save (PortalSettings.tsx): never sent stale from here.
  const {
    registrationEmailText: _text,
    volunteerCancelDeadlineHours: _cancel,
    reminderDelaysHours: _reminders,
    enableShiftSwaps: _swaps,
    shiftSwapApproval: _approval,
    ...rest
  } = values;
  return (
    <Stack maw={640}>
      <Select
        label={t('configuration.volunteerNameDisplay')}
        description={t('configuration.volunteerNameDisplayHint')}
        value={values.volunteerNameDisplay}
        allowDeselect={false}
        data={['NOTHING', 'FULL_NAME', 'LAST_NAME_ABBREVIATED'].map((value) => option('volunteerNameDisplayOptions', value))}
        onChange={(value) => value && set('volunteerNameDisplay', value as VolunteerNameDisplay)}
      />
      <Select
        label={t('configuration.positionOrdering')}
        value={values.positionOrdering}
        allowDeselect={false}
        data={['PREFER_POSITIONS_WITH_SLOTS', 'PRESERVE_ORDER'].map((value) => option('positionOrderingOptions', value))}
        onChange={(value) => value && set('positionOrdering', value as PositionOrdering)}
      />
      <Select
        label={t('configuration.fullSlotsDefaultDisplay')}
        value={values.fullSlotsDefaultDisplay}
        allowDeselect={false}
        data={['SHOW', 'HIDE'].map((value) => option('fullSlotsDefaultDisplayOptions', value))}
        onChange={(value) => value && set('fullSlotsDefaultDisplay', value as FullSlotsDisplay)}
      />
      {(
        [
          'enableRegistrations',
          'allowPublicTimeSlotCreation',
          'showPastSlots',
          'enableGroupRegistrations',
          'sendMeCopyOfRegistration',
          'closePositionByDefault',
        ] as const
      ).map((key) => (
        <Switch key={key} label={t(`configuration.${key}`)} checked={Boolean(values[key])} onChange={(e) => set(key, e.currentTarget.checked)} />
      ))}
      <NumberInput
        label={t('configuration.groupMaxSize')}
        min={1}
        max={100}
        value={values.groupMaxSize ?? 10}
        onChange={(value) => set('groupMaxSize', typeof value === 'number' ? value : Number(value) || 1)}
        disabled={!values.enableGroupRegistrations}
      />
      <Group grow>
        <ColorInput label={t('configuration.colorFree')} value={values.colorFree ?? DEFAULT_COLOR_FREE} onChange={(value) => set('colorFree', value)} format="hex" />
        <ColorInput label={t('configuration.colorFull')} value={values.colorFull ?? DEFAULT_COLOR_FULL} onChange={(value) => set('colorFull', value)} format="hex" />
      </Group>
      <StatusSelect
        label={t('configuration.defaultParticipationValidationStatus')}
        value={values.defaultParticipationValidationStatus ?? 'ACCEPTED'}
        onChange={(value) => set('defaultParticipationValidationStatus', value)}
      />
      <Group justify="flex-end">
        <Button onClick={() => void save({ configuration: rest })}>{t('common.save')}</Button>
      </Group>
    </Stack>
  );
}

/** The status a new registration gets, for the event and per position. */
export function ValidationTab({ event }: TabProps) {
  const { t } = useEventsT();
  const save = useUpdateEvent(event.id);
  const [updatePosition] = useMutation(UpdatePositionDocument);
  const run = useMutationAction();
  return (
    <Stack maw={720}>
      <Text>{t('validation.intro')}</Text>
      <StatusSelect
        label={t('validation.eventDefault')}
        value={event.configuration.defaultParticipationValidationStatus}
        onChange={(value) => void save({ configuration: { defaultParticipationValidationStatus: value } })}
      />
      <Title order={3} size="h4">
        {t('validation.perPosition')}
      </Title>
      {event.positions.length === 0 && <Text c="dimmed">{t('missions.empty')}</Text>}
      {event.positions.map((position) => (
        <StatusSelect
          key={position.id}
          label={position.name}
          value={position.defaultParticipationValidationStatus}
          onChange={(value) =>
            void run(() => updatePosition({ variables: { id: position.id, input: { defaultParticipationValidationStatus: value } } }), {
              success: t('missions.positionSaved'),
            })
          }
        />
      ))}
    </Stack>
  );
}

/** The confirmation e-mail's text (placeholders rendered by the server) and the copy to the organizer. */
export function EmailTab({ event }: TabProps) {
  const { t } = useEventsT();
  const save = useUpdateEvent(event.id);
  const [text, setText] = useState(event.configuration.registrationEmailText);
  const [copy, setCopy] = useState(event.configuration.sendMeCopyOfRegistration);
  return (
    <Stack maw={760}>
      <Text size="sm" c="dimmed">
        {t('email.intro')}
      </Text>
      <Textarea label={t('email.text')} value={text} onChange={(e) => setText(e.currentTarget.value)} autosize minRows={8} />
      <Checkbox label={t('email.sendCopy')} checked={copy} onChange={(e) => setCopy(e.currentTarget.checked)} />
      <Group justify="flex-end">
        <Button onClick={() => void save({ configuration: { registrationEmailText: text, sendMeCopyOfRegistration: copy } })}>
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}

export function ChecksTab({ event }: TabProps) {
  const { t } = useEventsT();
  const checks = eventChecks(event);
  if (checks.length === 0) {
    return (
      <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />}>
        {t('checks.ok')}
      </Alert>
    );
  }
  return (
    <List spacing="xs" icon={<IconAlertTriangle size={18} color="var(--mantine-color-orange-7)" aria-hidden />}>
      {checks.map((check) => (
        <List.Item key={check.key + JSON.stringify(check.params ?? {})}>{t(check.key, check.params)}</List.Item>
      ))}
    </List>
  );
}

/** The public sign-up page of the event and where it is listed. */
export function DetailTab({ event }: TabProps) {
  const { t } = useEventsT();
  const organization = useActiveOrganization();
  const save = useUpdateEvent(event.id);
  const path = `/o/${organization?.slug ?? ''}/e-cal/${event.uuid}`;
  const url = `${window.location.origin}${path}`;
  return (
    <Stack maw={720}>
      <Group align="flex-end">
        <TextInput label={t('detail.publicLink')} value={url} readOnly flex={1} />
        <Button component="a" href={path} target="_blank" rel="noreferrer" variant="light">
          {t('detail.open')}
        </Button>
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t('detail.copied') : t('detail.copyLink')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Switch
        label={t('form.showOnPublicPage')}
        checked={event.showOnPublicPage}
        onChange={(e) => void save({ showOnPublicPage: e.currentTarget.checked })}
      />
      <Switch
        label={t('form.showOnHomeCalendar')}
        checked={event.showOnHomeCalendar}
        onChange={(e) => void save({ showOnHomeCalendar: e.currentTarget.checked })}
      />
      <Anchor component={Link} to={`/events/dev/${event.id}`} size="sm">
        {t('dev.title')}
      </Anchor>
    </Stack>
  );
}
