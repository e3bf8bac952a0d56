import { startTestApp, type TestApp } from '../harness';
import { waitFor } from '../jobs/wait';
import { countStatements } from '../sql-count';
import { SAVE_FORM } from '../forms/fixtures';
import { SIGN_UP, UPDATE_EVENT, addPosition, addSlot, at, errorOf, person, publishedEvent, rows, visitor } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  // A long sweep keeps the outbox sweeper's statements out of the counts; a small contact limit.
  t = await startTestApp({ SWEEP_INTERVAL_MS: '600000', LOGIN_RATE_LIMIT: '3' });
});
afterAll(() => t.close());

const ORGANIZATION = `query($slug: String!) { publicOrganization(slug: $slug) { id slug name description logo contactPhone hasContactEmail } }`;
const EVENTS = `query($slug: String!) { publicEvents(organizationSlug: $slug) {
  id uuid name teaser description logo images timeZone showOnHomeCalendar nbrVolunteersRequired nbrVolunteersRegistered days { startsAt endsAt } } }`;
const EVENT = `query($uuid: String!, $passkey: String, $from: DateTime, $to: DateTime) {
  publicEvent(uuid: $uuid, passkey: $passkey, from: $from, to: $to) {
    id uuid name organizationName organizationSlug responsable timeZone days { startsAt }
    configuration { volunteerNameDisplay positionOrdering allowPublicTimeSlotCreation enableRegistrations showPastSlots
      enableGroupRegistrations fullSlotsDefaultDisplay closePositionByDefault colorFree colorFull groupMaxSize }
    positions { id name order sectorId sectorName maxParticipantsAtTime
      timeSlots { id positionId startTime endTime requiredVolunteerCount freePlaces isPrivate isPast points volunteerNames waitingListLength } }
    form { id fields { id type baseAttribute isRequired label } }
  } }`;
const CONTACT = `mutation($input: ContactInput!) { contactOrganization(input: $input) }`;

describe('public organization and events', () => {
  it('shows an organization by slug without its flags or contact address', async () => {
    const organization = await t.createOrganization({ name: 'Fête du Lac', publicName: 'La Fête du Lac', contactEmail: 'info@fete.example' });
    const { publicOrganization } = await visitor(t).ok(ORGANIZATION, { slug: organization.slug });
    expect(publicOrganization).toEqual({
      id: String(organization.id),
      slug: organization.slug,
      name: 'La Fête du Lac',
      description: '',
      logo: null,
      contactPhone: '',
      hasContactEmail: true,
    });
    const missing = await visitor(t).call(ORGANIZATION, { slug: 'nobody-here' });
    expect(errorOf(missing)).toMatchObject({ code: 'NOT_FOUND', message: "Cette organisation n'existe pas" });
  });

  it('lists the published events shown on the public page, with their figures', async () => {
    const e = await publishedEvent(t, { slots: [{ start: at(8), end: at(10), required: 4 }, { start: at(10), end: at(12), required: 2 }] });
    await publishedEvent(t, { o: e.o, event: { name: 'Cachée', showOnPublicPage: false } });
    await e.o.ok(`mutation($input: EventInput!) { createEvent(input: $input) { id } }`, {
      input: { name: 'Brouillon', description: 'x', responsable: 'x', email: 'x@example.org', days: [{ startsAt: at(8), endsAt: at(20) }] },
    });
    await visitor(t).ok(SIGN_UP, { input: person(e.uuid, [e.slots[0]]) });
    const slug = (await rows(t, `SELECT slug FROM organization WHERE id = $1`, [e.o.organization.id]))[0].slug;
    const { publicEvents } = await visitor(t).ok(EVENTS, { slug });
    expect(publicEvents).toEqual([
      expect.objectContaining({ uuid: e.uuid, name: 'Fête du lac', nbrVolunteersRequired: 6, nbrVolunteersRegistered: 1, images: [], showOnHomeCalendar: true }),
    ]);
    expect(publicEvents[0].days).toHaveLength(2);
  });
});

describe('public event page', () => {
  it('shows free places (groups and offers counted), names per volunteerNameDisplay, waiting lists and the configuration', async () => {
    const e = await publishedEvent(t, {
      configuration: { volunteerNameDisplay: 'LAST_NAME_ABBREVIATED', enableGroupRegistrations: true },
      slots: [{ start: at(8), end: at(10), required: 3 }, { start: at(10), end: at(12), required: 1 }],
    });
    await visitor(t).ok(SIGN_UP, { input: person(e.uuid, [e.slots[0]], { firstName: 'Léa', lastName: 'dupont', groupSize: 2 }) });
    await visitor(t).ok(SIGN_UP, { input: person(e.uuid, [e.slots[1]], { firstName: 'Marc', lastName: 'Meier' }) });
    await visitor(t).ok(SIGN_UP, { input: person(e.uuid, [e.slots[1]], { joinWaitingList: true }) });
    const { publicEvent } = await visitor(t).ok(EVENT, { uuid: e.uuid });
    expect(publicEvent).toMatchObject({
      uuid: e.uuid,
      organizationName: e.o.organization.name,
      organizationSlug: e.o.organization.slug,
      responsable: 'Anne Martin',
      configuration: {
        volunteerNameDisplay: 'last_name_abbreviated',
        positionOrdering: 'preserve_order',
        enableRegistrations: true,
        showPastSlots: false,
        enableGroupRegistrations: true,
        fullSlotsDefaultDisplay: 'hide',
        colorFree: '#4fd68e',
        colorFull: '#d65f4f',
        groupMaxSize: 10,
      },
      form: { id: e.eventId, fields: [] },
    });
    expect(publicEvent.positions[0].timeSlots).toEqual([
      expect.objectContaining({ id: e.slots[0], freePlaces: 1, requiredVolunteerCount: 3, volunteerNames: ['Léa D.'], waitingListLength: 0, isPast: false }),
      expect.objectContaining({ id: e.slots[1], freePlaces: 0, volunteerNames: ['Marc M.'], waitingListLength: 1 }),
    ]);
    await e.o.ok(UPDATE_EVENT, { id: e.eventId, input: { configuration: { volunteerNameDisplay: 'NOTHING' } } });
    const hidden = await visitor(t).ok(EVENT, { uuid: e.uuid });
    expect(hidden.publicEvent.positions[0].timeSlots.map((s: { volunteerNames: string[] }) => s.volunteerNames)).toEqual([[], []]);
    await e.o.ok(UPDATE_EVENT, { id: e.eventId, input: { configuration: { volunteerNameDisplay: 'FULL_NAME' } } });
    const full = await visitor(t).ok(EVENT, { uuid: e.uuid });
    expect(full.publicEvent.positions[0].timeSlots[1].volunteerNames).toEqual(['Marc Meier']);
  });

  it('orders positions per positionOrdering, shows past slots only with showPastSlots, private ones only with the passkey', async () => {
    const past = { startsAt: '2020-07-01T06:00:00.000Z', endsAt: '2020-07-01T21:00:00.000Z' };
    const e = await publishedEvent(t, {
      event: { days: [past, { startsAt: '2030-07-01T06:00:00.000Z', endsAt: '2030-07-01T21:00:00.000Z' }] },
      slots: [
        { start: '2020-07-01T08:00:00.000Z', end: '2020-07-01T10:00:00.000Z' },
        { start: at(8), end: at(10), isPrivate: true },
      ],
    });
    const empty = await addPosition(e.o, e.eventId, 'Vide');
    const kitchen = await addPosition(e.o, e.eventId, 'Cuisine');
    await addSlot(e.o, kitchen, at(12), at(14));
    const { createTag } = await e.o.ok(`mutation($input: TagInput!) { createTag(input: $input) { id } }`, { input: { eventId: e.eventId, name: 'Staff' } });
    await e.o.ok(`mutation($id: ID!, $input: PositionInput!) { updatePosition(id: $id, input: $input) { id } }`, {
      id: e.positionId,
      input: { tagIds: [createTag.id] },
    });
    const [{ passkey }] = await rows(t, `SELECT passkey FROM tag WHERE id = $1`, [Number(createTag.id)]);
    const names = (answer: Record<string, any>) =>
      (answer.publicEvent.positions as Array<{ name: string; timeSlots: unknown[] }>).map((p) => `${p.name}:${p.timeSlots.length}`);

    expect(names(await visitor(t).ok(EVENT, { uuid: e.uuid }))).toEqual(['Bar:0', 'Vide:0', 'Cuisine:1']);
    expect(names(await visitor(t).ok(EVENT, { uuid: e.uuid, passkey }))).toEqual(['Bar:1', 'Vide:0', 'Cuisine:1']);
    expect(names(await visitor(t).ok(EVENT, { uuid: e.uuid, passkey: 'faux' }))).toEqual(['Bar:0', 'Vide:0', 'Cuisine:1']);
    await e.o.ok(UPDATE_EVENT, { id: e.eventId, input: { configuration: { showPastSlots: true, positionOrdering: 'PREFER_POSITIONS_WITH_SLOTS' } } });
    const shown = await visitor(t).ok(EVENT, { uuid: e.uuid, passkey });
    expect(names(shown)).toEqual(['Bar:2', 'Cuisine:1', 'Vide:0']);
    expect(shown.publicEvent.positions[0].timeSlots.map((s: { isPast: boolean; isPrivate: boolean }) => [s.isPast, s.isPrivate])).toEqual([
      [true, false],
      [false, true],
    ]);
    // A position without a slot is listed all the same (the one created above).
    expect(shown.publicEvent.positions.find((p: { name: string }) => p.name === 'Vide').id).toBe(empty);
    // from/to: one day of the event.
    const window = await visitor(t).ok(EVENT, { uuid: e.uuid, passkey, from: at(11), to: at(20) });
    expect(names(window)).toEqual(['Cuisine:1', 'Bar:0', 'Vide:0']);
  });

  it('shows the form of the event and answers NOT_FOUND for drafts and hidden events', async () => {
    const e = await publishedEvent(t);
    await e.o.ok(SAVE_FORM, { eventId: e.eventId, fields: [{ baseAttribute: 'phone', isRequired: true, label: 'Mobile' }] });
    const { publicEvent } = await visitor(t).ok(EVENT, { uuid: e.uuid });
    expect(publicEvent.form.fields).toEqual([{ id: expect.any(String), type: 'base', baseAttribute: 'phone', isRequired: true, label: 'Mobile' }]);
    await e.o.ok(`mutation($id: ID!) { setEventDraft(id: $id) { id } }`, { id: e.eventId });
    expect(errorOf(await visitor(t).call(EVENT, { uuid: e.uuid }))).toMatchObject({ code: 'NOT_FOUND', message: "Cet événement n'existe pas" });
    expect(errorOf(await visitor(t).call(EVENT, { uuid: 'pas-un-uuid' }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('reads a big event with as many statements as a small one (no N+1)', async () => {
    const small = await publishedEvent(t);
    const big = await publishedEvent(t, {
      configuration: { volunteerNameDisplay: 'FULL_NAME' },
      slots: [8, 10, 12, 14, 16].map((hour) => ({ start: at(hour), end: at(hour + 2), required: 3 })),
    });
    for (const name of ['Cuisine', 'Caisse']) {
      const position = await addPosition(big.o, big.eventId, name);
      for (const hour of [8, 12, 16]) await addSlot(big.o, position, at(hour), at(hour + 1));
    }
    for (const slot of big.slots) await visitor(t).ok(SIGN_UP, { input: person(big.uuid, [slot]) });
    await visitor(t).ok(SIGN_UP, { input: person(small.uuid, [small.slots[0]]) });
    // The confirmation mails' jobs must be done: the counter sees every statement of the process.
    await waitFor('mails sent', async () => (await rows(t, `SELECT id FROM outbox WHERE status IN ('pending', 'dispatched')`)).length === 0);
    const v = visitor(t);
    await v.ok(EVENT, { uuid: small.uuid });
    const smallCount = await countStatements(() => v.ok(EVENT, { uuid: small.uuid }));
    const bigCount = await countStatements(() => v.ok(EVENT, { uuid: big.uuid }));
    expect(bigCount).toBe(smallCount);
  });
});

describe('contact page', () => {
  it("mails the organization's contact address, Reply-To the visitor", async () => {
    const organization = await t.createOrganization({ name: 'Club Contact', contactEmail: 'info@club.example' });
    const answer = await visitor(t).ok(CONTACT, {
      input: { organizationSlug: organization.slug, name: 'Paul Durand', email: 'paul@example.org', subject: 'Question', message: 'Bonjour,\nune question.' },
    });
    expect(answer.contactOrganization).toBe(true);
    const mails = await rows(t, `SELECT subject, text, reply_to, from_name FROM mail WHERE to_address = 'info@club.example'`);
    expect(mails).toEqual([
      {
        subject: 'Message de Paul Durand : Question',
        text: 'Paul Durand (paul@example.org) vous écrit depuis votre page publique Benevo :\n\nBonjour,\nune question.\n\nRépondez à ce message pour lui répondre.',
        reply_to: 'paul@example.org',
        from_name: 'Club Contact',
      },
    ]);
  });

  it('checks the message, refuses organizations without a contact address, and limits attempts per caller', async () => {
    const organization = await t.createOrganization({ name: 'Club Limite', contactEmail: 'info@limite.example' });
    const v = visitor(t, { 'X-Forwarded-For': '203.0.113.7' });
    const invalid = await v.call(CONTACT, { input: { organizationSlug: organization.slug, name: '', email: 'non', message: ' ' } });
    expect(errorOf(invalid).fieldErrors).toEqual({
      name: ['Ce champ est obligatoire'],
      email: ['Entrez une adresse e-mail valide'],
      message: ['Ce champ est obligatoire'],
    });
    const silent = await t.createOrganization({ name: 'Club Muet' });
    const refused = await v.call(CONTACT, { input: { organizationSlug: silent.slug, name: 'Paul', email: 'paul@example.org', message: 'Salut' } });
    expect(errorOf(refused)).toMatchObject({ code: 'CONFLICT', message: "Cette organisation n'a pas d'adresse de contact" });
    const input = { organizationSlug: organization.slug, name: 'Paul', email: 'paul@example.org', message: 'Salut' };
    for (let i = 0; i < 3; i += 1) await v.ok(CONTACT, { input });
    const limited = await v.call(CONTACT, { input });
    expect(errorOf(limited)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await rows(t, `SELECT id FROM mail WHERE to_address = 'info@limite.example'`)).toHaveLength(3);
  });
});
