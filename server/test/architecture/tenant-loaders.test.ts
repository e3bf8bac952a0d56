import { RequestTenant } from '../../src/common/tenant';
import { createLoaders } from '../../src/graphql/loaders';
import { EVENT_INPUT, organizer } from '../events/fixtures';
import { startTestApp, type TestApp } from '../harness';
import { planning } from '../participations/fixtures';

/**
 * Per-request loaders read only the rows of the organizations the request may read (STYLE.md "Loaders
 * per request", issue 11): its member organizations, plus the one a public door opened with its own
 * credential; jobs read as the system.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('tenant-scoped loaders', () => {
  it("never load another organization's rows, until a public door opens that organization", async () => {
    const mine = await organizer(t);
    const theirs = await organizer(t);
    const ours = await planning(mine);
    const other = await planning(theirs);
    const manager = t.db.database.dataSource.manager;
    const ids = (p: typeof ours) => ({ event: Number(p.eventId), position: Number(p.bar), slot: Number(p.slotA) });

    const tenant = RequestTenant.forRequest(async () => [Number(mine.organization.id)]);
    const loaders = createLoaders(manager, tenant);
    const read = async (p: typeof ours) => [
      (await loaders.events.byId.load(ids(p).event))?.id ?? null,
      (await loaders.positions.byId.load(ids(p).position))?.id ?? null,
      (await loaders.slots.byId.load(ids(p).slot))?.id ?? null,
      (await loaders.positions.byEventId.load(ids(p).event)).length,
    ];
    expect(await read(ours)).toEqual([ids(ours).event, ids(ours).position, ids(ours).slot, 2]);
    expect(await read(other)).toEqual([null, null, null, 0]);

    // The other organization's public page opened (an event by its uuid): its rows load in a new batch.
    tenant.open(Number(theirs.organization.id));
    const opened = createLoaders(manager, tenant);
    expect((await opened.events.byId.load(ids(other).event))?.id).toBe(ids(other).event);

    // An anonymous request reads nothing until a door opens an organization; a job reads everything.
    expect(await createLoaders(manager, RequestTenant.forRequest(null)).events.byId.load(ids(ours).event)).toBeNull();
    expect((await createLoaders(manager, RequestTenant.system()).events.byId.load(ids(other).event))?.id).toBe(ids(other).event);
  });

  it('answer two writes in one request on the embedded database (the memberships are read before any transaction)', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    // The second write reads slots through the tenant-scoped loaders inside its own transaction.
    const answer = await o.call(
      `mutation($id: ID!, $name: EventInput!, $days: EventInput!) { a: updateEvent(id: $id, input: $name) { id } b: updateEvent(id: $id, input: $days) { id } }`,
      { id: p.eventId, name: { name: 'Renamed' }, days: { days: EVENT_INPUT.days } },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ a: { id: p.eventId }, b: { id: p.eventId } });
  }, 30_000);
});
