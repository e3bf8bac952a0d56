import type { ProgressColor } from '@benevo/schema';

/** Spec 4 progress levels as Mantine colours. */
export const PROGRESS_MANTINE_COLOR: Record<ProgressColor, string> = {
  danger: 'red',
  warning: 'orange',
  info: 'blue',
  success: 'green',
};

/** The fill of a slot (or an event) in percent (0 required counts as full). */
export function fillPercentage(registered: number, required: number): number {
  if (required <= 0) return 100;
  return Math.round((registered / required) * 100);
}
