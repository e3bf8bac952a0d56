import { gql, startTestApp, type TestApp } from '../harness';
import { organizer } from '../events/fixtures';
import {
  CREATE_OPERATOR,
  DELETE_OPERATOR,
  LOGIN,
  OPERATORS,
  ROTATE,
  SCAN_CONFIG,
  STAND,
  UPDATE_OPERATOR,
  configure,
  eventToday,
  standFor,
  standOrganizer,
} from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('operators (organizer)', () => {
  it('creates an operator whose secret is shown once, edits and deletes it; a deleted tag shows as "Inconnu"', async () => {
    const o = await standOrganizer(t);
    const e = await eventToday(o);
    const { createOperator } = await o.ok(CREATE_OPERATOR, { eventId: e.eventId, input: { name: ' Alice ', tagIds: [e.barTag] } });
    expect(createOperator).toMatchObject({ name: 'Alice', tagIds: [e.barTag], tags: [{ id: e.barTag, name: 'Bar', known: true }], lastLoginAt: null });
    expect(createOperator.loginSecret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const listed = (await o.ok(OPERATORS, { eventId: e.eventId })).operators;
    expect(listed).toEqual([expect.objectContaining({ id: createOperator.id, loginSecret: null })]);
    // The secret is kept as a hash only.
    const [{ secret_hash }] = await t.db.database.dataSource.query('SELECT secret_hash FROM operator WHERE id = $1', [Number(createOperator.id)]);
    expect(secret_hash).not.toContain(createOperator.loginSecret);

    await o.ok(`mutation($id: ID!) { deleteTag(id: $id) }`, { id: e.barTag });
    const unknown = (await o.ok(OPERATORS, { eventId: e.eventId })).operators[0];
    expect(unknown.tags).toEqual([{ id: e.barTag, name: 'Inconnu', color: '#868e96', known: false }]);
    // Saving it back keeps the unknown id; a new id must be a tag of the event.
    const { updateOperator } = await o.ok(UPDATE_OPERATOR, { id: createOperator.id, input: { name: 'Alice B.', tagIds: [e.barTag, e.gateTag] } });
    expect(updateOperator.tags.map((tag: any) => tag.name)).toEqual(['Inconnu', 'Entrée']);
    const foreignTag = await o.call(UPDATE_OPERATOR, { id: createOperator.id, input: { name: 'Alice', tagIds: ['999999'] } });
    expect(foreignTag.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { tagIds: ["Cette étiquette n'appartient pas à l'événement"] } });
    const empty = await o.call(CREATE_OPERATOR, { eventId: e.eventId, input: { name: '  ', tagIds: [] } });
    expect(empty.errors?.[0].extensions?.fieldErrors).toEqual({ name: ['Indiquez un nom'] });

    expect((await o.ok(DELETE_OPERATOR, { id: createOperator.id })).deleteOperator).toBe(true);
    expect((await o.ok(OPERATORS, { eventId: e.eventId })).operators).toEqual([]);
  });

  it('scopes operators to the organization and the feature flag', async () => {
    const o = await standOrganizer(t);
    const other = await standOrganizer(t);
    const e = await eventToday(o);
    const { createOperator } = await o.ok(CREATE_OPERATOR, { eventId: e.eventId, input: { name: 'Alice', tagIds: [] } });
    expect((await other.call(OPERATORS, { eventId: e.eventId })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await other.call(UPDATE_OPERATOR, { id: createOperator.id, input: { name: 'Mallory', tagIds: [] } })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await other.call(ROTATE, { id: createOperator.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await other.call(DELETE_OPERATOR, { id: createOperator.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const off = await organizer(t);
    const offEvent = await eventToday(off);
    const refused = await off.call(OPERATORS, { eventId: offEvent.eventId });
    expect(refused.errors?.[0]).toMatchObject({ message: "Les opérateurs ne sont pas activés pour cette organisation", extensions: { code: 'FORBIDDEN' } });
    expect((await off.call(SCAN_CONFIG, { eventId: offEvent.eventId })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await o.ok(OPERATORS, { eventId: e.eventId })).operators).toHaveLength(1);
  });

  it('serves the spec 7 REST paths with tags as tag objects', async () => {
    const o = await standOrganizer(t);
    const e = await eventToday(o);
    const csrf = (await o.agent.get('/apis/organizer/v1/events/' + e.eventId + '/operators/')).status;
    expect(csrf).toBe(200);
    const token = o.agent.jar.getCookie('csrftoken', { domain: '127.0.0.1', path: '/', secure: false, script: true })!.value;
    const created = await o.agent
      .post(`/apis/organizer/v1/events/${e.eventId}/operators/`)
      .set('X-CSRFToken', token)
      .send({ name: 'Bruno', tags: [Number(e.gateTag)] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Bruno', tags: [{ id: Number(e.gateTag), name: 'Entrée' }] });
    expect(created.body.loginSecret).toEqual(expect.any(String));
    const listed = await o.agent.get(`/apis/organizer/v1/events/${e.eventId}/operators/`);
    expect(listed.body).toEqual([expect.objectContaining({ id: created.body.id, loginSecret: null })]);
    const bad = await o.agent.put(`/apis/organizer/v1/operators/${created.body.id}/`).set('X-CSRFToken', token).send({ name: '', tags: [] });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ name: ['Indiquez un nom'] });
    const put = await o.agent.put(`/apis/organizer/v1/operators/${created.body.id}/`).set('X-CSRFToken', token).send({ name: 'Bruno M.', tags: [] });
    expect(put.body).toMatchObject({ name: 'Bruno M.', tags: [] });
    expect((await o.agent.delete(`/apis/organizer/v1/operators/${created.body.id}/`).set('X-CSRFToken', token)).status).toBe(204);
    expect((await t.agent().get(`/apis/organizer/v1/events/${e.eventId}/operators/`)).status).toBe(401);
    const config = await o.agent.put(`/apis/organizer/v1/events/${e.eventId}/scan_config/`).set('X-CSRFToken', token).send({ checkIn: true, lateAfterMinutes: 5000 });
    expect(config.status).toBe(400);
    expect(config.body).toEqual({ lateAfterMinutes: ['Indiquez un nombre de minutes entre 0 et 1440'] });
  });
});

describe('operator sign-in', () => {
  it('signs a stand in with the secret; a wrong secret, another door or a rotated secret is refused', async () => {
    const o = await standOrganizer(t);
    const e = await eventToday(o, 'Open Air');
    const { createOperator } = await o.ok(CREATE_OPERATOR, { eventId: e.eventId, input: { name: 'Alice', tagIds: [e.barTag] } });
    const wrong = await gql(t.agent(), t.server.url, LOGIN, { secret: 'x'.repeat(32) });
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Lien de connexion invalide ou expiré', extensions: { code: 'UNAUTHENTICATED' } });
    const login = await gql<any>(t.agent(), t.server.url, LOGIN, { secret: createOperator.loginSecret });
    expect(login.data.operatorLogin.stand).toMatchObject({ operatorName: 'Alice', eventName: 'Open Air', checkIn: true, tags: [{ name: 'Bar', known: true }] });
    const token = login.data.operatorLogin.token;
    const stand = await gql<any>(t.agent(), t.server.url, STAND, {}, { csrf: false, headers: { 'X-Operator-Token': token } });
    expect(stand.data.stand).toMatchObject({ operatorName: 'Alice', eventId: e.eventId, timeZone: 'Europe/Zurich' });
    expect((await o.ok(OPERATORS, { eventId: e.eventId })).operators[0].lastLoginAt).toEqual(expect.any(String));

    // No token, or an organizer's session: the operator guard refuses; the token opens no organizer door.
    expect((await gql(t.agent(), t.server.url, STAND)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await o.call(STAND)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const organizerDoor = await gql(t.agent(), t.server.url, OPERATORS, { eventId: e.eventId }, { csrf: false, headers: { 'X-Operator-Token': token } });
    expect(organizerDoor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const rest = await t.agent().get('/apis/scan/v1/stand/').set('X-Operator-Token', token);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ operatorName: 'Alice', eventName: 'Open Air' });
    expect((await t.agent().get('/apis/scan/v1/stand/')).status).toBe(401);

    // A new secret ends the old link and its sessions.
    const { rotateOperatorSecret } = await o.ok(ROTATE, { id: createOperator.id });
    expect(rotateOperatorSecret.loginSecret).not.toBe(createOperator.loginSecret);
    const after = await gql(t.agent(), t.server.url, STAND, {}, { csrf: false, headers: { 'X-Operator-Token': token } });
    expect(after.errors?.[0]).toMatchObject({ message: 'Votre session de stand a expiré : reconnectez-vous avec votre lien', extensions: { code: 'UNAUTHENTICATED' } });
    expect((await gql(t.agent(), t.server.url, LOGIN, { secret: createOperator.loginSecret })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const again = await t.agent().post('/apis/scan/v1/login/').send({ secret: rotateOperatorSecret.loginSecret });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ token: expect.any(String), stand: { operatorName: 'Alice' } });
    // Switching operators off for the organization ends its stands.
    await t.db.database.dataSource.query('UPDATE organization SET enable_operators = false WHERE id = $1', [o.organization.id]);
    expect((await t.agent().get('/apis/scan/v1/stand/').set('X-Operator-Token', again.body.token)).status).toBe(401);
  });

  it('logs out and limits login attempts per address', async () => {
    const o = await standOrganizer(t);
    const e = await eventToday(o);
    const stand = await standFor(t, o, e.eventId);
    expect((await stand.ok(`mutation { operatorLogout }`)).operatorLogout).toBe(true);
    expect((await stand.call(STAND)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const limited = await startTestApp({ LOGIN_RATE_LIMIT: '3' });
    try {
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push(await limited.agent().post('/apis/scan/v1/login/').send({ secret: 'y'.repeat(32) }));
      expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('keeps the stand configuration per event, with defaults and checked references', async () => {
    const o = await standOrganizer(t);
    const e = await eventToday(o);
    expect((await o.ok(SCAN_CONFIG, { eventId: e.eventId })).scanConfig).toEqual({
      eventId: e.eventId,
      checkIn: true,
      orderDelivery: false,
      voucherRedeem: false,
      tshirt: false,
      tshirtAttributeId: null,
      lateAfterMinutes: 15,
      items: [],
    });
    const [{ id: poolId }] = await t.db.database.dataSource.query(`INSERT INTO voucher_pool (organization_id, name) VALUES ($1, 'Repas') RETURNING id`, [o.organization.id]);
    const saved = await configure(o, e.eventId, { voucherRedeem: true, lateAfterMinutes: 10, items: [{ kind: 'VOUCHER_POOL', refId: String(poolId), tagIds: [e.barTag] }] });
    expect(saved).toMatchObject({ voucherRedeem: true, lateAfterMinutes: 10, items: [{ kind: 'VOUCHER_POOL', refId: String(poolId), name: 'Repas', tagIds: [e.barTag] }] });
    const other = await standOrganizer(t);
    const [{ id: foreignPool }] = await t.db.database.dataSource.query(`INSERT INTO voucher_pool (organization_id, name) VALUES ($1, 'Repas') RETURNING id`, [other.organization.id]);
    const foreign = await o.call(`mutation($eventId: ID!, $input: ScanConfigInput!) { updateScanConfig(eventId: $eventId, input: $input) { eventId } }`, {
      eventId: e.eventId,
      input: { checkIn: true, orderDelivery: false, voucherRedeem: true, tshirt: false, tshirtAttributeId: null, lateAfterMinutes: 15, items: [{ kind: 'VOUCHER_POOL', refId: String(foreignPool), tagIds: [] }] },
    });
    expect(foreign.errors?.[0].extensions?.fieldErrors).toEqual({ items: ["Ce produit ou ce lot de bons n'existe pas"] });
    // The refused save changed nothing.
    expect((await o.ok(SCAN_CONFIG, { eventId: e.eventId })).scanConfig.items).toHaveLength(1);
  });
});
