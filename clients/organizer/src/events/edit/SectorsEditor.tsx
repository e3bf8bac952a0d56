import { ConfirmModal, useMutationAction } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import { ActionIcon, Button, Card, Group, TextInput, Title } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { CreateSectorDocument, DeleteSectorDocument } from '../../gql/graphql';
import { useEventsT } from '../../i18n/use-events-t';
import { type EditedSector, SectorEditModal } from './MissionsEditors';
import type { TabProps } from './types';

/** Creates a sector, a group of the event's positions (listed with its positions, see SectorActions). */
export function SectorsEditor({ event }: TabProps) {
  const { t } = useEventsT();
  const [createSector] = useMutation(CreateSectorDocument, { refetchQueries: ['EventEdit'] });
  const run = useMutationAction();
  const [name, setName] = useState('');
  const create = () =>
    run(() => createSector({ variables: { input: { eventId: event.id, name: name.trim(), order: event.sectors.length } } }), {
      success: t('missions.sectorSaved'),
      onSuccess: () => setName(''),
    });
  return (
    <Card withBorder padding="sm" component="section" aria-label={t('missions.sectors')}>
      <Title order={3} size="h5" mb="xs">
        {t('missions.sectors')}
      </Title>
      <Group align="flex-end" wrap="nowrap">
        <TextInput label={t('missions.sectorName')} value={name} onChange={(e) => setName(e.currentTarget.value)} flex={1} />
        <Button disabled={!name.trim()} onClick={() => void create()}>
          {t('common.create')}
        </Button>
      </Group>
    </Card>
  );
}

/** A sector's edit and delete buttons, in the header of its positions' card. */
export function SectorActions({ sector, reload }: { sector: EditedSector; reload: TabProps['reload'] }) {
  const { t } = useEventsT();
  const [deleteSector] = useMutation(DeleteSectorDocument, { refetchQueries: ['EventEdit'] });
  const run = useMutationAction();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <Group gap={2}>
      <ActionIcon variant="subtle" aria-label={`${t('missionsEdit.editSector')} ${sector.name}`} onClick={() => setEditing(true)}>
        <IconEdit size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={`${t('missions.deleteSector')} ${sector.name}`} onClick={() => setDeleting(true)}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
      {editing && <SectorEditModal sector={sector} onClose={() => setEditing(false)} />}
      <ConfirmModal
        opened={deleting}
        title={t('missions.deleteSector')}
        text={t('missions.deleteSectorText', { name: sector.name })}
        confirmLabel={t('common.delete')}
        danger
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await run(() => deleteSector({ variables: { id: sector.id } }), { success: t('common.deleted') });
          await reload();
        }}
      />
    </Group>
  );
}
