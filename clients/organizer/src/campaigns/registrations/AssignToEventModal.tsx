import { formatSlot, publicEventUrl, useActiveOrganization, useMutationAction } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Checkbox, Group, Loader, Modal, Radio, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CampaignAssignEventSlotsDocument,
  CampaignAssignEventsDocument,
  CampaignAssignParticipationsDocument,
  CampaignOfferEventMailDocument,
  type CampaignAssignEventsQuery,
} from '../../gql/graphql';
import { useCampaignsT } from '../i18n/use-campaigns-t';

export interface AssignedVolunteer {
  /** The volunteer's id (not the registration's). */
  id: string;
  name: string;
}

type Mode = 'mail' | 'slots';
type EventOption = CampaignAssignEventsQuery['events'][number];

interface Props {
  opened: boolean;
  volunteers: AssignedVolunteer[];
  onClose: () => void;
}

/**
 * "Assign to an event" of the campaign registrations: the chosen volunteers get the event's public
 * sign-up link by mail (the organization's free mail, text prefilled and editable), or are placed on
 * slots of the event at once. The server's capacity rules decide: when a slot lacks places it
 * refuses the whole placement with its message and writes nothing.
 */
export function AssignToEventModal({ opened, volunteers, onClose }: Props) {
  const { t } = useCampaignsT();
  const organization = useActiveOrganization();
  const run = useMutationAction();
  const [eventId, setEventId] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>('mail');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [slotIds, setSlotIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const events = useQuery(CampaignAssignEventsDocument, { skip: !opened, fetchPolicy: 'cache-and-network' });
  // Free places change with every placement: each opening asks the server again.
  const slots = useQuery(CampaignAssignEventSlotsDocument, {
    variables: { id: eventId ?? '' },
    skip: !opened || !eventId || mode !== 'slots',
    fetchPolicy: 'cache-and-network',
  });
  const [sendMail, { loading: sending }] = useMutation(CampaignOfferEventMailDocument);
  const [addParticipations, { loading: placing }] = useMutation(CampaignAssignParticipationsDocument);

  const choices = (events.data?.events ?? []).filter((event) => event.status !== 'ARCHIVED');
  const event = choices.find((candidate) => candidate.id === eventId) ?? null;
  const link = event ? publicEventUrl(organization?.slug ?? '', event.uuid) : '';

  function close() {
    setEventId(null);
    setMode('mail');
    setSubject('');
    setBody('');
    setSlotIds([]);
    setError(null);
    onClose();
  }

  /** A new event: the mail's text is written anew for it (the organizer edits it afterwards). */
  function chooseEvent(id: string | null) {
    setEventId(id);
    setSlotIds([]);
    setError(null);
    const chosen: EventOption | undefined = choices.find((candidate) => candidate.id === id);
    if (chosen) {
      const eventLink = publicEventUrl(organization?.slug ?? '', chosen.uuid);
      setSubject(t('assign.defaultSubject', { eventName: chosen.name }));
      setBody(t('assign.defaultBody', { eventName: chosen.name, link: eventLink, interpolation: { escapeValue: false } }));
    }
  }

  async function submit() {
    if (!event) return setError(t('assign.eventRequired'));
    const volunteerIds = volunteers.map((volunteer) => volunteer.id);
    if (mode === 'mail') {
      if (body.trim() === '') return setError(t('assign.bodyRequired'));
      setError(null);
      await run(() => sendMail({ variables: { input: { volunteerIds, subject: subject.trim() || null, body } } }), {
        success: t('assign.sent', { count: volunteerIds.length }),
        onSuccess: close,
      });
      return;
    }
    if (slotIds.length === 0) return setError(t('assign.slotsRequired'));
    setError(null);
    const input = slotIds.flatMap((timeSlotId) => volunteerIds.map((volunteerId) => ({ volunteerId, timeSlotId })));
    await run(() => addParticipations({ variables: { input } }), {
      success: (result) => t('assign.placed', { count: result.data?.addParticipations.length ?? input.length }),
      onSuccess: close,
    });
  }

  const eventData = slots.data?.event;
  const positions = eventData?.positions.filter((position) => position.timeSlots.length > 0) ?? [];

  return (
    <Modal opened={opened} onClose={close} title={t('assign.title')} size="lg" centered>
      <Stack>
        <div>
          <Text size="sm" fw={500}>
            {t('assign.intro', { count: volunteers.length })}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={3}>
            {volunteers.map((volunteer) => volunteer.name).join(', ')}
          </Text>
        </div>
        {events.loading && !events.data ? (
          <Loader size="sm" role="status" aria-label={t('assign.event')} />
        ) : events.error && !events.data ? (
          <Alert color="red">{t('common.loadFailed')}</Alert>
        ) : choices.length === 0 ? (
          <Alert color="gray">{t('assign.noEvents')}</Alert>
        ) : (
          <Select
            label={t('assign.event')}
            placeholder={t('assign.eventPlaceholder')}
            data={choices.map((candidate) => ({ value: candidate.id, label: candidate.displayName }))}
            value={eventId}
            onChange={chooseEvent}
            searchable
            required
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Radio.Group label={t('assign.mode')} value={mode} onChange={(value) => { setMode(value as Mode); setError(null); }}>
          <Group mt="xs">
            <Radio value="mail" label={t('assign.modeMail')} />
            <Radio value="slots" label={t('assign.modeSlots')} />
          </Group>
        </Radio.Group>
        {event && mode === 'mail' && (
          <>
            {event.status !== 'PUBLISHED' && <Alert color="orange">{t('assign.notPublished')}</Alert>}
            <TextInput label={t('assign.link')} value={link} readOnly />
            <TextInput label={t('assign.subject')} value={subject} onChange={(e) => setSubject(e.currentTarget.value)} />
            <Textarea label={t('assign.body')} value={body} onChange={(e) => setBody(e.currentTarget.value)} autosize minRows={6} required />
          </>
        )}
        {event && mode === 'slots' && (
          <Stack gap="xs">
            {slots.loading && !eventData ? (
              <Loader size="sm" role="status" aria-label={t('assign.slots')} />
            ) : positions.length === 0 ? (
              <Text c="dimmed">{t('assign.noSlots')}</Text>
            ) : (
              <Checkbox.Group label={t('assign.slots')} value={slotIds} onChange={setSlotIds}>
                <Stack gap="sm" mt="xs">
                  {positions.map((position) => (
                    <Stack key={position.id} gap={4}>
                      <Title order={4} fz="sm">
                        {position.name}
                      </Title>
                      {position.timeSlots.map((slot) => (
                        <Group key={slot.id} gap="xs" wrap="nowrap">
                          <Checkbox
                            value={slot.id}
                            label={t('assign.slotLabel', {
                              position: position.name,
                              time: formatSlot(slot.startTime, slot.endTime, eventData?.timeZone ?? 'Europe/Zurich'),
                              interpolation: { escapeValue: false },
                            })}
                          />
                          <Badge variant="light" color={slot.freePlaces >= volunteers.length ? 'green' : 'orange'}>
                            {t('assign.freePlaces', { count: slot.freePlaces })}
                          </Badge>
                        </Group>
                      ))}
                    </Stack>
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          </Stack>
        )}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={sending || placing} disabled={volunteers.length === 0}>
            {mode === 'mail' ? t('assign.send') : t('assign.place')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The volunteers of the chosen registrations, in the list's order (a deleted volunteer is left out). */
export function volunteersOfRegistrations(
  registrations: ReadonlyArray<{ id: string; volunteer: { id: string; firstName: string; lastName: string } | null }>,
  registrationIds: readonly string[],
): AssignedVolunteer[] {
  return registrations.flatMap((registration) =>
    registrationIds.includes(registration.id) && registration.volunteer
      ? [{ id: registration.volunteer.id, name: `${registration.volunteer.firstName} ${registration.volunteer.lastName}`.trim() }]
      : [],
  );
}

/** The page's "Assign to an event" button (enabled with a selection) and its modal. */
export function AssignToEventButton({ volunteers }: { volunteers: AssignedVolunteer[] }) {
  const { t } = useCampaignsT();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" leftSection={<IconCalendarPlus size={16} aria-hidden />} disabled={volunteers.length === 0} onClick={() => setOpened(true)}>
        {t('assign.button')}
      </Button>
      <AssignToEventModal opened={opened} volunteers={volunteers} onClose={() => setOpened(false)} />
    </>
  );
}
