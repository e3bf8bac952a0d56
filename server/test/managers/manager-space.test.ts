import { gql, startTestApp, type TestApp } from '../harness';
import { organizer, type Organizer } from '../events/fixtures';
import { pdfText } from '../badges/fixtures';
import { entryStatus, participation, planning, statusOf, volunteer, waitingEntry, type Planning, type VolunteerRow } from '../participations/fixtures';
import { mailsTo } from '../mails';
import {
  ASSIGNMENTS_PDF,
  CANCEL_SLOTS,
  MANAGER_EVENT,
  MEALS_PDF,
  PUBLIC_VIEW,
  UPDATE_MANAGER,
  createManager,
  signIn,
  type ManagerClient,
} from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.db.database.dataSource;

interface Scene {
  o: Organizer;
  p: Planning;
  manager: { id: string; email: string };
  client: ManagerClient;
  anna: VolunteerRow;
  ben: VolunteerRow;
  /** Anna on Bar 10:00 (accepted), Ben on Bar 10:00 (pending), Carl on Cuisine day 2 (accepted), Dora cancelled. */
  ids: { anna: string; ben: string; carl: string; dora: string };
  sectorId: number;
}

/** An event with a sector (Bar in "Buvette"), four participations and a signed-in manager of the event. */
async function scene(): Promise<Scene> {
  const o = await organizer(t);
  const p = await planning(o);
  const [{ id: sectorId }] = await db().query(`INSERT INTO sector (organization_id, event_id, name) VALUES ($1, $2, 'Buvette') RETURNING id`, [o.organization.id, Number(p.eventId)]);
  await db().query('UPDATE position SET sector_id = $1 WHERE id = $2', [sectorId, Number(p.bar)]);
  const anna = await volunteer(t, o.organization.id, { first_name: 'Anna', last_name: 'Keller', email: 'anna@example.org' });
  const ben = await volunteer(t, o.organization.id, { first_name: 'Ben', last_name: 'Weber', email: 'ben@example.org' });
  const carl = await volunteer(t, o.organization.id, { first_name: 'Carl', last_name: 'Meier', email: 'carl@example.org' });
  const dora = await volunteer(t, o.organization.id, { first_name: 'Dora', last_name: 'Frei', email: 'dora@example.org' });
  const ids = {
    anna: await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: anna, status: 6 }),
    ben: await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: ben, status: 0 }),
    carl: await participation(t, o, { eventId: p.eventId, slotId: p.slotD, volunteer: carl, status: 6, nb: 3, groupName: 'Famille Meier' }),
    dora: await participation(t, o, { eventId: p.eventId, slotId: p.slotB, volunteer: dora, status: 4 }),
  };
  await db().query(`UPDATE participation SET phone_number = '+41 79 123 45 67' WHERE id = $1`, [Number(ids.anna)]);
  const manager = await createManager(o, [p.eventId]);
  const client = await signIn(t, manager.email, o.organization.id);
  return { o, p, manager, client, anna, ben, ids, sectorId: Number(sectorId) };
}

const names = (view: any) => view.rows.map((row: any) => row.volunteerName);

describe('manager event view', () => {
  it('shows the accepted and pending assignments with full names and contact details, by slot and position', async () => {
    const s = await scene();
    const { managerEvent } = await s.client.ok(MANAGER_EVENT, { eventId: s.p.eventId });
    expect(managerEvent).toMatchObject({ id: s.p.eventId, name: 'Fête du lac', timeZone: 'Europe/Zurich', days: ['2030-07-01', '2030-07-02'], canCancelSlots: true });
    expect(managerEvent.positions).toEqual([
      { id: s.p.bar, name: 'Bar', sectorId: String(s.sectorId) },
      { id: s.p.kitchen, name: 'Cuisine', sectorId: null },
    ]);
    expect(managerEvent.sectors).toEqual([{ id: String(s.sectorId), name: 'Buvette' }]);
    // Dora's cancelled participation is not shown; Anna before Ben (names within a slot).
    expect(names(managerEvent)).toEqual(['Anna Keller', 'Ben Weber', 'Carl Meier']);
    expect(managerEvent.rows[0]).toEqual({
      participationId: s.ids.anna,
      day: '2030-07-01',
      startsAt: '2030-07-01T08:00:00.000Z',
      endsAt: '2030-07-01T10:00:00.000Z',
      sectorName: 'Buvette',
      positionId: s.p.bar,
      positionName: 'Bar',
      volunteerName: 'Anna Keller',
      email: 'anna@example.org',
      phoneNumber: '+41 79 123 45 67',
      nbParticipants: 1,
      groupName: null,
      validationStatus: 6,
    });
    expect(managerEvent.rows[2]).toMatchObject({ day: '2030-07-02', positionName: 'Cuisine', nbParticipants: 3, groupName: 'Famille Meier', sectorName: null });
  });

  it('filters by day (event time zone), position, sector, status and search', async () => {
    const s = await scene();
    // A slot starting at 00:30 in Zurich on 2 July is 22:30 UTC on 1 July: it belongs to 2 July.
    const [{ id: lateSlot }] = await db().query(
      `INSERT INTO time_slot (organization_id, event_id, position_id, start_time, end_time, required_volunteer_count)
       VALUES ($1, $2, $3, '2030-07-01T22:30:00Z', '2030-07-02T01:00:00Z', 2) RETURNING id`,
      [s.o.organization.id, Number(s.p.eventId), Number(s.p.bar)],
    );
    const eve = await volunteer(t, s.o.organization.id, { first_name: 'Eve', last_name: 'Nacht' });
    await participation(t, s.o, { eventId: s.p.eventId, slotId: String(lateSlot), volunteer: eve, status: 6 });
    const view = async (filter: Record<string, unknown>) => names((await s.client.ok(MANAGER_EVENT, { eventId: s.p.eventId, filter })).managerEvent);
    expect(await view({ days: ['2030-07-02'] })).toEqual(['Eve Nacht', 'Carl Meier']);
    expect(await view({ days: ['2030-07-01'] })).toEqual(['Anna Keller', 'Ben Weber']);
    expect(await view({ positionIds: [s.p.kitchen] })).toEqual(['Carl Meier']);
    expect(await view({ sectorIds: [String(s.sectorId)] })).toEqual(['Anna Keller', 'Ben Weber', 'Eve Nacht']);
    expect(await view({ statuses: [0] })).toEqual(['Ben Weber']);
    expect(await view({ search: 'kel ann' })).toEqual(['Anna Keller']);
    expect(await view({ search: 'famille' })).toEqual(['Carl Meier']);
    expect(await view({ days: ['2030-07-01'], positionIds: [s.p.kitchen] })).toEqual([]);
    // Only the active statuses are rows of the manager's list.
    const refused = await s.client.call(MANAGER_EVENT, { eventId: s.p.eventId, filter: { statuses: [4] } });
    expect(refused.errors?.[0].extensions?.fieldErrors).toEqual({ statuses: ['Référence inconnue'] });
  });

  it('shows meal counts with names to the manager', async () => {
    const s = await scene();
    await s.o.ok(`mutation($eventId: ID!, $input: MealInput!) { createMeal(eventId: $eventId, input: $input) { id } }`, {
      eventId: s.p.eventId,
      input: { name: 'Dîner', positionIds: [s.p.bar], slotIds: [] },
    });
    const { managerEvent } = await s.client.ok(MANAGER_EVENT, { eventId: s.p.eventId });
    expect(managerEvent.meals).toEqual([
      expect.objectContaining({ day: '2030-07-01', mealName: 'Dîner', count: 1, volunteers: [expect.objectContaining({ name: 'Anna Keller', positionName: 'Bar' })] }),
    ]);
    expect((await s.client.ok(MANAGER_EVENT, { eventId: s.p.eventId, filter: { days: ['2030-07-02'] } })).managerEvent.meals).toEqual([]);
  });

  it('prints the assignments and the meals as PDFs', async () => {
    const s = await scene();
    await s.o.ok(`mutation($eventId: ID!, $input: MealInput!) { createMeal(eventId: $eventId, input: $input) { id } }`, {
      eventId: s.p.eventId,
      input: { name: 'Dîner', positionIds: [s.p.bar], slotIds: [] },
    });
    const { managerAssignmentsPdf } = await s.client.ok(ASSIGNMENTS_PDF, { eventId: s.p.eventId, filter: { days: ['2030-07-01'] } });
    expect(managerAssignmentsPdf.mimeType).toBe('application/pdf');
    const { text } = await pdfText(Buffer.from(managerAssignmentsPdf.base64, 'base64'));
    expect(text).toContain('Anna');
    expect(text).toContain('Bar');
    expect(text).not.toContain('Carl');
    const { managerMealsPdf } = await s.client.ok(MEALS_PDF, { eventId: s.p.eventId });
    expect(managerMealsPdf.mimeType).toBe('application/pdf');
    const meals = await pdfText(Buffer.from(managerMealsPdf.base64, 'base64'));
    expect(meals.text).toContain('Dîner');
    expect(meals.text).toContain('Anna');
  });
});

describe('public manager view', () => {
  it('shows names per volunteerNameDisplay and no contact details', async () => {
    const s = await scene();
    const [{ uuid, overview_secret: secret }] = await db().query('SELECT uuid, overview_secret FROM event WHERE id = $1', [Number(s.p.eventId)]);
    const setDisplay = (display: string) =>
      db().query(`UPDATE event SET configuration = configuration || jsonb_build_object('volunteerNameDisplay', $1::text) WHERE id = $2`, [display, Number(s.p.eventId)]);
    await s.o.ok(`mutation($eventId: ID!, $input: MealInput!) { createMeal(eventId: $eventId, input: $input) { id } }`, {
      eventId: s.p.eventId,
      input: { name: 'Dîner', positionIds: [s.p.bar], slotIds: [] },
    });
    await setDisplay('last_name_abbreviated');
    const { publicManagerEvent } = (await gql<any>(t.agent(), t.server.url, PUBLIC_VIEW, { uuid, secret })).data;
    // The kitchen's counts, without the names the event does not show in full.
    expect(publicManagerEvent.meals).toEqual([expect.objectContaining({ mealName: 'Dîner', count: 1, volunteers: [] })]);
    expect(names(publicManagerEvent)).toEqual(['Anna K.', 'Ben W.', 'Carl M.']);
    expect(publicManagerEvent.rows.every((row: any) => row.email === null && row.phoneNumber === null)).toBe(true);
    expect(publicManagerEvent.canCancelSlots).toBe(false);
    await setDisplay('nothing');
    expect(names((await gql<any>(t.agent(), t.server.url, PUBLIC_VIEW, { uuid, secret })).data.publicManagerEvent)).toEqual(['', '', '']);
    await setDisplay('full_name');
    const full = (await gql<any>(t.agent(), t.server.url, PUBLIC_VIEW, { uuid, secret })).data.publicManagerEvent;
    expect(names(full)).toEqual(['Anna Keller', 'Ben Weber', 'Carl Meier']);
    expect(full.meals[0].volunteers).toEqual([expect.objectContaining({ name: 'Anna Keller' })]);
    expect(full.rows.every((row: any) => row.email === null && row.phoneNumber === null)).toBe(true);
  });
});

describe('a manager never sees an event outside its eventIds', () => {
  it('answers NOT_FOUND to every operation with another event, of its organization or another', async () => {
    const s = await scene();
    const sibling = await planning(s.o, { name: 'Autre fête' });
    const other = await organizer(t);
    const foreign = await planning(other);
    const siblingVolunteer = await volunteer(t, s.o.organization.id);
    const siblingParticipation = await participation(t, s.o, { eventId: sibling.eventId, slotId: sibling.slotA, volunteer: siblingVolunteer });
    for (const eventId of [sibling.eventId, foreign.eventId, '999999', 'abc']) {
      for (const [query, variables] of [
        [MANAGER_EVENT, { eventId }],
        [ASSIGNMENTS_PDF, { eventId }],
        [MEALS_PDF, { eventId }],
        [CANCEL_SLOTS, { eventId, ids: [siblingParticipation] }],
      ] as const) {
        const answer = await s.client.call(query, variables);
        expect([eventId, answer.errors?.[0].extensions?.code]).toEqual([eventId, 'NOT_FOUND']);
      }
    }
    // Its own event with another event's participation: NOT_FOUND, nothing cancelled.
    const mixed = await s.client.call(CANCEL_SLOTS, { eventId: s.p.eventId, ids: [s.ids.anna, siblingParticipation] });
    expect(mixed.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await statusOf(t, s.ids.anna)).toBe(6);
    expect(await statusOf(t, siblingParticipation)).toBe(6);

    // REST: the manager variants and cancel_slots with the manager's credentials.
    const creds = { email: s.manager.email, password: 'manager-secret-1', orgId: s.o.organization.id };
    const [{ uuid: siblingUuid }] = await db().query('SELECT uuid FROM event WHERE id = $1', [Number(sibling.eventId)]);
    const [{ uuid: foreignUuid }] = await db().query('SELECT uuid FROM event WHERE id = $1', [Number(foreign.eventId)]);
    for (const uuid of [siblingUuid, foreignUuid]) {
      expect((await t.agent().get(`/apis/organizer/v1/publicevent/${uuid}/`).query(creds)).status).toBe(404);
    }
    // participations2 sends no orgId: the event's organization is the manager's, or the credentials fail there.
    expect((await t.agent().get(`/apis/organizer/v1/events/${sibling.eventId}/participations2/`).query({ email: creds.email, password: creds.password })).status).toBe(404);
    expect((await t.agent().get(`/apis/organizer/v1/events/${foreign.eventId}/participations2/`).query({ email: creds.email, password: creds.password })).status).toBe(401);
    for (const eventId of [sibling.eventId, foreign.eventId]) {
      expect((await t.agent().get(`/apis/organizer/v1/events/${eventId}/participations2/`).query(creds)).status).toBe(404);
      const cancel = await t.agent().post(`/apis/organizer/v1/events/${eventId}/cancel_slots/`).send({ ...creds, slots: [Number(siblingParticipation)] });
      expect(cancel.status).toBe(404);
    }
    expect(await statusOf(t, siblingParticipation)).toBe(6);

    // Taking the event out of eventIds locks the open session out at once.
    expect((await s.client.call(MANAGER_EVENT, { eventId: s.p.eventId })).errors).toBeUndefined();
    await s.o.ok(UPDATE_MANAGER, { id: s.manager.id, input: { email: s.manager.email, eventIds: [sibling.eventId] } });
    expect((await s.client.call(MANAGER_EVENT, { eventId: s.p.eventId })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await s.client.ok(MANAGER_EVENT, { eventId: sibling.eventId })).managerEvent.name).toBe('Autre fête');
  });

  it("reads the manager's event with its header even beside another organization's organizer cookie", async () => {
    const s = await scene();
    await s.o.ok(`mutation($eventId: ID!, $input: MealInput!) { createMeal(eventId: $eventId, input: $input) { id } }`, {
      eventId: s.p.eventId,
      input: { name: 'Dîner', positionIds: [s.p.bar], slotIds: [] },
    });
    const other = await organizer(t);
    const answer = await gql<any>(other.agent, t.server.url, MANAGER_EVENT, { eventId: s.p.eventId }, { headers: { 'X-Manager-Token': s.client.token } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.managerEvent.meals).toEqual([expect.objectContaining({ mealName: 'Dîner', count: 1 })]);
  });

  it('refuses the manager operations without a manager session', async () => {
    const s = await scene();
    for (const [query, variables] of [
      [MANAGER_EVENT, { eventId: s.p.eventId }],
      [ASSIGNMENTS_PDF, { eventId: s.p.eventId }],
      [MEALS_PDF, { eventId: s.p.eventId }],
      [CANCEL_SLOTS, { eventId: s.p.eventId, ids: [s.ids.anna] }],
    ] as const) {
      // Neither anonymous nor the organizer (its session is no manager's).
      expect((await gql(t.agent(), t.server.url, query, variables)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await s.o.call(query, variables)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(await statusOf(t, s.ids.anna)).toBe(6);
  });
});

describe('cancel slots', () => {
  it('cancels on behalf of volunteers in one transaction, frees the places and offers them to the waiting list', async () => {
    const s = await scene();
    // Bar 10:00 holds 2 places: Anna (accepted) and Ben (pending) fill it; Walter waits.
    const walter = await volunteer(t, s.o.organization.id, { first_name: 'Walter', last_name: 'Wartend', email: 'walter@example.org' });
    const entry = await waitingEntry(t, s.o, s.p.eventId, s.p.slotA, walter);
    expect((await s.client.ok(CANCEL_SLOTS, { eventId: s.p.eventId, ids: [s.ids.anna] })).managerCancelSlots).toBe(1);
    expect(await statusOf(t, s.ids.anna)).toBe(4);
    expect(await entryStatus(t, entry)).toBe('offered');
    expect((await mailsTo(db(), 'walter@example.org')).length).toBe(1);
    expect((await mailsTo(db(), 'anna@example.org')).length).toBe(1);
    expect(names((await s.client.ok(MANAGER_EVENT, { eventId: s.p.eventId })).managerEvent)).toEqual(['Ben Weber', 'Carl Meier']);
    // One refused participation (a rejected one is not active) cancels nothing.
    await db().query('UPDATE participation SET validation_status = 2 WHERE id = $1', [Number(s.ids.dora)]);
    const refused = await s.client.call(CANCEL_SLOTS, { eventId: s.p.eventId, ids: [s.ids.ben, s.ids.dora] });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(await statusOf(t, s.ids.ben)).toBe(0);
    // Only what it cancelled now is counted: Anna is already cancelled.
    expect((await s.client.ok(CANCEL_SLOTS, { eventId: s.p.eventId, ids: [s.ids.anna, s.ids.ben] })).managerCancelSlots).toBe(1);
    expect(await statusOf(t, s.ids.ben)).toBe(4);
    const empty = await s.client.call(CANCEL_SLOTS, { eventId: s.p.eventId, ids: [] });
    expect(empty.errors?.[0].extensions?.fieldErrors).toEqual({ participationIds: ['Choisissez au moins une inscription'] });
  });

  it('POST events/{id}/cancel_slots/ with the manager credentials in the body', async () => {
    const s = await scene();
    const body = { slots: [Number(s.ids.ben)], email: s.manager.email, password: 'manager-secret-1', orgId: s.o.organization.id };
    const answer = await t.agent().post(`/apis/organizer/v1/events/${s.p.eventId}/cancel_slots/`).send(body);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ cancelled: 1 });
    expect(await statusOf(t, s.ids.ben)).toBe(4);
    const wrong = await t.agent().post(`/apis/organizer/v1/events/${s.p.eventId}/cancel_slots/`).send({ ...body, password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.detail).toBe('Erreur de connexion, contrôler vos informations');
    // The session header works as well; nothing at all answers 401.
    const withToken = await t.agent().post(`/apis/organizer/v1/events/${s.p.eventId}/cancel_slots/`).set('X-Manager-Token', s.client.token).send({ slots: [Number(s.ids.anna)] });
    expect(withToken.body).toEqual({ cancelled: 1 });
    expect((await t.agent().post(`/apis/organizer/v1/events/${s.p.eventId}/cancel_slots/`).send({ slots: [1] })).status).toBe(401);
  });
});
