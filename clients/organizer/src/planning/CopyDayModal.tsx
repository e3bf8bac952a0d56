import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useEventsT } from '../i18n/use-events-t';

interface CopyDayModalProps {
  opened: boolean;
  days: { value: string; label: string }[];
  initialFrom: string | null;
  onClose: () => void;
  onCopy: (fromDay: string, toDay: string) => Promise<unknown>;
}

/** Copies every slot of one day to another day (same local times). */
export function CopyDayModal({ opened, days, initialFrom, onClose, onCopy }: CopyDayModalProps) {
  const { t } = useEventsT();
  const [from, setFrom] = useState<string | null>(initialFrom);
  const [to, setTo] = useState<string | null>(days.find((day) => day.value !== initialFrom)?.value ?? null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened={opened} onClose={onClose} title={t('planning.copyDayTitle')}>
      <Stack>
        <Select label={t('planning.copyFrom')} data={days} value={from} onChange={setFrom} allowDeselect={false} />
        <Select
          label={t('planning.copyTo')}
          data={days.filter((day) => day.value !== from)}
          value={to}
          onChange={setTo}
          allowDeselect={false}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!from || !to || from === to}
            loading={busy}
            onClick={async () => {
              if (!from || !to) return;
              setBusy(true);
              try {
                await onCopy(from, to);
                onClose();
              } finally {
                setBusy(false);
              }
            }}
          >
            {t('planning.copyDay')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
