import { Checkbox, Table, VisuallyHidden } from '@mantine/core';
import { useState, type ReactNode } from 'react';

export interface RowSelection {
  /** The selected ids among the rows shown (a row filtered away is no longer selected). */
  selected: string[];
  allSelected: boolean;
  isSelected(id: string): boolean;
  toggle(id: string, on: boolean): void;
  setAll(on: boolean): void;
  /** Forgets these ids (rows removed), or every id without an argument. */
  clear(ids?: string[]): void;
}

/** Checkbox selection of table rows for bulk actions (registrations, volunteers). */
export function useRowSelection(rowIds: string[]): RowSelection {
  const [chosen, setChosen] = useState<string[]>([]);
  const selected = chosen.filter((id) => rowIds.includes(id));
  return {
    selected,
    allSelected: rowIds.length > 0 && selected.length === rowIds.length,
    isSelected: (id) => selected.includes(id),
    toggle: (id, on) => setChosen((current) => (on ? [...current, id] : current.filter((x) => x !== id))),
    setAll: (on) => setChosen(on ? [...rowIds] : []),
    clear: (ids) => setChosen((current) => (ids ? current.filter((id) => !ids.includes(id)) : [])),
  };
}

/** The header checkbox: selects every row shown, indeterminate while some are. */
export function SelectAllCheckbox({ selection, label }: { selection: RowSelection; label: string }) {
  return (
    <Checkbox
      aria-label={label}
      checked={selection.allSelected}
      indeterminate={selection.selected.length > 0 && !selection.allSelected}
      onChange={(e) => selection.setAll(e.currentTarget.checked)}
    />
  );
}

export interface SelectableHeadProps {
  selection: RowSelection;
  selectAllLabel: string;
  /** Column titles, after the checkbox column; `right` aligns a figures column. */
  columns: Array<{ label: ReactNode; right?: boolean }>;
  /** The actions column's name, read by screen readers only. */
  actionsLabel: string;
}

/** The head of a table with row checkboxes: select-all, the columns, a visually hidden actions column. */
export function SelectableHead({ selection, selectAllLabel, columns, actionsLabel }: SelectableHeadProps) {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th w={40}>
          <SelectAllCheckbox selection={selection} label={selectAllLabel} />
        </Table.Th>
        {columns.map((column, i) => (
          <Table.Th key={i} ta={column.right ? 'right' : undefined}>
            {column.label}
          </Table.Th>
        ))}
        <Table.Th>
          <VisuallyHidden>{actionsLabel}</VisuallyHidden>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}
