import { organizer } from '../events/fixtures';
import type { TestApp } from '../harness';
import { onPostgres } from '../on-postgres';
import { participation, planning, volunteer } from './fixtures';

/**
 * Organizer changes racing for the last places (accepts, moves, additions) never overbook. Real
 * concurrency needs PostgreSQL: the embedded PGlite serves one connection, so its transactions never race.
 */
const pg = onPostgres('server/test/participations/concurrency.test.ts');
const describeOnPostgres = pg.describe;
let t: TestApp;
beforeAll(() => {
  if (pg.enabled) t = pg.app();
});

describeOnPostgres('concurrent organizer changes', () => {
  it('accepts, moves and additions racing for 3 places accept exactly 3', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    await t.db.database.dataSource.query('UPDATE time_slot SET required_volunteer_count = 3 WHERE id = $1', [Number(p.slotD)]);
    const rejected: string[] = [];
    const elsewhere: string[] = [];
    const fresh: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      rejected.push(await participation(t, o, { eventId: p.eventId, slotId: p.slotD, volunteer: await volunteer(t, o.organization.id), status: 2 }));
      elsewhere.push(await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: await volunteer(t, o.organization.id), status: 0 }));
      fresh.push((await volunteer(t, o.organization.id)).id);
    }
    const calls = [
      ...rejected.map((id) => o.call(`mutation($ids: [ID!]!) { setParticipationsStatus(ids: $ids, status: ACCEPTED) { id } }`, { ids: [id] })),
      ...elsewhere.map((id) => o.call(`mutation($id: ID!, $slot: ID!) { moveParticipation(id: $id, timeSlotId: $slot) { id } }`, { id, slot: p.slotD })),
      ...fresh.map((volunteerId) =>
        o.call(`mutation($input: [AddParticipationInput!]!) { addParticipations(input: $input) { id } }`, { input: [{ volunteerId, timeSlotId: p.slotD }] }),
      ),
    ];
    const answers = await Promise.all(calls);
    const succeeded = answers.filter((answer) => !answer.errors);
    expect(succeeded).toHaveLength(3);
    for (const answer of answers.filter((a) => a.errors)) {
      expect(answer.errors?.[0]).toMatchObject({ message: 'Cette tranche horaire est complète', extensions: { code: 'CONFLICT' } });
    }
    const [{ taken }] = await t.db.database.dataSource.query(
      'SELECT COALESCE(SUM(nb_participants), 0)::int AS taken FROM participation WHERE time_slot_id = $1 AND validation_status IN (0, 1, 6)',
      [Number(p.slotD)],
    );
    expect(taken).toBe(3);
  });
});
