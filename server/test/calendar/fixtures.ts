import { CREATE_EVENT, CREATE_POSITION, CREATE_SLOT, type Organizer } from '../events/fixtures';
import type { TestApp } from '../harness';

/**
 * Europe/Zurich leaves winter time on Sunday 2030-03-31 at 02:00: 10:00 local is 09:00 UTC on the
 * Saturday and 08:00 UTC on the Sunday.
 */
export const SATURDAY_10 = '2030-03-30T09:00:00.000Z';
export const SATURDAY_12 = '2030-03-30T11:00:00.000Z';
export const SUNDAY_10 = '2030-03-31T08:00:00.000Z';
export const SUNDAY_12 = '2030-03-31T10:00:00.000Z';

const DAYS = [
  { startsAt: '2030-03-30T07:00:00.000Z', endsAt: '2030-03-30T21:00:00.000Z' },
  { startsAt: '2030-03-31T06:00:00.000Z', endsAt: '2030-03-31T21:00:00.000Z' },
];

export interface DstEvent {
  eventId: string;
  positionId: string;
  saturday: string;
  sunday: string;
}

/** An event over the DST weekend, reminders 24 h and 2 h before, one position with a slot each day. */
export async function dstEvent(o: Organizer, configuration: Record<string, unknown> = { reminderDelaysHours: [24, 2] }): Promise<DstEvent> {
  const { createEvent } = await o.ok(CREATE_EVENT, {
    input: { name: 'Marché de printemps', description: 'Le marché', responsable: 'Anne', email: 'contact@marche.example.org', days: DAYS, configuration },
  });
  const { createPosition } = await o.ok(CREATE_POSITION, { input: { eventId: createEvent.id, name: 'Accueil' } });
  const slot = async (startTime: string, endTime: string) =>
    (await o.ok(CREATE_SLOT, { input: { positionId: createPosition.id, startTime, endTime, requiredVolunteerCount: 5 } })).createTimeSlot.id as string;
  return {
    eventId: createEvent.id,
    positionId: createPosition.id,
    saturday: await slot(SATURDAY_10, SATURDAY_12),
    sunday: await slot(SUNDAY_10, SUNDAY_12),
  };
}

export const sql = (t: TestApp, text: string, params: unknown[] = []) => t.db.database.dataSource.query(text, params);
