import { startTestApp, type TestApp } from '../harness';
import { API, restEventWithPosition, restOrganizer, type RestOrganizer } from '../events/rest';
import { EVENT_INPUT } from '../events/fixtures';
import { SIGN_UP, errorOf, person, publishedEvent, rows, visitor, type PublishedEvent } from '../signup/fixtures';

/**
 * Malformed input answers a clear, localized 400 and writes nothing (issue 9 item 4): NUL bytes,
 * numbers beyond 32 bits, invalid dates and values of the wrong type, at both doors. Each case
 * answered 500 (PostgreSQL 22021, 22003, 22P02, 22008, a RangeError) or was coerced before.
 */

let t: TestApp;
let o: RestOrganizer;
let e: PublishedEvent;
beforeAll(async () => {
  t = await startTestApp();
  o = await restOrganizer(t);
  e = await publishedEvent(t);
});
afterAll(() => t.close());

const NUL = 'Ann\u0000e';

async function countOf(table: string): Promise<number> {
  const [{ n }] = await rows<{ n: number }>(t, `SELECT count(*)::int AS n FROM "${table}"`);
  return n;
}

describe('NUL characters', () => {
  it('are refused in sign-up names with a field error, in the page language, and nothing is written', async () => {
    const before = await countOf('participation');
    const answer = await visitor(t).call(SIGN_UP, { input: person(e.uuid, [e.slots[0]], { firstName: NUL }) });
    expect(errorOf(answer)).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { firstName: ['Caractère non autorisé'] } });
    const german = await visitor(t, { 'X-Language': 'de', 'Accept-Language': 'de' }).call(SIGN_UP, {
      input: person(e.uuid, [e.slots[0]], { address: { street: NUL } }),
    });
    expect(german.status).toBe(400);
    expect(Object.keys(errorOf(german).fieldErrors ?? {})).toEqual(['address.street']);
    expect(await countOf('participation')).toBe(before);
  });

  it('are refused in event and slot descriptions, mail subjects, search parameters, slugs, logins and passkeys', async () => {
    const before = await countOf('event');
    const event = await o.post('/events/', { ...EVENT_INPUT, description: NUL });
    expect(event.status).toBe(400);
    expect(event.body).toEqual({ description: ['Caractère non autorisé'] });
    expect(await countOf('event')).toBe(before);
    const { event: created } = await restEventWithPosition(o);
    const mail = await o.post(`/events/${created.id}/send_mail/`, { subject: NUL, body: 'Bonjour' });
    expect(mail.status).toBe(400);
    expect(mail.body).toEqual({ subject: ['Caractère non autorisé'] });
    const search = await o.get(`/organization/${o.organization.id}/volunteers2/?search=${encodeURIComponent(NUL)}`);
    expect(search.status).toBe(400);
    expect(search.body).toEqual({ search: ['Caractère non autorisé'] });
    const slug = await visitor(t).call('query($s: String!) { publicOrganization(slug: $s) { id } }', { s: NUL });
    expect(errorOf(slug)).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { s: ['Caractère non autorisé'] } });
    const login = await t.agent().post('/apis/authentication/v1/login/').send({ email: `a${NUL}@b.ch`, password: 'x' });
    expect(login.status).toBe(400);
    expect(login.body).toEqual({ email: ['Caractère non autorisé'] });
    const passkey = await t.agent().get(`${API}/publicevent/${e.uuid}/?passkey=%00`);
    expect(passkey.status).toBe(400);
    const literal = await visitor(t).call(`{ publicOrganization(slug: "a\\u0000b") { id } }`);
    expect(errorOf(literal).code).toBe('BAD_USER_INPUT');
  });
});

describe('numbers beyond 32 bits', () => {
  it('answer not found or a field error, never 500', async () => {
    const slots = await visitor(t).call(SIGN_UP, { input: person(e.uuid, ['99999999999']) });
    expect(errorOf(slots).code).toBe('BAD_USER_INPUT');
    expect(Object.keys(errorOf(slots).fieldErrors ?? {})).toEqual(['slotIds']);
    const event = await gqlAs(o, '{ event(id: "99999999999") { id } }');
    expect(event.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const volunteer = await gqlAs(o, '{ volunteer(id: "4294967296") { id } }');
    expect(volunteer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const category = await o.get(`/organization/${o.organization.id}/volunteers2/?category=99999999999`);
    expect(category.status).toBe(400);
    expect(category.body).toEqual({ category: ['Référence inconnue'] });
    const organization = await o.get(`/events/?organizationId=1e308`);
    expect(organization.status).toBe(400);
    expect(organization.body).toEqual({ organizationId: ['Référence inconnue'] });
    const events = await o.get(`/events/?organizationId=99999999999`);
    expect(events.status).toBe(400);
    const { event: created, position } = await restEventWithPosition(o);
    const byPosition = await o.get(`/events/${created.id}/participations2/?position=99999999999`);
    expect(byPosition.status).toBe(400);
    expect(byPosition.body).toEqual({ position: ['Référence inconnue'] });
    const before = await countOf('time_slot');
    const slot = await o.post('/slots/', {
      position: position.id,
      startTime: '2030-07-01T08:00:00+02:00',
      endTime: '2030-07-01T10:00:00+02:00',
      requiredVolunteerCount: 1e10,
    });
    expect(slot.status).toBe(400);
    expect(slot.body).toEqual({ requiredVolunteerCount: ['Nombre hors des limites autorisées'] });
    expect(await countOf('time_slot')).toBe(before);
  });
});

describe('invalid dates', () => {
  it('are field errors: an event day that is not a date, a filter day that does not exist', async () => {
    const before = await countOf('event');
    const res = await o.post('/events/', { ...EVENT_INPUT, days: [{ startsAt: 'not-a-date', endsAt: '2030-07-01T20:00:00Z' }] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ 'days[0].startsAt': ['Entrez une date valide'] });
    expect(await countOf('event')).toBe(before);
    const { event } = await restEventWithPosition(o);
    const day = await o.get(`/events/${event.id}/participations2/?day=2027-13-45`);
    expect(day.status).toBe(400);
    expect(day.body).toEqual({ day: ['Entrez une date valide'] });
  });
});

describe('values of the wrong type', () => {
  it('are refused rather than coerced', async () => {
    const { event, position } = await restEventWithPosition(o);
    const list = await o.put(`/events/${event.id}/`, { ...EVENT_INPUT, description: ['a'] });
    expect(list.status).toBe(400);
    expect(list.body).toEqual({ description: ['Entrez un texte'] });
    const object = await o.put(`/events/${event.id}/`, { ...EVENT_INPUT, description: {} });
    expect(object.body).toEqual({ description: ['Entrez un texte'] });
    const [stored] = await rows(t, 'SELECT description FROM event WHERE id = $1', [event.id]);
    expect(stored.description).toBe(EVENT_INPUT.description);
    const slot = { position: position.id, startTime: '2030-07-01T08:00:00+02:00', endTime: '2030-07-01T10:00:00+02:00', requiredVolunteerCount: 2 };
    const before = await countOf('time_slot');
    const reward = await o.post('/slots/', { ...slot, hourlyRate: 'Infinity' });
    expect(reward.status).toBe(400);
    expect(reward.body).toEqual({ hourlyRate: ['Entrez un nombre'] });
    const huge = await o.post('/slots/', { ...slot, hourlyRate: 1e308 });
    expect(huge.status).toBe(400);
    expect(huge.body).toEqual({ hourlyRate: ['Nombre hors des limites autorisées'] });
    const gqlHuge = await gqlAs(o, `mutation { createTimeSlot(input: { positionId: "${position.id}", startTime: "2030-07-01T06:00:00Z", endTime: "2030-07-01T08:00:00Z", requiredVolunteerCount: 2, hourlyRate: 1e308 }) { id } }`);
    expect(gqlHuge.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await countOf('time_slot')).toBe(before);
  });
});

async function gqlAs(organizer: RestOrganizer, query: string) {
  const res = await organizer.agent.post('/graphql').set('X-CSRFToken', organizer.agent.jar.getCookie('csrftoken', { domain: '127.0.0.1', path: '/', secure: false, script: true })!.value).send({ query });
  return res.body as { errors?: Array<{ extensions?: { code?: string } }> };
}
