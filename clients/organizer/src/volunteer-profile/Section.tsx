import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of the profile. */
export function Section({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const id = `profile-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Card>
  );
}
