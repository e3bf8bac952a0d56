import { API, restOrganizer, type RestOrganizer } from '../events/rest';
import { gql, startTestApp, type TestApp } from '../harness';
import { mailsTo } from '../mails';
import { mailCount, participation, planning, statusOf, volunteer, type Planning } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SWEEP_INTERVAL_MS: '600000' });
});
afterAll(() => t.close());

/** A facade organizer with the GraphQL fixtures' planning (the Organizer shape the fixtures need). */
async function setup(): Promise<{ o: RestOrganizer; p: Planning; org: number; asOrganizer: Parameters<typeof participation>[1] }> {
  const o = await restOrganizer(t);
  const ok = async (query: string, variables: Record<string, unknown> = {}) => o.gql(query, variables);
  const asOrganizer = { organization: o.organization, ok } as unknown as Parameters<typeof participation>[1];
  const p = await planning(asOrganizer);
  return { o, p, org: o.organization.id, asOrganizer };
}

describe('volunteers2 and volunteer categories', () => {
  it('lists volunteers (bare array, or pages with ?page=), reads one with its custom attributes, deletes', async () => {
    const { o, org, p, asOrganizer } = await setup();
    const anna = await volunteer(t, org, { first_name: 'Anna', last_name: 'Aebi', email: 'anna.rest@example.org', born_date: '1980-03-01' });
    const ben = await volunteer(t, org, { first_name: 'Ben', last_name: 'Bolt' });
    await participation(t, asOrganizer, { eventId: p.eventId, slotId: p.slotA, volunteer: anna });

    const list = await o.get(`/organization/${org}/volunteers2/`);
    expect(list.status).toBe(200);
    expect(list.body.map((v: { id: number }) => String(v.id))).toEqual([anna.id, ben.id]);
    expect(list.body[0]).toMatchObject({
      firstName: 'Anna',
      lastName: 'Aebi',
      email: 'anna.rest@example.org',
      bornDate: '1980-03-01',
      ageBand: '18+',
      numberSlots: 1,
      categories: [],
      categoryIds: [],
      organizationId: org,
    });
    expect(list.body[0].participationIds).toHaveLength(1);
    expect(list.body[0]).not.toHaveProperty('customAttributeValues');
    expect(list.body[0]).not.toHaveProperty('token');
    const withAttributes = await o.get(`/organization/${org}/volunteers2/?custom_attributes=true`);
    expect(withAttributes.body[0].customAttributeValues).toEqual([]);

    const page = await o.get(`/organization/${org}/volunteers2/?page=2&page_size=1`);
    expect(page.body).toMatchObject({ count: 2, next: null, results: [{ id: Number(ben.id) }] });
    expect(page.body.previous).toContain('page=1');
    expect((await o.get(`/organization/${org}/volunteers2/?page=3&page_size=1`)).status).toBe(404);
    expect((await o.get(`/organization/${org}/volunteers2/?search=bolt`)).body.map((v: { id: number }) => String(v.id))).toEqual([ben.id]);

    const one = await o.get(`/organization/${org}/volunteers2/${anna.id}/`);
    expect(one.body).toMatchObject({ id: Number(anna.id), customAttributeValues: [] });

    expect((await o.del(`/organization/${org}/volunteers2/${ben.id}/`)).status).toBe(204);
    expect((await o.get(`/organization/${org}/volunteers2/${ben.id}/`)).status).toBe(404);
  });

  it('lists an event’s volunteers with their participations in it', async () => {
    const { o, org, p, asOrganizer } = await setup();
    const anna = await volunteer(t, org);
    await volunteer(t, org);
    const id = await participation(t, asOrganizer, { eventId: p.eventId, slotId: p.slotA, volunteer: anna, status: 0 });
    const answer = await o.get(`/organization/${org}/event/${p.eventId}/listvolunteers2/`);
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(1);
    expect(answer.body[0].participations).toEqual([
      expect.objectContaining({ id: Number(id), validationStatus: 0, timeSlot: expect.objectContaining({ positionName: 'Bar' }) }),
    ]);
  });

  it('bulk-updates categories and manages categories (CRUD)', async () => {
    const { o, org } = await setup();
    const created = await o.post(`/organization/${org}/volunteercategories/`, { name: 'Staff', isByDefault: true });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), organizationId: org, name: 'Staff', isByDefault: true });
    const second = await o.post(`/organization/${org}/volunteercategories/`, { name: 'staff' });
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ name: ['Une catégorie porte déjà ce nom'] });
    const renamed = await o.patch(`/organization/${org}/volunteercategories/${created.body.id}/`, { name: 'Équipe' });
    expect(renamed.body).toMatchObject({ name: 'Équipe', isByDefault: true });
    const put = await o.put(`/organization/${org}/volunteercategories/${created.body.id}/`, { name: 'Équipe', isByDefault: false });
    expect(put.body.isByDefault).toBe(false);
    expect((await o.get(`/organization/${org}/volunteercategories/${created.body.id}/`)).body.name).toBe('Équipe');

    const [x, y] = [await volunteer(t, org), await volunteer(t, org)];
    const bulk = await o.post('/volunteers/bulk_update/', { volunteers: [Number(x.id), y.id], categories: [created.body.id] });
    expect(bulk.status).toBe(200);
    expect(bulk.body.map((v: { categoryIds: number[] }) => v.categoryIds)).toEqual([[created.body.id], [created.body.id]]);
    expect((await o.post('/volunteers/bulk_update/', { volunteers: [], categories: [] })).body).toEqual({ volunteers: ['Ce champ est obligatoire'] });

    expect((await o.get(`/organization/${org}/volunteercategories/`)).body).toHaveLength(1);
    expect((await o.del(`/organization/${org}/volunteercategories/${created.body.id}/`)).status).toBe(204);
    expect((await o.get(`/organization/${org}/volunteercategories/`)).body).toEqual([]);
  });

  it('scopes everything to the organization: another one’s path is 403, its ids 404', async () => {
    const owner = await setup();
    const intruder = await setup();
    const v = await volunteer(t, owner.org);
    const category = await owner.o.post(`/organization/${owner.org}/volunteercategories/`, { name: 'Secret' });
    for (const path of [`/organization/${owner.org}/volunteers2/`, `/organization/${owner.org}/volunteercategories/`, `/organization/${owner.org}/event/${owner.p.eventId}/listvolunteers2/`]) {
      expect((await intruder.o.get(path)).status).toBe(403);
    }
    expect((await intruder.o.get(`/organization/${intruder.org}/volunteers2/${v.id}/`)).status).toBe(404);
    expect((await intruder.o.del(`/organization/${intruder.org}/volunteers2/${v.id}/`)).status).toBe(404);
    expect((await intruder.o.get(`/organization/${intruder.org}/event/${owner.p.eventId}/listvolunteers2/`)).status).toBe(404);
    expect((await intruder.o.del(`/organization/${intruder.org}/volunteercategories/${category.body.id}/`)).status).toBe(404);
    expect((await intruder.o.post('/volunteers/bulk_update/', { volunteers: [v.id], categories: [] })).status).toBe(404);
    expect((await t.agent().get(`${API}/organization/${owner.org}/volunteers2/`)).status).toBe(401);

    const theirs = await participation(t, owner.asOrganizer, { eventId: owner.p.eventId, slotId: owner.p.slotA, volunteer: v, status: 0 });
    const mine = await volunteer(t, intruder.org);
    expect((await intruder.o.get(`/events/${owner.p.eventId}/participations2/`)).status).toBe(404);
    expect((await intruder.o.put(`/events/${owner.p.eventId}/participations2/${theirs}/`, { validationStatus: 6 })).status).toBe(404);
    expect((await intruder.o.del(`/events/${owner.p.eventId}/participations2/${theirs}/`)).status).toBe(404);
    expect((await intruder.o.post(`/participationUpdate/${theirs}/change_volunteer/`, { volunteer_id: mine.id })).status).toBe(404);
    expect((await intruder.o.post('/participation/bulk/', [{ volunteer: v.id, timeSlot: intruder.p.slotA }] as unknown as object)).status).toBe(404);
    expect((await intruder.o.post('/participation/bulk/', [{ volunteer: mine.id, timeSlot: owner.p.slotA }] as unknown as object)).status).toBe(404);
    expect(await statusOf(t, theirs)).toBe(0);
  });
});

describe('publicvolunteers', () => {
  it('answers the same whatever the address; a known volunteer receives their portal link', async () => {
    const { org } = await setup();
    const v = await volunteer(t, org, { email: 'known@example.org', first_name: 'Kim' });
    const anonymous = t.agent();
    const known = await anonymous.get(`${API}/organization/${org}/publicvolunteers/?email=Known@Example.org`);
    const unknown = await anonymous.get(`${API}/organization/${org}/publicvolunteers/?email=nobody@example.org`);
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ detail: "Si cette adresse est connue, un lien vers l'espace bénévole vient d'y être envoyé" });
    const [mail] = await mailsTo(t.db.database.dataSource, 'known@example.org');
    expect(mail.text).toContain(`/portal/t/${v.token}`);
    expect(mail.text).toContain('Bonjour Kim');
    expect(await mailsTo(t.db.database.dataSource, 'nobody@example.org')).toEqual([]);
    expect((await anonymous.get(`${API}/organization/${org}/publicvolunteers/?email=nope`)).body).toEqual({ email: ['Entrez une adresse e-mail valide'] });
    expect((await anonymous.get(`${API}/organization/999999/publicvolunteers/?email=known@example.org`)).status).toBe(404);
  });
});

describe('sendPortalLink (the GraphQL twin of publicvolunteers)', () => {
  const SEND = `mutation($organizationId: ID!, $email: String!) { sendPortalLink(organizationId: $organizationId, email: $email) }`;

  it('answers the same whatever the address, mails a known volunteer, and shares the attempt limit with publicvolunteers', async () => {
    const { org } = await setup();
    const v = await volunteer(t, org, { email: 'twin@example.org', first_name: 'Tom' });
    const caller = { 'X-Forwarded-For': '203.0.113.41' };
    const send = (organizationId: string, email: string) => gql(t.agent(), t.server.url, SEND, { organizationId, email }, { headers: caller });
    const known = await send(String(org), 'Twin@Example.org');
    const unknown = await send(String(org), 'nobody.twin@example.org');
    expect(known.data).toEqual({ sendPortalLink: true });
    expect(unknown.data).toEqual(known.data);
    const [mail] = await mailsTo(t.db.database.dataSource, 'twin@example.org');
    expect(mail.text).toContain(`/portal/t/${v.token}`);
    expect(mail.text).toContain('Bonjour Tom');
    expect(await mailsTo(t.db.database.dataSource, 'nobody.twin@example.org')).toEqual([]);
    expect((await send(String(org), 'nope')).errors?.[0].extensions?.fieldErrors).toEqual({ email: ['Entrez une adresse e-mail valide'] });
    expect((await send('999999', 'twin@example.org')).errors?.[0].extensions?.code).toBe('NOT_FOUND');

    // Two attempts counted so far; the rest of the caller's allowance, then both doors refuse.
    for (let i = 2; i < t.server.services.config.loginRateLimit.points; i += 1) {
      expect((await send(String(org), 'nobody.twin@example.org')).errors).toBeUndefined();
    }
    expect((await send(String(org), 'twin@example.org')).errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect((await t.agent().get(`${API}/organization/${org}/publicvolunteers/?email=twin@example.org`).set(caller)).status).toBe(429);
    expect(await mailsTo(t.db.database.dataSource, 'twin@example.org')).toHaveLength(1);
  });
});

describe('participations2', () => {
  it('lists an event’s participations with the spec’s fields and filters (statuses as numbers or names)', async () => {
    const { o, p, org, asOrganizer } = await setup();
    const v = await volunteer(t, org, { first_name: 'Zoé', email: 'zoe.rest@example.org' });
    const a = await participation(t, asOrganizer, { eventId: p.eventId, slotId: p.slotA, volunteer: v, status: 0 });
    const g = await participation(t, asOrganizer, { eventId: p.eventId, slotId: p.slotC, volunteer: await volunteer(t, org), status: 6, nb: 2 });
    const all = await o.get(`/events/${p.eventId}/participations2/`);
    expect(all.status).toBe(200);
    expect(all.body[0]).toEqual({
      id: Number(a),
      timeSlotId: Number(p.slotA),
      timeSlot: {
        id: Number(p.slotA),
        description: '',
        startTime: '2030-07-01T08:00:00.000Z',
        endTime: '2030-07-01T10:00:00.000Z',
        position: Number(p.bar),
        positionName: 'Bar',
        positionDescription: '',
        sectorName: null,
        sectorDescription: null,
        eventId: Number(p.eventId),
        eventName: 'Fête du lac',
        duration: 'P0DT2H0M0S',
        rewardCategory: null,
      },
      volunteerId: Number(v.id),
      firstName: 'Zoé',
      lastName: v.lastName,
      email: 'zoe.rest@example.org',
      phoneNumber: '',
      eventId: Number(p.eventId),
      eventName: 'Fête du lac',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      nbParticipants: 1,
      groupName: '',
      validationStatus: 0,
      validationMessage: '',
      bornDate: null,
      duration: 'P0DT2H0M0S',
      customAttributeValues: [],
    });
    expect(all.body[1]).toMatchObject({ id: Number(g), duration: 'P0DT4H0M0S' });
    const ids = async (query: string) => (await o.get(`/events/${p.eventId}/participations2/?${query}`)).body.map((x: { id: number }) => String(x.id));
    expect(await ids('status=0')).toEqual([a]);
    expect(await ids('status=ACCEPTED')).toEqual([g]);
    expect(await ids('status=0,6')).toEqual([a, g]);
    expect(await ids('kind=group')).toEqual([g]);
    expect(await ids(`position=${p.kitchen}`)).toEqual([g]);
    expect(await ids('day=2030-07-02')).toEqual([]);
    expect(await ids('search=zoé')).toEqual([a]);
  });

  it('answers 401 to a manager variant (email, password) with wrong credentials and 401 without a login', async () => {
    const { p } = await setup();
    const anonymous = t.agent();
    expect((await anonymous.get(`${API}/events/${p.eventId}/participations2/?email=m@example.org&password=x`)).status).toBe(401);
    expect((await anonymous.get(`${API}/events/${p.eventId}/participations2/`)).status).toBe(401);
    expect((await anonymous.get(`${API}/consult_manager/?email=m@example.org&password=x&orgId=1`)).status).toBe(401);
  });

  it('PUT changes the status (number or name), with mails; a full slot is 409; DELETE removes', async () => {
    const { o, p, org, asOrganizer } = await setup();
    const v = await volunteer(t, org, { email: 'put@example.org' });
    const id = await participation(t, asOrganizer, { eventId: p.eventId, slotId: p.slotA, volunteer: v, status: 0 });
    const accepted = await o.put(`/events/${p.eventId}/participations2/${id}/`, { validationStatus: 6, validationMessage: 'Bienvenue' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: Number(id), validationStatus: 6, validationMessage: 'Bienvenue' });
    expect((await mailsTo(t.db.database.dataSource, 'put@example.org')).map((m) => m.subject)).toEqual(['Inscription confirmée : Fête du lac']);
    const cancelled = await o.put(`/events/${p.eventId}/participations2/${id}/`, { validationStatus: 'CANCELLED_BY_ORGANIZER' });
    expect(cancelled.body.validationStatus).toBe(4);

    await participation(t, asOrganizer, { eventId: p.eventId, slotId: p.slotA, volunteer: await volunteer(t, org) });
    await participation(t, asOrganizer, { eventId: p.eventId, slotId: p.slotA, volunteer: await volunteer(t, org) });
    const full = await o.put(`/events/${p.eventId}/participations2/${id}/`, { validationStatus: 'ACCEPTED' });
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ detail: 'Cette tranche horaire est complète' });

    const moved = await o.put(`/events/${p.eventId}/participations2/${id}/`, { timeSlot: p.slotD, validationStatus: 6, nbParticipants: 2 });
    expect(moved.body).toMatchObject({ timeSlotId: Number(p.slotD), validationStatus: 6, nbParticipants: 2, duration: 'P0DT4H0M0S' });
    const tooBig = await o.put(`/events/${p.eventId}/participations2/${id}/`, { nbParticipants: 6 });
    expect(tooBig.status).toBe(409);
    expect(tooBig.body).toEqual({ detail: 'Inscription en groupe impossible car il ne reste pas assez de place' });
    expect((await o.put(`/events/${p.eventId}/participations2/${id}/`, { nbParticipants: 0 })).body).toEqual({ nbParticipants: ['Au minimum 1'] });
    const elsewhere = await o.put(`/events/${p.eventId}/participations2/${id}/`, { timeSlot: (await planning(asOrganizer)).slotA });
    expect(elsewhere.body).toEqual({ timeSlot: ["Cette tranche horaire n'appartient pas à cet événement"] });

    const otherEvent = await planning(asOrganizer);
    expect((await o.del(`/events/${otherEvent.eventId}/participations2/${id}/`)).status).toBe(404);
    expect((await o.del(`/events/${p.eventId}/participations2/${id}/`)).status).toBe(204);
    expect((await o.del(`/events/${p.eventId}/participations2/${id}/`)).status).toBe(404);
  });

  it('changes the volunteer (volunteer_id) and adds participations in bulk (recurring)', async () => {
    const { o, p, org, asOrganizer } = await setup();
    const a = await volunteer(t, org);
    const b = await volunteer(t, org, { first_name: 'Bea' });
    const id = await participation(t, asOrganizer, { eventId: p.eventId, slotId: p.slotA, volunteer: a });
    expect((await o.post(`/participationUpdate/${id}/change_volunteer/`, {})).body).toEqual({ volunteer_id: ['Ce champ est obligatoire'] });
    const changed = await o.post(`/participationUpdate/${id}/change_volunteer/`, { volunteer_id: Number(b.id) });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ volunteerId: Number(b.id), firstName: 'Bea' });

    const bulk = await o.post('/participation/bulk/', [
      { volunteer: Number(a.id), timeSlot: Number(p.slotB), participation: { nbParticipants: 2, groupName: 'Duo' } },
      { volunteer: a.id, timeSlot: p.slotD, participation: { validationStatus: 0 }, recurring: true },
    ] as unknown as object);
    expect(bulk.status).toBe(201);
    expect(bulk.body.map((x: { timeSlotId: number; nbParticipants: number; validationStatus: number }) => [x.timeSlotId, x.nbParticipants, x.validationStatus])).toEqual([
      [Number(p.slotB), 2, 6],
      [Number(p.slotD), 1, 0],
    ]);
    const full = await o.post('/participation/bulk/', { participations: [{ volunteer: b.id, timeSlot: p.slotB }] });
    expect(full.status).toBe(409);
    expect(full.body.detail).toBe('Cette tranche horaire est complète');
    const bad = await o.post('/participation/bulk/', [{ volunteer: b.id, timeSlot: p.slotD, participation: { nbParticipants: 0 } }] as unknown as object);
    expect(bad.body).toEqual({ '[0].nbParticipants': ['Au minimum 1'] });
  });
});

describe('volunteer token routes', () => {
  it('lists the token holder’s participations and cancels one (?token= or body), never another’s', async () => {
    const { p, org, asOrganizer } = await setup();
    const v = await volunteer(t, org, { email: 'tok@example.org' });
    const w = await volunteer(t, org);
    const mine = await participation(t, asOrganizer, { eventId: p.eventId, slotId: p.slotA, volunteer: v });
    const second = await participation(t, asOrganizer, { eventId: p.eventId, slotId: p.slotD, volunteer: v });
    const theirs = await participation(t, asOrganizer, { eventId: p.eventId, slotId: p.slotB, volunteer: w });
    const anonymous = t.agent();
    const byToken = await anonymous.get(`${API}/volunteers/by-token/${v.token}/participations/`);
    expect(byToken.status).toBe(200);
    expect(byToken.body.map((x: { id: number }) => String(x.id))).toEqual([mine, second]);
    expect(byToken.body[0]).not.toHaveProperty('customAttributeValues');
    const byQuery = await anonymous.get(`${API}/volunteers/participations/?token=${v.token}`);
    expect(byQuery.body).toEqual(byToken.body);
    expect((await anonymous.get(`${API}/volunteers/participations/?token=nope`)).status).toBe(404);
    expect((await anonymous.get(`${API}/volunteers/by-token/${'a'.repeat(32)}/participations/`)).status).toBe(404);

    const before = await mailCount(t);
    expect((await anonymous.delete(`${API}/volunteers/participations/${theirs}/?token=${v.token}`)).status).toBe(404);
    expect(await mailCount(t)).toBe(before);
    expect((await anonymous.delete(`${API}/volunteers/participations/${mine}/?token=${v.token}`)).status).toBe(204);
    expect(await statusOf(t, mine)).toBe(5);
    const withBody = await anonymous.delete(`${API}/volunteers/participations/${second}/`).send({ token: v.token });
    expect(withBody.status).toBe(204);
    expect(await statusOf(t, second)).toBe(5);
    const again = await anonymous.delete(`${API}/volunteers/participations/${second}/?token=${v.token}`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: 'Seules les inscriptions actives peuvent être annulées' });
    expect(await statusOf(t, theirs)).toBe(6);
  });
});
