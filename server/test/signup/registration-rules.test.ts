import { API, restOrganizer } from '../events/rest';
import { startTestApp, type TestApp } from '../harness';
import { SIGN_UP, addPosition, addSlot, at, errorOf, person, publishedEvent, rows, visitor } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const RULES = `query($eventId: ID!) { registrationRules(eventId: $eventId) { id eventId positionId categoryId ageBand } }`;
const CREATE = `mutation($input: RegistrationRuleInput!) { createRegistrationRule(input: $input) { id eventId positionId categoryId ageBand } }`;
const DELETE = `mutation($id: ID!) { deleteRegistrationRule(id: $id) }`;

async function category(organizationId: number, name: string, isByDefault = false): Promise<string> {
  const [{ id }] = await rows(t, `INSERT INTO volunteer_category (organization_id, name, is_by_default) VALUES ($1, $2, $3) RETURNING id`, [
    organizationId,
    name,
    isByDefault,
  ]);
  return String(id);
}

describe('registration rules (GraphQL)', () => {
  it('creates, lists and deletes the rules of an event, checking each reference', async () => {
    const e = await publishedEvent(t);
    const staff = await category(e.o.organization.id, 'Staff');
    const { createRegistrationRule } = await e.o.ok(CREATE, { input: { eventId: e.eventId, positionId: e.positionId, categoryId: staff } });
    expect(createRegistrationRule).toEqual({ id: expect.any(String), eventId: e.eventId, positionId: e.positionId, categoryId: staff, ageBand: null });
    await e.o.ok(CREATE, { input: { eventId: e.eventId, ageBand: '18+' } });
    expect((await e.o.ok(RULES, { eventId: e.eventId })).registrationRules.map((r: { ageBand: string | null }) => r.ageBand)).toEqual([null, '18+']);

    const empty = await e.o.call(CREATE, { input: { eventId: e.eventId, positionId: e.positionId } });
    expect(errorOf(empty).fieldErrors).toEqual({ categoryId: ["Choisissez une catégorie ou une tranche d'âge"] });
    const band = await e.o.call(CREATE, { input: { eventId: e.eventId, ageBand: '12-14' } });
    expect(errorOf(band).fieldErrors).toEqual({ ageBand: ["Tranche d'âge inconnue"] });
    const twice = await e.o.call(CREATE, { input: { eventId: e.eventId, positionId: e.positionId, categoryId: staff } });
    expect(errorOf(twice).fieldErrors).toEqual({ categoryId: ['Cette règle existe déjà'] });
    const other = await publishedEvent(t);
    const foreignCategory = await category(other.o.organization.id, 'Autre');
    const foreign = await e.o.call(CREATE, { input: { eventId: e.eventId, categoryId: foreignCategory } });
    expect(errorOf(foreign).fieldErrors).toEqual({ categoryId: ['Référence inconnue'] });
    const foreignPosition = await e.o.call(CREATE, { input: { eventId: e.eventId, positionId: other.positionId, ageBand: '18+' } });
    expect(errorOf(foreignPosition).fieldErrors).toEqual({ positionId: ['Référence inconnue'] });

    // Another organization sees and changes nothing.
    expect(errorOf(await other.o.call(RULES, { eventId: e.eventId })).code).toBe('NOT_FOUND');
    expect(errorOf(await other.o.call(CREATE, { input: { eventId: e.eventId, ageBand: '18+' } })).code).toBe('NOT_FOUND');
    expect(errorOf(await other.o.call(DELETE, { id: createRegistrationRule.id })).code).toBe('NOT_FOUND');
    expect(errorOf(await visitor(t).call(RULES, { eventId: e.eventId })).code).toBe('UNAUTHENTICATED');

    expect((await e.o.ok(DELETE, { id: createRegistrationRule.id })).deleteRegistrationRule).toBe(true);
    expect((await e.o.ok(RULES, { eventId: e.eventId })).registrationRules).toHaveLength(1);
  });
});

describe('registration rules (facade /custom/registration-rules/)', () => {
  it('posts a rule (event, category, optional position and ageBand) and lists an event’s rules', async () => {
    const o = await restOrganizer(t);
    const event = await o.post('/events/', {
      name: 'Fête',
      description: 'x',
      responsable: 'x',
      email: 'x@example.org',
      days: [{ startsAt: '2030-07-01T06:00:00Z', endsAt: '2030-07-01T21:00:00Z' }],
    });
    const position = await o.post('/positions/', { event_id: event.body.id, name: 'Bar' });
    const staff = Number(await category(o.organization.id, 'Staff'));
    const created = await o.post('/custom/registration-rules/', { event: event.body.id, category: staff, position: position.body.id });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), event: event.body.id, position: position.body.id, category: staff, ageBand: null });
    const list = await o.get(`/custom/registration-rules/${event.body.id}/`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([created.body]);
    const invalid = await o.post('/custom/registration-rules/', { event: event.body.id, category: 999999 });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ category: ['Référence inconnue'] });
    const missing = await o.post('/custom/registration-rules/', { category: staff });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ event: ['Ce champ est obligatoire'] });

    const stranger = await restOrganizer(t);
    expect((await stranger.get(`/custom/registration-rules/${event.body.id}/`)).status).toBe(404);
    expect((await t.agent().get(`${API}/custom/registration-rules/${event.body.id}/`)).status).toBe(401);
  });
});

describe('registration rules at sign-up', () => {
  it('keeps a position for its categories (new volunteers get the default ones)', async () => {
    const e = await publishedEvent(t);
    const staff = await category(e.o.organization.id, 'Staff');
    await e.o.ok(CREATE, { input: { eventId: e.eventId, positionId: e.positionId, categoryId: staff } });
    const refused = await visitor(t).call(SIGN_UP, { input: person(e.uuid, [e.slots[0]]) });
    expect(errorOf(refused).fieldErrors).toEqual({ slotIds: ['Cette mission est réservée à certaines catégories de bénévoles'] });
    // Other positions stay open.
    const open = await addPosition(e.o, e.eventId, 'Caisse');
    await visitor(t).ok(SIGN_UP, { input: person(e.uuid, [await addSlot(e.o, open, at(8), at(10))]) });
    // A default category makes every new volunteer a member.
    await rows(t, `UPDATE volunteer_category SET is_by_default = true WHERE id = $1`, [Number(staff)]);
    await visitor(t).ok(SIGN_UP, { input: person(e.uuid, [e.slots[0]]) });
  });

  it('checks age bands on the slot’s start date, asking for the birth date when needed', async () => {
    const e = await publishedEvent(t);
    await e.o.ok(CREATE, { input: { eventId: e.eventId, ageBand: '18+' } });
    const noDate = await visitor(t).call(SIGN_UP, { input: person(e.uuid, [e.slots[0]]) });
    expect(errorOf(noDate).fieldErrors).toEqual({ bornDate: ['Votre date de naissance est nécessaire pour cette mission'] });
    const minor = await visitor(t).call(SIGN_UP, { input: person(e.uuid, [e.slots[0]], { bornDate: '2012-07-02' }) });
    expect(errorOf(minor).fieldErrors).toEqual({ slotIds: ["Cette mission n'est pas ouverte à votre tranche d'âge"] });
    // 18 on the slot's day (2030-07-01).
    await visitor(t).ok(SIGN_UP, { input: person(e.uuid, [e.slots[0]], { bornDate: '2012-07-01' }) });
  });

  it('takes a volunteer matching one of the position’s rules (category and age band together in a rule)', async () => {
    const e = await publishedEvent(t, { slots: [{ start: at(8), end: at(10) }, { start: at(10), end: at(12) }] });
    const young = await category(e.o.organization.id, 'Jeunes', true);
    await e.o.ok(CREATE, { input: { eventId: e.eventId, positionId: e.positionId, categoryId: young, ageBand: '14-16' } });
    await e.o.ok(CREATE, { input: { eventId: e.eventId, positionId: e.positionId, ageBand: '18+' } });
    await visitor(t).ok(SIGN_UP, { input: person(e.uuid, [e.slots[0]], { bornDate: '2015-01-01' }) });
    await visitor(t).ok(SIGN_UP, { input: person(e.uuid, [e.slots[0]], { bornDate: '1980-01-01' }) });
    const between = await visitor(t).call(SIGN_UP, { input: person(e.uuid, [e.slots[1]], { bornDate: '2013-01-01' }) });
    expect(errorOf(between).fieldErrors).toEqual({ slotIds: ["Cette mission n'est pas ouverte à votre tranche d'âge"] });
  });
});
