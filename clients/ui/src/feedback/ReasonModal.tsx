import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReasonModalProps {
  opened: boolean;
  title: string;
  text: ReactNode;
  reasonLabel: string;
  /** The server's limit on the reason. */
  maxLength: number;
  submitLabel: string;
  /** Destructive decisions get a red button. */
  danger?: boolean;
  /** Resolves true when done (the dialog closes and forgets the reason), false to keep it open. */
  onSubmit: (reason: string) => Promise<boolean>;
  onClose: () => void;
}

/** A decision with an optional reason that is sent on (a refusal mailed to the volunteer); busy while it runs. */
export function ReasonModal({ opened, title, text, reasonLabel, maxLength, submitLabel, danger, onSubmit, onClose }: ReasonModalProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        <Textarea
          label={reasonLabel}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={maxLength}
          autosize
          minRows={2}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            color={danger ? 'red' : undefined}
            loading={busy}
            onClick={async () => {
              setBusy(true);
              const done = await onSubmit(reason);
              setBusy(false);
              if (done) close();
            }}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
