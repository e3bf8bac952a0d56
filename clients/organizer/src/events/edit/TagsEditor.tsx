import { DEFAULT_TAG_COLOR } from '@benevo/schema';
import { ConfirmModal, useMutationAction } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import { ActionIcon, Badge, Button, Card, ColorInput, Group, Stack, Switch, TextInput, Title } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { CreateTagDocument, DeleteTagDocument } from '../../gql/graphql';
import { useEventsT } from '../../i18n/use-events-t';
import { type EditedTag, TagEditModal } from './MissionsEditors';
import type { TabProps } from './types';

/** The event's tags: the list (edit, delete) and a new tag's name, colour and visibility. */
export function TagsEditor({ event, reload }: TabProps) {
  const { t } = useEventsT();
  const refetch = { refetchQueries: ['EventEdit'] };
  const [createTag] = useMutation(CreateTagDocument, refetch);
  const [deleteTag] = useMutation(DeleteTagDocument, refetch);
  const run = useMutationAction();
  const [name, setName] = useState('');
  const [color, setColor] = useState(DEFAULT_TAG_COLOR);
  const [isPublic, setIsPublic] = useState(true);
  const [editing, setEditing] = useState<EditedTag | null>(null);
  const [deleting, setDeleting] = useState<EditedTag | null>(null);
  const create = () =>
    run(() => createTag({ variables: { input: { eventId: event.id, name: name.trim(), color, visibility: isPublic ? 1 : 0 } } }), {
      success: t('missions.tagSaved'),
      onSuccess: () => setName(''),
    });
  return (
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
                <ActionIcon size="xs" variant="transparent" aria-label={`${t('missionsEdit.editTag')} ${tag.displayName}`} onClick={() => setEditing(tag)}>
                  <IconEdit size={12} aria-hidden />
                </ActionIcon>
                <ActionIcon size="xs" variant="transparent" aria-label={`${t('missions.deleteTag')} ${tag.displayName}`} onClick={() => setDeleting(tag)}>
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
        <TextInput label={t('missions.tagName')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Group grow>
          <ColorInput label={t('missions.tagColor')} value={color} onChange={setColor} format="hex" />
          <Switch mt="lg" label={t('missions.tagVisibility')} checked={isPublic} onChange={(e) => setIsPublic(e.currentTarget.checked)} />
        </Group>
        <Button disabled={!name.trim()} onClick={() => void create()}>
          {t('missions.newTag')}
        </Button>
      </Stack>
      {editing && <TagEditModal tag={editing} tags={event.tags} onClose={() => setEditing(null)} />}
      <ConfirmModal
        opened={deleting !== null}
        title={t('missions.deleteTag')}
        text={t('missions.deleteTagText', { name: deleting?.displayName ?? '' })}
        confirmLabel={t('common.delete')}
        danger
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await run(() => deleteTag({ variables: { id: deleting.id } }), { success: t('common.deleted') });
          await reload();
        }}
      />
    </Card>
  );
}
