import { organizer } from '../events/fixtures';
import { gql, startTestApp, type TestApp } from '../harness';
import { caller, loginJobsSettled, portalVolunteer } from '../portal-access/fixtures';

/**
 * Security review of issue 17's erasure: personal data kept outside the module tables the erasure
 * walks (the outbox jobs of portal login requests hold the address).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SWEEP_INTERVAL_MS: '600000' });
});
afterAll(async () => {
  await loginJobsSettled(t);
  await t.close();
});

const REQUEST_DELETION = `mutation($token: String!) { requestMyDeletion(token: $token) { id } }`;
const CONFIRM = `mutation($id: ID!) { confirmDeletion(id: $id) { id status } }`;
const sql = (text: string, params: unknown[] = []) => t.db.database.dataSource.query(text, params);

describe('erasure and the portal login requests', () => {
  it("leaves no trace of the address in the outbox's login jobs (done or pending), and another organization's stay", async () => {
    const o = await organizer(t);
    const other = await organizer(t);
    const stamp = Date.now();
    const email = `outbox.${stamp}@example.org`;
    const v = await portalVolunteer(t, o.organization.id, { email });
    // She asked for a login link (done job), and once more just before the erasure (still pending at worst).
    expect((await caller(t, '203.0.113.10').post('/volunteers/login/', { organization: o.organization.id, email })).status).toBe(200);
    await loginJobsSettled(t);
    // The same address typed on another organization's portal: that organization's own record.
    expect((await caller(t, '203.0.113.11').post('/volunteers/login/', { organization: other.organization.id, email })).status).toBe(200);
    await loginJobsSettled(t);
    const holding = () => sql(`SELECT payload ->> 'organizationId' AS org FROM outbox WHERE strpos(payload::text, $1) > 0 ORDER BY id`, [email]);
    expect(await holding()).toEqual([{ org: String(o.organization.id) }, { org: String(other.organization.id) }]);

    const requested = await gql<{ requestMyDeletion: { id: string } }>(t.agent(), t.server.url, REQUEST_DELETION, { token: v.token });
    expect((await o.ok(CONFIRM, { id: requested.data!.requestMyDeletion.id })).confirmDeletion.status).toBe('done');
    expect(await holding()).toEqual([{ org: String(other.organization.id) }]);
  });
});
