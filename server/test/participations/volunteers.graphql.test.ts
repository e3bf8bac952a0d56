import { withTransaction } from '../../src/context';
import { volunteersService } from '../../src/modules/volunteers/volunteers.service';
import { organizer, type Organizer } from '../events/fixtures';
import { gql, startTestApp, type TestApp } from '../harness';
import { mailsTo } from '../mails';
import { BACKGROUND_JOB_STATEMENTS, countStatements } from '../sql-count';
import { entryStatus, participation, planning, serviceContext, statusOf, volunteer, waitingEntry } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SWEEP_INTERVAL_MS: '600000' });
});
afterAll(() => t.close());

const VOLUNTEERS = `query($search: String, $categoryId: ID, $eventId: ID) {
  volunteers(search: $search, categoryId: $categoryId, eventId: $eventId) {
    id firstName lastName email numberSlots ageBand categoryIds categories { id name } participationIds } }`;
const UPDATE = `mutation($id: ID!, $input: VolunteerInput!) { updateVolunteer(id: $id, input: $input) {
  id firstName email bornDate town categories { name } } }`;
const DELETE = `mutation($id: ID!) { deleteVolunteer(id: $id) }`;
const SET_CATEGORIES = `mutation($volunteerIds: [ID!]!, $categoryIds: [ID!]!) {
  setVolunteersCategories(volunteerIds: $volunteerIds, categoryIds: $categoryIds) { id categories { name } } }`;
const CATEGORIES = `{ volunteerCategories { id name isByDefault } }`;
const CREATE_CATEGORY = `mutation($input: VolunteerCategoryInput!) { createVolunteerCategory(input: $input) { id name isByDefault } }`;
const UPDATE_CATEGORY = `mutation($id: ID!, $input: VolunteerCategoryInput!) { updateVolunteerCategory(id: $id, input: $input) { id name isByDefault } }`;
const DELETE_CATEGORY = `mutation($id: ID!) { deleteVolunteerCategory(id: $id) }`;
const SPACE = `query($token: String!) { volunteerSpace(token: $token) {
  firstName lastName email organizationName
  participations { id validationStatus eventName positionName timeSlot { startTime endTime } volunteer { id } }
  waitingList { id status } } }`;
const CANCEL = `mutation($token: String!, $id: ID!) { cancelMyParticipation(token: $token, id: $id) { id validationStatus } }`;
const LEAVE = `mutation($token: String!, $id: ID!) { leaveWaitingList(token: $token, id: $id) }`;

async function category(o: Organizer, name: string, isByDefault = false): Promise<string> {
  return (await o.ok(CREATE_CATEGORY, { input: { name, isByDefault } })).createVolunteerCategory.id;
}

describe('findOrCreateForSignUp (the sign-up’s service)', () => {
  it('creates a volunteer with a token and the default categories; a known address attaches without overwriting', async () => {
    const o = await organizer(t);
    const byDefault = await category(o, 'Habitués', true);
    await category(o, 'Staff');
    const ctx = serviceContext(t);
    const first = await withTransaction(ctx, (tx) =>
      volunteersService.findOrCreateForSignUp(tx, o.organization.id, {
        email: '  Zoe.Martin@Example.ORG ',
        firstName: 'Zoé',
        lastName: 'Martin',
        phoneNumber: '+41 79 123 45 67',
        bornDate: '2001-05-04',
        language: 'de-CH',
      }),
    );
    expect(first.created).toBe(true);
    expect(first.volunteer).toMatchObject({ email: 'zoe.martin@example.org', firstName: 'Zoé', bornDate: '2001-05-04', language: 'de' });
    expect(first.volunteer.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await volunteersService.categoryIds(ctx, first.volunteer.id)).toEqual([Number(byDefault)]);
    expect(volunteersService.portalLink(ctx, first.volunteer)).toBe(`${t.server.services.config.publicUrl}/portal/t/${first.volunteer.token}`);

    const again = await withTransaction(ctx, (tx) =>
      volunteersService.findOrCreateForSignUp(tx, o.organization.id, { email: 'zoe.martin@example.org', firstName: 'Autre', lastName: 'Nom' }),
    );
    expect(again.created).toBe(false);
    expect(again.volunteer).toMatchObject({ id: first.volunteer.id, firstName: 'Zoé', lastName: 'Martin', token: first.volunteer.token });

    // Another organization knows nothing of the address: a volunteer of its own, another token.
    const other = await organizer(t);
    const theirs = await withTransaction(ctx, (tx) =>
      volunteersService.findOrCreateForSignUp(tx, other.organization.id, { email: 'zoe.martin@example.org', firstName: 'Zoé', lastName: 'M' }),
    );
    expect(theirs.created).toBe(true);
    expect(theirs.volunteer.token).not.toBe(first.volunteer.token);
  });

  it('two concurrent sign-ups with one new address make one volunteer', async () => {
    const o = await organizer(t);
    const ctx = serviceContext(t);
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        withTransaction(ctx, (tx) => volunteersService.findOrCreateForSignUp(tx, o.organization.id, { email: 'race@example.org', firstName: 'R', lastName: 'C' })),
      ),
    );
    expect(new Set(results.map((r) => r.volunteer.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
  });
});

describe('volunteers', () => {
  it('lists the organization’s volunteers with categories, slot counts and age bands; filters', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const staff = await category(o, 'Staff');
    const anna = await volunteer(t, o.organization.id, { first_name: 'Anna', last_name: 'Berger', born_date: '2015-01-01', email: 'anna.v@example.org' });
    const ben = await volunteer(t, o.organization.id, { first_name: 'Ben', last_name: 'Aebi', born_date: '1990-01-01' });
    await volunteer(t, (await organizer(t)).organization.id, { first_name: 'Autre', last_name: 'Organisation' });
    await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: anna, status: 6 });
    await participation(t, o, { eventId: p.eventId, slotId: p.slotD, volunteer: anna, status: 0 });
    await participation(t, o, { eventId: p.eventId, slotId: p.slotB, volunteer: anna, status: 5 });
    await o.ok(SET_CATEGORIES, { volunteerIds: [anna.id], categoryIds: [staff] });

    const { volunteers } = await o.ok(VOLUNTEERS);
    expect(volunteers.map((v: { lastName: string }) => v.lastName)).toEqual(['Aebi', 'Berger']);
    expect(volunteers[1]).toMatchObject({ id: anna.id, numberSlots: 2, ageBand: 'under14', categoryIds: [staff] });
    expect(volunteers[1].participationIds).toHaveLength(3);
    expect(volunteers[0]).toMatchObject({ id: ben.id, ageBand: '18+', numberSlots: 0, categories: [] });
    expect((await o.ok(VOLUNTEERS, { search: 'anna.v' })).volunteers.map((v: { id: string }) => v.id)).toEqual([anna.id]);
    expect((await o.ok(VOLUNTEERS, { categoryId: staff })).volunteers.map((v: { id: string }) => v.id)).toEqual([anna.id]);
    expect((await o.ok(VOLUNTEERS, { eventId: p.eventId })).volunteers.map((v: { id: string }) => v.id)).toEqual([anna.id]);
  });

  it('reads a long list with a fixed number of statements (no N+1)', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const staff = await category(o, 'Staff');
    const query = `{ volunteers { id categories { id } numberSlots participations { id positionName timeSlot { id } } } }`;
    const add = async (n: number) => {
      for (let i = 0; i < n; i += 1) {
        const v = await volunteer(t, o.organization.id);
        await participation(t, o, { eventId: p.eventId, slotId: p.slotD, volunteer: v, status: 3 });
        await o.ok(SET_CATEGORIES, { volunteerIds: [v.id], categoryIds: [staff] });
      }
    };
    await add(2);
    // Only the request's statements: the outbox sweeper may run meanwhile.
    const small = await countStatements(() => o.ok(query), undefined, BACKGROUND_JOB_STATEMENTS);
    await add(12);
    expect(await countStatements(() => o.ok(query), undefined, BACKGROUND_JOB_STATEMENTS)).toBe(small);
  });

  it('updates a volunteer; the address stays unique in the organization; bad input changes nothing', async () => {
    const o = await organizer(t);
    const staff = await category(o, 'Staff');
    const v = await volunteer(t, o.organization.id, { email: 'first@example.org' });
    await volunteer(t, o.organization.id, { email: 'taken@example.org' });
    const { updateVolunteer } = await o.ok(UPDATE, {
      id: v.id,
      input: { firstName: '  Léa ', email: 'LEA@example.org', bornDate: '2000-02-29', town: 'Vevey', categoryIds: [staff] },
    });
    expect(updateVolunteer).toEqual({ id: v.id, firstName: 'Léa', email: 'lea@example.org', bornDate: '2000-02-29', town: 'Vevey', categories: [{ name: 'Staff' }] });
    const taken = await o.call(UPDATE, { id: v.id, input: { email: 'taken@example.org', town: 'Sion' } });
    expect(taken.errors?.[0].extensions?.fieldErrors).toEqual({ email: ["Un bénévole de l'organisation a déjà cette adresse e-mail"] });
    const bad = await o.call(UPDATE, { id: v.id, input: { email: 'nope', bornDate: '2001-02-30', language: 'it' } });
    expect(bad.errors?.[0].extensions?.fieldErrors).toEqual({
      email: ['Entrez une adresse e-mail valide'],
      bornDate: ['Entrez une date valide'],
      language: ['Langue non prise en charge'],
    });
    const cleared = await o.ok(UPDATE, { id: v.id, input: { bornDate: null } });
    expect(cleared.updateVolunteer).toMatchObject({ town: 'Vevey', bornDate: null });
  });

  it('deletes a volunteer with their participations; the places go to the waiting lists', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const v = await volunteer(t, o.organization.id);
    const id = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: v });
    await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: await volunteer(t, o.organization.id) });
    const entry = await waitingEntry(t, o, p.eventId, p.slotA, await volunteer(t, o.organization.id));
    expect((await o.ok(DELETE, { id: v.id })).deleteVolunteer).toBe(true);
    expect(await t.db.database.dataSource.query('SELECT id FROM participation WHERE id = $1', [Number(id)])).toHaveLength(0);
    expect(await entryStatus(t, entry)).toBe('offered');
    const again = await o.call(DELETE, { id: v.id });
    expect(again.errors?.[0]).toMatchObject({ message: "Ce bénévole n'existe pas", extensions: { code: 'NOT_FOUND' } });
  });

  it('sets the same categories on several volunteers at once, replacing theirs', async () => {
    const o = await organizer(t);
    const [a, b, c] = [await category(o, 'A'), await category(o, 'B'), await category(o, 'C')];
    const [x, y] = [await volunteer(t, o.organization.id), await volunteer(t, o.organization.id)];
    await o.ok(SET_CATEGORIES, { volunteerIds: [x.id], categoryIds: [a] });
    const { setVolunteersCategories } = await o.ok(SET_CATEGORIES, { volunteerIds: [x.id, y.id], categoryIds: [b, c] });
    expect(setVolunteersCategories).toEqual([
      { id: x.id, categories: [{ name: 'B' }, { name: 'C' }] },
      { id: y.id, categories: [{ name: 'B' }, { name: 'C' }] },
    ]);
    const cleared = await o.ok(SET_CATEGORIES, { volunteerIds: [y.id], categoryIds: [] });
    expect(cleared.setVolunteersCategories[0].categories).toEqual([]);
  });

  it('manages categories: names unique whatever their case, default flag, deletion keeps volunteers', async () => {
    const o = await organizer(t);
    const id = await category(o, 'Jeunes');
    const clash = await o.call(CREATE_CATEGORY, { input: { name: 'JEUNES' } });
    expect(clash.errors?.[0].extensions?.fieldErrors).toEqual({ name: ['Une catégorie porte déjà ce nom'] });
    const empty = await o.call(CREATE_CATEGORY, { input: { name: '  ' } });
    expect(empty.errors?.[0].extensions?.fieldErrors).toEqual({ name: ['Un nom est obligatoire'] });
    const { updateVolunteerCategory } = await o.ok(UPDATE_CATEGORY, { id, input: { name: 'Juniors', isByDefault: true } });
    expect(updateVolunteerCategory).toEqual({ id, name: 'Juniors', isByDefault: true });
    const v = await volunteer(t, o.organization.id);
    await o.ok(SET_CATEGORIES, { volunteerIds: [v.id], categoryIds: [id] });
    expect((await o.ok(DELETE_CATEGORY, { id })).deleteVolunteerCategory).toBe(true);
    expect((await o.ok(CATEGORIES)).volunteerCategories).toEqual([]);
    expect((await o.ok(`query($id: ID!) { volunteer(id: $id) { id categories { id } } }`, { id: v.id })).volunteer.categories).toEqual([]);
  });

  it('never shows or changes another organization’s volunteers or categories', async () => {
    const owner = await organizer(t);
    const theirs = await category(owner, 'Secret');
    const v = await volunteer(t, owner.organization.id, { first_name: 'Caché' });
    const intruder = await organizer(t);
    const mine = await category(intruder, 'Mine');
    const myVolunteer = await volunteer(t, intruder.organization.id);
    expect((await intruder.ok(VOLUNTEERS)).volunteers.map((x: { id: string }) => x.id)).toEqual([myVolunteer.id]);
    expect((await intruder.ok(CATEGORIES)).volunteerCategories.map((x: { id: string }) => x.id)).toEqual([mine]);
    const attempts: Array<[string, Record<string, unknown>]> = [
      [`query($id: ID!) { volunteer(id: $id) { id } }`, { id: v.id }],
      [UPDATE, { id: v.id, input: { firstName: 'X' } }],
      [DELETE, { id: v.id }],
      [SET_CATEGORIES, { volunteerIds: [v.id], categoryIds: [mine] }],
      [SET_CATEGORIES, { volunteerIds: [myVolunteer.id], categoryIds: [theirs] }],
      [UPDATE, { id: myVolunteer.id, input: { categoryIds: [theirs] } }],
      [UPDATE_CATEGORY, { id: theirs, input: { name: 'Volée' } }],
      [DELETE_CATEGORY, { id: theirs }],
    ];
    for (const [query, variables] of attempts) {
      expect((await intruder.call(query, variables)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    const other = await intruder.call(VOLUNTEERS, { eventId: (await planning(owner)).eventId });
    expect(other.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await owner.ok(`query($id: ID!) { volunteer(id: $id) { firstName } }`, { id: v.id })).volunteer.firstName).toBe('Caché');
  });
});

describe('the volunteer’s token space', () => {
  const anonymous = () => {
    const agent = t.agent();
    return <T = Record<string, any>>(query: string, variables: Record<string, unknown>) => gql<T>(agent, t.server.url, query, variables);
  };

  it('shows the volunteer’s participations and waiting-list places, never another volunteer’s data', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const v = await volunteer(t, o.organization.id, { first_name: 'Tina', last_name: 'Token', email: 'tina@example.org' });
    const a = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: v, status: 6 });
    await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: await volunteer(t, o.organization.id), status: 6 });
    const entry = await waitingEntry(t, o, p.eventId, p.slotB, v);
    const ask = anonymous();
    const { data } = await ask(SPACE, { token: v.token });
    expect(data?.volunteerSpace).toMatchObject({
      firstName: 'Tina',
      lastName: 'Token',
      email: 'tina@example.org',
      organizationName: o.organization.name,
      participations: [{ id: a, validationStatus: 'ACCEPTED', eventName: 'Fête du lac', positionName: 'Bar', volunteer: null }],
      waitingList: [{ id: entry, status: 'waiting' }],
    });
    const others = await ask(`query($token: String!) { volunteerSpace(token: $token) { participations { timeSlot { participants { email } } } } }`, {
      token: v.token,
    });
    expect(others.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // Logged in to another organization, the public door lists nobody either; the slot's own organizers see them.
    const PARTICIPANTS = `query($token: String!) { volunteerSpace(token: $token) { participations { timeSlot { participants { email } } } } }`;
    const stranger = await organizer(t);
    const strangers = await stranger.ok(PARTICIPANTS, { token: v.token });
    expect(strangers.volunteerSpace.participations[0].timeSlot.participants).toEqual([]);
    const owners = await o.ok(PARTICIPANTS, { token: v.token });
    expect(owners.volunteerSpace.participations[0].timeSlot.participants).toHaveLength(2);
    for (const token of ['', 'short', `${v.token}x`, 'x'.repeat(32)]) {
      const answer = await ask(SPACE, { token });
      expect(answer.errors?.[0]).toMatchObject({ message: "Ce lien n'est pas valide", extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('cancels an own active participation: the place goes to the waiting list, the volunteer and the event are told', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const v = await volunteer(t, o.organization.id, { first_name: 'Carla', last_name: 'Cancel', email: 'carla@example.org' });
    const id = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: v, status: 6 });
    await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: await volunteer(t, o.organization.id), status: 6 });
    const entry = await waitingEntry(t, o, p.eventId, p.slotA, await volunteer(t, o.organization.id));
    const ask = anonymous();
    const { data } = await ask(CANCEL, { token: v.token, id });
    expect(data?.cancelMyParticipation).toEqual({ id, validationStatus: 'CANCELLED_BY_VOLUNTEER' });
    expect(await entryStatus(t, entry)).toBe('offered');
    const [mine] = await mailsTo(t.db.database.dataSource, 'carla@example.org');
    expect(mine.subject).toBe('Désinscription enregistrée : Fête du lac');
    expect(mine.text).toContain(`/portal/t/${v.token}`);
    const [notice] = await mailsTo(t.db.database.dataSource, 'contact@fete.example.org');
    expect(notice.subject).toBe('Désinscription de Carla Cancel : Fête du lac');
    expect(notice.text).toContain('Carla Cancel (carla@example.org) a annulé son inscription');

    const twice = await ask(CANCEL, { token: v.token, id });
    expect(twice.errors?.[0]).toMatchObject({ message: 'Seules les inscriptions actives peuvent être annulées', extensions: { code: 'CONFLICT' } });
  });

  it('refuses another volunteer’s participation and a slot that has started', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const v = await volunteer(t, o.organization.id);
    const w = await volunteer(t, o.organization.id);
    const theirs = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: w, status: 6 });
    const ask = anonymous();
    const answer = await ask(CANCEL, { token: v.token, id: theirs });
    expect(answer.errors?.[0]).toMatchObject({ message: "Cette inscription n'existe pas", extensions: { code: 'NOT_FOUND' } });
    expect(await statusOf(t, theirs)).toBe(6);

    const [{ id: pastSlot }] = await t.db.database.dataSource.query(
      `INSERT INTO time_slot (organization_id, event_id, position_id, start_time, end_time, required_volunteer_count)
       VALUES ($1, $2, $3, now() - interval '1 hour', now() + interval '1 hour', 2) RETURNING id`,
      [o.organization.id, Number(p.eventId), Number(p.bar)],
    );
    const started = await participation(t, o, { eventId: p.eventId, slotId: String(pastSlot), volunteer: v, status: 6 });
    const late = await ask(CANCEL, { token: v.token, id: started });
    expect(late.errors?.[0].message).toBe("Cette tranche horaire a déjà commencé : l'inscription ne peut plus être annulée");
  });

  it('leaves a waiting list; an offered place passes to the next person', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const v = await volunteer(t, o.organization.id);
    const next = await volunteer(t, o.organization.id);
    await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: await volunteer(t, o.organization.id), status: 6 });
    const mine = await waitingEntry(t, o, p.eventId, p.slotA, v, 1);
    const theirs = await waitingEntry(t, o, p.eventId, p.slotA, next, 2);
    await t.db.database.dataSource.query(
      `UPDATE waiting_list_entry SET status = 'offered', offer_token = 'tok-${mine}-abcdefghijklmnop', offer_expires_at = now() + interval '1 day' WHERE id = $1`,
      [Number(mine)],
    );
    const ask = anonymous();
    const stranger = await ask(LEAVE, { token: next.token, id: mine });
    expect(stranger.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await ask(LEAVE, { token: v.token, id: mine })).data?.leaveWaitingList).toBe(true);
    expect(await entryStatus(t, mine)).toBe('left');
    expect(await entryStatus(t, theirs)).toBe('offered');
    const again = await ask(LEAVE, { token: v.token, id: mine });
    expect(again.errors?.[0].message).toBe("Cette place en liste d'attente n'existe pas");
  });
});
