import { mealsService } from '../../src/modules/meals/meals.service';
import { organizer, type Organizer } from '../events/fixtures';
import { csrfOf, startTestApp, type TestApp } from '../harness';
import { participation, planning, serviceContext, volunteer, type Planning } from '../participations/fixtures';
import { CREATE_MEAL, DELETE_MEAL, MEAL_COUNTS, MEALS, UPDATE_MEAL, meal } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sql = (query: string, params: unknown[] = []) => t.db.database.dataSource.query(query, params);

describe('meals: configuration', () => {
  it('creates, lists by order, updates and deletes an event’s meals, granted by positions and slots', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const lunch = await meal(o, p.eventId, 'Déjeuner', { positionIds: [p.bar], slotIds: [p.slotD] });
    expect(lunch).toEqual({ id: expect.any(String), eventId: p.eventId, name: 'Déjeuner', order: 0, positionIds: [p.bar], slotIds: [p.slotD] });
    const dinner = await meal(o, p.eventId, 'Dîner', { positionIds: [p.kitchen, p.bar] });
    expect(dinner.order).toBe(1);
    expect(dinner.positionIds).toEqual([p.bar, p.kitchen].sort((a, b) => Number(a) - Number(b)));

    const updated = (await o.ok(UPDATE_MEAL, { id: lunch.id, input: { name: ' Repas de midi ', positionIds: [], slotIds: [p.slotA, p.slotB] } })).updateMeal;
    expect(updated).toMatchObject({ name: 'Repas de midi', order: 0, positionIds: [], slotIds: [p.slotA, p.slotB] });
    expect((await o.ok(MEALS, { eventId: p.eventId })).meals.map((m: { name: string }) => m.name)).toEqual(['Repas de midi', 'Dîner']);

    // A deleted slot leaves the meals that granted it.
    await sql('DELETE FROM time_slot WHERE id = $1', [Number(p.slotB)]);
    expect((await o.ok(MEALS, { eventId: p.eventId })).meals[0].slotIds).toEqual([p.slotA]);

    expect((await o.ok(DELETE_MEAL, { id: dinner.id })).deleteMeal).toBe(true);
    expect((await o.ok(MEALS, { eventId: p.eventId })).meals.map((m: { id: string }) => m.id)).toEqual([lunch.id]);
  });

  it('refuses a missing name, a taken name, and positions or slots of another event', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const other = await planning(o, { name: 'Autre fête' });
    const noName = await o.call(CREATE_MEAL, { eventId: p.eventId, input: { name: '  ', positionIds: [], slotIds: [] } });
    expect(noName.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { name: [expect.any(String)] } });
    const foreignPosition = await o.call(CREATE_MEAL, { eventId: p.eventId, input: { name: 'Déjeuner', positionIds: [other.bar], slotIds: [] } });
    expect(foreignPosition.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { positionIds: ['Référence inconnue'] } });
    const foreignSlot = await o.call(CREATE_MEAL, { eventId: p.eventId, input: { name: 'Déjeuner', positionIds: [], slotIds: [p.slotA, other.slotA] } });
    expect(foreignSlot.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { slotIds: ['Référence inconnue'] } });
    expect(await sql('SELECT id FROM meal WHERE event_id = $1', [Number(p.eventId)])).toEqual([]);

    await meal(o, p.eventId, 'Déjeuner', { positionIds: [p.bar] });
    const taken = await o.call(CREATE_MEAL, { eventId: p.eventId, input: { name: 'déjeuner', positionIds: [], slotIds: [] } });
    expect(taken.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { name: ['Un repas de cet événement porte déjà ce nom'] } });
    // The same name in another event is fine.
    expect((await o.call(CREATE_MEAL, { eventId: other.eventId, input: { name: 'Déjeuner', positionIds: [], slotIds: [] } })).errors).toBeUndefined();
  });

  it('answers NOT_FOUND for another organization’s event or meal', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const lunch = await meal(o, p.eventId, 'Déjeuner', { positionIds: [p.bar] });
    const stranger = await organizer(t);
    for (const [query, variables] of [
      [MEALS, { eventId: p.eventId }],
      [MEAL_COUNTS, { eventId: p.eventId }],
      [CREATE_MEAL, { eventId: p.eventId, input: { name: 'Intrus', positionIds: [], slotIds: [] } }],
      [UPDATE_MEAL, { id: lunch.id, input: { name: 'Intrus', positionIds: [], slotIds: [] } }],
      [DELETE_MEAL, { id: lunch.id }],
    ] as const) {
      const answer = await stranger.call(query, variables);
      expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    expect((await sql('SELECT name FROM meal WHERE event_id = $1', [Number(p.eventId)])).map((row: { name: string }) => row.name)).toEqual(['Déjeuner']);
  });
});

describe('meals: counts', () => {
  /**
   * Anne: bar 10-12 and 12-14 on day 1 (two shifts, one lunch), kitchen 10-12 on day 2. Marc: kitchen
   * 11-13 on day 1 as a group of 3. Awaiting and cancelled participations eat nothing.
   */
  async function festival(): Promise<{ o: Organizer; p: Planning; anne: { id: string }; marc: { id: string }; lunch: string; dinner: string }> {
    const o = await organizer(t);
    const p = await planning(o);
    const anne = await volunteer(t, o.organization.id, { first_name: 'Anne', last_name: 'Zürcher' });
    const marc = await volunteer(t, o.organization.id, { first_name: 'Marc', last_name: 'Aebi' });
    const waiting = await volunteer(t, o.organization.id, { first_name: 'Wanda', last_name: 'Attente' });
    await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: anne });
    await participation(t, o, { eventId: p.eventId, slotId: p.slotB, volunteer: anne });
    await participation(t, o, { eventId: p.eventId, slotId: p.slotD, volunteer: anne });
    await participation(t, o, { eventId: p.eventId, slotId: p.slotC, volunteer: marc, nb: 3, groupName: 'Les Aebi' });
    await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: waiting, status: 0 });
    await participation(t, o, { eventId: p.eventId, slotId: p.slotC, volunteer: waiting, status: 5 });
    const lunch = (await meal(o, p.eventId, 'Déjeuner', { positionIds: [p.bar], slotIds: [p.slotD] })).id;
    const dinner = (await meal(o, p.eventId, 'Dîner', { positionIds: [p.kitchen] })).id;
    return { o, p, anne, marc, lunch, dinner };
  }

  it('counts a meal once a day per volunteer, per day and meal, with the names and a group’s size', async () => {
    const { o, p, anne, marc, lunch, dinner } = await festival();
    const { mealCounts } = await o.ok(MEAL_COUNTS, { eventId: p.eventId });
    expect(mealCounts).toEqual([
      { day: '2030-07-01', mealId: lunch, mealName: 'Déjeuner', count: 1, volunteers: [{ volunteerId: anne.id, name: 'Anne Zürcher', positionName: 'Bar' }] },
      { day: '2030-07-01', mealId: dinner, mealName: 'Dîner', count: 3, volunteers: [{ volunteerId: marc.id, name: 'Marc Aebi', positionName: 'Cuisine' }] },
      { day: '2030-07-02', mealId: lunch, mealName: 'Déjeuner', count: 1, volunteers: [{ volunteerId: anne.id, name: 'Anne Zürcher', positionName: 'Cuisine' }] },
      { day: '2030-07-02', mealId: dinner, mealName: 'Dîner', count: 1, volunteers: [{ volunteerId: anne.id, name: 'Anne Zürcher', positionName: 'Cuisine' }] },
    ]);
    const dayTwo = (await o.ok(MEAL_COUNTS, { eventId: p.eventId, days: ['2030-07-02'] })).mealCounts;
    expect(dayTwo.map((c: { day: string; mealName: string }) => `${c.day} ${c.mealName}`)).toEqual(['2030-07-02 Déjeuner', '2030-07-02 Dîner']);
  });

  it('takes the day in the event’s time zone and sorts the names; the service reads the given event only', async () => {
    const { o, p, lunch } = await festival();
    // 00:30 in Zurich on July 2nd is still July 1st in UTC: the night shift's meal is on the 2nd.
    const [{ id: night }] = await sql(
      `INSERT INTO time_slot (organization_id, event_id, position_id, start_time, end_time, required_volunteer_count)
       VALUES ($1, $2, $3, '2030-07-01T22:30:00Z', '2030-07-02T01:00:00Z', 2) RETURNING id`,
      [o.organization.id, Number(p.eventId), Number(p.bar)],
    );
    const bruno = await volunteer(t, o.organization.id, { first_name: 'Bruno', last_name: 'Aubert' });
    await participation(t, o, { eventId: p.eventId, slotId: String(night), volunteer: bruno });
    const counts = await mealsService.counts(serviceContext(t), Number(p.eventId), { days: ['2030-07-02'] });
    const dayTwoLunch = counts.find((c) => c.mealId === Number(lunch));
    expect(dayTwoLunch).toMatchObject({ day: '2030-07-02', count: 2 });
    expect(dayTwoLunch?.volunteers.map((v) => v.name)).toEqual(['Bruno Aubert', 'Anne Zürcher']);
    expect(await mealsService.counts(serviceContext(t), Number(p.eventId), { days: ['2030-06-30'] })).toEqual([]);
  });

  it('serves the facade: meals CRUD and counts with ?days', async () => {
    const { o, p, lunch } = await festival();
    const csrf = csrfOf(o.agent, t.server.url);
    const base = '/apis/organizer/v1';
    const list = await o.agent.get(`${base}/events/${p.eventId}/meals/`);
    expect(list.status).toBe(200);
    expect(list.body.map((m: { name: string }) => m.name)).toEqual(['Déjeuner', 'Dîner']);
    const created = await o.agent.post(`${base}/events/${p.eventId}/meals/`).set('X-CSRFToken', csrf).send({ name: 'Goûter', positionIds: [p.kitchen], slotIds: [] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Goûter', order: 2, positionIds: [Number(p.kitchen)], slotIds: [] });
    const bad = await o.agent.post(`${base}/events/${p.eventId}/meals/`).set('X-CSRFToken', csrf).send({ name: 'X', positionIds: [999999], slotIds: [] });
    expect(bad.status).toBe(400);
    const put = await o.agent.put(`${base}/meals/${created.body.id}/`).set('X-CSRFToken', csrf).send({ name: 'Souper', positionIds: [], slotIds: [p.slotA] });
    expect(put.body).toMatchObject({ name: 'Souper', slotIds: [Number(p.slotA)] });
    const counts = await o.agent.get(`${base}/events/${p.eventId}/meal_counts/?days=2030-07-02`);
    expect(counts.status).toBe(200);
    expect(counts.body.map((c: { day: string; mealId: number; count: number }) => [c.day, String(c.mealId), c.count])).toEqual([
      ['2030-07-02', lunch, 1],
      ['2030-07-02', expect.any(String), 1],
    ]);
    expect((await o.agent.delete(`${base}/meals/${created.body.id}/`).set('X-CSRFToken', csrf)).status).toBe(204);
    const stranger = await organizer(t);
    expect((await stranger.agent.get(`${base}/events/${p.eventId}/meal_counts/`)).status).toBe(404);
  });
});
