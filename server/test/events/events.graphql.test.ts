import { startTestApp, type TestApp } from '../harness';
import { CREATE_EVENT, CREATE_SLOT, DAY1, DAY2, EVENT_INPUT, eventWithPosition, organizer } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]).toString('base64');
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('events (GraphQL)', () => {
  it('creates an event with defaults and reads it back by id and uuid', async () => {
    const o = await organizer(t);
    const { createEvent } = await o.ok(CREATE_EVENT, { input: EVENT_INPUT });
    const read = `query($id: ID, $uuid: String) { event(id: $id, uuid: $uuid) { id name displayName uuidShort status timeZone version
      showOnPublicPage showOnHomeCalendar organizationName zoomLevel overviewSecret
      configuration { colorFree colorFull groupMaxSize fullSlotsDefaultDisplay enableRegistrations defaultParticipationValidationStatus positionOrdering }
      days { startsAt endsAt } nbrVolunteersRegistered nbrVolunteersRequired } }`;
    const { event } = await o.ok(read, { id: createEvent.id });
    expect(event).toMatchObject({
      name: 'Fête du lac',
      displayName: 'Fête du lac',
      uuidShort: createEvent.uuid.slice(0, 8),
      status: 'DRAFT',
      timeZone: 'Europe/Zurich',
      version: 2,
      showOnPublicPage: true,
      showOnHomeCalendar: true,
      organizationName: o.organization.name,
      configuration: {
        colorFree: '#4fd68e',
        colorFull: '#d65f4f',
        groupMaxSize: 10,
        fullSlotsDefaultDisplay: 'HIDE',
        enableRegistrations: true,
        defaultParticipationValidationStatus: 'ACCEPTED',
        positionOrdering: 'PRESERVE_ORDER',
      },
      days: [DAY1, DAY2],
      nbrVolunteersRegistered: 0,
      nbrVolunteersRequired: 0,
    });
    expect(event.overviewSecret).toMatch(/^[0-9a-f]{32}$/);
    expect((await o.ok(read, { uuid: createEvent.uuid })).event.id).toBe(createEvent.id);
  });

  it('refuses an event breaking spec 5 with every message at once', async () => {
    const o = await organizer(t);
    const answer = await o.call(CREATE_EVENT, {
      input: { name: ' ', description: '', responsable: '', email: 'nope', teaser: 'x'.repeat(1501), website: 'www.example.org', days: [] },
    });
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0].extensions?.fieldErrors).toEqual({
      name: ['Un nom est obligatoire'],
      description: ['Ce champ est obligatoire'],
      responsable: ['Ce champ est obligatoire'],
      email: ['Entrez une adresse e-mail valide'],
      teaser: ['Au maximum 1500 caractères'],
      website: ['Entrez une adresse web complète (http:// ou https://)'],
      days: ['Au moins une date est obligatoire'],
    });
    const ok = await o.call(CREATE_EVENT, { input: { ...EVENT_INPUT, teaser: 'x'.repeat(1500), website: 'https://example.org/fete' } });
    expect(ok.errors).toBeUndefined();
  });

  it('refuses a day ending after +10:00 of the next day in the event time zone', async () => {
    const o = await organizer(t);
    // 10:00 Zurich on 2 July 2030 is 08:00 UTC (summer time).
    const late = await o.call(CREATE_EVENT, { input: { ...EVENT_INPUT, days: [{ startsAt: DAY1.startsAt, endsAt: '2030-07-02T08:01:00.000Z' }] } });
    expect(late.errors?.[0].extensions?.fieldErrors).toEqual({ 'days[0].endsAt': ['Impossible de dépasser +10:00, veuillez créer un nouveau jour'] });
    const limit = await o.call(CREATE_EVENT, { input: { ...EVENT_INPUT, days: [{ startsAt: DAY1.startsAt, endsAt: '2030-07-02T08:00:00.000Z' }] } });
    expect(limit.errors).toBeUndefined();
    const tokyo = await o.call(CREATE_EVENT, {
      input: { ...EVENT_INPUT, timeZone: 'Asia/Tokyo', days: [{ startsAt: '2030-07-01T00:00:00.000Z', endsAt: '2030-07-02T01:00:00.000Z' }] },
    });
    // 10:00 in Tokyo on 2 July is 01:00 UTC.
    expect(tokyo.errors).toBeUndefined();
  });

  it('checks images: JPEG only, under 10 MB, at most 10; a PNG logo is fine', async () => {
    const o = await organizer(t);
    const png = await o.call(CREATE_EVENT, { input: { ...EVENT_INPUT, images: [{ base64: PNG }] } });
    expect(png.errors?.[0].extensions?.fieldErrors).toEqual({ images: ['Uniquement le format JPG/JPEG autorisé'] });
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024)]).toString('base64');
    const tooBig = await o.call(CREATE_EVENT, { input: { ...EVENT_INPUT, images: [{ base64: big }] } });
    expect(tooBig.errors?.[0].extensions?.fieldErrors).toEqual({ images: ['Fichier trop volumineux'] });
    const eleven = await o.call(CREATE_EVENT, { input: { ...EVENT_INPUT, images: Array.from({ length: 11 }, () => ({ base64: JPEG })) } });
    expect(eleven.errors?.[0].extensions?.fieldErrors).toEqual({ images: ['Maximum 10 images'] });
    const good = await o.ok(`mutation($input: EventInput!) { createEvent(input: $input) { id logo images { id url } } }`, {
      input: { ...EVENT_INPUT, images: [{ base64: JPEG }, { base64: JPEG }], base64Logo: PNG },
    });
    expect(good.createEvent.images).toHaveLength(2);
    expect(good.createEvent.images[0].url).toMatch(/^\/media\/[0-9a-f-]+\.jpg$/);
    expect(good.createEvent.logo).toMatch(/^\/media\/[0-9a-f-]+\.png$/);
    const kept = await o.ok(`mutation($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { images { id url } } }`, {
      id: good.createEvent.id,
      input: { images: [{ id: good.createEvent.images[1].id }] },
    });
    expect(kept.updateEvent.images).toEqual([good.createEvent.images[1]]);
  });

  it('publishes, archives (display name with the archive prefix) and goes back to draft', async () => {
    const o = await organizer(t);
    const { createEvent } = await o.ok(CREATE_EVENT, { input: EVENT_INPUT });
    const fields = '{ status name displayName }';
    expect((await o.ok(`mutation($id: ID!) { publishEvent(id: $id) ${fields} }`, { id: createEvent.id })).publishEvent.status).toBe('PUBLISHED');
    const archived = (await o.ok(`mutation($id: ID!) { archiveEvent(id: $id) ${fields} }`, { id: createEvent.id })).archiveEvent;
    expect(archived).toEqual({ status: 'ARCHIVED', name: 'Fête du lac', displayName: '[ARCHIVE] Fête du lac' });
    expect((await o.ok(`mutation($id: ID!) { setEventDraft(id: $id) ${fields} }`, { id: createEvent.id })).setEventDraft.status).toBe('DRAFT');
    const list = await o.ok(`query { events(status: DRAFT) { id } }`);
    expect(list.events.map((e: { id: string }) => e.id)).toContain(createEvent.id);
    expect((await o.ok(`query { events(status: PUBLISHED) { id } }`)).events).toEqual([]);
  });

  it("answers NOT_FOUND for another organization's event, position and slot", async () => {
    const owner = await organizer(t);
    const { eventId, positionId } = await eventWithPosition(owner);
    const { createTimeSlot } = await owner.ok(CREATE_SLOT, {
      input: { positionId, startTime: '2030-07-01T08:00:00Z', endTime: '2030-07-01T10:00:00Z', requiredVolunteerCount: 2 },
    });
    const other = await organizer(t);
    const tries = [
      other.call(`query($id: ID) { event(id: $id) { id } }`, { id: eventId }),
      other.call(`mutation($id: ID!) { deleteEvent(id: $id) }`, { id: eventId }),
      other.call(`mutation($id: ID!, $input: PositionInput!) { updatePosition(id: $id, input: $input) { id } }`, { id: positionId, input: { name: 'X' } }),
      other.call(`mutation($id: ID!) { deleteTimeSlot(id: $id) }`, { id: createTimeSlot.id }),
      other.call(CREATE_SLOT, { input: { positionId, startTime: '2030-07-01T08:00:00Z', endTime: '2030-07-01T10:00:00Z' } }),
    ];
    for (const answer of await Promise.all(tries)) expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const forbidden = await other.call(`query($org: ID) { events(organizationId: $org) { id } }`, { org: owner.organization.id });
    expect(forbidden.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await owner.ok(`query($id: ID) { event(id: $id) { positions { timeSlots { id } } } }`, { id: eventId })).event.positions[0].timeSlots).toHaveLength(1);
  });

  it('refuses to shrink a day so that slots would be hidden', async () => {
    const o = await organizer(t);
    const { eventId, positionId } = await eventWithPosition(o);
    await o.ok(CREATE_SLOT, { input: { positionId, startTime: '2030-07-02T18:00:00Z', endTime: '2030-07-02T20:00:00Z' } });
    const update = `mutation($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { days { startsAt endsAt } } }`;
    const shrink = await o.call(update, { id: eventId, input: { days: [DAY1, { startsAt: DAY2.startsAt, endsAt: '2030-07-02T19:00:00.000Z' }] } });
    expect(shrink.errors?.[0].extensions?.fieldErrors).toEqual({
      days: ['Impossible de modifier la plage horaire du jour car des tranches ne seront plus visibles'],
    });
    const drop = await o.call(update, { id: eventId, input: { days: [DAY1] } });
    expect(drop.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const grow = await o.ok(update, { id: eventId, input: { name: 'Renamed', days: [DAY1, { startsAt: DAY2.startsAt, endsAt: '2030-07-02T22:00:00.000Z' }] } });
    expect(grow.updateEvent.days).toHaveLength(2);
  });

  it('clones with the [CLONE] prefix, shifting days and slots to the new start day, with participations', async () => {
    const o = await organizer(t);
    const { eventId, positionId } = await eventWithPosition(o);
    const { createTimeSlot } = await o.ok(CREATE_SLOT, {
      input: { positionId, startTime: '2030-07-02T08:00:00Z', endTime: '2030-07-02T10:00:00Z', requiredVolunteerCount: 3 },
    });
    const manager = t.db.database.dataSource.manager;
    await manager.query(
      `INSERT INTO participation (organization_id, event_id, time_slot_id, first_name, last_name, nb_participants, validation_status)
       VALUES ($1, $2, $3, 'Léa', 'Dubois', 2, 6), ($1, $2, $3, 'Old', 'Cancelled', 1, 5)`,
      [o.organization.id, eventId, createTimeSlot.id],
    );
    const clone = `mutation($id: ID!, $input: CloneEventInput!) { cloneEvent(id: $id, input: $input) {
      id name status days { startsAt endsAt } nbrVolunteersRegistered nbrVolunteersRequired
      positions { name timeSlots { startTime endTime requiredVolunteerCount nbParticipants participants { firstName } } } } }`;
    // Zurich changes to winter time on 27 Oct 2030: local hours stay.
    const { cloneEvent } = await o.ok(clone, { id: eventId, input: { startDay: '2030-10-27', cloneParticipations: true } });
    expect(cloneEvent).toMatchObject({
      name: '[CLONE] Fête du lac',
      status: 'DRAFT',
      days: [
        { startsAt: '2030-10-27T07:00:00.000Z', endsAt: '2030-10-27T22:00:00.000Z' },
        { startsAt: '2030-10-28T07:00:00.000Z', endsAt: '2030-10-28T22:00:00.000Z' },
      ],
      nbrVolunteersRegistered: 2,
      nbrVolunteersRequired: 3,
      positions: [{ name: 'Bar', timeSlots: [{ startTime: '2030-10-28T09:00:00.000Z', endTime: '2030-10-28T11:00:00.000Z', requiredVolunteerCount: 3, nbParticipants: 2, participants: [{ firstName: 'Léa' }] }] }],
    });
    // Only the participations of volunteers in the given categories: Léa is a "Staff" member, Noé is not.
    const [{ id: staff }] = await manager.query(`INSERT INTO volunteer_category (organization_id, name) VALUES ($1, 'Staff') RETURNING id`, [o.organization.id]);
    const [{ id: lea }, { id: noe }] = await manager.query(
      `INSERT INTO volunteer (organization_id, token, email, first_name) VALUES ($1, 'token-lea-0123456789', 'lea@example.org', 'Léa'),
       ($1, 'token-noe-0123456789', 'noe@example.org', 'Noé') RETURNING id`,
      [o.organization.id],
    );
    await manager.query(`INSERT INTO volunteer_category_member (volunteer_id, category_id) VALUES ($1, $2)`, [lea, staff]);
    await manager.query(`UPDATE participation SET volunteer_id = $1 WHERE first_name = 'Léa' AND event_id = $2`, [lea, eventId]);
    await manager.query(
      `INSERT INTO participation (organization_id, event_id, time_slot_id, volunteer_id, first_name, nb_participants, validation_status) VALUES ($1, $2, $3, $4, 'Noé', 1, 6)`,
      [o.organization.id, eventId, createTimeSlot.id, noe],
    );
    const named = await o.ok(clone, { id: eventId, input: { newName: 'Édition 2031', startDay: '2031-07-01', cloneParticipations: true, cloneOnlyParticipationsInCategories: [String(staff)] } });
    expect(named.cloneEvent.name).toBe('Édition 2031');
    expect(named.cloneEvent.positions[0].timeSlots[0].participants).toEqual([{ firstName: 'Léa' }]);
    const unknown = await o.ok(clone, { id: eventId, input: { startDay: '2031-08-01', cloneParticipations: true, cloneOnlyParticipationsInCategories: ['999999'] } });
    expect(unknown.cloneEvent.nbrVolunteersRegistered).toBe(0);
    const all = await o.ok(clone, { id: eventId, input: { startDay: '2031-09-01', cloneParticipations: true } });
    expect(all.cloneEvent.nbrVolunteersRegistered).toBe(3);
  });

  it('copies a planning into another event, shifted, adding the missing days', async () => {
    const o = await organizer(t);
    const source = await eventWithPosition(o);
    await o.ok(CREATE_SLOT, { input: { positionId: source.positionId, startTime: '2030-07-01T08:00:00Z', endTime: '2030-07-01T10:00:00Z', requiredVolunteerCount: 1 } });
    const { createEvent: target } = await o.ok(CREATE_EVENT, { input: { ...EVENT_INPUT, name: 'Cible', days: [{ startsAt: '2030-08-01T06:00:00Z', endsAt: '2030-08-01T21:00:00Z' }] } });
    const { copyEventInto } = await o.ok(
      `mutation($id: ID!, $input: CopyEventIntoInput!) { copyEventInto(id: $id, input: $input) { id days { startsAt } positions { name timeSlots { startTime } } } }`,
      { id: source.eventId, input: { targetEventId: target.id, startDay: '2030-08-01', cloneParticipations: false } },
    );
    expect(copyEventInto.id).toBe(target.id);
    expect(copyEventInto.days.map((d: { startsAt: string }) => d.startsAt)).toEqual(['2030-08-01T06:00:00.000Z', '2030-08-02T06:00:00.000Z']);
    expect(copyEventInto.positions).toEqual([{ name: 'Bar', timeSlots: [{ startTime: '2030-08-01T08:00:00.000Z' }] }]);
  });

  it('sums the dashboard figures by status, with hourly rounding', async () => {
    const o = await organizer(t);
    const published = await eventWithPosition(o);
    const draft = await eventWithPosition(o);
    const { createTimeSlot } = await o.ok(CREATE_SLOT, {
      input: { positionId: published.positionId, startTime: '2030-07-01T08:00:00Z', endTime: '2030-07-01T09:20:00Z', requiredVolunteerCount: 2 },
    });
    await o.ok(CREATE_SLOT, { input: { positionId: draft.positionId, startTime: '2030-07-01T08:00:00Z', endTime: '2030-07-01T09:00:00Z', requiredVolunteerCount: 5 } });
    await o.ok(`mutation($id: ID!) { publishEvent(id: $id) { id } }`, { id: published.eventId });
    await t.db.database.dataSource.manager.query(
      `INSERT INTO participation (organization_id, event_id, time_slot_id, nb_participants, validation_status) VALUES ($1, $2, $3, 2, 0), ($1, $2, $3, 4, 2)`,
      [o.organization.id, published.eventId, createTimeSlot.id],
    );
    const { eventsSummary } = await o.ok(`query { eventsSummary(years: [2030]) { draft published archive registeredPublished requiredPublished registeredAll requiredAll hoursRequired hoursRegistered } }`);
    // 2 x 80 min + 5 x 60 min = 460 min = 7.67 h -> 7.5; registered 2 x 80 min = 2.67 h -> 2.5.
    expect(eventsSummary).toEqual({ draft: 1, published: 1, archive: 0, registeredPublished: 2, requiredPublished: 2, registeredAll: 2, requiredAll: 7, hoursRequired: 7.5, hoursRegistered: 2.5 });
    expect((await o.ok(`query { eventsSummary(years: [2029]) { draft published } }`)).eventsSummary).toEqual({ draft: 0, published: 0 });
  });
});
