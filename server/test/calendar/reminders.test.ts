import { organizer, type Organizer } from '../events/fixtures';
import { startTestApp, type TestApp } from '../harness';
import { waitFor } from '../jobs/wait';
import { participation, volunteer, type VolunteerRow } from '../participations/fixtures';
import { remindersService } from '../../src/modules/reminders/reminders.service';
import { dstEvent, sql, SUNDAY_10, type DstEvent } from './fixtures';

const MOVE_SLOT = `mutation($id: ID!, $input: TimeSlotInput!) { updateTimeSlot(id: $id, input: $input) { id startTime } }`;
const UPDATE_EVENT = `mutation($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }`;

const HOUR = 3_600_000;
let t: TestApp;
let o: Organizer;

beforeAll(async () => {
  t = await startTestApp({ SWEEP_INTERVAL_MS: '600000' });
  o = await organizer(t);
});

afterAll(() => t.close());

const scan = (now: Date, afterEach?: (id: number) => void) =>
  remindersService.scan(t.db.database.dataSource, t.server.services.config, { now, afterEach });

/** Reminder mails queued for an address: their subjects, oldest first. */
async function remindersTo(email: string): Promise<string[]> {
  const rows: Array<{ subject: string }> = await sql(t, `SELECT subject FROM mail WHERE to_address = $1 AND subject LIKE 'Rappel%' ORDER BY id`, [email]);
  return rows.map((row) => row.subject);
}

/** A participation signed up long before (created_at a month earlier). */
async function signedUp(event: DstEvent, slotId: string, v: VolunteerRow, status = 6, createdAt = new Date(Date.parse(SUNDAY_10) - 30 * 24 * HOUR)) {
  const id = await participation(t, o, { eventId: event.eventId, slotId, volunteer: v, status });
  await sql(t, 'UPDATE participation SET created_at = $2 WHERE id = $1', [Number(id), createdAt.toISOString()]);
  return id;
}

describe('shift reminders', () => {
  it('go out exactly once per participation and delay, even when the worker dies in the middle of a scan', async () => {
    const event = await dstEvent(o);
    const volunteers = [await volunteer(t, o.organization.id), await volunteer(t, o.organization.id), await volunteer(t, o.organization.id)];
    for (const v of volunteers) await signedUp(event, event.sunday, v);
    const sunday = Date.parse(SUNDAY_10);

    // Before the 24 h mark: nothing.
    expect(await scan(new Date(sunday - 25 * HOUR))).toBe(0);

    // 23 h before: the worker dies right after the first participation's transaction committed.
    let seen = 0;
    await expect(
      scan(new Date(sunday - 23 * HOUR), () => {
        seen += 1;
        if (seen === 1) throw new Error('worker killed');
      }),
    ).rejects.toThrow('worker killed');
    expect((await Promise.all(volunteers.map((v) => remindersTo(v.email)))).flat()).toHaveLength(1);

    // The restarted worker scans again (twice, and two at once): the two others get theirs, nobody twice.
    const [a, b] = await Promise.all([scan(new Date(sunday - 23 * HOUR)), scan(new Date(sunday - 23 * HOUR))]);
    expect(a + b).toBe(2);
    expect(await scan(new Date(sunday - 22 * HOUR))).toBe(0);
    for (const v of volunteers) {
      const subjects = await remindersTo(v.email);
      expect(subjects).toHaveLength(1);
      expect(subjects[0]).toBe('Rappel : Accueil – dim. 31.03.2030 10:00-12:00');
    }

    // 2 h before: the second reminder, once each, with the Zurich summer time in the text.
    expect(await scan(new Date(sunday - 90 * 60_000))).toBe(3);
    expect(await scan(new Date(sunday - 60 * 60_000))).toBe(0);
    for (const v of volunteers) expect(await remindersTo(v.email)).toHaveLength(2);
    const [mail] = await sql(t, `SELECT text, reply_to FROM mail WHERE to_address = $1 ORDER BY id DESC LIMIT 1`, [volunteers[0].email]);
    expect(mail.text).toContain('10:00-12:00');
    expect(mail.text).toContain(`/portal/t/${encodeURIComponent(volunteers[0].token)}`);
    expect(mail.reply_to).toBe('contact@marche.example.org');
    // Each reminder is one outbox mail job too.
    const rows = await sql(t, `SELECT COUNT(*)::int AS n FROM shift_reminder r JOIN participation p ON p.id = r.participation_id WHERE p.event_id = $1 AND r.sent_at IS NOT NULL`, [Number(event.eventId)]);
    expect(rows[0].n).toBe(6);

    // After the start: never.
    expect(await scan(new Date(sunday + HOUR))).toBe(0);
  });

  it('never for cancelled, declined or awaiting participations, nor for a delay already passed at sign-up', async () => {
    const event = await dstEvent(o, { reminderDelaysHours: [24, 2] });
    const cancelled = await volunteer(t, o.organization.id);
    const declined = await volunteer(t, o.organization.id);
    const awaiting = await volunteer(t, o.organization.id);
    const late = await volunteer(t, o.organization.id);
    const sunday = Date.parse(SUNDAY_10);
    await signedUp(event, event.sunday, cancelled, 5);
    await signedUp(event, event.sunday, declined, 3);
    await signedUp(event, event.sunday, awaiting, 1);
    // Signed up 10 h before: the 24 h reminder was already due, only the 2 h one goes.
    await signedUp(event, event.sunday, late, 6, new Date(sunday - 10 * HOUR));
    expect(await scan(new Date(sunday - 9 * HOUR))).toBe(0);
    expect(await scan(new Date(sunday - HOUR))).toBe(1);
    expect(await remindersTo(late.email)).toHaveLength(1);
    for (const v of [cancelled, declined, awaiting]) expect(await remindersTo(v.email)).toEqual([]);

    // Cancelled after the 24 h reminder: no 2 h reminder.
    const changedMind = await volunteer(t, o.organization.id);
    const id = await signedUp(event, event.saturday, changedMind);
    const saturday = Date.parse('2030-03-30T09:00:00.000Z');
    expect(await scan(new Date(saturday - 20 * HOUR))).toBe(1);
    await sql(t, 'UPDATE participation SET validation_status = 5 WHERE id = $1', [Number(id)]);
    expect(await scan(new Date(saturday - HOUR))).toBe(0);
    expect(await remindersTo(changedMind.email)).toHaveLength(1);
  });

  it('are rescheduled when the organizer moves the slot', async () => {
    const event = await dstEvent(o, { reminderDelaysHours: [24] });
    const v = await volunteer(t, o.organization.id);
    await signedUp(event, event.sunday, v);
    const sunday = Date.parse(SUNDAY_10);
    expect(await scan(new Date(sunday - 23 * HOUR))).toBe(1);
    // Moved 4 hours later: a new reminder 24 h before the new start, not before.
    const newStart = sunday + 4 * HOUR;
    await o.ok(MOVE_SLOT, { id: event.sunday, input: { startTime: new Date(newStart).toISOString(), endTime: new Date(newStart + 2 * HOUR).toISOString() } });
    expect(await scan(new Date(newStart - 25 * HOUR))).toBe(0);
    expect(await scan(new Date(newStart - 23 * HOUR))).toBe(1);
    expect(await scan(new Date(newStart - 22 * HOUR))).toBe(0);
    const subjects = await remindersTo(v.email);
    expect(subjects).toEqual(['Rappel : Accueil – dim. 31.03.2030 10:00-12:00', 'Rappel : Accueil – dim. 31.03.2030 14:00-16:00']);
  });

  it('run in the outbox: saving reminder delays starts the scan, which mails what is due and keeps one chain', async () => {
    // A real-time event: a slot in 3 hours, signed up yesterday, reminders 24 h before.
    const now = Date.now();
    const start = new Date(Math.ceil((now + 3 * HOUR) / (15 * 60_000)) * 15 * 60_000);
    const dayStart = new Date(start.getTime() - 5 * HOUR);
    const dayEnd = new Date(start.getTime() + 5 * HOUR);
    const { createEvent } = await o.ok(`mutation($input: EventInput!) { createEvent(input: $input) { id } }`, {
      input: { name: 'Ce soir', description: 'Vite', responsable: 'Anne', email: 'soir@example.org', days: [{ startsAt: dayStart.toISOString(), endsAt: dayEnd.toISOString() }] },
    });
    const { createPosition } = await o.ok(`mutation($input: PositionInput!) { createPosition(input: $input) { id } }`, { input: { eventId: createEvent.id, name: 'Bar' } });
    const { createTimeSlot } = await o.ok(`mutation($input: TimeSlotInput!) { createTimeSlot(input: $input) { id } }`, {
      input: { positionId: createPosition.id, startTime: start.toISOString(), endTime: new Date(start.getTime() + HOUR).toISOString(), requiredVolunteerCount: 3 },
    });
    const v = await volunteer(t, o.organization.id);
    const id = await participation(t, o, { eventId: createEvent.id, slotId: createTimeSlot.id, volunteer: v });
    await sql(t, 'UPDATE participation SET created_at = $2 WHERE id = $1', [Number(id), new Date(now - 24 * HOUR).toISOString()]);

    // Saved twice: two scans enqueued, one mail, one pending scan left for later.
    await o.ok(UPDATE_EVENT, { id: createEvent.id, input: { configuration: { reminderDelaysHours: [24] } } });
    await o.ok(UPDATE_EVENT, { id: createEvent.id, input: { configuration: { reminderDelaysHours: [24] } } });
    await waitFor('reminder mailed', async () => (await remindersTo(v.email)).length === 1);
    await waitFor('scans done', async () => {
      const rows: Array<{ status: string }> = await sql(t, `SELECT status FROM outbox WHERE kind = 'reminders.scan' ORDER BY id`);
      return rows.filter((r) => r.status === 'done').length >= 2 && rows.filter((r) => r.status === 'pending').length === 1;
    });
    const [next] = await sql(t, `SELECT available_at FROM outbox WHERE kind = 'reminders.scan' AND status = 'pending'`);
    // The next scan within the interval (10 min), not before now.
    expect(new Date(next.available_at).getTime()).toBeGreaterThan(now);
    expect(new Date(next.available_at).getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000 + 1000);
    expect(await remindersTo(v.email)).toHaveLength(1);
  });
});
