import { progressColor, type ProgressColor } from '@benevo/schema';
import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const MANTINE_COLOR: Record<ProgressColor, string> = {
  danger: 'red',
  warning: 'yellow',
  info: 'blue',
  success: 'teal',
};

/** Registered / required volunteers, coloured by the spec 4 progress colours. */
export function ProgressBar({ registered, required }: { registered: number; required: number }) {
  const { t } = useTranslation();
  const percentage = required > 0 ? Math.round((registered / required) * 100) : 0;
  const level = progressColor(percentage);
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={Math.min(100, percentage)}
        color={MANTINE_COLOR[level]}
        flex={1}
        size="lg"
        aria-label={t('public.progressLabel', { percentage })}
        data-level={level}
      />
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t('public.volunteersCount', { registered, required })}
      </Text>
    </Group>
  );
}
