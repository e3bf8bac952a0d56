import { API } from '../events/rest';
import { organizer } from '../events/fixtures';
import { startTestApp, type TestApp } from '../harness';
import { participation, planning, volunteer } from '../participations/fixtures';

/** Security review of issue 17's portal doors: hostile input never answers 500 nor writes. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('hostile input on the volunteer routes', () => {
  it('odd ids, arrays, objects and huge strings answer 4xx, never 500', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const v = await volunteer(t, o.organization.id);
    const group = await participation(t, o, { eventId: p.eventId, slotId: p.slotD, volunteer: v, nb: 3, groupName: 'G' });
    const agent = t.agent();
    const ids = ['1e3', '-1', '0', '0x10', '1.0', '99999999999', '%20', 'null', encodeURIComponent("1' OR '1'='1")];
    const statuses: Array<[string, number]> = [];
    for (const id of ids) {
      for (const [method, path] of [
        ['post', `/volunteers/participations/${id}/accept/`],
        ['post', `/volunteers/participations/${id}/decline/`],
        ['delete', `/volunteers/participations/${id}/`],
        ['post', `/volunteers/groups/${id}/members/`],
        ['delete', `/volunteers/groups/members/${id}/`],
        ['post', `/volunteers/swaps/${id}/take/`],
        ['post', `/volunteers/swaps/${id}/withdraw/`],
      ] as const) {
        const answer = await agent[method](`${API}${path}?token=${v.token}`).send({ name: 'X', email: 'x@example.org' });
        statuses.push([`${method} ${path}`, answer.status]);
      }
    }
    for (const body of [
      { name: ['a'], email: 'x@example.org' },
      { name: { a: 1 }, email: 'x@example.org' },
      { name: 'x'.repeat(100_000), email: 'x@example.org' },
      { name: 'X', email: `${'a'.repeat(200_000)}@example.org` },
      { name: 'X', email: ['x@example.org'] },
    ]) {
      const answer = await agent.post(`${API}/volunteers/groups/${group}/members/?token=${v.token}`).send(body);
      statuses.push([`members ${JSON.stringify(body).slice(0, 40)}`, answer.status]);
    }
    for (const body of [{ participation: '1e3' }, { participation: [1] }, { participationId: -1 }, { participation: 1, targetEmail: ['a@b.ch'] }, { participation: 1, targetEmail: 'x'.repeat(100_000) }]) {
      const answer = await agent.post(`${API}/volunteers/swaps/?token=${v.token}`).send(body);
      statuses.push([`offer ${JSON.stringify(body).slice(0, 40)}`, answer.status]);
    }
    for (const token of [['a', 'b'], 'x'.repeat(100_000)]) {
      const answer = await agent.get(`${API}/volunteers/swaps/`).query({ token });
      statuses.push([`token ${String(token).slice(0, 10)}`, answer.status]);
    }
    expect(statuses.filter(([, status]) => status >= 500 || status < 400)).toEqual([]);
    const [{ n }] = await t.db.database.dataSource.query(`SELECT COUNT(*)::int AS n FROM participation_group_member`);
    expect(n).toBe(0);
  });
});
