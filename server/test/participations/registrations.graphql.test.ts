import { organizer, type Organizer } from '../events/fixtures';
import { startTestApp, type TestApp } from '../harness';
import { mailsTo } from '../mails';
import { countStatements } from '../sql-count';
import {
  allMails,
  entryStatus,
  mailCount,
  participation,
  PARTICIPATION_FIELDS,
  planning,
  statusOf,
  volunteer,
  waitingEntry,
  type Planning,
} from './fixtures';

let t: TestApp;
beforeAll(async () => {
  // A long sweep interval keeps the outbox sweeper's statements out of the SQL counts.
  t = await startTestApp({ SWEEP_INTERVAL_MS: '600000' });
});
afterAll(() => t.close());

const EVENT_PARTICIPATIONS = `query($eventId: ID!, $filter: ParticipationFilter) {
  eventParticipations(eventId: $eventId, filter: $filter) { ${PARTICIPATION_FIELDS} } }`;
const SET_STATUS = `mutation($ids: [ID!]!, $status: ParticipationStatus!, $message: String) {
  setParticipationsStatus(ids: $ids, status: $status, message: $message) { id validationStatus validationMessage } }`;
const MOVE = `mutation($id: ID!, $timeSlotId: ID!) { moveParticipation(id: $id, timeSlotId: $timeSlotId) { id timeSlotId validationStatus } }`;
const ADD = `mutation($input: [AddParticipationInput!]!) { addParticipations(input: $input) { id timeSlotId volunteerId validationStatus nbParticipants firstName email } }`;
const CHANGE = `mutation($id: ID!, $volunteerId: ID!) { changeParticipationVolunteer(id: $id, volunteerId: $volunteerId) { id volunteerId firstName lastName email } }`;
const DELETE = `mutation($id: ID!) { deleteParticipation(id: $id) }`;
const PENDING = '{ me { activeOrganization { nbPendingValidations } } }';
const TO_VALIDATE = `query($organizationId: ID) { participationsToValidate(organizationId: $organizationId) {
  ${PARTICIPATION_FIELDS} eventTimeZone timeSlot { id startTime endTime } volunteer { id email } } }`;

const ids = (list: Array<Record<string, any>>): string[] => list.map((p) => String(p.id)).sort();

describe('eventParticipations', () => {
  let o: Organizer;
  let p: Planning;
  const made: Record<string, string> = {};

  beforeAll(async () => {
    o = await organizer(t);
    p = await planning(o);
    const anna = await volunteer(t, o.organization.id, { first_name: 'Anna', last_name: 'Keller', email: 'anna.keller@example.org' });
    const ben = await volunteer(t, o.organization.id, { first_name: 'Ben', last_name: 'Rochat', email: 'ben@example.org' });
    const club = await volunteer(t, o.organization.id, { first_name: 'Chloé', last_name: 'Moser', email: 'chloe@example.org' });
    made.annaA = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: anna, status: 6 });
    made.benA = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: ben, status: 0 });
    made.groupC = await participation(t, o, { eventId: p.eventId, slotId: p.slotC, volunteer: club, status: 0, nb: 3, groupName: 'FC Lac' });
    made.namedD = await participation(t, o, { eventId: p.eventId, slotId: p.slotD, volunteer: club, status: 2, groupName: 'Famille' });
    made.benD = await participation(t, o, { eventId: p.eventId, slotId: p.slotD, volunteer: ben, status: 5 });
  });

  const list = async (filter?: object) =>
    (await o.ok(EVENT_PARTICIPATIONS, { eventId: p.eventId, filter })).eventParticipations as Array<Record<string, any>>;

  it('lists every status, by slot start, with the slot, event and position names', async () => {
    const all = await list();
    expect(all.map((x) => x.id)).toEqual([made.annaA, made.benA, made.groupC, made.namedD, made.benD]);
    expect(all[0]).toMatchObject({
      timeSlotId: p.slotA,
      firstName: 'Anna',
      email: 'anna.keller@example.org',
      validationStatus: 'ACCEPTED',
      eventName: 'Fête du lac',
      positionName: 'Bar',
      sectorName: null,
      duration: 7200,
    });
    expect(all[2]).toMatchObject({ positionName: 'Cuisine', nbParticipants: 3, duration: 3 * 7200 });
  });

  it('filters solo and group registrations (a group: more than one person or a group name)', async () => {
    expect(ids(await list({ kind: 'GROUP' }))).toEqual([made.groupC, made.namedD].sort());
    expect(ids(await list({ kind: 'SOLO' }))).toEqual([made.annaA, made.benA, made.benD].sort());
    expect(await list({ kind: 'ALL' })).toHaveLength(5);
  });

  it('filters by status, position, day (in the event’s time zone) and search words', async () => {
    expect(ids(await list({ statuses: ['AWAITING_ORGANIZER_VALIDATION'] }))).toEqual([made.benA, made.groupC].sort());
    expect(ids(await list({ statuses: ['ACCEPTED', 'REJECTED_BY_ORGANIZER'] }))).toEqual([made.annaA, made.namedD].sort());
    expect(ids(await list({ positionId: p.bar }))).toEqual([made.annaA, made.benA].sort());
    expect(ids(await list({ day: '2030-07-02' }))).toEqual([made.namedD, made.benD].sort());
    expect(ids(await list({ search: 'keller' }))).toEqual([made.annaA]);
    expect(ids(await list({ search: 'ben ROCHAT' }))).toEqual([made.benA, made.benD].sort());
    expect(ids(await list({ search: 'fc lac' }))).toEqual([made.groupC]);
    expect(ids(await list({ search: '%' }))).toEqual([]);
    expect(ids(await list({ kind: 'SOLO', positionId: p.kitchen, statuses: ['CANCELLED_BY_VOLUNTEER'] }))).toEqual([made.benD]);
  });

  it('uses the event’s time zone for the day: 00:30 in Zurich is still the previous day in UTC', async () => {
    const other = await organizer(t);
    // The slot straight in the table (the event's days end at 23:00): the day filter alone is under test.
    const event = await planning(other);
    const [{ id: slotId }] = await t.db.database.dataSource.query(
      `INSERT INTO time_slot (organization_id, event_id, position_id, start_time, end_time, required_volunteer_count)
       VALUES ($1, $2, $3, '2030-07-01T22:30:00Z', '2030-07-01T23:30:00Z', 2) RETURNING id`,
      [other.organization.id, Number(event.eventId), Number(event.bar)],
    );
    const v = await volunteer(t, other.organization.id);
    const night = await participation(t, other, { eventId: event.eventId, slotId: String(slotId), volunteer: v });
    const on = async (day: string) =>
      ids((await other.ok(EVENT_PARTICIPATIONS, { eventId: event.eventId, filter: { day } })).eventParticipations);
    expect(await on('2030-07-02')).toEqual([night]);
    expect(await on('2030-07-01')).toEqual([]);
  });

  it('refuses a malformed day', async () => {
    const answer = await o.call(EVENT_PARTICIPATIONS, { eventId: p.eventId, filter: { day: '02.07.2030' } });
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { day: ['Entrez une date valide'] } });
  });

  it('loads a long list with a fixed number of statements (no N+1)', async () => {
    const query = `query($eventId: ID!) { eventParticipations(eventId: $eventId) {
      ${PARTICIPATION_FIELDS} timeSlot { id startTime } volunteer { id email categories { id } numberSlots } } }`;
    const small = await countStatements(() => o.ok(query, { eventId: p.eventId }));
    const v = await volunteer(t, o.organization.id);
    for (let i = 0; i < 15; i += 1) {
      const other = await volunteer(t, o.organization.id);
      await participation(t, o, { eventId: p.eventId, slotId: i % 2 ? p.slotD : p.slotB, volunteer: i % 3 ? other : v, status: 3 });
    }
    const large = await countStatements(() => o.ok(query, { eventId: p.eventId }));
    expect(large).toBe(small);
  });
});

/** An organizer whose organization validates participations (enableParticipationsValidation: the query's right, issue 16). */
async function validatingOrganizer(): Promise<Organizer> {
  const o = await organizer(t);
  await t.db.database.dataSource.query('UPDATE organization SET enable_participations_validation = true WHERE id = $1', [o.organization.id]);
  return o;
}

describe('participationsToValidate', () => {
  it('lists only the organization’s participations awaiting validation, every event, by slot start then id', async () => {
    const o = await validatingOrganizer();
    const fete = await planning(o);
    const market = await planning(o, { name: 'Marché' });
    const anna = await volunteer(t, o.organization.id, { first_name: 'Anna', email: 'anna.tv@example.org' });
    const ben = await volunteer(t, o.organization.id, { first_name: 'Ben' });
    const lateD = await participation(t, o, { eventId: fete.eventId, slotId: fete.slotD, volunteer: anna, status: 0 });
    const marketA = await participation(t, o, { eventId: market.eventId, slotId: market.slotA, volunteer: ben, status: 0, nb: 2, groupName: 'Duo' });
    const feteA = await participation(t, o, { eventId: fete.eventId, slotId: fete.slotA, volunteer: anna, status: 0 });
    const feteC = await participation(t, o, { eventId: fete.eventId, slotId: fete.slotC, volunteer: ben, status: 0 });
    for (const status of [1, 2, 3, 4, 5, 6]) {
      await participation(t, o, { eventId: fete.eventId, slotId: fete.slotB, volunteer: await volunteer(t, o.organization.id), status });
    }
    // Another organization's pending participations never show, even on the same times.
    const other = await validatingOrganizer();
    const theirs = await planning(other);
    await participation(t, other, { eventId: theirs.eventId, slotId: theirs.slotA, volunteer: await volunteer(t, other.organization.id), status: 0 });

    const list = async () => (await o.ok(TO_VALIDATE)).participationsToValidate as Array<Record<string, any>>;
    const first = await list();
    // Slot A of both events starts at the same time: the participation id decides.
    expect(first.map((x) => x.id)).toEqual([marketA, feteA, feteC, lateD]);
    expect(first.every((x) => x.validationStatus === 'AWAITING_ORGANIZER_VALIDATION')).toBe(true);
    expect(first[0]).toMatchObject({
      eventId: market.eventId,
      eventName: 'Marché',
      positionName: 'Bar',
      nbParticipants: 2,
      groupName: 'Duo',
      eventTimeZone: 'Europe/Zurich',
      timeSlot: { id: market.slotA },
      volunteer: { id: ben.id },
    });
    expect((await o.ok(PENDING)).me.activeOrganization.nbPendingValidations).toBe(4);
    // Its own organization by id answers the same; another organization's is refused.
    expect((await o.ok(TO_VALIDATE, { organizationId: String(o.organization.id) })).participationsToValidate).toHaveLength(4);
    expect((await o.call(TO_VALIDATE, { organizationId: String(other.organization.id) })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await other.ok(TO_VALIDATE)).participationsToValidate).toHaveLength(1);

    await o.ok(SET_STATUS, { ids: [feteA], status: 'ACCEPTED' });
    expect((await list()).map((x) => x.id)).toEqual([marketA, feteC, lateD]);
    expect((await o.ok(PENDING)).me.activeOrganization.nbPendingValidations).toBe(3);
    await o.ok(SET_STATUS, { ids: [marketA, lateD], status: 'REJECTED_BY_ORGANIZER', message: 'Complet' });
    expect((await list()).map((x) => x.id)).toEqual([feteC]);
    expect((await o.ok(PENDING)).me.activeOrganization.nbPendingValidations).toBe(1);
  });

  it('loads a long list with a fixed number of statements (no N+1)', async () => {
    const o = await validatingOrganizer();
    const p = await planning(o);
    await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: await volunteer(t, o.organization.id), status: 0 });
    const small = await countStatements(() => o.ok(TO_VALIDATE));
    const second = await planning(o, { name: 'Autre' });
    for (let i = 0; i < 10; i += 1) {
      const slotId = [p.slotB, p.slotC, second.slotA, second.slotD][i % 4];
      const eventId = i % 4 < 2 ? p.eventId : second.eventId;
      await participation(t, o, { eventId, slotId, volunteer: await volunteer(t, o.organization.id), status: 0 });
    }
    const large = await countStatements(() => o.ok(TO_VALIDATE));
    expect(large).toBe(small);
  });
});

describe('setParticipationsStatus', () => {
  let o: Organizer;
  let p: Planning;

  beforeEach(async () => {
    o = await organizer(t);
    p = await planning(o);
  });

  it('accepts in bulk, mails each volunteer in their language with the portal link, and updates nbPendingValidations', async () => {
    const anna = await volunteer(t, o.organization.id, { email: 'anna.bulk@example.org', first_name: 'Anna' });
    const hans = await volunteer(t, o.organization.id, { email: 'hans.bulk@example.org', first_name: 'Hans', language: 'de' });
    const a = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: anna, status: 0 });
    const b = await participation(t, o, { eventId: p.eventId, slotId: p.slotD, volunteer: anna, status: 0 });
    const h = await participation(t, o, { eventId: p.eventId, slotId: p.slotB, volunteer: hans, status: 0, language: 'de' });
    expect((await o.ok(PENDING)).me.activeOrganization.nbPendingValidations).toBe(3);

    const { setParticipationsStatus } = await o.ok(SET_STATUS, { ids: [a, b, h], status: 'ACCEPTED', message: 'Merci !' });
    expect(setParticipationsStatus).toEqual([
      { id: a, validationStatus: 'ACCEPTED', validationMessage: 'Merci !' },
      { id: b, validationStatus: 'ACCEPTED', validationMessage: 'Merci !' },
      { id: h, validationStatus: 'ACCEPTED', validationMessage: 'Merci !' },
    ]);
    expect((await o.ok(PENDING)).me.activeOrganization.nbPendingValidations).toBe(0);

    const [annaMail] = await mailsTo(t.db.database.dataSource, 'anna.bulk@example.org');
    expect(annaMail.subject).toBe('Inscription confirmée : Fête du lac');
    expect(annaMail.text).toContain('Bonjour Anna,');
    expect(annaMail.text).toContain('- Bar: lun. 01.07.2030 10:00-12:00');
    expect(annaMail.text).toContain('- Cuisine: mar. 02.07.2030 10:00-12:00');
    expect(annaMail.text).toContain("Message de l'organisateur : Merci !");
    expect(annaMail.text).toContain(`${t.server.services.config.publicUrl}/portal/t/${anna.token}`);
    expect(await mailsTo(t.db.database.dataSource, 'anna.bulk@example.org')).toHaveLength(1);
    const [hansMail] = await mailsTo(t.db.database.dataSource, 'hans.bulk@example.org');
    expect(hansMail.subject).toBe('Anmeldung bestätigt: Fête du lac');
    expect(hansMail.text).toContain('- Bar: Mo 01.07.2030 12:00-14:00');
  });

  it('rejects pending ones and cancels active ones, with the spec’s statuses and mails', async () => {
    const v = await volunteer(t, o.organization.id, { email: 'rejected@example.org' });
    const pending = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: v, status: 0 });
    const accepted = await participation(t, o, { eventId: p.eventId, slotId: p.slotD, volunteer: v, status: 6 });
    await o.ok(SET_STATUS, { ids: [pending], status: 'REJECTED_BY_ORGANIZER' });
    await o.ok(SET_STATUS, { ids: [accepted], status: 'CANCELLED_BY_ORGANIZER' });
    expect(await statusOf(t, pending)).toBe(2);
    expect(await statusOf(t, accepted)).toBe(4);
    const subjects = (await mailsTo(t.db.database.dataSource, 'rejected@example.org')).map((m) => m.subject);
    expect(subjects).toEqual(['Inscription refusée : Fête du lac', 'Inscription annulée : Fête du lac']);
  });

  it('changes nothing and mails nobody when one change of a bulk is refused', async () => {
    const v = await volunteer(t, o.organization.id);
    const pending = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: v, status: 0 });
    const accepted = await participation(t, o, { eventId: p.eventId, slotId: p.slotD, volunteer: v, status: 6 });
    const before = await mailCount(t);
    const answer = await o.call(SET_STATUS, { ids: [pending, accepted], status: 'REJECTED_BY_ORGANIZER' });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Seules les inscriptions en attente de validation peuvent être refusées',
      extensions: { code: 'CONFLICT' },
    });
    expect(await statusOf(t, pending)).toBe(0);
    expect(await mailCount(t)).toBe(before);

    const cancelled = await participation(t, o, { eventId: p.eventId, slotId: p.slotB, volunteer: v, status: 4 });
    const again = await o.call(SET_STATUS, { ids: [cancelled], status: 'CANCELLED_BY_ORGANIZER' });
    expect(again.errors).toBeUndefined();
    const rejected = await participation(t, o, { eventId: p.eventId, slotId: p.slotC, volunteer: v, status: 2 });
    const cancel = await o.call(SET_STATUS, { ids: [rejected, pending], status: 'CANCELLED_BY_ORGANIZER' });
    expect(cancel.errors?.[0].message).toBe('Seules les inscriptions actives peuvent être annulées');
    expect(await statusOf(t, pending)).toBe(0);
  });

  it('claims places when a participation becomes active: a full slot refuses, the whole bulk rolls back', async () => {
    const [x, y, z] = [await volunteer(t, o.organization.id), await volunteer(t, o.organization.id), await volunteer(t, o.organization.id)];
    await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: x, status: 6 });
    await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: y, status: 0 });
    const rejected = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: z, status: 2 });
    const otherRejected = await participation(t, o, { eventId: p.eventId, slotId: p.slotD, volunteer: z, status: 2 });
    const before = await mailCount(t);
    const answer = await o.call(SET_STATUS, { ids: [otherRejected, rejected], status: 'ACCEPTED' });
    expect(answer.errors?.[0]).toMatchObject({ message: 'Cette tranche horaire est complète', extensions: { code: 'CONFLICT' } });
    expect(await statusOf(t, otherRejected)).toBe(2);
    expect(await mailCount(t)).toBe(before);
    // Pending to accepted holds the same place: no claim.
    const pending = await o.ok(EVENT_PARTICIPATIONS, { eventId: p.eventId, filter: { statuses: ['AWAITING_ORGANIZER_VALIDATION'] } });
    await o.ok(SET_STATUS, { ids: [pending.eventParticipations[0].id], status: 'ACCEPTED' });
  });

  it('a group too big for the places left gets the spec’s message', async () => {
    const v = await volunteer(t, o.organization.id);
    const group = await participation(t, o, { eventId: p.eventId, slotId: p.slotC, volunteer: v, status: 2, nb: 3 });
    await participation(t, o, { eventId: p.eventId, slotId: p.slotC, volunteer: await volunteer(t, o.organization.id), status: 6 });
    const answer = await o.call(SET_STATUS, { ids: [group], status: 'ACCEPTED' });
    expect(answer.errors?.[0].message).toBe('Inscription en groupe impossible car il ne reste pas assez de place');
  });

  it('refuses the volunteer-side statuses and an empty selection', async () => {
    const v = await volunteer(t, o.organization.id);
    const id = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: v, status: 0 });
    for (const status of ['CANCELLED_BY_VOLUNTEER', 'REJECTED_BY_VOLUNTEER']) {
      const answer = await o.call(SET_STATUS, { ids: [id], status });
      expect(answer.errors?.[0].extensions?.fieldErrors).toEqual({
        status: ['Seul le bénévole peut refuser ou annuler lui-même son inscription'],
      });
    }
    const empty = await o.call(SET_STATUS, { ids: [], status: 'ACCEPTED' });
    expect(empty.errors?.[0].extensions?.fieldErrors).toEqual({ ids: ['Sélectionnez au moins une inscription'] });
  });

  it('offers a freed place to the slot’s waiting list in the same transaction', async () => {
    const [x, y, w] = [await volunteer(t, o.organization.id), await volunteer(t, o.organization.id), await volunteer(t, o.organization.id)];
    const first = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: x, status: 6 });
    await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: y, status: 6 });
    const entry = await waitingEntry(t, o, p.eventId, p.slotA, w);
    await o.ok(SET_STATUS, { ids: [first], status: 'CANCELLED_BY_ORGANIZER' });
    expect(await entryStatus(t, entry)).toBe('offered');
    expect((await mailsTo(t.db.database.dataSource, w.email)).length).toBe(1);
    // The offered place is held: accepting the cancelled one again finds the slot full.
    const answer = await o.call(SET_STATUS, { ids: [first], status: 'ACCEPTED' });
    expect(answer.errors?.[0].message).toBe('Cette tranche horaire est complète');
  });

  it('refuses to make active a participation overlapping another of the same volunteer', async () => {
    const v = await volunteer(t, o.organization.id);
    await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: v, status: 6 });
    const overlapping = await participation(t, o, { eventId: p.eventId, slotId: p.slotC, volunteer: v, status: 4 });
    const answer = await o.call(SET_STATUS, { ids: [overlapping], status: 'ACCEPTED' });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Ce bénévole est déjà inscrit sur une tranche horaire qui chevauche celle-ci',
      extensions: { code: 'CONFLICT' },
    });
  });
});

describe('moveParticipation', () => {
  it('moves to another slot of the event, claiming its places and offering the old place', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const v = await volunteer(t, o.organization.id, { email: 'mover@example.org' });
    const w = await volunteer(t, o.organization.id);
    const id = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: v, status: 6 });
    const entry = await waitingEntry(t, o, p.eventId, p.slotA, w);
    await t.db.database.dataSource.query('UPDATE time_slot SET required_volunteer_count = 1 WHERE id = $1', [Number(p.slotA)]);

    const { moveParticipation } = await o.ok(MOVE, { id, timeSlotId: p.slotD });
    expect(moveParticipation).toEqual({ id, timeSlotId: p.slotD, validationStatus: 'ACCEPTED' });
    expect(await entryStatus(t, entry)).toBe('offered');
    const [mail] = await mailsTo(t.db.database.dataSource, 'mover@example.org');
    expect(mail.subject).toBe('Inscription déplacée : Fête du lac');
    expect(mail.text).toContain('- Cuisine: mar. 02.07.2030 10:00-12:00');

    // Slot A now holds an offered place: moving back finds it full.
    const back = await o.call(MOVE, { id, timeSlotId: p.slotA });
    expect(back.errors?.[0]).toMatchObject({ message: 'Cette tranche horaire est complète', extensions: { code: 'CONFLICT' } });

    const otherEvent = await planning(o);
    const away = await o.call(MOVE, { id, timeSlotId: otherEvent.slotA });
    expect(away.errors?.[0].extensions?.fieldErrors).toEqual({ timeSlotId: ["Cette tranche horaire n'appartient pas à cet événement"] });
  });

  it('moves an inactive participation without claiming places or mailing', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const v = await volunteer(t, o.organization.id);
    await participation(t, o, { eventId: p.eventId, slotId: p.slotB, volunteer: await volunteer(t, o.organization.id) });
    await participation(t, o, { eventId: p.eventId, slotId: p.slotB, volunteer: await volunteer(t, o.organization.id) });
    const id = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: v, status: 2 });
    const before = await mailCount(t);
    expect((await o.ok(MOVE, { id, timeSlotId: p.slotB })).moveParticipation.timeSlotId).toBe(p.slotB);
    expect(await mailCount(t)).toBe(before);
  });
});

describe('addParticipations', () => {
  it('places known volunteers (accepted by default), mails them once, and claims places', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const anna = await volunteer(t, o.organization.id, { email: 'anna.add@example.org', first_name: 'Anna' });
    const ben = await volunteer(t, o.organization.id, { email: 'ben.add@example.org' });
    const { addParticipations } = await o.ok(ADD, {
      input: [
        { volunteerId: anna.id, timeSlotId: p.slotA },
        { volunteerId: anna.id, timeSlotId: p.slotD },
        { volunteerId: ben.id, timeSlotId: p.slotA, validationStatus: 'AWAITING_VOLUNTEER_VALIDATION' },
      ],
    });
    expect(addParticipations).toHaveLength(3);
    expect(addParticipations[0]).toMatchObject({ volunteerId: anna.id, timeSlotId: p.slotA, validationStatus: 'ACCEPTED', firstName: 'Anna' });
    expect(addParticipations[2].validationStatus).toBe('AWAITING_VOLUNTEER_VALIDATION');
    const annaMails = await mailsTo(t.db.database.dataSource, 'anna.add@example.org');
    expect(annaMails).toHaveLength(1);
    expect(annaMails[0].text).toContain('- Bar: lun. 01.07.2030 10:00-12:00');
    expect((await mailsTo(t.db.database.dataSource, 'ben.add@example.org'))[0].subject).toBe(
      'Merci de confirmer votre inscription : Fête du lac',
    );

    // Slot A (2 places) is now full.
    const carl = await volunteer(t, o.organization.id);
    const full = await o.call(ADD, { input: [{ volunteerId: carl.id, timeSlotId: p.slotD }, { volunteerId: carl.id, timeSlotId: p.slotA }] });
    expect(full.errors?.[0]).toMatchObject({ message: 'Cette tranche horaire est complète', extensions: { code: 'CONFLICT' } });
    const carlRows = await t.db.database.dataSource.query('SELECT id FROM participation WHERE volunteer_id = $1', [Number(carl.id)]);
    expect(carlRows).toHaveLength(0);
  });

  it('refuses a second registration on the same slot and overlapping slots for one volunteer', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const v = await volunteer(t, o.organization.id);
    await o.ok(ADD, { input: [{ volunteerId: v.id, timeSlotId: p.slotA }] });
    const twice = await o.call(ADD, { input: [{ volunteerId: v.id, timeSlotId: p.slotA }] });
    expect(twice.errors?.[0].message).toBe('Ce bénévole est déjà inscrit sur cette tranche horaire');
    const overlap = await o.call(ADD, { input: [{ volunteerId: v.id, timeSlotId: p.slotC }] });
    expect(overlap.errors?.[0].message).toBe('Ce bénévole est déjà inscrit sur une tranche horaire qui chevauche celle-ci');
    const both = await o.call(ADD, { input: [{ volunteerId: v.id, timeSlotId: p.slotD }, { volunteerId: v.id, timeSlotId: p.slotD }] });
    expect(both.errors).toBeUndefined();
    const groupTooBig = await o.call(ADD, { input: [{ volunteerId: (await volunteer(t, o.organization.id)).id, timeSlotId: p.slotB, nbParticipants: 3 }] });
    expect(groupTooBig.errors?.[0].message).toBe('Inscription en groupe impossible car il ne reste pas assez de place');
    const zero = await o.call(ADD, { input: [{ volunteerId: v.id, timeSlotId: p.slotB, nbParticipants: 0 }] });
    expect(zero.errors?.[0].extensions?.fieldErrors).toEqual({ 'input[0].nbParticipants': ['Au minimum 1'] });
    const empty = await o.call(ADD, { input: [] });
    expect(empty.errors?.[0].extensions?.fieldErrors).toEqual({ input: ['Sélectionnez au moins une tranche horaire'] });
  });

  it('recurring: every slot of the series, skipping those the volunteer already holds', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const series = await o.ok(`mutation($input: TimeSlotSeriesInput!) { createTimeSlotSeries(input: $input) { id series } }`, {
      input: {
        positionId: p.kitchen,
        requiredVolunteerCount: 2,
        recurrence: { days: ['2030-07-01', '2030-07-02'], from: '15:00', to: '19:00', everyMinutes: 120, slotMinutes: 120 },
      },
    });
    const slotIds: string[] = series.createTimeSlotSeries.map((s: { id: string }) => s.id);
    expect(slotIds).toHaveLength(4);
    const v = await volunteer(t, o.organization.id);
    await o.ok(ADD, { input: [{ volunteerId: v.id, timeSlotId: slotIds[1] }] });
    const { addParticipations } = await o.ok(ADD, { input: [{ volunteerId: v.id, timeSlotId: slotIds[0], recurring: true }] });
    expect(addParticipations.map((x: { timeSlotId: string }) => x.timeSlotId).sort()).toEqual(slotIds.filter((id) => id !== slotIds[1]).sort());
  });
});

describe('changeParticipationVolunteer and deleteParticipation', () => {
  it('gives the participation to another volunteer, who is told, and the previous one too', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const old = await volunteer(t, o.organization.id, { email: 'old@example.org' });
    const next = await volunteer(t, o.organization.id, { email: 'next@example.org', first_name: 'Nora', last_name: 'Suter' });
    const id = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: old, status: 6 });
    const { changeParticipationVolunteer } = await o.ok(CHANGE, { id, volunteerId: next.id });
    expect(changeParticipationVolunteer).toEqual({ id, volunteerId: next.id, firstName: 'Nora', lastName: 'Suter', email: 'next@example.org' });
    expect((await mailsTo(t.db.database.dataSource, 'next@example.org'))[0].subject).toBe('Inscription confirmée : Fête du lac');
    expect((await mailsTo(t.db.database.dataSource, 'old@example.org'))[0].subject).toBe('Inscription annulée : Fête du lac');
  });

  it('deletes a participation, offering its place to the waiting list', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const v = await volunteer(t, o.organization.id, { email: 'deleted@example.org' });
    const a = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: v });
    await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: await volunteer(t, o.organization.id) });
    const entry = await waitingEntry(t, o, p.eventId, p.slotA, await volunteer(t, o.organization.id));
    expect((await o.ok(DELETE, { id: a })).deleteParticipation).toBe(true);
    expect(await entryStatus(t, entry)).toBe('offered');
    expect((await mailsTo(t.db.database.dataSource, 'deleted@example.org'))[0].subject).toBe('Inscription annulée : Fête du lac');
    const again = await o.call(DELETE, { id: a });
    expect(again.errors?.[0]).toMatchObject({ message: "Cette inscription n'existe pas", extensions: { code: 'NOT_FOUND' } });
  });
});

describe('tenant scoping', () => {
  it('never shows or changes another organization’s event, participation, volunteer or slot', async () => {
    const owner = await organizer(t);
    const p = await planning(owner);
    const v = await volunteer(t, owner.organization.id);
    const id = await participation(t, owner, { eventId: p.eventId, slotId: p.slotA, volunteer: v, status: 0 });
    const intruder = await organizer(t);
    const own = await planning(intruder);
    const mine = await volunteer(t, intruder.organization.id);
    const myParticipation = await participation(t, intruder, { eventId: own.eventId, slotId: own.slotA, volunteer: mine, status: 0 });
    const before = await allMails(t);

    const attempts: Array<[string, Record<string, unknown>]> = [
      [EVENT_PARTICIPATIONS, { eventId: p.eventId }],
      [SET_STATUS, { ids: [id], status: 'ACCEPTED' }],
      [SET_STATUS, { ids: [myParticipation, id], status: 'ACCEPTED' }],
      [MOVE, { id, timeSlotId: p.slotB }],
      [MOVE, { id: myParticipation, timeSlotId: p.slotB }],
      [CHANGE, { id, volunteerId: mine.id }],
      [CHANGE, { id: myParticipation, volunteerId: v.id }],
      [ADD, { input: [{ volunteerId: v.id, timeSlotId: own.slotB }] }],
      [ADD, { input: [{ volunteerId: mine.id, timeSlotId: p.slotB }] }],
      [DELETE, { id }],
    ];
    for (const [query, variables] of attempts) {
      const answer = await intruder.call(query, variables);
      expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    expect(await statusOf(t, id)).toBe(0);
    expect(await statusOf(t, myParticipation)).toBe(0);
    expect(await allMails(t)).toEqual(before);
  });
});

describe('mails', () => {
  it('are written with the change (outbox): an unreachable address changes nothing else', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const v = await volunteer(t, o.organization.id, { email: 'not-an-address' });
    const id = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: v, status: 0 });
    const before = await mailCount(t);
    await o.ok(SET_STATUS, { ids: [id], status: 'ACCEPTED' });
    expect(await mailCount(t)).toBe(before);
    expect(await statusOf(t, id)).toBe(6);
  });
});
