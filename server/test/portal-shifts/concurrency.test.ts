import { organizer } from '../events/fixtures';
import { gql, type TestApp } from '../harness';
import { mailsTo } from '../mails';
import { onPostgres } from '../on-postgres';
import { participation, planning, statusOf, volunteer } from '../participations/fixtures';

/**
 * The portal's answers and group members racing (double taps, two phones): one wins, the others are
 * refused cleanly. Real concurrency needs PostgreSQL: the embedded PGlite serves one connection.
 */
const pg = onPostgres('server/test/portal-shifts/concurrency.test.ts');
let t: TestApp;
beforeAll(() => {
  if (pg.enabled) t = pg.app();
});

const ask = (query: string, variables: Record<string, unknown>) => gql(t.agent(), t.server.url, query, variables);

pg.describe('concurrent portal answers', () => {
  it('accepts and declines of one proposal at once: exactly one wins, the organizer is told once', async () => {
    const o = await organizer(t);
    const p = await planning(o, { email: 'race.contact@example.org' });
    const v = await volunteer(t, o.organization.id);
    const id = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: v, status: 1 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        ask(
          i % 2 === 0
            ? `mutation($token: String!, $id: ID!) { acceptMyParticipation(token: $token, id: $id) { validationStatus } }`
            : `mutation($token: String!, $id: ID!) { declineMyParticipation(token: $token, id: $id) { validationStatus } }`,
          { token: v.token, id },
        ),
      ),
    );
    const won = answers.filter((answer) => !answer.errors);
    expect(won).toHaveLength(1);
    for (const answer of answers.filter((a) => a.errors)) expect(answer.errors?.[0].extensions?.code).toBe('CONFLICT');
    const final = await statusOf(t, id);
    expect([3, 6]).toContain(final);
    expect(await mailsTo(t.db.database.dataSource, 'race.contact@example.org')).toHaveLength(1);
  });

  it('names at most nbParticipants - 1 people even when added at once', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const leader = await volunteer(t, o.organization.id);
    const group = await participation(t, o, { eventId: p.eventId, slotId: p.slotD, volunteer: leader, nb: 3 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        ask(`mutation($token: String!, $id: ID!, $input: GroupMemberInput!) { addGroupMember(token: $token, participationId: $id, input: $input) { id } }`, {
          token: leader.token,
          id: group,
          input: { name: `P${i}`, email: `p${i}@example.org` },
        }),
      ),
    );
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(2);
    const [{ n }] = await t.db.database.dataSource.query('SELECT COUNT(*)::int AS n FROM participation_group_member WHERE participation_id = $1', [Number(group)]);
    expect(n).toBe(2);
  });
});
