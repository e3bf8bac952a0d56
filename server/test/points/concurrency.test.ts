import { organizer } from '../events/fixtures';
import type { TestApp } from '../harness';
import { onPostgres } from '../on-postgres';
import { planning, serviceContext, volunteer } from '../participations/fixtures';
import { withTransaction } from '../../src/context';
import { pointsService } from '../../src/modules/points/points.service';
import { ADD, ADJUST, assertLedgerConsistent, rowsOfParticipation, storedBalance, UPDATE_SLOT } from './fixtures';

/**
 * Racing writers never drive a balance below zero nor book a participation twice. Real concurrency
 * needs PostgreSQL: the embedded PGlite serves one connection, so its transactions never race.
 */
const pg = onPostgres('server/test/points/concurrency.test.ts');
const describeOnPostgres = pg.describe;
let t: TestApp;
beforeAll(() => {
  if (pg.enabled) t = pg.app();
});

describeOnPostgres('concurrent points changes', () => {
  it('ten negative adjustments of 30 racing on 100 points: exactly 3 pass, the balance never goes below zero', async () => {
    const o = await organizer(t);
    const anna = await volunteer(t, o.organization.id);
    await o.ok(ADJUST, { volunteerId: anna.id, points: 100, reason: 'Départ' });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => o.call(ADJUST, { volunteerId: anna.id, points: -30, reason: `Retrait ${i}` })));
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(3);
    for (const answer of answers.filter((a) => a.errors)) expect(answer.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await storedBalance(t, anna.id)).toBe(10);
    await assertLedgerConsistent(t);
  });

  it('settlements of the same participations racing book each difference once', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    await o.ok(UPDATE_SLOT, { id: p.slotD, input: { hourlyRate: 10 } });
    const people = [await volunteer(t, o.organization.id), await volunteer(t, o.organization.id), await volunteer(t, o.organization.id)];
    const { addParticipations } = await o.ok(ADD, { input: people.map((v) => ({ volunteerId: v.id, timeSlotId: p.slotD })) });
    const ids = addParticipations.map((row: { id: string }) => Number(row.id));
    await t.db.database.dataSource.query('UPDATE time_slot SET hourly_rate = 15 WHERE id = $1', [Number(p.slotD)]);
    const ctx = serviceContext(t);
    await Promise.all(Array.from({ length: 6 }, () => withTransaction(ctx, (tx) => pointsService.settle(tx, ids, 'hourly_rate_changed'))));
    for (const id of ids) expect((await rowsOfParticipation(t, id)).map((r) => r.pointsDiff)).toEqual([20, 10]);
    await assertLedgerConsistent(t);
  });
});
