import { formsOrganizer } from '../forms/fixtures';
import type { TestApp } from '../harness';
import { onPostgres } from '../on-postgres';
import { volunteer } from '../participations/fixtures';

/**
 * Deletion requests under concurrency (issue 17): a volunteer tapping "delete my data" many times at
 * once gets one pending request; organizers confirming the same request at once erase once and mail once.
 * Real concurrency needs PostgreSQL (PGlite serves one connection).
 */
const pg = onPostgres('server/test/privacy/concurrency.test.ts');
let t: TestApp;
beforeAll(() => {
  if (pg.enabled) t = pg.app();
});

const REQUEST = `mutation($token: String!) { requestMyDeletion(token: $token) { id status } }`;

async function post(query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${t.server.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Connection: 'close' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, any>; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

pg.describe('deletion requests racing (PostgreSQL)', () => {
  it('20 simultaneous requests leave one pending request; 6 simultaneous confirmations erase once and mail once', async () => {
    const o = await formsOrganizer(t, 'pro');
    const v = await volunteer(t, o.organization.id, { first_name: 'Course', last_name: 'Effacée', email: `course.${Date.now()}@example.org` });
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(REQUEST, { token: v.token })));
    const ok = answers.filter((answer) => !answer.errors);
    expect(ok).toHaveLength(1);
    expect(new Set(answers.filter((answer) => answer.errors).map((answer) => answer.errors?.[0].extensions?.code))).toEqual(new Set(['CONFLICT']));
    const rows = await t.db.database.dataSource.query(`SELECT id, status FROM volunteer_deletion_request WHERE volunteer_id = $1`, [Number(v.id)]);
    expect(rows).toEqual([{ id: Number(ok[0].data?.requestMyDeletion.id), status: 'pending' }]);

    const confirmations = await Promise.all(Array.from({ length: 6 }, () => o.post(`/deletion-requests/${rows[0].id}/confirm/`)));
    expect(confirmations.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const mails = await t.db.database.dataSource.query(`SELECT subject FROM mail WHERE to_address = $1`, [v.email]);
    expect(mails).toHaveLength(1);
    const [erased] = await t.db.database.dataSource.query(`SELECT first_name, email FROM volunteer WHERE id = $1`, [Number(v.id)]);
    expect(erased.first_name).toBe('');
    expect(erased.email).toMatch(/@erased\.invalid$/);
  });
});
