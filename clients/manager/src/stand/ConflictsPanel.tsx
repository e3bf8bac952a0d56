import { Alert, CloseButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReplayConflict } from './offline-queue';

/** Actions done offline that the server refused when they were sent: each stays until dismissed. */
export function ConflictsPanel({ conflicts, onDismiss }: { conflicts: readonly ReplayConflict[]; onDismiss: (clientId: string) => void }) {
  const { t } = useTranslation();
  if (conflicts.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title={t('manager.stand.conflicts.title')} role="region" aria-label={t('manager.stand.conflicts.title')}>
      <Stack gap="xs">
        <Text size="sm">{t('manager.stand.conflicts.intro')}</Text>
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {conflicts.map((conflict) => (
            <Group key={conflict.clientId} component="li" wrap="nowrap" justify="space-between" align="flex-start" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={700}>
                  {conflict.label}
                </Text>
                <Text size="sm">{conflict.message}</Text>
              </div>
              <CloseButton aria-label={t('manager.stand.conflicts.dismiss', { label: conflict.label })} onClick={() => onDismiss(conflict.clientId)} />
            </Group>
          ))}
        </Stack>
      </Stack>
    </Alert>
  );
}
