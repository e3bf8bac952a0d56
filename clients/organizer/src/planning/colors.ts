import type { ProgressColor } from '@benevo/schema';

/** Spec 4 progress levels as Mantine colours. */
export const PROGRESS_MANTINE_COLOR: Record<ProgressColor, string> = {
  danger: 'red',
  warning: 'orange',
  info: 'blue',
  success: 'green',
};
