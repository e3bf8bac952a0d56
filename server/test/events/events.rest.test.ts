import { startTestApp, type TestApp } from '../harness';
import { DAY1, DAY2, EVENT_INPUT } from './fixtures';
import { API, restEventWithPosition, restOrganizer } from './rest';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('events/ (facade)', () => {
  it('creates an event from the spec 7 payload and reads it back with the spec 3 fields', async () => {
    const o = await restOrganizer(t);
    const created = await o.post('/events/', {
      ...EVENT_INPUT,
      teaser: 'Venez nombreux',
      website: 'https://example.org/fete',
      complexEvent: true,
      showOnHomeCalendar: false,
      participationsRankings: [1, 3],
      zoomLevel: 30,
      configuration: { colorFree: '#000000', defaultParticipationValidationStatus: 0 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      organizationId: o.organization.id,
      organizationName: o.organization.name,
      name: 'Fête du lac',
      description: 'La fête annuelle',
      responsable: 'Anne Martin',
      email: 'anne@example.org',
      teaser: 'Venez nombreux',
      website: 'https://example.org/fete',
      status: 0,
      complexEvent: true,
      days: [DAY1, DAY2],
      positions: [],
      configuration: { colorFree: '#000000', colorFull: '#d65f4f', groupMaxSize: 10, fullSlotsDefaultDisplay: 'hide', defaultParticipationValidationStatus: 0 },
      images: [],
      logo: null,
      version: 2,
      showOnPublicPage: true,
      showOnHomeCalendar: false,
      participationsRankings: [1, 3],
      zoomLevel: 30,
      timeZone: 'Europe/Zurich',
      nbrVolunteersRegistered: 0,
      nbrVolunteersRequired: 0,
    });
    expect(created.body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.body.overviewSecret).toMatch(/^[0-9a-f]{32}$/);
    const read = await o.get(`/events/${created.body.id}/`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
  });

  it('answers the spec 5 messages as field errors, and the +10:00 rule on days', async () => {
    const o = await restOrganizer(t);
    const bad = await o.post('/events/', { name: ' ', description: '', responsable: '', email: 'nope', website: 'www.example.org', days: [] });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      name: ['Un nom est obligatoire'],
      description: ['Ce champ est obligatoire'],
      responsable: ['Ce champ est obligatoire'],
      email: ['Entrez une adresse e-mail valide'],
      website: ['Entrez une adresse web complète (http:// ou https://)'],
      days: ['Au moins une date est obligatoire'],
    });
    const late = await o.post('/events/', { ...EVENT_INPUT, days: [{ startsAt: DAY1.startsAt, endsAt: '2030-07-02T08:01:00.000Z' }] });
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ 'days[0].endsAt': ['Impossible de dépasser +10:00, veuillez créer un nouveau jour'] });
    expect((await o.get('/events/')).body).toEqual([]);
  });

  it('PATCH changes the given fields only; PUT saves the payload and its status; DELETE answers 204', async () => {
    const o = await restOrganizer(t);
    const { id } = (await o.post('/events/', EVENT_INPUT)).body;
    const patched = await o.patch(`/events/${id}/`, { teaser: 'Nouveau' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'Fête du lac', teaser: 'Nouveau', status: 0 });
    const put = await o.put(`/events/${id}/`, { ...EVENT_INPUT, name: 'Fête du port', status: 1 });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ name: 'Fête du port', teaser: 'Nouveau', status: 1 });
    const bad = await o.patch(`/events/${id}/`, { name: '', status: 2 });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ name: ['Un nom est obligatoire'] });
    expect((await o.get(`/events/${id}/`)).body.status).toBe(1);
    expect((await o.patch(`/events/${id}/`, { status: 7 })).body).toEqual({ status: ['Référence inconnue'] });
    const deleted = await o.del(`/events/${id}/`);
    expect(deleted.status).toBe(204);
    expect((await o.get(`/events/${id}/`)).status).toBe(404);
  });

  it('lists events with an optional status, and the light listEvent/', async () => {
    const o = await restOrganizer(t);
    const draft = (await o.post('/events/', { ...EVENT_INPUT, name: 'Brouillon' })).body;
    const published = (await o.post('/events/', { ...EVENT_INPUT, name: 'Publié' })).body;
    await o.patch(`/events/${published.id}/`, { status: 1 });
    const all = await o.get('/events/');
    expect(all.status).toBe(200);
    expect(all.body.map((e: { name: string }) => e.name).sort()).toEqual(['Brouillon', 'Publié']);
    const onlyPublished = await o.get('/events/?status=published');
    expect(onlyPublished.body.map((e: { id: number }) => e.id)).toEqual([published.id]);
    expect((await o.get('/events/?status=0')).body.map((e: { id: number }) => e.id)).toEqual([draft.id]);
    expect((await o.get('/events/?status=cancelled')).status).toBe(400);
    const light = await o.get(`/listEvent/?organizationId=${o.organization.id}&status=draft`);
    expect(light.status).toBe(200);
    expect(light.body).toEqual([{ id: draft.id, uuid: draft.uuid, name: 'Brouillon', status: 0, days: [DAY1, DAY2] }]);
  });

  it('answers 401 anonymous, 403 without CSRF or for a foreign organizationId, 404 for another organization’s event', async () => {
    const o = await restOrganizer(t);
    const other = await restOrganizer(t);
    const { id } = (await other.post('/events/', EVENT_INPUT)).body;
    expect((await t.agent().get(`${API}/events/`)).status).toBe(401);
    expect((await t.agent().post(`${API}/events/`).send(EVENT_INPUT)).status).toBe(401);
    const noCsrf = await o.agent.post(`${API}/events/`).send(EVENT_INPUT);
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.detail).toMatch(/CSRF/);
    expect((await o.get(`/events/?organizationId=${other.organization.id}`)).status).toBe(403);
    expect((await o.get(`/dashboard/?organizationId=${other.organization.id}`)).status).toBe(403);
    expect((await o.get(`/organization/?organizationId=${other.organization.id}`)).status).toBe(403);
    expect((await o.get(`/events/${id}/`)).status).toBe(404);
    expect((await o.patch(`/events/${id}/`, { name: 'Pris' })).status).toBe(404);
    expect((await o.del(`/events/${id}/`)).status).toBe(404);
    expect((await o.post(`/events/${id}/clone/`, { startDay: '2031-01-01' })).status).toBe(404);
    expect((await o.get(`/events/${id}/tags/`)).status).toBe(404);
    expect((await other.get(`/events/${id}/`)).body.name).toBe('Fête du lac');
    expect((await o.get('/events/abc/')).status).toBe(404);
  });

  it('routes before it guards: unknown paths answer 404, another method 405', async () => {
    const o = await restOrganizer(t);
    const { id } = (await o.post('/events/', EVENT_INPUT)).body;
    for (const path of [`/events/${id}/not_a_route/`]) {
      expect((await o.post(path, {})).status).toBe(404);
      expect((await o.get(path)).status).toBe(404);
      expect((await t.agent().get(`${API}${path}`)).status).toBe(404);
    }
    expect((await t.agent().put(`${API}/events/`)).status).toBe(405);
  });

  it('auto_assign/ (issue 18) answers the proposal of a small event at once, guarded and tenant-scoped', async () => {
    const o = await restOrganizer(t);
    const { id } = (await o.post('/events/', EVENT_INPUT)).body;
    const run = await o.post(`/events/${id}/auto_assign/`, {});
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ eventId: id, status: 'done', progress: 100, proposal: { assignments: [], unfilled: [] } });
    expect((await o.get(`/events/${id}/auto_assign/`)).body.map((r: { id: number }) => r.id)).toEqual([run.body.id]);
    expect([401, 403]).toContain((await t.agent().get(`${API}/events/${id}/auto_assign/`)).status);
    const other = await restOrganizer(t);
    expect((await other.post(`/events/${id}/auto_assign/`, {})).status).toBe(404);
  });
});

describe('clone/ and copy_into/', () => {
  it('clones with the [CLONE] prefix and shifts days and slots to startDay', async () => {
    const o = await restOrganizer(t);
    const { event, position } = await restEventWithPosition(o);
    await o.post('/slots/', { position: position.id, startTime: '2030-07-02T08:00:00Z', endTime: '2030-07-02T10:00:00Z', requiredVolunteerCount: 2 });
    const clone = await o.post(`/events/${event.id}/clone/`, { startDay: '2031-07-01', cloneParticipations: false, cloneOnlyParticipationsInCategories: [] });
    expect(clone.status).toBe(201);
    expect(clone.body).toMatchObject({
      name: '[CLONE] Fête du lac',
      status: 0,
      days: [
        { startsAt: '2031-07-01T06:00:00.000Z', endsAt: '2031-07-01T21:00:00.000Z' },
        { startsAt: '2031-07-02T06:00:00.000Z', endsAt: '2031-07-02T21:00:00.000Z' },
      ],
      positions: [{ name: 'Bar', timeSlots: [{ startTime: '2031-07-02T08:00:00.000Z', requiredVolunteerCount: 2, duration: 'P0DT2H0M0S' }] }],
    });
    expect(clone.body.id).not.toBe(event.id);
    const named = await o.post(`/events/${event.id}/clone/`, { newName: 'Édition 2032', startDay: '2032-07-01' });
    expect(named.body.name).toBe('Édition 2032');
    expect((await o.post(`/events/${event.id}/clone/`, { startDay: '01.07.2031' })).body).toEqual({ startDay: ['Entrez une date valide'] });
  });

  it('copies the planning into another event and answers the target', async () => {
    const o = await restOrganizer(t);
    const { event, position } = await restEventWithPosition(o);
    await o.post('/slots/', { position: position.id, startTime: '2030-07-01T08:00:00Z', endTime: '2030-07-01T09:00:00Z' });
    const target = (await o.post('/events/', { ...EVENT_INPUT, name: 'Cible', days: [{ startsAt: '2030-08-01T06:00:00Z', endsAt: '2030-08-01T21:00:00Z' }] })).body;
    const copied = await o.post(`/events/${event.id}/copy_into/`, { startDay: '2030-08-01', targetEvent: target.id, cloneParticipations: false, cloneOnlyParticipationsInCategories: [] });
    expect(copied.status).toBe(200);
    expect(copied.body).toMatchObject({ id: target.id, name: 'Cible', positions: [{ name: 'Bar', timeSlots: [{ startTime: '2030-08-01T08:00:00.000Z' }] }] });
    expect(copied.body.days).toHaveLength(2);
    const self = await o.post(`/events/${event.id}/copy_into/`, { startDay: '2030-08-01', targetEvent: event.id });
    expect(self.body).toEqual({ targetEvent: ['Référence inconnue'] });
    expect((await o.post(`/events/${event.id}/copy_into/`, { startDay: '2030-08-01', targetEvent: 999999 })).status).toBe(404);
  });
});

describe('dashboard/, organization/, participations-rankings/', () => {
  it('answers the events summary, filtered by years', async () => {
    const o = await restOrganizer(t);
    const { event, position } = await restEventWithPosition(o);
    await o.post('/slots/', { position: position.id, startTime: '2030-07-01T08:00:00Z', endTime: '2030-07-01T10:00:00Z', requiredVolunteerCount: 3 });
    await o.patch(`/events/${event.id}/`, { status: 1 });
    await o.post('/events/', EVENT_INPUT);
    const summary = await o.get(`/dashboard/?organizationId=${o.organization.id}`);
    expect(summary.status).toBe(200);
    expect(summary.body).toEqual({
      draft: 1,
      published: 1,
      archive: 0,
      registeredPublished: 0,
      requiredPublished: 3,
      registeredAll: 0,
      requiredAll: 3,
      hoursRequired: 6,
      hoursRegistered: 0,
    });
    expect((await o.get('/dashboard/?years=2030,2031')).body.published).toBe(1);
    expect((await o.get('/dashboard/?years=2029&years=2031')).body.published).toBe(0);
    expect((await o.get('/dashboard/?years=soon')).body).toEqual({ years: ['Entrez un nombre entier'] });
  });

  it('answers per-event figures on fcvg_stats/, scoped to the organization', async () => {
    const o = await restOrganizer(t);
    const other = await restOrganizer(t);
    const { event, position } = await restEventWithPosition(o);
    await o.post('/slots/', { position: position.id, startTime: '2030-07-01T08:00:00Z', endTime: '2030-07-01T09:30:00Z', requiredVolunteerCount: 4 });
    const stats = await o.get('/fcvg_stats/');
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual([
      { id: event.id, name: event.name, status: 0, required: 4, registered: 0, hoursRequired: 6, hoursRegistered: 0 },
    ]);
    expect((await other.get('/fcvg_stats/')).body).toEqual([]);
    expect((await o.get(`/fcvg_stats/?organizationId=${other.organization.id}`)).status).toBe(403);
  });

  it('answers the active organization and the rankings', async () => {
    const o = await restOrganizer(t);
    const organization = await o.get('/organization/');
    expect(organization.status).toBe(200);
    expect(organization.body).toMatchObject({ id: o.organization.id, name: o.organization.name, licenseType: 'club', nbPendingValidations: 0 });
    expect((await o.get(`/organization/?organizationId=${o.organization.id}`)).body.id).toBe(o.organization.id);
    expect((await o.get('/participations-rankings/')).body).toEqual([
      { id: 1, name: 'hours' },
      { id: 2, name: 'participations' },
      { id: 3, name: 'points' },
    ]);
    expect((await t.agent().get(`${API}/participations-rankings/`)).status).toBe(401);
  });
});

describe('tags and reward categories', () => {
  it('creates and lists tags; tag_passkeys/ alone shows the passkeys', async () => {
    const o = await restOrganizer(t);
    const { event } = await restEventWithPosition(o);
    const category = await o.post(`/events/${event.id}/tags/`, { name: 'Équipe' });
    expect(category.status).toBe(201);
    expect(category.body).toMatchObject({ name: 'Équipe', displayName: 'Équipe', category: null, visibility: 1, color: '#ffc107', tags: [] });
    const tag = await o.post(`/events/${event.id}/tags/`, { name: 'Bar', category: category.body.id, visibility: 0 });
    expect(tag.body).toMatchObject({ displayName: 'Équipe - Bar', category: { id: category.body.id, name: 'Équipe' }, visibility: 0 });
    expect((await o.post(`/events/${event.id}/tags/`, { name: 'Sans', category: -3 })).body.category).toBeNull();
    expect((await o.post(`/events/${event.id}/tags/`, { name: '' })).body).toEqual({ name: ['Un nom est obligatoire'] });
    expect((await o.post(`/events/${event.id}/tags/`, { name: 'X', category: 999999 })).body).toEqual({ category: ['Référence inconnue'] });
    const list = await o.get(`/events/${event.id}/tags/`);
    expect(list.body.map((t: { name: string }) => t.name).sort()).toEqual(['Bar', 'Sans', 'Équipe']);
    expect(list.body.every((t: { passkey?: string }) => t.passkey === undefined)).toBe(true);
    expect(list.body.find((t: { name: string }) => t.name === 'Équipe').tags).toEqual([{ id: tag.body.id, name: 'Bar' }]);
    const passkeys = await o.get(`/events/${event.id}/tag_passkeys/`);
    expect(passkeys.body).toHaveLength(3);
    expect(passkeys.body.find((t: { id: number }) => t.id === tag.body.id)).toEqual({ id: tag.body.id, name: 'Bar', passkey: expect.stringMatching(/^[0-9a-f]{16}$/) });
  });

  it('lists reward categories for organizers and on the public event', async () => {
    const o = await restOrganizer(t);
    const { event } = await restEventWithPosition(o);
    await o.gql(`mutation($input: RewardCategoryInput!) { createRewardCategory(input: $input) { id } }`, {
      input: { eventId: String(event.id), name: 'Standard', hourlyRate: 10, isDefault: true },
    });
    const expected = [{ id: expect.any(Number), name: 'Standard', hourlyRate: 10, icon: '', isDefault: true, timeSlotColor: '#4fd68e' }];
    expect((await o.get(`/events/${event.id}/reward_categories/`)).body).toEqual(expected);
    expect((await t.agent().get(`${API}/publicevent/${event.uuid}/reward_categories/`)).status).toBe(404);
    await o.patch(`/events/${event.id}/`, { status: 1 });
    expect((await t.agent().get(`${API}/publicevent/${event.uuid}/reward_categories/`)).body).toEqual(expected);
  });
});

describe('public pages', () => {
  it('lists the published events shown on the public page; 404 for an unknown organization', async () => {
    const o = await restOrganizer(t);
    const shown = (await o.post('/events/', { ...EVENT_INPUT, name: 'Visible' })).body;
    const hidden = (await o.post('/events/', { ...EVENT_INPUT, name: 'Caché', showOnPublicPage: false })).body;
    await o.post('/events/', { ...EVENT_INPUT, name: 'Brouillon' });
    await o.patch(`/events/${shown.id}/`, { status: 1 });
    await o.patch(`/events/${hidden.id}/`, { status: 1 });
    const list = await t.agent().get(`${API}/organization/${o.organization.id}/public-events/`);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: shown.id, name: 'Visible', status: 1 });
    expect(list.body[0].overviewSecret).toBeUndefined();
    expect(list.body[0].positions).toBeUndefined();
    // Unlisted is not secret: the event's own link still opens it.
    expect((await t.agent().get(`${API}/publicevent/${hidden.uuid}/`)).body).toMatchObject({ name: 'Caché' });
    expect((await t.agent().get(`${API}/organization/999999/public-events/`)).status).toBe(404);
    expect((await t.agent().get(`${API}/organization/abc/public-events/`)).status).toBe(404);
  });

  it('shows a published event with its public slots; a tag passkey unlocks the private ones', async () => {
    const o = await restOrganizer(t);
    const { event, position } = await restEventWithPosition(o);
    const other = (await o.post('/positions/', { event_id: event.id, name: 'Caisse' })).body;
    const tag = (await o.post(`/events/${event.id}/tags/`, { name: 'Staff' })).body;
    await o.put(`/positions/${position.id}/`, { tags: [tag.id] });
    const slot = (body: object) => o.post('/slots/', { startTime: '2030-07-01T08:00:00Z', endTime: '2030-07-01T09:00:00Z', ...body });
    const open = (await slot({ position: position.id })).body;
    const secret = (await slot({ position: position.id, isPrivate: true })).body;
    const elsewhere = (await slot({ position: other.id, isPrivate: true })).body;
    const nextDay = (await slot({ position: position.id, startTime: '2030-07-02T08:00:00Z', endTime: '2030-07-02T09:00:00Z' })).body;
    const page = (query = '') => t.agent().get(`${API}/publicevent/${event.uuid}/${query}`);
    expect((await page()).status).toBe(404);
    await o.patch(`/events/${event.id}/`, { status: 1 });
    const ids = (body: { positions: Array<{ timeSlots: Array<{ id: number }> }> }) => body.positions.flatMap((p) => p.timeSlots.map((s) => s.id)).sort((a, b) => a - b);
    const anonymous = await page();
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({ id: event.id, status: 1, positions: [{ name: 'Bar', tags: [tag.id] }, { name: 'Caisse', timeSlots: [] }] });
    expect(anonymous.body.overviewSecret).toBeUndefined();
    expect(anonymous.body.positions[0].timeSlots[0].participants).toBeUndefined();
    expect(ids(anonymous.body)).toEqual([open.id, nextDay.id]);
    const { passkey } = (await o.get(`/events/${event.id}/tag_passkeys/`)).body[0];
    expect(ids((await page(`?passkey=${passkey}`)).body)).toEqual([open.id, secret.id, nextDay.id]);
    expect(ids((await page('?passkey=wrong')).body)).toEqual([open.id, nextDay.id]);
    expect(elsewhere.isPrivate).toBe(true);
    const window = await page('?from=2030-07-02T00:00:00Z&to=2030-07-03T00:00:00Z');
    expect(ids(window.body)).toEqual([nextDay.id]);
    expect((await page('?from=tomorrow')).body).toEqual({ from: ['Entrez une date valide'] });
    // The manager variant needs a manager's credentials: an organizer's are a failed manager login.
    expect((await page(`?email=${o.user.email}&password=x&orgId=${o.organization.id}`)).status).toBe(401);
    expect((await t.agent().get(`${API}/publicevent/not-a-uuid/`)).status).toBe(404);
  });
});
