import { Group, Paper, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type Feedback = { kind: 'success' | 'refusal' | 'queued'; message: string };

const LOOK = {
  // Dark fills with large bold white text: readable at arm's length, above WCAG's ratio for large text.
  success: { bg: 'var(--mantine-color-green-9)', icon: IconCircleCheck },
  refusal: { bg: 'var(--mantine-color-red-9)', icon: IconCircleX },
  queued: { bg: 'var(--mantine-color-orange-9)', icon: IconClockPause },
} as const;

/**
 * The answer to the operator's last scan or action, big enough to read at arm's length: green done,
 * red refused with the server's reason, orange waiting to be sent. A refusal interrupts screen readers.
 */
export function FeedbackBanner({ feedback, onDismiss }: { feedback: Feedback; onDismiss: () => void }) {
  const { t } = useTranslation();
  const look = LOOK[feedback.kind];
  const Icon = look.icon;
  return (
    <Paper
      radius="md"
      p="md"
      bg={look.bg}
      c="white"
      role={feedback.kind === 'refusal' ? 'alert' : 'status'}
      aria-live={feedback.kind === 'refusal' ? 'assertive' : 'polite'}
      onClick={onDismiss}
      style={{ cursor: 'pointer' }}
      data-feedback={feedback.kind}
    >
      <Group wrap="nowrap" gap="md">
        <Icon size={48} aria-hidden style={{ flexShrink: 0 }} />
        <div style={{ minWidth: 0 }}>
          <Text fw={800} fz={26} lh={1.2} c="white">
            {t(`manager.stand.feedback.${feedback.kind}`)}
          </Text>
          <Text fw={700} fz={20} lh={1.3} c="white" style={{ overflowWrap: 'anywhere' }}>
            {feedback.message}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
