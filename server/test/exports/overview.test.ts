import { CREATE_SLOT } from '../events/fixtures';
import type { RestOrganizer } from '../events/rest';
import { startTestApp, type TestApp } from '../harness';
import { at, participation, planning, volunteer } from '../participations/fixtures';
import { binary, csvRows, exportsOrganizer, xlsxRows } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SWEEP_INTERVAL_MS: '600000' });
});
afterAll(() => t.close());

const OVERVIEW = `query($from: Date, $to: Date, $search: String) {
  participationsOverview(from: $from, to: $to, search: $search) { volunteerId firstName lastName email shifts hours events } }`;
const EXPORT = `query($format: ExportFormat!, $from: Date, $to: Date, $search: String) {
  exportParticipationsOverview(format: $format, from: $from, to: $to, search: $search) { fileName base64 } }`;

describe('participations overview', () => {
  let o: RestOrganizer;
  let anna: { id: string };
  let ben: { id: string };

  beforeAll(async () => {
    const setup = await exportsOrganizer(t);
    o = setup.o;
    const first = await planning(setup.asOrganizer);
    const second = await planning(setup.asOrganizer, { name: 'Marché de Noël' });
    const slot = async (positionId: string, start: string, end: string) =>
      (await o.gql(CREATE_SLOT, { input: { positionId, startTime: start, endTime: end, requiredVolunteerCount: 5 } })).createTimeSlot.id as string;
    // 50 minutes round to 1 hour, 20 minutes to a half hour, 10 minutes to nothing (spec 9).
    const fifty = await slot(first.bar, at(1, 15), at(1, 15, 50));
    const twenty = await slot(first.bar, at(1, 16), at(1, 16, 20));
    const ten = await slot(first.kitchen, at(2, 14), at(2, 14, 10));
    const a = await volunteer(t, setup.org, { first_name: 'Anna', last_name: 'Keller', email: 'anna@example.org' });
    const b = await volunteer(t, setup.org, { first_name: 'Ben', last_name: 'Aebi', email: 'ben@example.org' });
    const c = await volunteer(t, setup.org, { first_name: 'Chloé', last_name: 'Moser', email: 'chloe@example.org' });
    anna = a;
    ben = b;
    const on = (eventId: string, slotId: string, v: typeof a, status = 6) => participation(t, setup.asOrganizer, { eventId, slotId, volunteer: v, status });
    await on(first.eventId, first.slotA, a);
    await on(first.eventId, fifty, a);
    await on(first.eventId, twenty, a);
    await on(second.eventId, second.slotD, a);
    await on(first.eventId, first.slotB, a, 4);
    await on(first.eventId, first.slotC, b);
    await on(first.eventId, ten, b);
    await on(first.eventId, first.slotD, c, 0);
    // Another organization's accepted participation never shows.
    const other = await exportsOrganizer(t);
    const foreign = await planning(other.asOrganizer);
    await participation(t, other.asOrganizer, { eventId: foreign.eventId, slotId: foreign.slotA, volunteer: await volunteer(t, other.org), status: 6 });
  });

  const overview = async (variables: Record<string, unknown> = {}) => (await o.gql(OVERVIEW, variables)).participationsOverview;

  it("adds up each volunteer's accepted shifts, rounded hours and events across the organization's events", async () => {
    expect(await overview()).toEqual([
      { volunteerId: ben.id, firstName: 'Ben', lastName: 'Aebi', email: 'ben@example.org', shifts: 2, hours: 2, events: 1 },
      { volunteerId: anna.id, firstName: 'Anna', lastName: 'Keller', email: 'anna@example.org', shifts: 4, hours: 5.5, events: 2 },
    ]);
  });

  it('keeps the slots starting in the date range (event time zone) and the volunteers matching the search', async () => {
    expect(await overview({ to: '2030-07-01' })).toEqual([
      expect.objectContaining({ lastName: 'Aebi', shifts: 1, hours: 2, events: 1 }),
      expect.objectContaining({ lastName: 'Keller', shifts: 3, hours: 3.5, events: 1 }),
    ]);
    expect(await overview({ from: '2030-07-02', search: 'KEL' })).toEqual([expect.objectContaining({ lastName: 'Keller', shifts: 1, hours: 2, events: 1 })]);
    const rest = await o.get('/participations/overview/?from=2030-07-02&to=2030-07-02');
    expect(rest.status).toBe(200);
    expect(rest.body.map((row: { email: string; hours: number; shifts: number }) => [row.email, row.shifts, row.hours])).toEqual([
      ['ben@example.org', 1, 0],
      ['anna@example.org', 1, 2],
    ]);
    const reversed = await o.get('/participations/overview/?from=2030-07-02&to=2030-07-01');
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain('La date de fin doit être après la date de début');
  });

  it('exports the overview rows as XLSX and CSV', async () => {
    const { exportParticipationsOverview: file } = await o.gql(EXPORT, { format: 'XLSX', to: '2030-07-01' });
    expect(file.fileName).toBe('vue-ensemble-participations-2030-07-01.xlsx');
    const expected = [
      ['Nom', 'Prénom', 'E-mail', 'Tranches horaires', 'Heures', 'Événements'],
      ['Aebi', 'Ben', 'ben@example.org', '1', '2', '1'],
      ['Keller', 'Anna', 'anna@example.org', '3', '3.5', '1'],
    ];
    expect(await xlsxRows(Buffer.from(file.base64, 'base64'))).toEqual(expected);
    const csv = await o.get('/participations/overview/export/?format=csv&to=2030-07-01').buffer(true).parse(binary);
    expect(csv.status).toBe(200);
    expect(csvRows(csv.body as Buffer)).toEqual(expected);
  });

  it('is for organizers only', async () => {
    const anonymous = await t.agent().get('/apis/organizer/v1/participations/overview/');
    expect(anonymous.status).toBe(401);
  });
});
