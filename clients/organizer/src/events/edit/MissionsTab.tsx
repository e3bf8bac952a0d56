import { DEFAULT_TAG_COLOR, ParticipationStatus as PARTICIPATION_STATUS_NUMBER, positionSchema } from '@benevo/schema';
import { describeApiError, EmptyState, FormError, SelectField, SubmitButton, TextareaField, TextField, toast, useFormSubmit, validateWith } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  ColorInput,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import {
  CreatePositionDocument,
  CreateRewardCategoryDocument,
  CreateSectorDocument,
  CreateTagDocument,
  DeletePositionDocument,
  DeleteRewardCategoryDocument,
  DeleteSectorDocument,
  DeleteTagDocument,
  type ParticipationStatus,
  ReorderPositionsDocument,
  UpdatePositionDocument,
} from '../../gql/graphql';
import { ConfirmModal } from '../components/ConfirmModal';
import { useEventsT } from '../i18n/use-events-t';
import { type EditedReward, type EditedSector, type EditedTag, RewardEditModal, SectorEditModal, TagEditModal } from './MissionsEditors';
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

type Deleting =
  | { kind: 'position' | 'sector' | 'tag' | 'reward'; id: string; name: string }
  | null;

/** Sectors and positions (create, edit, order, delete), the event's tags and reward categories. */
export function MissionsTab({ event, reload }: TabProps) {
  const { t } = useEventsT();
  const refetch = { refetchQueries: ['EventEdit'] };
  const [createSector] = useMutation(CreateSectorDocument, refetch);
  const [deleteSector] = useMutation(DeleteSectorDocument, refetch);
  const [createPosition] = useMutation(CreatePositionDocument, refetch);
  const [updatePosition] = useMutation(UpdatePositionDocument, refetch);
  const [deletePosition] = useMutation(DeletePositionDocument, refetch);
  const [reorder] = useMutation(ReorderPositionsDocument, refetch);
  const [createTag] = useMutation(CreateTagDocument, refetch);
  const [deleteTag] = useMutation(DeleteTagDocument, refetch);
  const [createReward] = useMutation(CreateRewardCategoryDocument, refetch);
  const [deleteReward] = useMutation(DeleteRewardCategoryDocument, refetch);
  const [editing, setEditing] = useState<EditedPosition | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const [editingMeta, setEditingMeta] = useState<
    { kind: 'sector'; sector: EditedSector } | { kind: 'tag'; tag: EditedTag } | { kind: 'reward'; reward: EditedReward } | null
  >(null);
  const [sectorName, setSectorName] = useState('');
  const [tagName, setTagName] = useState('');
  const [tagColor, setTagColor] = useState(DEFAULT_TAG_COLOR);
  const [tagPublic, setTagPublic] = useState(true);
  const [rewardName, setRewardName] = useState('');
  const [rewardRate, setRewardRate] = useState<number>(1);

  async function attempt(action: () => Promise<unknown>, success: string) {
    try {
      await action();
      toast.success(success);
    } catch (error) {
      toast.error(describeApiError(error).message ?? t('errors.default'));
    }
  }

  const positions = [...event.positions].sort((a, b) => a.order - b.order);
  const sectors = [...event.sectors].sort((a, b) => a.order - b.order);
  const groups = [
    ...sectors.map((sector) => ({ id: sector.id, name: sector.name, positions: positions.filter((p) => p.sector?.id === sector.id) })),
    { id: null, name: t('missions.noSector'), positions: positions.filter((p) => !p.sector) },
  ].filter((group) => group.id !== null || group.positions.length > 0);

  function move(position: EditedPosition, direction: -1 | 1) {
    const ids = positions.map((p) => p.id);
    const index = ids.indexOf(position.id);
    const target = index + direction;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target], ids[index]];
    void attempt(() => reorder({ variables: { eventId: event.id, positionIds: ids } }), t('missions.reordered'));
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
            {group.id && (
              <Group gap={2}>
                <ActionIcon
                  variant="subtle"
                  aria-label={`${t('missionsEdit.editSector')} ${group.name}`}
                  onClick={() => {
                    const sector = sectors.find((candidate) => candidate.id === group.id);
                    if (sector) setEditingMeta({ kind: 'sector', sector });
                  }}
                >
                  <IconEdit size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`${t('missions.deleteSector')} ${group.name}`}
                  onClick={() => setDeleting({ kind: 'sector', id: group.id as string, name: group.name })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            )}
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
                      onClick={() => setDeleting({ kind: 'position', id: position.id, name: position.name })}
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

      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Card withBorder padding="sm" component="section" aria-label={t('missions.sectors')}>
          <Title order={3} size="h5" mb="xs">
            {t('missions.sectors')}
          </Title>
          <Group align="flex-end" wrap="nowrap">
            <TextInput label={t('missions.sectorName')} value={sectorName} onChange={(e) => setSectorName(e.currentTarget.value)} flex={1} />
            <Button
              disabled={!sectorName.trim()}
              onClick={() =>
                void attempt(async () => {
                  await createSector({ variables: { input: { eventId: event.id, name: sectorName.trim(), order: sectors.length } } });
                  setSectorName('');
                }, t('missions.sectorSaved'))
              }
            >
              {t('common.create')}
            </Button>
          </Group>
        </Card>
        <Card withBorder padding="sm" component="section" aria-label={t('missions.tagsTitle')}>
          <Title order={3} size="h5" mb="xs">
            {t('missions.tagsTitle')}
          </Title>
          <Group gap={4} mb="xs">
            {event.tags.map((tag) => (
              <Badge
                key={tag.id}
                color={tag.color}
                autoContrast
                rightSection={
                  <>
                    <ActionIcon size="xs" variant="transparent" aria-label={`${t('missionsEdit.editTag')} ${tag.displayName}`} onClick={() => setEditingMeta({ kind: 'tag', tag })}>
                      <IconEdit size={12} aria-hidden />
                    </ActionIcon>
                    <ActionIcon size="xs" variant="transparent" aria-label={`${t('missions.deleteTag')} ${tag.displayName}`} onClick={() => setDeleting({ kind: 'tag', id: tag.id, name: tag.displayName })}>
                      <IconTrash size={12} aria-hidden />
                    </ActionIcon>
                  </>
                }
              >
                {tag.displayName}
              </Badge>
            ))}
          </Group>
          <Stack gap={6}>
            <TextInput label={t('missions.tagName')} value={tagName} onChange={(e) => setTagName(e.currentTarget.value)} />
            <Group grow>
              <ColorInput label={t('missions.tagColor')} value={tagColor} onChange={setTagColor} format="hex" />
              <Switch mt="lg" label={t('missions.tagVisibility')} checked={tagPublic} onChange={(e) => setTagPublic(e.currentTarget.checked)} />
            </Group>
            <Button
              disabled={!tagName.trim()}
              onClick={() =>
                void attempt(async () => {
                  await createTag({ variables: { input: { eventId: event.id, name: tagName.trim(), color: tagColor, visibility: tagPublic ? 1 : 0 } } });
                  setTagName('');
                }, t('missions.tagSaved'))
              }
            >
              {t('missions.newTag')}
            </Button>
          </Stack>
        </Card>
        <Card withBorder padding="sm" component="section" aria-label={t('missions.rewardsTitle')}>
          <Title order={3} size="h5" mb="xs">
            {t('missions.rewardsTitle')}
          </Title>
          <Stack gap={4} mb="xs">
            {event.rewardCategories.map((reward) => (
              <Group key={reward.id} justify="space-between">
                <Text size="sm">
                  {reward.name} · {reward.hourlyRate} {reward.isDefault ? `(${t('missions.rewardDefault')})` : ''}
                </Text>
                <Group gap={2}>
                  <ActionIcon size="sm" variant="subtle" aria-label={`${t('missionsEdit.editReward')} ${reward.name}`} onClick={() => setEditingMeta({ kind: 'reward', reward })}>
                    <IconEdit size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon size="sm" variant="subtle" color="red" aria-label={`${t('missions.deleteReward')} ${reward.name}`} onClick={() => setDeleting({ kind: 'reward', id: reward.id, name: reward.name })}>
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
          <Group align="flex-end" grow>
            <TextInput label={t('missions.rewardName')} value={rewardName} onChange={(e) => setRewardName(e.currentTarget.value)} />
            <NumberInput label={t('missions.hourlyRate')} min={0} value={rewardRate} onChange={(value) => setRewardRate(Number(value) || 0)} />
          </Group>
          <Button
            mt="xs"
            disabled={!rewardName.trim()}
            onClick={() =>
              void attempt(async () => {
                await createReward({ variables: { input: { eventId: event.id, name: rewardName.trim(), hourlyRate: rewardRate } } });
                setRewardName('');
              }, t('missions.rewardSaved'))
            }
          >
            {t('missions.newReward')}
          </Button>
        </Card>
      </SimpleGrid>

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

      {editingMeta?.kind === 'sector' && <SectorEditModal sector={editingMeta.sector} onClose={() => setEditingMeta(null)} />}
      {editingMeta?.kind === 'tag' && <TagEditModal tag={editingMeta.tag} tags={event.tags} onClose={() => setEditingMeta(null)} />}
      {editingMeta?.kind === 'reward' && <RewardEditModal reward={editingMeta.reward} onClose={() => setEditingMeta(null)} />}

      <ConfirmModal
        opened={deleting !== null}
        title={deleting ? t(`missions.delete${deleting.kind === 'position' ? 'Position' : deleting.kind === 'sector' ? 'Sector' : deleting.kind === 'tag' ? 'Tag' : 'Reward'}`) : ''}
        text={
          deleting
            ? t(`missions.delete${deleting.kind === 'position' ? 'Position' : deleting.kind === 'sector' ? 'Sector' : deleting.kind === 'tag' ? 'Tag' : 'Reward'}Text`, { name: deleting.name })
            : ''
        }
        confirmLabel={t('common.delete')}
        danger
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          const variables = { id: deleting.id };
          const action = {
            position: () => deletePosition({ variables }),
            sector: () => deleteSector({ variables }),
            tag: () => deleteTag({ variables }),
            reward: () => deleteReward({ variables }),
          }[deleting.kind];
          await attempt(action, t('common.deleted'));
          await reload();
        }}
      />
    </Stack>
  );
}
