import { LOGIN, organizer } from '../events/fixtures';
import { gql, startTestApp, type TestApp } from '../harness';
import { BACKGROUND_JOB_STATEMENTS, countStatements } from '../sql-count';

// Issue 19: authentication was 4 statements on every request (session, user, memberships,
// organizations); the session, its user and the user's organizations are now read in one.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SWEEP_INTERVAL_MS: '600000' });
});
afterAll(() => t.close());

const ME = '{ me { id availableOrganizations { id name } activeOrganization { id } } }';

describe('authentication cost', () => {
  it('reads the session, its user and their organizations in one statement', async () => {
    const o = await organizer(t);
    const second = await t.createOrganization({ name: 'Aaa first by name' });
    await t.db.database.dataSource.query('INSERT INTO membership (user_id, organization_id) VALUES ($1, $2)', [o.user.id, second.id]);
    const statements: string[] = [];
    let answer: Record<string, any> = {};
    const count = await countStatements(
      async () => {
        answer = await o.ok(ME);
      },
      (sql) => statements.push(sql),
      BACKGROUND_JOB_STATEMENTS,
    );
    // One for the authentication, nothing more: `me` and its organizations come from it.
    expect({ count, statements }).toEqual({ count: 1, statements: [expect.stringMatching(/user_session/)] });
    expect(statements[0]).toMatch(/user_session/);
    expect(answer.me.availableOrganizations.map((x: { name: string }) => x.name)).toEqual(['Aaa first by name', o.organization.name]);
    expect(answer.me.activeOrganization.id).toBe(String(o.organization.id));
  });

  it('still refuses an expired session, a deactivated user and old credentials; a user without organization signs in', async () => {
    const lonely = await t.createUser({ organizations: [] });
    const agent = t.agent();
    expect((await gql(agent, t.server.url, LOGIN, { input: { email: lonely.email, password: lonely.password } })).errors).toBeUndefined();
    const me = await gql<{ me: { id: string; availableOrganizations: unknown[] } }>(agent, t.server.url, ME);
    expect(me.data?.me).toMatchObject({ id: String(lonely.id), availableOrganizations: [] });

    const sql = (text: string) => t.db.database.dataSource.query(text, [lonely.id]);
    const unauthenticated = async () => (await gql(agent, t.server.url, ME)).errors?.[0]?.extensions?.code;
    await sql(`UPDATE app_user SET is_active = false WHERE id = $1`);
    expect(await unauthenticated()).toBe('UNAUTHENTICATED');
    await sql(`UPDATE app_user SET is_active = true WHERE id = $1`);
    expect(await unauthenticated()).toBeUndefined();
    await sql(`UPDATE app_user SET credentials_version = credentials_version + 1 WHERE id = $1`);
    expect(await unauthenticated()).toBe('UNAUTHENTICATED');
    await sql(`UPDATE app_user SET credentials_version = credentials_version - 1 WHERE id = $1`);
    expect(await unauthenticated()).toBeUndefined();
    await sql(`UPDATE user_session SET expires_at = now() - interval '1 second' WHERE user_id = $1`);
    expect(await unauthenticated()).toBe('UNAUTHENTICATED');
  });
});
