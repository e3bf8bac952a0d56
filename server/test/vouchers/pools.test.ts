import { csrfOf, startTestApp, type TestApp } from '../harness';
import { CREATE_POOL, DELETE_POOL, filledPool, POOLS, RENAME_POOL, voucherOrganizer, voucherVolunteer, CLAIM, CODES } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('voucher pools (GraphQL)', () => {
  it('creates, lists with figures, renames and deletes pools', async () => {
    const o = await voucherOrganizer(t);
    const { createVoucherPool: pool } = await o.ok(CREATE_POOL, { name: '  Repas partenaire ' });
    expect(pool).toMatchObject({ name: 'Repas partenaire', nbCodes: 0, nbClaimed: 0, nbAvailable: 0 });
    const other = await filledPool(o, 'Boissons', ['B1', 'B2', 'B3']);
    const v = await voucherVolunteer(t, o, 2);
    await o.ok(CLAIM, { token: v.token, poolId: other });
    const { voucherPools } = await o.ok(POOLS);
    expect(voucherPools.map((p: any) => [p.name, p.nbCodes, p.nbClaimed, p.nbAvailable])).toEqual([
      ['Boissons', 3, 1, 2],
      ['Repas partenaire', 0, 0, 0],
    ]);
    const { renameVoucherPool } = await o.ok(RENAME_POOL, { id: pool.id, name: 'Repas staff' });
    expect(renameVoucherPool).toMatchObject({ id: pool.id, name: 'Repas staff' });
    expect(await o.ok(DELETE_POOL, { id: pool.id })).toEqual({ deleteVoucherPool: true });
    expect((await o.ok(POOLS)).voucherPools.map((p: any) => p.name)).toEqual(['Boissons']);
  });

  it('refuses a duplicate or empty name with a localized field error', async () => {
    const o = await voucherOrganizer(t);
    await o.ok(CREATE_POOL, { name: 'Repas' });
    const twice = await o.call(CREATE_POOL, { name: 'Repas' });
    expect(twice.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fieldErrors: { name: ['Un lot de bons porte déjà ce nom'] } } });
    const { createVoucherPool: other } = await o.ok(CREATE_POOL, { name: 'Boissons' });
    const renamed = await o.call(RENAME_POOL, { id: other.id, name: 'Repas' });
    expect(renamed.errors?.[0].extensions?.fieldErrors).toEqual({ name: ['Un lot de bons porte déjà ce nom'] });
    const empty = await o.call(CREATE_POOL, { name: '   ' });
    expect(empty.errors?.[0].extensions?.fieldErrors).toEqual({ name: ['Un nom est obligatoire'] });
    // The same name in another organization is fine.
    const o2 = await voucherOrganizer(t);
    expect((await o2.ok(CREATE_POOL, { name: 'Repas' })).createVoucherPool.name).toBe('Repas');
  });

  it('refuses to delete a pool whose codes were given out', async () => {
    const o = await voucherOrganizer(t);
    const poolId = await filledPool(o, 'Repas', ['R1']);
    const v = await voucherVolunteer(t, o, 1);
    await o.ok(CLAIM, { token: v.token, poolId });
    const answer = await o.call(DELETE_POOL, { id: poolId });
    expect(answer.errors?.[0]).toMatchObject({ message: 'Ce lot ne peut pas être supprimé : certains de ses bons ont déjà été attribués', extensions: { code: 'CONFLICT' } });
    expect((await o.ok(CODES, { poolId })).voucherCodes).toHaveLength(1);
  });

  it("answers NOT_FOUND for another organization's pool, and sees only its own", async () => {
    const o = await voucherOrganizer(t);
    const stranger = await voucherOrganizer(t);
    const poolId = await filledPool(o, 'Repas', ['R1']);
    expect((await stranger.ok(POOLS)).voucherPools).toEqual([]);
    for (const [query, variables] of [
      [RENAME_POOL, { id: poolId, name: 'Volé' }],
      [DELETE_POOL, { id: poolId }],
      [CODES, { poolId }],
    ] as const) {
      const answer = await stranger.call(query, variables);
      expect(answer.errors?.[0]).toMatchObject({ message: "Ce lot de bons n'existe pas", extensions: { code: 'NOT_FOUND' } });
    }
    expect((await o.ok(POOLS)).voucherPools).toEqual([expect.objectContaining({ name: 'Repas', nbCodes: 1 })]);
  });

  it('answers FORBIDDEN with vouchers switched off', async () => {
    const o = await voucherOrganizer(t, false);
    const answer = await o.call(POOLS);
    expect(answer.errors?.[0]).toMatchObject({ message: "Les bons ne sont pas activés pour cette organisation", extensions: { code: 'FORBIDDEN' } });
    expect((await o.call(CREATE_POOL, { name: 'Repas' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('voucher pools (REST facade)', () => {
  it('serves list, create, read, rename and delete under /apis/organizer/v1/voucher-pools/', async () => {
    const o = await voucherOrganizer(t);
    expect((await o.agent.get('/apis/organizer/v1/voucher-pools/')).body).toEqual([]);
    const token = csrfOf(o.agent, t.server.url);
    const created = await o.agent.post('/apis/organizer/v1/voucher-pools/').set('X-CSRFToken', token).send({ name: 'Repas' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Repas', nbCodes: 0, nbClaimed: 0, nbAvailable: 0 });
    const id = created.body.id;
    const taken = await o.agent.post('/apis/organizer/v1/voucher-pools/').set('X-CSRFToken', token).send({ name: 'Repas' });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ name: ['Un lot de bons porte déjà ce nom'] });
    expect((await o.agent.get(`/apis/organizer/v1/voucher-pools/${id}/`)).body).toMatchObject({ id, name: 'Repas' });
    const put = await o.agent.put(`/apis/organizer/v1/voucher-pools/${id}/`).set('X-CSRFToken', token).send({ name: 'Repas du soir' });
    expect(put.body).toMatchObject({ id, name: 'Repas du soir' });
    expect((await o.agent.get('/apis/organizer/v1/voucher-pools/')).body).toEqual([expect.objectContaining({ id, name: 'Repas du soir' })]);
    const stranger = await voucherOrganizer(t);
    expect((await stranger.agent.get(`/apis/organizer/v1/voucher-pools/${id}/`)).status).toBe(404);
    expect((await o.agent.delete(`/apis/organizer/v1/voucher-pools/${id}/`).set('X-CSRFToken', token)).status).toBe(204);
    expect((await o.agent.get(`/apis/organizer/v1/voucher-pools/${id}/`)).status).toBe(404);
    expect((await t.agent().get('/apis/organizer/v1/voucher-pools/')).status).toBe(401);
  });
});
