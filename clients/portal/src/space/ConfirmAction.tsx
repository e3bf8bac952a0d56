import { describeApiError, toast } from '@benevo/ui';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** An action of the space that asks for a confirmation first (order a product, claim a voucher). */
export interface ConfirmAction<P> {
  /** What waits for the confirmation (null: the dialog is closed). */
  pending: P | null;
  ask: (pending: P) => void;
  close: () => void;
  confirm: () => Promise<void>;
  busy: boolean;
  /** The server's refusal, shown in the dialog in its words. */
  error: string | null;
}

/**
 * The state of a confirmed action: `act` runs on confirmation; on success the toast `success` and the
 * dialog closes; a refusal stays in the dialog and `onRefused` reads again what may have changed meanwhile.
 */
export function useConfirmAction<P>(act: (pending: P) => Promise<unknown>, { success, onRefused }: { success: string; onRefused: () => void }): ConfirmAction<P> {
  const { t } = useTranslation();
  const [pending, setPending] = useState<P | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setPending(null);
    setError(null);
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setError(null);
    try {
      await act(pending);
      toast.success(success);
      close();
    } catch (e) {
      setError(describeApiError(e).message ?? t('errors.default'));
      onRefused();
    } finally {
      setBusy(false);
    }
  };

  return { pending, ask: setPending, close, confirm, busy, error };
}

/** The confirmation dialog of a ConfirmAction: its text (null: nothing to show yet), the refusal, "keep" and the confirm button. */
export function ConfirmActionModal<P>({ action, title, confirmLabel, children }: { action: ConfirmAction<P>; title: string; confirmLabel: string; children: (pending: P) => ReactNode }) {
  const { t } = useTranslation();
  const text = action.pending === null ? null : children(action.pending);
  return (
    <Modal opened={action.pending !== null} onClose={action.close} title={title} centered>
      {text !== null && (
        <Stack gap="md">
          {text}
          {action.error && (
            <Alert color="red" role="alert">
              {action.error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={action.close} disabled={action.busy}>
              {t('portal.shop.keep')}
            </Button>
            <Button loading={action.busy} onClick={() => void action.confirm()}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
