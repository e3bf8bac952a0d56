import { countStatements } from '../sql-count';
import { startTestApp, type TestApp } from '../harness';
import { CREATE_EVENT, CREATE_POSITION, CREATE_SLOT, EVENT_INPUT, eventWithPosition, organizer, type Organizer } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  // A long sweep interval keeps the outbox sweeper's statements out of the SQL count.
  t = await startTestApp({ SWEEP_INTERVAL_MS: '600000' });
});
afterAll(() => t.close());

const BULK = `mutation($input: BulkTimeSlotsInput!) { bulkTimeSlots(input: $input) { created { id } updated { id requiredVolunteerCount } deleted } }`;
const SLOTS = `query($id: ID) { event(id: $id) { positions { name timeSlots { id startTime endTime series requiredVolunteerCount overlappingSlotIds } } } }`;

async function slotsOf(o: Organizer, eventId: string) {
  return (await o.ok(SLOTS, { id: eventId })).event.positions.flatMap((p: { timeSlots: unknown[] }) => p.timeSlots);
}

describe('time slots (GraphQL)', () => {
  it('refuses a slot beyond +10:00 or outside the days, and shows overlaps without refusing them', async () => {
    const o = await organizer(t);
    const { eventId, positionId } = await eventWithPosition(o);
    const overflow = await o.call(CREATE_SLOT, { input: { positionId, startTime: '2030-07-01T20:00:00Z', endTime: '2030-07-02T08:30:00Z' } });
    expect(overflow.errors?.[0].extensions?.fieldErrors).toEqual({ endTime: ['Impossible de dépasser +10:00, veuillez créer un nouveau jour'] });
    const outside = await o.call(CREATE_SLOT, { input: { positionId, startTime: '2030-07-05T08:00:00Z', endTime: '2030-07-05T09:00:00Z' } });
    expect(outside.errors?.[0].extensions?.fieldErrors).toEqual({ startTime: ["Cette tranche horaire n'est dans aucun jour de l'événement"] });
    const reversed = await o.call(CREATE_SLOT, { input: { positionId, startTime: '2030-07-01T09:00:00Z', endTime: '2030-07-01T08:00:00Z' } });
    expect(reversed.errors?.[0].extensions?.fieldErrors).toEqual({ endTime: ['La fin doit être après le début'] });
    const a = (await o.ok(CREATE_SLOT, { input: { positionId, startTime: '2030-07-01T08:00:00Z', endTime: '2030-07-01T10:00:00Z' } })).createTimeSlot;
    expect(a.duration).toBe(7200);
    const b = (await o.ok(CREATE_SLOT, { input: { positionId, startTime: '2030-07-01T09:00:00Z', endTime: '2030-07-01T11:00:00Z' } })).createTimeSlot;
    const c = (await o.ok(CREATE_SLOT, { input: { positionId, startTime: '2030-07-01T11:00:00Z', endTime: '2030-07-01T12:00:00Z' } })).createTimeSlot;
    const slots = await slotsOf(o, eventId);
    expect(slots.map((s: { id: string; overlappingSlotIds: string[] }) => [s.id, s.overlappingSlotIds])).toEqual([
      [a.id, [b.id]],
      [b.id, [a.id]],
      [c.id, []],
    ]);
  });

  it('computes points from the reward category or the slot rate', async () => {
    const o = await organizer(t);
    const { eventId, positionId } = await eventWithPosition(o);
    const { createRewardCategory } = await o.ok(`mutation($input: RewardCategoryInput!) { createRewardCategory(input: $input) { id hourlyRate isDefault } }`, {
      input: { eventId, name: 'Standard', hourlyRate: 10, isDefault: true },
    });
    const slot = `mutation($input: TimeSlotInput!) { createTimeSlot(input: $input) { hourlyRate points rewardCategory { name } } }`;
    const byCategory = await o.ok(slot, { input: { positionId, startTime: '2030-07-01T08:00:00Z', endTime: '2030-07-01T09:30:00Z', rewardCategoryId: createRewardCategory.id } });
    expect(byCategory.createTimeSlot).toEqual({ hourlyRate: 10, points: 15, rewardCategory: { name: 'Standard' } });
    const own = await o.ok(slot, { input: { positionId, startTime: '2030-07-01T08:00:00Z', endTime: '2030-07-01T09:00:00Z', rewardCategoryId: createRewardCategory.id, hourlyRate: 4 } });
    expect(own.createTimeSlot.points).toBe(4);
  });

  it('applies a bulk in one transaction: a bad item writes nothing', async () => {
    const o = await organizer(t);
    const { eventId, positionId } = await eventWithPosition(o);
    const first = (await o.ok(CREATE_SLOT, { input: { positionId, startTime: '2030-07-01T08:00:00Z', endTime: '2030-07-01T09:00:00Z' } })).createTimeSlot;
    const second = (await o.ok(CREATE_SLOT, { input: { positionId, startTime: '2030-07-01T10:00:00Z', endTime: '2030-07-01T11:00:00Z' } })).createTimeSlot;
    const bad = await o.call(BULK, {
      input: {
        create: [
          { positionId, startTime: '2030-07-01T12:00:00Z', endTime: '2030-07-01T13:00:00Z' },
          { positionId, startTime: '2030-07-01T20:00:00Z', endTime: '2030-07-02T09:00:00Z' },
        ],
        update: [{ id: first.id, requiredVolunteerCount: 7 }],
        delete: [second.id],
      },
    });
    expect(bad.errors?.[0].extensions?.fieldErrors).toEqual({ 'create[1].endTime': ['Impossible de dépasser +10:00, veuillez créer un nouveau jour'] });
    let slots = await slotsOf(o, eventId);
    expect(slots.map((s: { id: string; requiredVolunteerCount: number }) => [s.id, s.requiredVolunteerCount])).toEqual([[first.id, 0], [second.id, 0]]);
    const good = await o.ok(BULK, {
      input: { create: [{ positionId, startTime: '2030-07-01T12:00:00Z', endTime: '2030-07-01T13:00:00Z' }], update: [{ id: first.id, requiredVolunteerCount: 7 }], delete: [second.id] },
    });
    expect(good.bulkTimeSlots.updated).toEqual([{ id: first.id, requiredVolunteerCount: 7 }]);
    expect(good.bulkTimeSlots.deleted).toEqual([second.id]);
    slots = await slotsOf(o, eventId);
    expect(slots).toHaveLength(2);
  });

  it('creates, edits and deletes a series from a recurrence rule', async () => {
    const o = await organizer(t);
    const { eventId, positionId } = await eventWithPosition(o);
    const { createTimeSlotSeries } = await o.ok(
      `mutation($input: TimeSlotSeriesInput!) { createTimeSlotSeries(input: $input) { id series startTime endTime recurrence { everyMinutes days } } }`,
      { input: { positionId, requiredVolunteerCount: 2, recurrence: { days: ['2030-07-01', '2030-07-02'], from: '08:00', to: '20:00', everyMinutes: 120, slotMinutes: 120 } } },
    );
    expect(createTimeSlotSeries).toHaveLength(12);
    expect(createTimeSlotSeries[0]).toMatchObject({ startTime: '2030-07-01T06:00:00.000Z', endTime: '2030-07-01T08:00:00.000Z', recurrence: { everyMinutes: 120, days: ['2030-07-01', '2030-07-02'] } });
    const series = createTimeSlotSeries[0].series;
    expect(new Set(createTimeSlotSeries.map((s: { series: string }) => s.series))).toEqual(new Set([series]));
    const updated = await o.ok(`mutation($series: String!) { updateTimeSlotSeries(series: $series, input: { requiredVolunteerCount: 4 }) { requiredVolunteerCount } }`, { series });
    expect(updated.updateTimeSlotSeries.every((s: { requiredVolunteerCount: number }) => s.requiredVolunteerCount === 4)).toBe(true);
    const empty = await o.call(`mutation($input: TimeSlotSeriesInput!) { createTimeSlotSeries(input: $input) { id } }`, {
      input: { positionId, recurrence: { days: ['2030-07-01'], from: '08:00', to: '09:00', everyMinutes: 60, slotMinutes: 120 } },
    });
    expect(empty.errors?.[0].extensions?.fieldErrors).toEqual({ recurrence: ['Cette récurrence ne crée aucune tranche horaire'] });
    expect((await o.ok(`mutation($series: String!) { deleteTimeSlotSeries(series: $series) }`, { series })).deleteTimeSlotSeries).toBe(12);
    expect(await slotsOf(o, eventId)).toEqual([]);
    const gone = await o.call(`mutation($series: String!) { deleteTimeSlotSeries(series: $series) }`, { series });
    expect(gone.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it("copies one day's slots to another day", async () => {
    const o = await organizer(t);
    const { eventId, positionId } = await eventWithPosition(o);
    await o.ok(CREATE_SLOT, { input: { positionId, startTime: '2030-07-01T08:00:00Z', endTime: '2030-07-01T09:00:00Z', requiredVolunteerCount: 3 } });
    const { copyDaySlots } = await o.ok(`mutation($id: ID!) { copyDaySlots(eventId: $id, fromDay: "2030-07-01", toDay: "2030-07-02") { startTime requiredVolunteerCount } }`, { id: eventId });
    expect(copyDaySlots).toEqual([{ startTime: '2030-07-02T08:00:00.000Z', requiredVolunteerCount: 3 }]);
    const noDay = await o.call(`mutation($id: ID!) { copyDaySlots(eventId: $id, fromDay: "2030-07-01", toDay: "2030-07-09") { id } }`, { id: eventId });
    expect(noDay.errors?.[0].extensions?.fieldErrors).toEqual({ toDay: ["Cette tranche horaire n'est dans aucun jour de l'événement"] });
  });

  it('previews an import with row errors, writes nothing on errors, then imports all rows; export round-trips', async () => {
    const o = await organizer(t);
    const { eventId } = await eventWithPosition(o);
    const header = 'sector,position,positionDescription,date,start,end,requiredVolunteerCount,description,isPrivate,rewardCategory';
    const csv = (lines: string[]) => Buffer.from([header, ...lines].join('\n')).toString('base64');
    const IMPORT = `mutation($input: ImportPlanningInput!) { importPlanning(input: $input) { dryRun createdSectors createdPositions createdTimeSlots rows { row position errors { field message } } } }`;
    const broken = csv(['Accueil,Caisse,,01.07.2030,09:00,11:00,2,,false,', 'Accueil,Caisse,,2030-07-01,09:00,11:00,2,,false,', ',Bar,,01.07.2030,22:00,11:00,1,,,Gold']);
    const preview = await o.ok(IMPORT, { input: { eventId, fileBase64: broken, format: 'CSV', dryRun: false } });
    expect(preview.importPlanning.dryRun).toBe(true);
    expect(preview.importPlanning.rows).toEqual([
      { row: 2, position: 'Caisse', errors: [] },
      { row: 3, position: 'Caisse', errors: [{ field: 'date', message: 'Entrez une date valide' }] },
      { row: 4, position: 'Bar', errors: [{ field: 'rewardCategory', message: 'Référence inconnue' }] },
    ]);
    expect(await slotsOf(o, eventId)).toEqual([]);
    const good = csv(['Accueil,Caisse,Encaisser,01.07.2030,09:00,11:00,2,Matin,true,', ',Bar,,01.07.2030,21:00,23:00,1,,,']);
    const dry = await o.ok(IMPORT, { input: { eventId, fileBase64: good, format: 'CSV', dryRun: true } });
    expect(dry.importPlanning).toMatchObject({ dryRun: true, createdSectors: 1, createdPositions: 1, createdTimeSlots: 2 });
    expect(await slotsOf(o, eventId)).toEqual([]);
    const done = await o.ok(IMPORT, { input: { eventId, fileBase64: good, format: 'CSV', dryRun: false } });
    expect(done.importPlanning.dryRun).toBe(false);
    const slots = await slotsOf(o, eventId);
    expect(slots.map((s: { startTime: string; endTime: string }) => [s.startTime, s.endTime])).toEqual([
      ['2030-07-01T19:00:00.000Z', '2030-07-01T21:00:00.000Z'],
      ['2030-07-01T07:00:00.000Z', '2030-07-01T09:00:00.000Z'],
    ]);
    for (const format of ['CSV', 'XLSX']) {
      const { exportPlanning } = await o.ok(`mutation($id: ID!, $format: PlanningFormat!) { exportPlanning(eventId: $id, format: $format) { fileName fileBase64 } }`, { id: eventId, format });
      expect(exportPlanning.fileName).toBe(`Fête-du-lac-planning.${format.toLowerCase()}`);
      const { createEvent } = await o.ok(CREATE_EVENT, { input: EVENT_INPUT });
      const again = await o.ok(IMPORT, { input: { eventId: createEvent.id, fileBase64: exportPlanning.fileBase64, format, dryRun: false } });
      expect(again.importPlanning).toMatchObject({ dryRun: false, createdSectors: 1, createdPositions: 2, createdTimeSlots: 2 });
      const copied = await o.ok(`query($id: ID) { event(id: $id) { positions { name description sector { name } timeSlots { startTime endTime requiredVolunteerCount description isPrivate } } } }`, { id: createEvent.id });
      expect(copied.event.positions).toEqual([
        { name: 'Bar', description: '', sector: null, timeSlots: [{ startTime: '2030-07-01T19:00:00.000Z', endTime: '2030-07-01T21:00:00.000Z', requiredVolunteerCount: 1, description: '', isPrivate: false }] },
        { name: 'Caisse', description: 'Encaisser', sector: { name: 'Accueil' }, timeSlots: [{ startTime: '2030-07-01T07:00:00.000Z', endTime: '2030-07-01T09:00:00.000Z', requiredVolunteerCount: 2, description: 'Matin', isPrivate: true }] },
      ]);
    }
  });
});

describe('planning query cost', () => {
  const PLANNING = `query($id: ID) { event(id: $id) { days { startsAt } positions { tags { id } timeSlots { rewardCategory { id } participants { id } } } } }`;

  /** Seeds positions x slots (each slot with one participation, each position with a tag) in bulk SQL. */
  async function seed(o: Organizer, positions: number, slotsPerPosition: number): Promise<string> {
    const { createEvent } = await o.ok(CREATE_EVENT, { input: EVENT_INPUT });
    const { createTag } = await o.ok(`mutation($input: TagInput!) { createTag(input: $input) { id } }`, { input: { eventId: createEvent.id, name: 'Jeunes' } });
    const { createRewardCategory } = await o.ok(`mutation($input: RewardCategoryInput!) { createRewardCategory(input: $input) { id } }`, { input: { eventId: createEvent.id, name: 'Base', hourlyRate: 1 } });
    const q = t.db.database.dataSource.manager;
    const org = o.organization.id;
    await q.query(`INSERT INTO position (organization_id, event_id, name, "order") SELECT $1, $2, 'P' || n, n FROM generate_series(1, $3) n`, [org, createEvent.id, positions]);
    await q.query(`INSERT INTO position_tag (position_id, tag_id) SELECT id, $2 FROM position WHERE event_id = $1`, [createEvent.id, createTag.id]);
    await q.query(
      `INSERT INTO time_slot (organization_id, event_id, position_id, start_time, end_time, required_volunteer_count, reward_category_id)
       SELECT $1, $2, p.id, '2030-07-01T06:00:00Z'::timestamptz + (n * interval '20 minutes'), '2030-07-01T06:20:00Z'::timestamptz + (n * interval '20 minutes'), 2, $4
       FROM position p CROSS JOIN generate_series(0, $3 - 1) n WHERE p.event_id = $2`,
      [org, createEvent.id, slotsPerPosition, createRewardCategory.id],
    );
    await q.query(
      `INSERT INTO participation (organization_id, event_id, time_slot_id, first_name) SELECT $1, $2, id, 'V' FROM time_slot WHERE event_id = $2`,
      [org, createEvent.id],
    );
    return createEvent.id;
  }

  it('costs the same number of SQL statements for 3 x 5 and 30 x 40 slots', async () => {
    const o = await organizer(t);
    const small = await seed(o, 3, 5);
    const large = await seed(o, 30, 40);
    const run = (id: string) => async () => {
      const data = await o.ok(PLANNING, { id });
      return data.event.positions.flatMap((p: { timeSlots: unknown[] }) => p.timeSlots).length;
    };
    let smallSlots = 0;
    let largeSlots = 0;
    const smallCount = await countStatements(async () => { smallSlots = await run(small)(); });
    const largeCount = await countStatements(async () => { largeSlots = await run(large)(); });
    expect([smallSlots, largeSlots]).toEqual([15, 1200]);
    expect(largeCount).toBe(smallCount);
    expect(smallCount).toBeLessThanOrEqual(12);
  });

  it('loads one window of slots per position list with the same statement count', async () => {
    const o = await organizer(t);
    const id = await seed(o, 4, 30);
    const windowed = `query($id: ID, $from: DateTime, $to: DateTime) { event(id: $id) { positions(from: $from, to: $to) { timeSlots { id } } } }`;
    const data = await o.ok(windowed, { id, from: '2030-07-01T06:00:00Z', to: '2030-07-01T07:00:00Z' });
    expect(data.event.positions.map((p: { timeSlots: unknown[] }) => p.timeSlots.length)).toEqual([3, 3, 3, 3]);
    void CREATE_POSITION;
  });
});
