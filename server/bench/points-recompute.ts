/**
 * Points recompute bench (issue 13 "Done when"): the festival event of planning-query (50 positions,
 * 2,000 one-hour slots, 12,000 participations, 60 % of them ACCEPTED) given to 3,000 volunteers, all its
 * slots in one reward category; then the organizer changes the category's rate. Prints the organizer's
 * request (it only writes the `points.recompute` job: the scope is above LARGE_SCOPE), the job's run
 * until done, a second run of the same job (idempotent: nothing booked), and the statements per
 * participation of each (the query runner's `query` wrapped, see ../test/sql-count.ts; the outbox's
 * own statements left out).
 *
 * Run: npm run bench -- points-recompute   (PostgreSQL when DATABASE_URL is set, else embedded PGlite)
 * Tunables: BENCH_VOLUNTEERS (3000).
 */
import 'reflect-metadata';
import { startServer, type BenevoServer } from '../src/app';
import { loadConfig } from '../src/config';
import { createUser } from '../src/db/seed-demo';
import { organizationService } from '../src/modules/organizations/organization.service';
import { pointsProcessors } from '../src/modules/points/points.jobs';
import { POINTS_RECOMPUTE_JOB } from '../src/modules/points/points.service';
import { BACKGROUND_JOB_STATEMENTS, startStatementCounter } from '../test/sql-count';
import { runOnScratch, table } from './kit';
import { DAYS, FESTIVAL, gql, login, seedPlanning } from './planning-query';

const VOLUNTEERS = Number(process.env.BENCH_VOLUNTEERS ?? 3000);

interface Measure {
  step: string;
  ms: number;
  statements: number;
  booked: number;
}

export async function main(): Promise<void> {
  const started = Date.now();
  await runOnScratch(async (space, onStop) => {
    let server: BenevoServer | null = null;
    onStop(() => server?.close() ?? Promise.resolve());
    let t0 = Date.now();
    server = await startServer(loadConfig(space.env));
    const { dataSource } = server.database;
    const manager = dataSource.manager;
    console.log(`Server started and migrated in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    t0 = Date.now();
    const organization = await organizationService.create(manager, { name: 'Bench Festival Association', licenseType: 'club' });
    const email = 'bench-organizer@example.org';
    const password = 'bench-correct-horse-battery';
    await createUser(manager, { email, password, firstName: 'Bench', lastName: 'Organizer', organizationIds: [organization.id] });
    const session = await login(server.url, email, password);
    const { data } = await gql(server.url, session, `mutation($input: EventInput!) { createEvent(input: $input) { id } }`, {
      input: { name: 'Festival (bench)', description: 'Bench event', responsable: 'Anne Martin', email: 'anne@example.org', days: DAYS },
    });
    const eventId = data.createEvent.id as string;
    await seedPlanning(manager, organization.id, eventId, FESTIVAL.positions, FESTIVAL.slots / FESTIVAL.positions, FESTIVAL.participations / FESTIVAL.slots);
    const category = (
      await gql(server.url, session, `mutation($input: RewardCategoryInput!) { createRewardCategory(input: $input) { id } }`, {
        input: { eventId, name: 'Festival', hourlyRate: 10 },
      })
    ).data.createRewardCategory.id as string;
    // The festival's participations carry names only: each goes to one of the volunteers, round robin.
    await manager.query(
      `INSERT INTO volunteer (organization_id, token, email, first_name, last_name, language)
       SELECT $1, md5(random()::text || n), 'bench-v' || n || '@example.org', 'Prénom' || n, 'Nom' || n, 'fr' FROM generate_series(1, $2) n`,
      [organization.id, VOLUNTEERS],
    );
    await manager.query(
      `WITH v AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM volunteer WHERE organization_id = $1),
            p AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM participation WHERE event_id = $2)
       UPDATE participation SET volunteer_id = v.id FROM p JOIN v ON v.k = p.k % $3 WHERE participation.id = p.id`,
      [organization.id, Number(eventId), VOLUNTEERS],
    );
    await manager.query(`UPDATE time_slot SET reward_category_id = $1 WHERE event_id = $2`, [Number(category), Number(eventId)]);
    const [{ total, accepted }] = await manager.query(
      `SELECT COUNT(*)::int AS total, COUNT(*) FILTER (WHERE validation_status = 6)::int AS accepted FROM participation WHERE event_id = $1`,
      [Number(eventId)],
    );
    console.log(`Seeded ${total} participations (${accepted} ACCEPTED) of ${VOLUNTEERS} volunteers on ${FESTIVAL.slots} slots in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    const processor = pointsProcessors(server.services.config, server.services.logger)[POINTS_RECOMPUTE_JOB];
    const ledgerRows = async () => Number((await manager.query(`SELECT COUNT(*)::int AS n FROM points_transaction`))[0].n);
    const measure = async (step: string, work: () => Promise<unknown>): Promise<Measure> => {
      const before = await ledgerRows();
      const counter = startStatementCounter(undefined, BACKGROUND_JOB_STATEMENTS);
      const t1 = performance.now();
      try {
        await work();
      } finally {
        counter.stop();
      }
      const ms = performance.now() - t1;
      return { step, ms, statements: counter.count, booked: (await ledgerRows()) - before };
    };
    const runJob = (payload: Record<string, unknown>) => processor(payload, { id: 0, attempt: 1, dataSource, logger: server!.services.logger });

    const rows: Measure[] = [];
    // The participations' first booking (as if each had been accepted with the category at 10/h).
    rows.push(await measure('first booking (participation_accepted)', () => runJob({ scope: { eventId: Number(eventId) }, trigger: 'participation_accepted' })));
    // The organizer's request: 10 -> 12 an hour; the job runs after its commit (nudged by the request).
    let jobStart = 0;
    rows.push(
      await measure('organizer request (updateRewardCategory)', async () => {
        await gql(server!.url, session, `mutation($id: ID!, $input: RewardCategoryInput!) { updateRewardCategory(id: $id, input: $input) { id } }`, {
          id: category,
          input: { hourlyRate: 12 },
        });
        jobStart = performance.now();
      }),
    );
    rows.push(
      await measure('recompute job, commit to done (in-process runner)', async () => {
        for (;;) {
          const [{ left }] = await manager.query(`SELECT COUNT(*)::int AS left FROM outbox WHERE kind = $1 AND status <> 'done'`, [POINTS_RECOMPUTE_JOB]);
          if (left === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }),
    );
    rows[rows.length - 1].ms = performance.now() - jobStart;
    const payload = { scope: { rewardCategoryId: Number(category) }, trigger: 'hourly_rate_changed' };
    rows.push(await measure('same job again (idempotent)', () => runJob(payload)));
    // The same rate change settled at once, in one transaction, for comparison (13 -> 1 more an hour).
    await manager.query(`UPDATE reward_category SET hourly_rate = 13 WHERE id = $1`, [Number(category)]);
    rows.push(await measure('recompute run directly (13/h)', () => runJob(payload)));

    console.log(`\nRate change on the festival event (${accepted} ACCEPTED participations of ${total}):\n`);
    console.log(
      table(
        ['step', 'ms', 'ledger rows booked', 'SQL statements', 'SQL per participation'],
        rows.map((r) => [r.step, r.ms.toFixed(0), r.booked, r.statements, (r.statements / accepted).toFixed(4)]),
        ['l', 'r', 'r', 'r', 'r'],
      ),
    );
    const [{ stored, summed }] = await manager.query(
      `SELECT (SELECT SUM(balance) FROM points_account)::float AS stored, (SELECT SUM(points_diff) FROM points_transaction)::float AS summed`,
    );
    console.log(`\nStored balances ${stored} = ledger sum ${summed}: ${stored === summed ? 'yes' : 'NO'}`);
    if (stored !== summed) process.exitCode = 1;
  });
  console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s; temp data removed.`);
}
