import { Card, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface ResponsiveColumn<T> {
  label: string;
  render: (row: T) => ReactNode;
  /** Keeps the cell on one line (times, dates). */
  nowrap?: boolean;
}

interface ResponsiveTableProps<T> {
  /** Names the table (and the list on a phone) for screen readers. */
  label: string;
  columns: Array<ResponsiveColumn<T>>;
  rows: T[];
  rowKey: (row: T) => string;
}

/**
 * A table on a wide screen; on a phone each row becomes a card (its first column as the title, the
 * others labelled below), so nothing needs a sideways scroll.
 */
export function ResponsiveTable<T>({ label, columns, rows, rowKey }: ResponsiveTableProps<T>) {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  if (isPhone) {
    const [title, ...rest] = columns;
    return (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {rows.map((row) => (
          <Card key={rowKey(row)} withBorder padding="sm" component="li">
            <Text fw={600} component="div">
              {title.render(row)}
            </Text>
            <Stack gap={4} mt="xs">
              {rest.map((column) => (
                <div key={column.label}>
                  <Text size="xs" c="dimmed">
                    {column.label}
                  </Text>
                  <Text size="sm" component="div">
                    {column.render(row)}
                  </Text>
                </div>
              ))}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label}>{column.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.label} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {column.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
