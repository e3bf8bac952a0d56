import type { RestOrganizer } from '../events/rest';
import { csrfOf, startTestApp, type TestApp } from '../harness';
import { participation, planning, volunteer, type Planning } from '../participations/fixtures';
import { countStatements } from '../sql-count';
import { answer, binary, CREATE_ATTRIBUTE, csvRows, exportsOrganizer, xlsxRows } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SWEEP_INTERVAL_MS: '600000' });
});
afterAll(() => t.close());

const EXPORT = `query($eventId: ID!, $format: ExportFormat!, $filter: ParticipationFilter) {
  exportParticipations(eventId: $eventId, format: $format, filter: $filter) { fileName mimeType base64 } }`;
const SCREEN = `query($eventId: ID!, $filter: ParticipationFilter) { eventParticipations(eventId: $eventId, filter: $filter) { id email firstName lastName } }`;
const CREATE_SECTOR = `mutation($input: SectorInput!) { createSector(input: $input) { id } }`;

const HEADER = ['Nom', 'Prénom', 'E-mail', 'Téléphone', 'Mission', 'Secteur', 'Début', 'Fin', 'Participants', 'Groupe', 'Statut', 'Date de création', 'Taille t-shirt', 'Régime'];

describe('participations export', () => {
  let o: RestOrganizer;
  let p: Planning;
  let asOrganizer: Awaited<ReturnType<typeof exportsOrganizer>>['asOrganizer'];
  const sql = (query: string, params: unknown[]) => t.db.database.dataSource.query(query, params);

  beforeAll(async () => {
    const setup = await exportsOrganizer(t);
    o = setup.o;
    asOrganizer = setup.asOrganizer;
    p = await planning(setup.asOrganizer);
    const org = setup.org;
    const { createSector } = await o.gql(CREATE_SECTOR, { input: { eventId: p.eventId, name: 'Restauration' } });
    await sql('UPDATE position SET sector_id = $1 WHERE id = $2', [Number(createSector.id), Number(p.kitchen)]);
    const anna = await volunteer(t, org, { first_name: 'Anna', last_name: 'Keller', email: 'anna.keller@example.org' });
    const ben = await volunteer(t, org, { first_name: 'Ben', last_name: 'Rochat', email: 'ben@example.org' });
    const club = await volunteer(t, org, { first_name: 'Chloé', last_name: 'Moser', email: 'chloe@example.org' });
    const annaA = await participation(t, setup.asOrganizer, { eventId: p.eventId, slotId: p.slotA, volunteer: anna, status: 6 });
    await participation(t, setup.asOrganizer, { eventId: p.eventId, slotId: p.slotA, volunteer: ben, status: 0 });
    await participation(t, setup.asOrganizer, { eventId: p.eventId, slotId: p.slotC, volunteer: club, status: 0, nb: 3, groupName: 'FC Lac' });
    // A group name a spreadsheet would run as a formula.
    await participation(t, setup.asOrganizer, { eventId: p.eventId, slotId: p.slotD, volunteer: club, status: 2, groupName: '=1+1' });
    await participation(t, setup.asOrganizer, { eventId: p.eventId, slotId: p.slotD, volunteer: ben, status: 5 });
    await sql('UPDATE participation SET phone_number = $1 WHERE id = $2', ['+41 79 000 00 01', Number(annaA)]);
    // 01.06.2030 08:00 UTC is 10:00 in Zurich (summer time).
    await sql('UPDATE participation SET created_at = $1 WHERE event_id = $2', ['2030-06-01T08:00:00Z', Number(p.eventId)]);
    const tshirt = (await o.gql(CREATE_ATTRIBUTE, { input: { eventId: p.eventId, name: 'Taille t-shirt', valueType: 'enum', options: 'S;M;L' } })).createAttribute;
    const diet = (await o.gql(CREATE_ATTRIBUTE, { input: { name: 'Régime', valueType: 'text' } })).createAttribute;
    const medium = tshirt.options.find((option: { option: string }) => option.option === 'M').id;
    await answer(t, org, tshirt.id, { participationId: annaA }, medium);
    await answer(t, org, diet.id, { volunteerId: anna.id }, 'Végétarien');
  });

  const exported = async (format: 'XLSX' | 'CSV', filter?: object) => {
    const { exportParticipations: file } = await o.gql(EXPORT, { eventId: p.eventId, format, filter });
    return { ...file, content: Buffer.from(file.base64, 'base64') };
  };
  const screen = async (filter?: object) => (await o.gql(SCREEN, { eventId: p.eventId, filter })).eventParticipations as Array<{ email: string; firstName: string }>;

  it('writes one row per participation of the event, slot times in its time zone, status labels and a column per custom attribute', async () => {
    const file = await exported('XLSX');
    expect(file.fileName).toBe('participations-fete-du-lac.xlsx');
    expect(file.mimeType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(await xlsxRows(file.content)).toEqual([
      HEADER,
      ['Keller', 'Anna', 'anna.keller@example.org', '+41 79 000 00 01', 'Bar', '', '01.07.2030 10:00', '01.07.2030 12:00', '1', '', 'Acceptée', '01.06.2030 10:00', 'M', 'Végétarien'],
      ['Rochat', 'Ben', 'ben@example.org', '', 'Bar', '', '01.07.2030 10:00', '01.07.2030 12:00', '1', '', 'En attente de validation', '01.06.2030 10:00', '', ''],
      ['Moser', 'Chloé', 'chloe@example.org', '', 'Cuisine', 'Restauration', '01.07.2030 11:00', '01.07.2030 13:00', '3', 'FC Lac', 'En attente de validation', '01.06.2030 10:00', '', ''],
      ['Moser', 'Chloé', 'chloe@example.org', '', 'Cuisine', 'Restauration', '02.07.2030 10:00', '02.07.2030 12:00', '1', "'=1+1", 'Refusée', '01.06.2030 10:00', '', ''],
      ['Rochat', 'Ben', 'ben@example.org', '', 'Cuisine', 'Restauration', '02.07.2030 10:00', '02.07.2030 12:00', '1', '', 'Annulée par le bénévole', '01.06.2030 10:00', '', ''],
    ]);
  });

  it.each([
    ['statuses', { statuses: ['AWAITING_ORGANIZER_VALIDATION'] }],
    ['kind', { kind: 'GROUP' }],
    ['day', { day: '2030-07-02' }],
    ['search', { search: 'rochat' }],
  ])('applies the registrations screen filter (%s): the XLSX rows are the screen rows', async (_name, filter) => {
    const rows = await screen(filter);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(5);
    const sheet = await xlsxRows((await exported('XLSX', filter)).content);
    expect(sheet.slice(1).map((row) => [row[2], row[1]])).toEqual(rows.map((row) => [row.email, row.firstName]));
  });

  it('applies the position filter and builds the same rows as CSV, through GraphQL and the facade', async () => {
    const filter = { positionId: p.kitchen };
    const rows = await screen(filter);
    const csv = await exported('CSV', filter);
    expect(csv.fileName).toBe('participations-fete-du-lac.csv');
    expect([...csv.content.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = csvRows(csv.content);
    expect(parsed[0]).toEqual(HEADER);
    expect(parsed.slice(1).map((row) => row[2])).toEqual(rows.map((row) => row.email));
    expect(parsed).toEqual(await xlsxRows((await exported('XLSX', filter)).content));

    const rest = await o.get(`/events/${p.eventId}/participations/export/?format=csv&position=${p.kitchen}`).buffer(true).parse(binary);
    expect(rest.status).toBe(200);
    expect(rest.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(rest.headers['content-disposition']).toContain('participations-fete-du-lac.csv');
    expect(csvRows(rest.body as Buffer)).toEqual(parsed);

    const statuses = await o.get(`/events/${p.eventId}/participations/export/?format=csv&status=6,5`).buffer(true).parse(binary);
    expect(csvRows(statuses.body as Buffer).slice(1).map((row) => row[10])).toEqual(['Acceptée', 'Annulée par le bénévole']);
  });

  it('builds a long export with a fixed number of statements (no N+1)', async () => {
    const small = await countStatements(() => exported('XLSX'));
    for (let i = 0; i < 12; i += 1) {
      const v = await volunteer(t, o.organization.id);
      await participation(t, asOrganizer, { eventId: p.eventId, slotId: i % 2 ? p.slotB : p.slotD, volunteer: v, status: 3 });
    }
    const large = await countStatements(() => exported('XLSX'));
    expect(large).toBe(small);
  });

  it("refuses another organization's event (not found) and an unknown format", async () => {
    const other = await exportsOrganizer(t);
    const foreign = await other.o.get(`/events/${p.eventId}/participations/export/?format=xlsx`);
    expect(foreign.status).toBe(404);
    const answer = await t.agent().get(`/apis/organizer/v1/events/${p.eventId}/participations/export/`);
    expect(answer.status).toBe(401);
    const viaGraphql = await other.o.agent
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .set('X-CSRFToken', csrfOf(other.o.agent, t.server.url))
      .send({ query: EXPORT, variables: { eventId: p.eventId, format: 'XLSX' } });
    expect(viaGraphql.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const format = await o.get(`/events/${p.eventId}/participations/export/?format=pdf`);
    expect(format.status).toBe(400);
    expect(JSON.stringify(format.body)).toContain("Format d'export inconnu : xlsx ou csv");
  });
});
