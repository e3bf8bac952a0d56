import { describeApiError } from '@benevo/ui';
import { Alert, Button, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useRegistrationsT } from '../i18n/use-registrations-t';

/** A failed load: NOT_FOUND and FORBIDDEN in our words, the rest the server's message; retry offered. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useRegistrationsT();
  const apiError = describeApiError(error);
  const message =
    apiError.code === 'NOT_FOUND' ? t('common.notFound') : apiError.code === 'FORBIDDEN' ? t('common.forbidden') : apiError.message ?? t('common.loadFailed');
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
      <Group justify="space-between">
        <span>{message}</span>
        {onRetry && apiError.code !== 'NOT_FOUND' && apiError.code !== 'FORBIDDEN' && (
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}

interface ActionModalProps {
  opened: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** Offers a message to the volunteer (sent with the mail). */
  withMessage?: boolean;
  onConfirm: (message: string) => Promise<unknown> | void;
  onClose: () => void;
}

/** Asks before a change the volunteer hears about (reject, cancel, delete), optionally with a message. */
export function ActionModal({ opened, title, text, confirmLabel, danger, withMessage, onConfirm, onClose }: ActionModalProps) {
  const { t } = useRegistrationsT();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const close = () => {
    setMessage('');
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack>
        <Text>{text}</Text>
        {withMessage && <Textarea label={t('registrations.message')} value={message} onChange={(e) => setMessage(e.currentTarget.value)} autosize minRows={2} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            color={danger ? 'red' : undefined}
            loading={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onConfirm(message);
                close();
              } finally {
                setBusy(false);
              }
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A registration's contact cell: e-mail, then phone. */
export function ContactCell({ email, phoneNumber }: { email: string; phoneNumber: string }) {
  return (
    <Table.Td>
      <Text size="sm">{email}</Text>
      {phoneNumber && (
        <Text size="xs" c="dimmed">
          {phoneNumber}
        </Text>
      )}
    </Table.Td>
  );
}

/** A registration's slot cell: sector · position, then the slot's day and hours in the event's time zone. */
export function SlotCell({ sectorName, positionName, time }: { sectorName?: string | null; positionName: string; time: string }) {
  return (
    <Table.Td>
      <Text size="sm">{sectorName ? `${sectorName} · ${positionName}` : positionName}</Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {time}
      </Text>
    </Table.Td>
  );
}
