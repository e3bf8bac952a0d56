import { dayOverflowLimit, slotPlacement } from '@benevo/schema';
import type { EditedEvent } from './types';

export interface EventCheck {
  key: string;
  params?: Record<string, string | number>;
}

/** Warnings computed from the event as loaded: what would surprise the organizer or the volunteers. */
export function eventChecks(event: Pick<EditedEvent, 'days' | 'positions' | 'timeZone' | 'status'>): EventCheck[] {
  const checks: EventCheck[] = [];
  if (event.days.length === 0) checks.push({ key: 'checks.noDays' });
  const slots = event.positions.flatMap((position) => position.timeSlots);
  const required = slots.reduce((sum, slot) => sum + slot.requiredVolunteerCount, 0);
  if (slots.length === 0 || required === 0) checks.push({ key: 'checks.noSlots' });
  const empty = event.positions.filter((position) => position.timeSlots.length === 0).map((position) => position.name);
  if (empty.length > 0) checks.push({ key: 'checks.positionsWithoutSlots', params: { names: empty.join(', ') } });
  const beyond = slots.filter((slot) => {
    const placement = slotPlacement(slot, event.days, event.timeZone);
    if (placement === 'overflow') return true;
    // A slot that starts in a day and ends after that day's +10:00 limit.
    return event.days.some(
      (day) =>
        Date.parse(slot.startTime) >= Date.parse(day.startsAt) &&
        Date.parse(slot.startTime) < Date.parse(day.endsAt) &&
        Date.parse(slot.endTime) > dayOverflowLimit(day.startsAt, event.timeZone).getTime(),
    );
  });
  if (beyond.length > 0) checks.push({ key: 'checks.slotsBeyondLimit', params: { count: beyond.length } });
  for (const position of event.positions) {
    const overlapping = position.timeSlots.filter((slot) => slot.overlappingSlotIds.length > 0).length;
    if (overlapping > 0) checks.push({ key: 'checks.overlaps', params: { name: position.name, count: overlapping } });
  }
  if (event.status === 'DRAFT') checks.push({ key: 'checks.draft' });
  return checks;
}
