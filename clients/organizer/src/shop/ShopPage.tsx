import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The head of a shop page: its title and subtitle, its buttons (given once the page has loaded) on the right. */
export function ShopPageHeader({ title, subtitle, children }: { title: string; subtitle: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      </div>
      {children}
    </Group>
  );
}
