/**
 * Planning print bench (issue 15 "Done when": a 2,000-slot festival planning prints within a stated
 * figure). The festival of planning-query (50 positions in 5 sectors, 2,000 one-hour slots over 3 days,
 * 12,000 participations of 3,000 volunteers, 60 % of them ACCEPTED, with phones), printed:
 *
 * - managers' door: printingService.assignmentsPdf at once (a position and day per page), as
 *   managerAssignmentsPdf calls it;
 * - preview: the organizer's printPreview (GraphQL, first page only);
 * - outbox job: the organizer's printDocument (GraphQL), from the answer until the document job is DONE
 *   (in-process runner), page per position then compact;
 * - meals list: 2 meals granted by every position, printingService.mealsPdf at once.
 *
 * Pages are counted in the PDF's page tree; MB is the file's size; "heap MB" the JavaScript heap after
 * the step (process.memoryUsage, a garbage collection not forced).
 *
 * Run: npm run bench -- print-planning   (PostgreSQL when DATABASE_URL is set, else embedded PGlite)
 */
import 'reflect-metadata';
import { startServer, type BenevoServer } from '../src/app';
import { RequestTenant } from '../src/common/tenant';
import { loadConfig } from '../src/config';
import type { RequestContext } from '../src/context';
import { createUser } from '../src/db/seed-demo';
import { createLoaders } from '../src/graphql/loaders';
import { organizationService } from '../src/modules/organizations/organization.service';
import { printingService } from '../src/modules/printing/printing.service';
import { runOnScratch, table } from './kit';
import { DAYS, FESTIVAL, gql, login, seedPlanning } from './planning-query';

type Session = Awaited<ReturnType<typeof login>>;

interface Row {
  scenario: string;
  slots: number;
  pages: number;
  seconds: number;
  bytes: number;
  heap: number;
}

/** Pages of a PDF: the leaves of its page tree (`/Type /Page`, not `/Pages`). */
function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
}

/** A context acting for no caller (as a job's), for the service-level doors. */
function systemContext(server: BenevoServer): RequestContext {
  const manager = server.database.dataSource.manager;
  return {
    requestId: 'bench',
    clientIp: '127.0.0.1',
    language: 'fr',
    auth: null,
    manager,
    loaders: createLoaders(manager),
    tenant: RequestTenant.system(),
    app: server.services,
    afterCommit: () => undefined,
    cookies: { set: () => undefined, clear: () => undefined },
  };
}

/**
 * A GraphQL call, retried once when the kept-alive socket was closed meanwhile (a print blocks the
 * event loop for seconds, past the server's keep-alive timeout).
 */
async function call<T = any>(url: string, session: Session, query: string, variables: Record<string, unknown> = {}): Promise<{ data: T }> {
  try {
    return await gql<T>(url, session, query, variables);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return gql<T>(url, session, query, variables);
  }
}

async function timed(scenario: string, slots: number, work: () => Promise<Buffer>): Promise<Row> {
  const t0 = performance.now();
  const pdf = await work();
  const seconds = (performance.now() - t0) / 1000;
  const row = { scenario, slots, pages: pageCount(pdf), seconds, bytes: pdf.length, heap: process.memoryUsage().heapUsed };
  console.log(`  ${scenario}: ${row.pages} pages in ${seconds.toFixed(2)} s`);
  return row;
}

export async function main(): Promise<void> {
  await runOnScratch(async (space, onStop) => {
    let server: BenevoServer | null = null;
    onStop(() => server?.close() ?? Promise.resolve());
    let t0 = Date.now();
    server = await startServer(loadConfig(space.env));
    const url = server.url;
    const manager = server.database.dataSource.manager;
    console.log(`Server started and migrated in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    t0 = Date.now();
    const organization = await organizationService.create(manager, { name: 'Bench Festival Association', licenseType: 'club' });
    const email = 'bench-organizer@example.org';
    const password = 'bench-correct-horse-battery';
    await createUser(manager, { email, password, firstName: 'Bench', lastName: 'Organizer', organizationIds: [organization.id] });
    const session = await login(url, email, password);
    const { data } = await gql(url, session, `mutation($input: EventInput!) { createEvent(input: $input) { id } }`, {
      input: { name: 'Festival (bench)', description: 'Bench event', responsable: 'Anne Martin', email: 'anne@example.org', days: DAYS },
    });
    const eventId = data.createEvent.id as string;
    for (let i = 1; i <= FESTIVAL.sectors; i += 1) {
      await gql(url, session, `mutation($input: SectorInput!) { createSector(input: $input) { id } }`, { input: { eventId, name: `Secteur ${i}`, order: i } });
    }
    await seedPlanning(manager, organization.id, eventId, FESTIVAL.positions, FESTIVAL.slots / FESTIVAL.positions, FESTIVAL.participations / FESTIVAL.slots);
    // The participations go to 3,000 volunteers, round robin (the meals list reads the volunteers).
    await manager.query(
      `INSERT INTO volunteer (organization_id, token, email, first_name, last_name, language)
       SELECT $1, md5(random()::text || n), 'bench-v' || n || '@example.org', 'Prénom' || n, 'Nom' || n, 'fr' FROM generate_series(1, 3000) n`,
      [organization.id],
    );
    await manager.query(
      `WITH v AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM volunteer WHERE organization_id = $1),
            p AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM participation WHERE event_id = $2)
       UPDATE participation SET volunteer_id = v.id FROM p JOIN v ON v.k = p.k % 3000 WHERE participation.id = p.id`,
      [organization.id, Number(eventId)],
    );
    await manager.query(`UPDATE participation SET phone_number = '+41 79 ' || lpad((id % 10000000)::text, 7, '0') WHERE event_id = $1`, [Number(eventId)]);
    const [{ slots, accepted }] = await manager.query(
      `SELECT (SELECT COUNT(*)::int FROM time_slot WHERE event_id = $1) AS slots,
              (SELECT COUNT(*)::int FROM participation WHERE event_id = $1 AND validation_status = 6) AS accepted`,
      [Number(eventId)],
    );
    console.log(`Seeded ${slots} slots, ${FESTIVAL.participations} participations (${accepted} ACCEPTED) in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);

    const ctx = systemContext(server);
    const rows: Row[] = [];
    rows.push(await timed('managers’ door, page per position (at once)', slots, async () => (await printingService.assignmentsPdf(ctx, { eventId: Number(eventId) }, { audience: 'manager' })).content));
    rows.push(
      await timed('preview, first page (GraphQL)', slots, async () => {
        const answer = await call(url, session, `query($filter: PrintFilter!) { printPreview(kind: PLANNING, filter: $filter) { base64 } }`, { filter: { eventId } });
        return Buffer.from(answer.data.printPreview.base64 as string, 'base64');
      }),
    );
    for (const layout of ['page_per_position', 'compact']) {
      rows.push(
        await timed(`outbox job, ${layout} (GraphQL, commit to DONE)`, slots, async () => {
          const queued = await call(url, session, `mutation($filter: PrintFilter!) { printDocument(kind: PLANNING, filter: $filter) { id } }`, { filter: { eventId, layout } });
          const id = queued.data.printDocument.id as string;
          for (;;) {
            const { data: job } = await call(url, session, `query($id: ID!) { documentJob(id: $id) { status } }`, { id });
            if (job.documentJob.status === 'DONE') break;
            if (job.documentJob.status === 'FAILED') throw new Error('the print job failed');
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          const download = () => fetch(`${url}/apis/organizer/v1/documents/${id}/download/`, { headers: { cookie: session.cookie } });
          const res = await download().catch(download);
          return Buffer.from(await res.arrayBuffer());
        }),
      );
    }
    for (const name of ['Déjeuner', 'Dîner']) {
      await call(url, session, `mutation($eventId: ID!, $input: MealInput!) { createMeal(eventId: $eventId, input: $input) { id } }`, {
        eventId,
        input: { name, positionIds: (await manager.query(`SELECT id FROM position WHERE event_id = $1`, [Number(eventId)])).map((row: { id: number }) => String(row.id)), slotIds: [] },
      });
    }
    rows.push(await timed('meals list, 2 meals (at once)', slots, async () => (await printingService.mealsPdf(ctx, { eventId: Number(eventId) })).content));

    console.log(
      `\n${table(
        ['scenario', 'slots', 'pages', 'seconds', 'MB', 'heap MB'],
        rows.map((row) => [row.scenario, row.slots, row.pages, row.seconds.toFixed(2), (row.bytes / 1024 ** 2).toFixed(2), (row.heap / 1024 ** 2).toFixed(0)]),
      )}`,
    );
  });
}
