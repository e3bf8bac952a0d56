import { csrfOf, startTestApp, type TestApp } from '../harness';
import { organizer, type Organizer } from '../events/fixtures';
import { participation, planning, volunteer } from '../participations/fixtures';
import { PASSWORD, createManager } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const API = '/apis/organizer/v1';

/** The organizer's agent with its CSRF header, for unsafe REST calls. */
async function rest(o: Organizer) {
  await o.agent.get(`${API}/admin_manager/`);
  const csrf = csrfOf(o.agent, t.server.url);
  return {
    get: (path: string) => o.agent.get(`${API}/${path}`),
    post: (path: string, body: unknown) => o.agent.post(`${API}/${path}`).set('X-CSRFToken', csrf).send(body as object),
    put: (path: string, body: unknown) => o.agent.put(`${API}/${path}`).set('X-CSRFToken', csrf).send(body as object),
    delete: (path: string) => o.agent.delete(`${API}/${path}`).set('X-CSRFToken', csrf),
  };
}

describe('admin_manager (spec 7)', () => {
  it('lists (?orgId), creates, reads, updates and deletes managers with the documented bodies', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const api = await rest(o);
    const created = await api.post('admin_manager/', { email: 'rest@example.org', organization: o.organization.id, password: PASSWORD, eventIds: [Number(p.eventId)] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email: 'rest@example.org',
      organization: o.organization.id,
      eventIds: [Number(p.eventId)],
      events: [{ id: Number(p.eventId), name: 'Fête du lac' }],
      hasPassword: true,
    });
    expect(created.body).not.toHaveProperty('password');
    expect(created.body).not.toHaveProperty('passwordHash');
    const id = created.body.id as number;
    const listed = await api.get(`admin_manager/?orgId=${o.organization.id}`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([created.body]);
    expect((await api.get(`admin_manager/${id}/`)).body).toEqual(created.body);
    const updated = await api.put(`admin_manager/${id}/`, { id, email: 'rest2@example.org', eventIds: [] });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, email: 'rest2@example.org', eventIds: [], events: [] });
    const invalid = await api.post('admin_manager/', { email: 'nope', password: PASSWORD, eventIds: [] });
    expect(invalid.status).toBe(400);
    expect(invalid.body.email).toEqual(['Entrez une adresse e-mail valide']);
    expect((await api.delete(`admin_manager/${id}/`)).status).toBe(204);
    expect((await api.get(`admin_manager/${id}/`)).status).toBe(404);
  });

  it("refuses another organization's managers and organization", async () => {
    const o = await organizer(t);
    const other = await organizer(t);
    const manager = await createManager(o, []);
    const api = await rest(other);
    expect((await api.get(`admin_manager/${manager.id}/`)).status).toBe(404);
    expect((await api.put(`admin_manager/${manager.id}/`, { email: 'x@example.org', eventIds: [] })).status).toBe(404);
    expect((await api.delete(`admin_manager/${manager.id}/`)).status).toBe(404);
    expect((await api.get(`admin_manager/?orgId=${o.organization.id}`)).status).toBe(403);
    expect((await api.post('admin_manager/', { email: 'x@example.org', organization: o.organization.id, password: PASSWORD, eventIds: [] })).status).toBe(403);
    expect((await t.agent().get(`${API}/admin_manager/`)).status).toBe(401);
  });
});

describe('manager variants of the facade (spec 7)', () => {
  async function scene() {
    const o = await organizer(t);
    const p = await planning(o);
    const v = await volunteer(t, o.organization.id, { first_name: 'Anna', last_name: 'Keller', email: 'anna@example.org' });
    const participationId = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: v, status: 6 });
    const manager = await createManager(o, [p.eventId]);
    const [{ uuid }] = await t.db.database.dataSource.query('SELECT uuid FROM event WHERE id = $1', [Number(p.eventId)]);
    const creds = { email: manager.email, password: PASSWORD, orgId: o.organization.id };
    return { o, p, manager, uuid: uuid as string, participationId, creds };
  }

  it('GET consult_manager/ answers the manager with its events', async () => {
    const s = await scene();
    const answer = await t.agent().get(`${API}/consult_manager/`).query(s.creds);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: Number(s.manager.id),
      email: s.manager.email,
      organization: s.o.organization.id,
      organizationName: s.o.organization.name,
      eventIds: [Number(s.p.eventId)],
      events: [{ id: Number(s.p.eventId), uuid: s.uuid, name: 'Fête du lac' }],
    });
    const wrong = await t.agent().get(`${API}/consult_manager/`).query({ ...s.creds, password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.detail).toBe('Erreur de connexion, contrôler vos informations');
    const german = await t.agent().get(`${API}/consult_manager/`).set('X-Language', 'de').query({ ...s.creds, orgId: 999999 });
    expect(german.body.detail).toBe('Anmeldefehler, überprüfen Sie Ihre Angaben');
    expect((await t.agent().get(`${API}/consult_manager/`)).status).toBe(401);
  });

  it('GET publicevent/{uuid}/ with email, password, orgId answers the event as its manager sees it', async () => {
    const s = await scene();
    const answer = await t.agent().get(`${API}/publicevent/${s.uuid}/`).query(s.creds);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: Number(s.p.eventId),
      uuid: s.uuid,
      name: 'Fête du lac',
      days: ['2030-07-01', '2030-07-02'],
      canCancelSlots: true,
      participations: [
        {
          id: Number(s.participationId),
          day: '2030-07-01',
          startTime: '2030-07-01T08:00:00.000Z',
          position: { id: Number(s.p.bar), name: 'Bar' },
          volunteerName: 'Anna Keller',
          email: 'anna@example.org',
          validationStatus: 6,
        },
      ],
    });
    expect((await t.agent().get(`${API}/publicevent/${s.uuid}/`).query({ ...s.creds, day: '2030-07-02' })).body.participations).toEqual([]);
    expect((await t.agent().get(`${API}/publicevent/${s.uuid}/`).query({ ...s.creds, password: 'wrong-password' })).status).toBe(401);
    // Without credentials it stays the public page: a draft event is not public (404), a published one is.
    expect((await t.agent().get(`${API}/publicevent/${s.uuid}/`)).status).toBe(404);
    await s.o.ok(`mutation($id: ID!) { publishEvent(id: $id) { id } }`, { id: s.p.eventId });
    const publicPage = await t.agent().get(`${API}/publicevent/${s.uuid}/`);
    expect(publicPage.status).toBe(200);
    expect(publicPage.body).not.toHaveProperty('participations');
  });

  it('GET events/{id}/participations2/ with email and password answers the event’s participations; the organizer’s stays', async () => {
    const s = await scene();
    const answer = await t.agent().get(`${API}/events/${s.p.eventId}/participations2/`).query({ email: s.creds.email, password: PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      expect.objectContaining({ id: Number(s.participationId), volunteerName: 'Anna Keller', email: 'anna@example.org', position: { id: Number(s.p.bar), name: 'Bar' } }),
    ]);
    expect((await t.agent().get(`${API}/events/${s.p.eventId}/participations2/`).query({ email: s.creds.email, password: PASSWORD, position: s.p.kitchen })).body).toEqual([]);
    const paged = await t.agent().get(`${API}/events/${s.p.eventId}/participations2/`).query({ email: s.creds.email, password: PASSWORD, page: 1 });
    expect(paged.body).toMatchObject({ count: 1, results: [expect.objectContaining({ id: Number(s.participationId) })] });
    // The organizer's list (its session) is unchanged.
    const organizerList = await s.o.agent.get(`${API}/events/${s.p.eventId}/participations2/`);
    expect(organizerList.status).toBe(200);
    expect(organizerList.body).toEqual([expect.objectContaining({ id: Number(s.participationId), firstName: 'Anna' })]);
    // Anonymous without credentials: the organizer route's 401.
    expect((await t.agent().get(`${API}/events/${s.p.eventId}/participations2/`)).status).toBe(401);
  });

  it('the session header works on the variants too', async () => {
    const s = await scene();
    const login = await t.agent().post('/graphql').send({
      query: `mutation($e: String!, $p: String!, $o: ID!) { managerLogin(email: $e, password: $p, organizationId: $o) { token } }`,
      variables: { e: s.manager.email, p: PASSWORD, o: String(s.o.organization.id) },
    });
    const token = login.body.data.managerLogin.token as string;
    const answer = await t.agent().get(`${API}/consult_manager/`).set('X-Manager-Token', token);
    expect(answer.status).toBe(200);
    expect(answer.body.email).toBe(s.manager.email);
  });
});
