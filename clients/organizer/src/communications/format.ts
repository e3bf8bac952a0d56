import { DEFAULT_TIME_ZONE } from '@benevo/schema';
import { moment } from '@benevo/ui';

/** A sending time as day.month.year hour:minute (Zurich, as the organization's events). */
export function formatSentAt(value: string): string {
  return moment.tz(value, DEFAULT_TIME_ZONE).format('DD.MM.YYYY HH:mm');
}
