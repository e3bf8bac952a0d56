import { useMutation, useQuery } from '@apollo/client/react';
import { ACTIVE_PARTICIPATION_STATUSES, groupMemberSchema, ParticipationStatus, type GroupMemberValues } from '@benevo/schema';
import {
  ConfirmModal,
  describeApiError,
  EmptyState,
  formatSlot,
  FormError,
  PageLoader,
  SubmitButton,
  TextField,
  toast,
  useFormSubmit,
  validateWith,
} from '@benevo/ui';
import { ActionIcon, Alert, Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddGroupMemberDocument,
  type GroupMemberFieldsFragment,
  type MyGroupsQuery,
  MyGroupsDocument,
  type ParticipationStatus as StatusName,
  RemoveGroupMemberDocument,
} from '../../gql/graphql';
import { STATUS_COLOR } from '../participation-status';
import { ShiftDetails } from '../ShiftDetails';

type LedGroup = MyGroupsQuery['myGroups']['led'][number];
type Booking = MyGroupsQuery['myGroups']['bookedForMe'][number];

const isActive = (status: StatusName) => ACTIVE_PARTICIPATION_STATUSES.includes(ParticipationStatus[status]);
const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

function StatusBadge({ status }: { status: StatusName }) {
  const { t } = useTranslation();
  return (
    <Badge tt="none" color={STATUS_COLOR[status]} variant="light" style={{ flexShrink: 0 }} maw="50%" h="auto" styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}>
      {t(`portal.status.${status}`)}
    </Badge>
  );
}

/** The form naming one more person of a group (in a modal: one form on the page at a time). */
function AddMemberForm({ token, group, onDone }: { token: string; group: LedGroup; onDone: () => void }) {
  const { t } = useTranslation();
  const [addMember] = useMutation(AddGroupMemberDocument);
  const { onSubmit, formError } = useFormSubmit(
    async (values: GroupMemberValues) =>
      addMember({ variables: { token, participationId: group.participation.id, input: { name: values.name.trim(), email: values.email.trim() } } }),
    () => {
      toast.success(t('portal.shifts.groups.added'));
      onDone();
    },
  );
  return (
    <Formik<GroupMemberValues>
      initialValues={{ name: '', email: '' }}
      validate={(values) => validateWith<GroupMemberValues>(groupMemberSchema, values)}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <Stack gap="sm">
          <TextField name="name" label={t('portal.shifts.groups.name')} required autoComplete="name" data-autofocus />
          <TextField name="email" type="email" label={t('portal.shifts.groups.email')} required autoComplete="email" />
          <FormError message={formError} />
          <Group justify="flex-end">
            <SubmitButton>{t('portal.shifts.groups.save')}</SubmitButton>
          </Group>
        </Stack>
      </Form>
    </Formik>
  );
}

function LedGroupCard({
  group,
  onAdd,
  onRemove,
}: {
  group: LedGroup;
  onAdd: () => void;
  onRemove: (member: GroupMemberFieldsFragment) => void;
}) {
  const { t } = useTranslation();
  const p = group.participation;
  const max = p.nbParticipants - 1;
  const slot = formatSlot(p.timeSlot.startTime, p.timeSlot.endTime, p.eventTimeZone);
  const name = p.groupName || t('portal.shifts.groups.unnamed');
  const open = isActive(p.validationStatus) && Date.parse(p.timeSlot.endTime) > Date.now();
  return (
    <Card withBorder padding="md" radius="md" component="li" bg={isActive(p.validationStatus) ? undefined : 'var(--mantine-color-gray-0)'}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700}>
              {name} · {t('portal.shifts.groups.size', { count: p.nbParticipants })}
            </Text>
            <Text c="dimmed" size="sm">
              {p.eventName} · {p.positionName}
            </Text>
          </Stack>
          <StatusBadge status={p.validationStatus} />
        </Group>
        <Text size="sm">{slot}</Text>
        <ShiftDetails place={p} />
        <Text size="sm" fw={600} id={`members-${p.id}`}>
          {t('portal.shifts.groups.members', { count: group.members.length, max })}
        </Text>
        <Stack gap={4} component="ul" style={listStyle} aria-labelledby={`members-${p.id}`}>
          <Text component="li" size="sm" c="dimmed">
            {t('portal.shifts.groups.leaderPlace')}
          </Text>
          {group.members.map((member) => (
            <Group key={member.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {member.name} · {member.email}
              </Text>
              {open && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => onRemove(member)}
                  aria-label={t('portal.shifts.groups.removeLabel', { name: member.name })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
        {group.members.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('portal.shifts.groups.noMembers')}
          </Text>
        )}
        {open &&
          (group.members.length < max ? (
            <Group justify="flex-end">
              <Button size="xs" variant="light" onClick={onAdd} aria-label={t('portal.shifts.groups.addLabel', { group: name, slot })}>
                {t('portal.shifts.groups.add')}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('portal.shifts.groups.full')}
            </Text>
          ))}
      </Stack>
    </Card>
  );
}

function BookingCard({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" radius="md" component="li" bg={isActive(booking.validationStatus) ? undefined : 'var(--mantine-color-gray-0)'}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text c="dimmed" size="sm">
              {booking.eventName}
            </Text>
            <Text fw={700}>
              {booking.positionName}
              {booking.sectorName ? ` · ${booking.sectorName}` : ''}
            </Text>
          </Stack>
          <StatusBadge status={booking.validationStatus} />
        </Group>
        <Text size="sm">{formatSlot(booking.startTime, booking.endTime, booking.eventTimeZone)}</Text>
        <Text size="sm" c="dimmed">
          {(booking.groupName || t('portal.shifts.groups.unnamed')) + ' · ' + t('portal.shifts.groups.size', { count: booking.nbParticipants })}
        </Text>
        <Text size="sm">{t('portal.shifts.groups.leader', { name: booking.leaderName })}</Text>
        <ShiftDetails place={booking} />
      </Stack>
    </Card>
  );
}

/**
 * The portal's groups section (issue 17): the groups I registered (name, size, the people I name for
 * each slot, add / remove with a confirmation) and, read-only, what my group leaders booked for me.
 * Slots already over are left out.
 */
export function GroupsSection({ token }: { token: string }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(MyGroupsDocument, { variables: { token } });
  const [removeMember] = useMutation(RemoveGroupMemberDocument);
  const [adding, setAdding] = useState<LedGroup | null>(null);
  const [removing, setRemoving] = useState<GroupMemberFieldsFragment | null>(null);

  if (loading && !data) return <PageLoader />;
  if (error && !data) {
    return (
      <Alert color="red" role="alert">
        {t('portal.shifts.groups.error')}
      </Alert>
    );
  }
  const now = Date.now();
  const led = (data?.myGroups.led ?? []).filter((g) => Date.parse(g.participation.timeSlot.endTime) >= now);
  const booked = (data?.myGroups.bookedForMe ?? []).filter((b) => Date.parse(b.endTime) >= now);

  return (
    <Stack gap="lg" component="section" aria-labelledby="my-groups">
      <Title order={2} size="h3" id="my-groups">
        {t('portal.shifts.groups.title')}
      </Title>
      {led.length === 0 && booked.length === 0 && (
        <EmptyState order={3} icon={<IconUsersGroup size={40} aria-hidden />} title={t('portal.shifts.groups.empty')} text={t('portal.shifts.groups.emptyText')} />
      )}
      {led.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="groups-led">
          <Title order={3} size="h4" id="groups-led">
            {t('portal.shifts.groups.led')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('portal.shifts.groups.ledIntro')}
          </Text>
          <Stack gap="sm" component="ul" style={listStyle}>
            {led.map((group) => (
              <LedGroupCard key={group.participation.id} group={group} onAdd={() => setAdding(group)} onRemove={setRemoving} />
            ))}
          </Stack>
        </Stack>
      )}
      {booked.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="groups-booked">
          <Title order={3} size="h4" id="groups-booked">
            {t('portal.shifts.groups.bookedForMe')}
          </Title>
          <Stack gap="sm" component="ul" style={listStyle}>
            {booked.map((booking) => (
              <BookingCard key={booking.id} booking={booking} />
            ))}
          </Stack>
        </Stack>
      )}

      <Modal opened={adding !== null} onClose={() => setAdding(null)} title={t('portal.shifts.groups.addTitle')} centered>
        {adding && (
          <AddMemberForm
            token={token}
            group={adding}
            onDone={() => {
              setAdding(null);
              void refetch();
            }}
          />
        )}
      </Modal>
      <ConfirmModal
        opened={removing !== null}
        title={t('portal.shifts.groups.removeTitle')}
        text={removing ? t('portal.shifts.groups.removeText', { name: removing.name, email: removing.email }) : ''}
        confirmLabel={t('portal.shifts.groups.remove')}
        danger
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await removeMember({ variables: { token, id: removing.id } });
            toast.success(t('portal.shifts.groups.removed'));
            void refetch();
          } catch (e) {
            toast.error(describeApiError(e).message ?? t('errors.default'));
          }
        }}
      />
    </Stack>
  );
}
