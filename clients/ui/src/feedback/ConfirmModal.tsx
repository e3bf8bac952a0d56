import { Button, Group, Modal, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  /** Destructive actions get a red button. */
  danger?: boolean;
  onConfirm: () => Promise<unknown> | void;
  onClose: () => void;
}

/** Asks before a destructive or visible change (delete, publish, archive, back to draft); busy while it runs. */
export function ConfirmModal({ opened, title, text, confirmLabel, danger, onConfirm, onClose }: ConfirmModalProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text mb="lg">{text}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          color={danger ? 'red' : undefined}
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onConfirm();
            } finally {
              setBusy(false);
            }
            onClose();
          }}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
