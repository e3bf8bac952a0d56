import { CopyField } from '@benevo/ui';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useIntegrationsT } from './i18n/use-integrations-t';

/** Shows a secret once, with its copy button. */
export function RevealModal({ title, text, label, value, done, onClose }: { title: string; text: string; label: string; value: string; done: string; onClose: () => void }) {
  const { t } = useIntegrationsT();
  return (
    <Modal opened onClose={onClose} title={title} centered closeOnClickOutside={false}>
      <Stack gap="sm">
        <Alert color="yellow" icon={<IconKey size={18} aria-hidden />}>
          {text}
        </Alert>
        <CopyField label={label} value={value} copyLabel={t('common.copy')} copiedLabel={t('common.copied')} />
        <Group justify="flex-end">
          <Button onClick={onClose}>{done}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
