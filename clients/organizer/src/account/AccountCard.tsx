import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of every /account page: one narrow card, readable on a phone. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" p="lg" radius="md" maw={440} mx="auto" mt="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
