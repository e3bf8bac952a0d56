import { auditService } from '../../src/modules/audit/audit.service';
import { gql, startTestApp, type TestApp } from '../harness';
import { LOGIN, organizer, type Organizer } from '../events/fixtures';
import { BACKGROUND_JOB_STATEMENTS, countStatements } from '../sql-count';

const AUDIT_LOG = `query($organizationId: ID, $action: String, $from: DateTime, $to: DateTime, $first: Int, $after: String) {
  auditLog(organizationId: $organizationId, action: $action, from: $from, to: $to, first: $first, after: $after) {
    totalCount hasNextPage endCursor
    entries { id organizationId organizationName action ipAddress createdAt user { id email name } actor { id email name } detail { key value } }
  }
}`;

let t: TestApp;
let a: Organizer;
let b: Organizer;

/** Appends an entry as the modules do (outside a request: no client address). */
async function record(entry: Parameters<typeof auditService.record>[1]): Promise<void> {
  await auditService.record({ manager: t.db.database.dataSource.manager, clientIp: '203.0.113.7' }, entry);
}

async function staffAgent(superUser = false) {
  const user = await t.createUser({ isStaff: !superUser, isSuperUser: superUser, firstName: 'Sam', lastName: 'Staff' });
  const agent = t.agent();
  const login = await gql(agent, t.server.url, LOGIN, { input: { email: user.email, password: user.password } });
  if (login.errors) throw new Error(JSON.stringify(login.errors));
  return { user, agent, call: (variables: Record<string, unknown> = {}) => gql<any>(agent, t.server.url, AUDIT_LOG, variables) };
}

beforeAll(async () => {
  t = await startTestApp();
  a = await organizer(t);
  b = await organizer(t);
  // The logins of the fixtures recorded nothing the assertions below depend on: start from a known set.
  await t.db.database.dataSource.query('DELETE FROM audit_entry');
  await t.db.database.dataSource.query(`UPDATE app_user SET first_name = 'Anne', last_name = 'Martin' WHERE id = $1`, [a.user.id]);
  await record({ action: 'login.succeeded', organizationId: a.organization.id, userId: a.user.id });
  await record({ action: 'apiToken.created', organizationId: a.organization.id, userId: a.user.id, detail: { name: 'Export', scopes: ['read'] } });
  await record({ action: 'organization.flagsChanged', organizationId: a.organization.id, actorId: b.user.id, detail: { enableShop: true } });
  await record({ action: 'login.succeeded', organizationId: b.organization.id, userId: b.user.id });
  await record({ action: 'login.failed', detail: { login: 'nobody@example.org' } });
});
afterAll(() => t.close());

describe('audit log (GraphQL)', () => {
  it("a member reads its organization's entries, newest first, with the names of the user and the actor", async () => {
    const { auditLog } = await a.ok(AUDIT_LOG);
    expect(auditLog.totalCount).toBe(3);
    expect(auditLog.hasNextPage).toBe(false);
    expect(auditLog.entries.map((e: any) => e.action)).toEqual(['organization.flagsChanged', 'apiToken.created', 'login.succeeded']);
    expect(auditLog.entries.every((e: any) => e.organizationId === String(a.organization.id))).toBe(true);
    expect(auditLog.entries[1]).toMatchObject({
      user: { id: String(a.user.id), email: a.user.email, name: 'Anne Martin' },
      actor: null,
      detail: [
        { key: 'name', value: 'Export' },
        { key: 'scopes', value: '["read"]' },
      ],
      ipAddress: '203.0.113.7',
      organizationName: a.organization.name,
    });
    expect(auditLog.entries[0].actor).toEqual({ id: String(b.user.id), email: b.user.email, name: '' });
  });

  it("never shows another organization's entries to a member, nor entries of no organization", async () => {
    const own = await b.ok(AUDIT_LOG);
    expect(own.auditLog.entries.map((e: any) => [e.action, e.organizationId])).toEqual([['login.succeeded', String(b.organization.id)]]);
    const foreign = await b.call(AUDIT_LOG, { organizationId: String(a.organization.id) });
    expect(foreign.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(foreign.data).toBeNull();
    const anonymous = await gql(t.agent(), t.server.url, AUDIT_LOG);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('staff read every entry (those of no organization included) or one organization’s', async () => {
    for (const superUser of [false, true]) {
      const staff = await staffAgent(superUser);
      const all = await staff.call();
      expect(all.errors).toBeUndefined();
      expect(all.data.auditLog.totalCount).toBeGreaterThanOrEqual(5);
      const actions = all.data.auditLog.entries.map((e: any) => e.action);
      expect(actions).toEqual(expect.arrayContaining(['login.failed', 'organization.flagsChanged']));
      expect(all.data.auditLog.entries.find((e: any) => e.action === 'login.failed')).toMatchObject({ organizationId: null, user: null, detail: [{ key: 'login', value: 'nobody@example.org' }] });
      const onlyB = await staff.call({ organizationId: String(b.organization.id) });
      expect(onlyB.data.auditLog.entries.map((e: any) => e.organizationId)).toEqual([String(b.organization.id)]);
    }
  });

  it('filters by action and dates, pages with first/after', async () => {
    const logins = await a.ok(AUDIT_LOG, { action: 'login.succeeded' });
    expect(logins.auditLog.entries.map((e: any) => e.action)).toEqual(['login.succeeded']);
    const first = await a.ok(AUDIT_LOG, { first: 2 });
    expect(first.auditLog).toMatchObject({ totalCount: 3, hasNextPage: true });
    expect(first.auditLog.entries).toHaveLength(2);
    const second = await a.ok(AUDIT_LOG, { first: 2, after: first.auditLog.endCursor });
    expect(second.auditLog).toMatchObject({ totalCount: 3, hasNextPage: false });
    expect(second.auditLog.entries.map((e: any) => e.action)).toEqual(['login.succeeded']);
    const future = await a.ok(AUDIT_LOG, { from: '2999-01-01T00:00:00.000Z' });
    expect(future.auditLog).toMatchObject({ totalCount: 0, entries: [], endCursor: null });
    const past = await a.ok(AUDIT_LOG, { to: '2000-01-01T00:00:00.000Z' });
    expect(past.auditLog.totalCount).toBe(0);
    const now = await a.ok(AUDIT_LOG, { from: '2000-01-01T00:00:00.000Z', to: '2999-01-01T00:00:00.000Z' });
    expect(now.auditLog.totalCount).toBe(3);
  });

  it('refuses an unknown action, a reversed range and a bad cursor with localized field errors', async () => {
    const errors = async (variables: Record<string, unknown>, language = 'fr') =>
      (await gql(a.agent, t.server.url, AUDIT_LOG, variables, { headers: { 'X-Language': language } })).errors?.[0].extensions?.fieldErrors;
    expect(await errors({ action: 'drop.table' })).toEqual({ action: ['Action inconnue'] });
    expect(await errors({ action: 'drop.table' }, 'de')).toEqual({ action: ['Unbekannte Aktion'] });
    expect(await errors({ from: '2030-01-02T00:00:00.000Z', to: '2030-01-01T00:00:00.000Z' }, 'en')).toEqual({ to: ['The end date must be after the start date'] });
    expect(await errors({ after: 'abc' })).toEqual({ after: ['Curseur de page invalide'] });
  });

  it('reads a page in the same number of statements whatever its size (no query per entry)', async () => {
    const staff = await staffAgent();
    const statements = async (first: number) => countStatements(() => staff.call({ first }), undefined, BACKGROUND_JOB_STATEMENTS);
    const one = await statements(1);
    const many = await statements(50);
    expect(many).toBe(one);
  });
});

describe('audit log (facade)', () => {
  it('GET /apis/organizer/v1/audit-log/ answers the same scoped page', async () => {
    const answer = await a.agent.get('/apis/organizer/v1/audit-log/').query({ first: 2 });
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBe(3);
    expect(answer.body.results.map((e: any) => e.action)).toEqual(['organization.flagsChanged', 'apiToken.created']);
    expect(answer.body.results[1]).toMatchObject({ organization: a.organization.id, user: { id: a.user.id, email: a.user.email }, detail: { name: 'Export', scopes: ['read'] } });
    expect(answer.body.next).toMatch(/^\/apis\/organizer\/v1\/audit-log\/\?first=2&after=\d+$/);
    const next = await a.agent.get(answer.body.next);
    expect(next.body.results.map((e: any) => e.action)).toEqual(['login.succeeded']);
    expect(next.body.next).toBeNull();
    expect((await b.agent.get('/apis/organizer/v1/audit-log/').query({ organization: a.organization.id })).status).toBe(403);
    expect((await a.agent.get('/apis/organizer/v1/audit-log/').query({ action: 'nope' })).status).toBe(400);
    expect((await t.agent().get('/apis/organizer/v1/audit-log/')).status).toBe(401);
  });
});
