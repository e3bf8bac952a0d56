import { Badge, Group, Text } from '@mantine/core';
import { useScanT } from './i18n/use-scan-t';

interface OperatorTagView {
  id: string;
  name: string;
  color: string;
  known: boolean;
}

/** An operator's tags in their colours; a tag the event no longer has reads "Unknown"; none: every position. */
export function TagBadges({ tags }: { tags: readonly OperatorTagView[] }) {
  const { t } = useScanT();
  if (tags.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('common.everyTag')}
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {tags.map((tag) => (
        <Badge key={tag.id} color={tag.known ? tag.color : 'gray'} variant={tag.known ? 'filled' : 'outline'} autoContrast style={{ textTransform: 'none' }}>
          {tag.known ? tag.name : t('common.unknownTag')}
        </Badge>
      ))}
    </Group>
  );
}
