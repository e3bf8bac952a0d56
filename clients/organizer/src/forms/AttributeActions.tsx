import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';

interface AttributeActionsProps {
  editLabel: string;
  deleteLabel: string;
  onEdit(): void;
  onDelete(): void;
}

/** Edit and delete of a custom field, as icon buttons named for screen readers (attributes page and form editor). */
export function AttributeActions({ editLabel, deleteLabel, onEdit, onDelete }: AttributeActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={editLabel}>
        <ActionIcon variant="subtle" aria-label={editLabel} onClick={onEdit}>
          <IconEdit size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={deleteLabel}>
        <ActionIcon variant="subtle" color="red" aria-label={deleteLabel} onClick={onDelete}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
