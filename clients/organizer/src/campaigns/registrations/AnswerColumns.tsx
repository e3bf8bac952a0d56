import { Avatar, Table, Text } from '@mantine/core';
import { useCampaignsT } from '../i18n/use-campaigns-t';
import type { AnswerCell, AnswerColumn } from './filters';

/** The header cells of the answer columns, in the form's order. */
export function AnswerHeaderCells({ columns }: { columns: readonly AnswerColumn[] }) {
  return (
    <>
      {columns.map((column) => (
        <Table.Th key={column.key} style={{ minWidth: column.kind === 'picture' ? undefined : 120 }}>
          {column.label}
        </Table.Th>
      ))}
    </>
  );
}

/**
 * A registration's answer cells: the display value (option names, Oui/Non, dates as people read them),
 * the volunteer's base values, the profile picture as a small avatar named for screen readers.
 */
export function AnswerCells({ columns, cells, name }: { columns: readonly AnswerColumn[]; cells: Readonly<Record<string, AnswerCell>>; name: string }) {
  const { t } = useCampaignsT();
  return (
    <>
      {columns.map((column) => {
        const display = cells[column.key]?.display ?? '';
        if (column.kind === 'picture') {
          return (
            <Table.Td key={column.key}>
              {display ? (
                <Avatar src={display} alt={t('filters.pictureAlt', { name })} size={36} radius="xl" />
              ) : (
                <Avatar size={36} radius="xl" title={t('filters.noPicture')} aria-label={t('filters.noPicture')} role="img" />
              )}
            </Table.Td>
          );
        }
        return (
          <Table.Td key={column.key} style={{ maxWidth: 280 }}>
            <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {display}
            </Text>
          </Table.Td>
        );
      })}
    </>
  );
}
