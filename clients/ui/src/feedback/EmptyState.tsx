import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title?: ReactNode;
  text?: ReactNode;
  icon?: ReactNode;
  /** 2 for a page's own list, 3 inside a section (a tab, a panel). */
  order?: 2 | 3;
  /** The action that fills the emptiness (e.g. "New event"). */
  children?: ReactNode;
}

/** What a list shows when it has nothing yet: what is missing, why, and what to do. */
export function EmptyState({ title, text, icon, order = 2, children }: EmptyStateProps) {
  return (
    <Card withBorder padding="xl" ta="center">
      <Stack align="center" gap="sm">
        {icon}
        {title && (
          <Title order={order} size={order === 2 ? 'h3' : 'h4'}>
            {title}
          </Title>
        )}
        {text && <Text c="dimmed">{text}</Text>}
        {children}
      </Stack>
    </Card>
  );
}
