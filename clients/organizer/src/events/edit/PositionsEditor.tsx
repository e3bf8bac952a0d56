import { ParticipationStatus as PARTICIPATION_STATUS_NUMBER, positionSchema } from '@benevo/schema';
import {
  ConfirmModal,
  EmptyState,
  FormError,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
  toast,
  useFormSubmit,
  useMutationAction,
  validateWith,
} from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import { ActionIcon, Badge, Button, Card, Group, Modal, MultiSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import {
  CreatePositionDocument,
  DeletePositionDocument,
  type ParticipationStatus,
  ReorderPositionsDocument,
  UpdatePositionDocument,
} from '../../gql/graphql';
import { useEventsT } from '../../i18n/use-events-t';
import { SectorActions } from './SectorsEditor';
import { INITIAL_STATUSES } from './SimpleTabs';
import type { EditedPosition, TabProps } from './types';

interface PositionValues {
  name: string;
  description: string;
  sectorId: string | null;
  tagIds: string[];
  maxParticipantsAtTime: string;
  defaultParticipationValidationStatus: string;
  /** Where the mission takes place (decimal degrees); empty when unknown. */
  latitude: string;
  longitude: string;
}

const coordinate = (value: string): number | null => (value.trim() === '' ? null : Number(value));

function positionInput(values: PositionValues) {
  return {
    name: values.name.trim(),
    description: values.description,
    sectorId: values.sectorId || null,
    tagIds: values.tagIds,
    maxParticipantsAtTime: values.maxParticipantsAtTime === '' ? 0 : Number(values.maxParticipantsAtTime),
    defaultParticipationValidationStatus: values.defaultParticipationValidationStatus as ParticipationStatus,
    latitude: coordinate(values.latitude),
    longitude: coordinate(values.longitude),
  };
}

/** The event's positions by sector (a card per sector, then those without one): create, edit, order, delete. */
export function PositionsEditor({ event, reload }: TabProps) {
  const { t } = useEventsT();
  const refetch = { refetchQueries: ['EventEdit'] };
  const [createPosition] = useMutation(CreatePositionDocument, refetch);
  const [updatePosition] = useMutation(UpdatePositionDocument, refetch);
  const [deletePosition] = useMutation(DeletePositionDocument, refetch);
  const [reorder] = useMutation(ReorderPositionsDocument, refetch);
  const run = useMutationAction();
  const [editing, setEditing] = useState<EditedPosition | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EditedPosition | null>(null);

  const positions = [...event.positions].sort((a, b) => a.order - b.order);
  const sectors = [...event.sectors].sort((a, b) => a.order - b.order);
  const groups = [
    ...sectors.map((sector) => ({ id: sector.id, name: sector.name, sector, positions: positions.filter((p) => p.sector?.id === sector.id) })),
    { id: null, name: t('missions.noSector'), sector: null, positions: positions.filter((p) => !p.sector) },
  ].filter((group) => group.id !== null || group.positions.length > 0);

  function move(position: EditedPosition, direction: -1 | 1) {
    const ids = positions.map((p) => p.id);
    const index = ids.indexOf(position.id);
    const target = index + direction;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target], ids[index]];
    void run(() => reorder({ variables: { eventId: event.id, positionIds: ids } }), { success: t('missions.reordered') });
  }

  const { onSubmit, formError } = useFormSubmit(
    async (values: PositionValues) => {
      const input = positionInput(values);
      if (editing === 'new') await createPosition({ variables: { input: { ...input, eventId: event.id, order: positions.length } } });
      else if (editing) await updatePosition({ variables: { id: editing.id, input } });
    },
    () => {
      toast.success(t('missions.positionSaved'));
      setEditing(null);
    },
  );

  const initialValues: PositionValues =
    editing && editing !== 'new'
      ? {
          name: editing.name,
          description: editing.description,
          sectorId: editing.sector?.id ?? null,
          tagIds: editing.tags.map((tag) => tag.id),
          maxParticipantsAtTime: String(editing.maxParticipantsAtTime),
          defaultParticipationValidationStatus: editing.defaultParticipationValidationStatus,
          latitude: editing.latitude === null || editing.latitude === undefined ? '' : String(editing.latitude),
          longitude: editing.longitude === null || editing.longitude === undefined ? '' : String(editing.longitude),
        }
      : {
          name: '',
          description: '',
          sectorId: null,
          tagIds: [],
          maxParticipantsAtTime: '0',
          defaultParticipationValidationStatus: event.configuration.defaultParticipationValidationStatus,
          latitude: '',
          longitude: '',
        };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('edit.tabs.missions')}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('missions.newPosition')}
        </Button>
      </Group>

      {positions.length === 0 && (
        <EmptyState order={3} title={t('missions.empty')} text={t('missions.emptyText')}>
          <Button onClick={() => setEditing('new')}>{t('missions.newPosition')}</Button>
        </EmptyState>
      )}

      {groups.map((group) => (
        <Card key={group.id ?? 'none'} withBorder padding="sm" component="section" aria-label={group.name}>
          <Group justify="space-between" mb="xs">
            <Title order={3} size="h5">
              {group.name}
            </Title>
            {group.sector && <SectorActions sector={group.sector} reload={reload} />}
          </Group>
          <Stack gap={4}>
            {group.positions.map((position) => {
              const index = positions.indexOf(position);
              return (
                <Group key={position.id} justify="space-between" wrap="nowrap" p={4} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
                  <div>
                    <Text fw={500}>{position.name}</Text>
                    <Group gap={6}>
                      <Text size="xs" c="dimmed">
                        {t('missions.required', { count: position.nbrVolunteersRequired })}
                      </Text>
                      {position.maxParticipantsAtTime > 0 && (
                        <Badge size="xs" variant="outline">
                          max {position.maxParticipantsAtTime}
                        </Badge>
                      )}
                      {position.tags.map((tag) => {
                        const full = event.tags.find((candidate) => candidate.id === tag.id);
                        return full ? (
                          <Badge key={tag.id} size="xs" color={full.color} autoContrast>
                            {full.displayName}
                          </Badge>
                        ) : null;
                      })}
                    </Group>
                  </div>
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon variant="subtle" disabled={index === 0} aria-label={`${t('missions.moveUp')} ${position.name}`} onClick={() => move(position, -1)}>
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      disabled={index === positions.length - 1}
                      aria-label={`${t('missions.moveDown')} ${position.name}`}
                      onClick={() => move(position, 1)}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon variant="subtle" aria-label={`${t('common.edit')} ${position.name}`} onClick={() => setEditing(position)}>
                      <IconEdit size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${t('missions.deletePosition')} ${position.name}`}
                      onClick={() => setDeleting(position)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              );
            })}
          </Stack>
        </Card>
      ))}

      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? t('missions.newPosition') : t('missions.editPosition')} size="lg">
        <Formik<PositionValues>
          initialValues={initialValues}
          enableReinitialize
          validate={(values) =>
            // The shared schema knows the status as its number (DESIGN.md "Conventions"), the API as its name.
            validateWith<PositionValues>(positionSchema, {
              ...positionInput(values),
              defaultParticipationValidationStatus:
                PARTICIPATION_STATUS_NUMBER[values.defaultParticipationValidationStatus as keyof typeof PARTICIPATION_STATUS_NUMBER],
            })
          }
          onSubmit={onSubmit}
        >
          {({ values, setFieldValue }) => (
            <Form noValidate>
              <Stack gap="sm">
                <FormError message={formError} />
                <TextField name="name" label={t('missions.name')} required />
                <TextareaField name="description" label={t('missions.description')} autosize minRows={2} />
                <SelectField name="sectorId" label={t('missions.sector')} data={sectors.map((s) => ({ value: s.id, label: s.name }))} clearable />
                <MultiSelect
                  label={t('missions.tags')}
                  data={event.tags.map((tag) => ({ value: tag.id, label: tag.displayName }))}
                  value={values.tagIds}
                  onChange={(ids) => void setFieldValue('tagIds', ids)}
                  searchable
                />
                <SimpleGrid cols={{ base: 1, xs: 2 }}>
                  <TextField
                    name="maxParticipantsAtTime"
                    type="number"
                    min={0}
                    label={t('missions.maxParticipantsAtTime')}
                    description={t('missions.maxParticipantsHint')}
                  />
                  <SelectField
                    name="defaultParticipationValidationStatus"
                    label={t('missions.defaultValidationStatus')}
                    data={INITIAL_STATUSES.map((status) => ({ value: status, label: t(`validationStatus.${status}`) }))}
                    allowDeselect={false}
                  />
                  <TextField name="latitude" type="number" step="any" label={t('missions.latitude')} />
                  <TextField name="longitude" type="number" step="any" label={t('missions.longitude')} />
                </SimpleGrid>
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setEditing(null)}>
                    {t('common.cancel')}
                  </Button>
                  <SubmitButton>{t('common.save')}</SubmitButton>
                </Group>
              </Stack>
            </Form>
          )}
        </Formik>
      </Modal>

      <ConfirmModal
        opened={deleting !== null}
        title={t('missions.deletePosition')}
        text={t('missions.deletePositionText', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        danger
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await run(() => deletePosition({ variables: { id: deleting.id } }), { success: t('common.deleted') });
          await reload();
        }}
      />
    </Stack>
  );
}
