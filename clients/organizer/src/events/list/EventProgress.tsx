import { progressColor } from '@benevo/schema';
import { fillPercentage, PROGRESS_MANTINE_COLOR } from '@benevo/ui';
import { Group, Progress, Text } from '@mantine/core';
import { useEventsT } from '../../i18n/use-events-t';

/** Registered / required with a bar coloured by the spec 4 progress colours. */
export function EventProgress({ registered, required }: { registered: number; required: number }) {
  const { t } = useEventsT();
  const percentage = required > 0 ? fillPercentage(registered, required) : 0;
  const level = progressColor(percentage);
  return (
    <Group gap="xs" wrap="nowrap" miw={160}>
      <Progress
        value={Math.min(100, percentage)}
        color={PROGRESS_MANTINE_COLOR[level]}
        flex={1}
        aria-label={t('list.progressLabel', { percentage })}
        data-level={level}
      />
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t('common.volunteers', { registered, required })}
      </Text>
    </Group>
  );
}
