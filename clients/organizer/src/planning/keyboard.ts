/**
 * Arrow-key moves between slot buttons: left/right to the previous/next slot of the same position,
 * up/down to the slot of the position above/below that starts closest in time (rows without slots
 * are skipped). Home/End go to the first/last slot of the row.
 */
export interface FocusRow {
  slots: readonly { id: string; start: number }[];
}

export type FocusKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

export const FOCUS_KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

function sortedSlots(row: FocusRow) {
  return [...row.slots].sort((a, b) => a.start - b.start);
}

/** The slot id the focus goes to, or the current id when there is nowhere to go. */
export function nextSlotFocus(rows: readonly FocusRow[], currentId: string, key: FocusKey): string {
  const rowIndex = rows.findIndex((row) => row.slots.some((slot) => slot.id === currentId));
  if (rowIndex === -1) return currentId;
  const slots = sortedSlots(rows[rowIndex]);
  const index = slots.findIndex((slot) => slot.id === currentId);
  switch (key) {
    case 'ArrowLeft':
      return slots[Math.max(0, index - 1)].id;
    case 'ArrowRight':
      return slots[Math.min(slots.length - 1, index + 1)].id;
    case 'Home':
      return slots[0].id;
    case 'End':
      return slots[slots.length - 1].id;
    case 'ArrowUp':
    case 'ArrowDown': {
      const direction = key === 'ArrowUp' ? -1 : 1;
      const start = slots[index].start;
      for (let r = rowIndex + direction; r >= 0 && r < rows.length; r += direction) {
        if (rows[r].slots.length === 0) continue;
        let best = rows[r].slots[0];
        for (const slot of rows[r].slots) {
          const closer = Math.abs(slot.start - start) < Math.abs(best.start - start);
          const tieEarlier = Math.abs(slot.start - start) === Math.abs(best.start - start) && slot.start < best.start;
          if (closer || tieEarlier) best = slot;
        }
        return best.id;
      }
      return currentId;
    }
  }
}
