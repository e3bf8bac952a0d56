import { printingService } from '../../src/modules/printing/printing.service';
import { TICKET, ticketPosition } from '../../src/modules/printing/printing.pdf';
import { scanCodesService } from '../../src/modules/operators/scan-codes.service';
import { pageImage, pdfText, readQr } from '../badges/fixtures';
import { organizer } from '../events/fixtures';
import { startTestApp, type TestApp } from '../harness';
import { configure } from '../operators/fixtures';
import { participation, serviceContext, volunteer } from '../participations/fixtures';
import { PRINT_PREVIEW, download, expectInOrder, festival, occurrences, preview, printed } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sql = (query: string, params: unknown[] = []) => t.db.database.dataSource.query(query, params);

describe('a page per volunteer', () => {
  it('prints each volunteer’s shifts, positions, descriptions and meeting points, a QR code of the map link where the position has coordinates', async () => {
    const o = await organizer(t);
    const f = await festival(t, o);
    await sql(`UPDATE position SET description = 'Service des boissons', latitude = 46.516, longitude = 6.6323 WHERE id = $1`, [Number(f.p.bar)]);
    const [{ id: sector }] = await sql(`INSERT INTO sector (organization_id, event_id, name, description) VALUES ($1, $2, 'Restauration', 'Derrière la grande tente') RETURNING id`, [
      o.organization.id,
      Number(f.p.eventId),
    ]);
    await sql(`UPDATE position SET sector_id = $2 WHERE id = $1`, [Number(f.p.kitchen), sector]);
    const { queued, finished } = await printed(o, 'PER_VOLUNTEER', { eventId: f.p.eventId });
    expect(queued.total).toBe(2);
    expect(finished).toMatchObject({ status: 'DONE', progress: 2, total: 2 });
    const bytes = await download(o, finished.downloadUrl);
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBe(2);
    // By name: Marc Aebi's page, then Anne Zürcher's, each shift by start.
    expectInOrder(text, [
      'Marc Aebi',
      '10:00 – 12:00',
      'Bar',
      '11:00 – 13:00',
      'Cuisine',
      'Restauration',
      'Service des boissons',
      'Point de rencontre: 46.51600, 6.63230',
      'https://www.openstreetmap.org/?mlat=46.516000&mlon=6.632300',
      'Point de rencontre: Derrière la grande tente',
      'Anne Zürcher',
      '+41 79 111 11 11',
      'lundi 1 juillet 2030',
      '10:00 – 12:00',
      '12:00 – 14:00',
      'mardi 2 juillet 2030',
      '10:00 – 12:00',
    ]);
    expect(occurrences(text, 'Point de rencontre: Derrière la grande tente')).toBe(2);
    expect(readQr(await pageImage(bytes, 1, 3))).toBe('https://www.openstreetmap.org/?mlat=46.516000&mlon=6.632300#map=17/46.516000/6.632300');
  });
});

describe('vouchers', () => {
  it('prints a ticket per meal and day (a group’s size of them) with the volunteer’s scan code on cut sheets', async () => {
    const o = await organizer(t);
    const f = await festival(t, o);
    const { queued, finished } = await printed(o, 'VOUCHERS', { eventId: f.p.eventId });
    // Marc: lunch (the bar) and, for his group of 3, dinner (the kitchen) on day 1; Anne: lunch on day 1
    // (two bar shifts, one lunch), lunch and dinner on day 2 (the kitchen's slot grants both).
    expect(queued.total).toBe(7);
    expect(finished).toMatchObject({ status: 'DONE', progress: 7, total: 7 });
    const bytes = await download(o, finished.downloadUrl);
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBe(1);
    expect(occurrences(text, 'Marc Aebi')).toBe(4);
    expect(occurrences(text, 'Anne Zürcher')).toBe(3);
    expectInOrder(text, ['Déjeuner', 'Valable le lundi 1 juillet 2030', 'Marc Aebi', 'Dîner', 'Marc Aebi', 'Dîner', 'Dîner', 'Déjeuner', 'Valable le lundi 1 juillet 2030', 'Anne Zürcher', 'Déjeuner', 'mardi 2 juillet 2030', 'Dîner', 'mardi 2 juillet 2030']);
    const codes = await scanCodesService.codesFor(serviceContext(t), [Number(f.marc.id), Number(f.anne.id)]);
    const scale = 2;
    const page = await pageImage(bytes, 1, scale);
    const qrOf = (index: number) => {
      const { x, y } = ticketPosition(index);
      return readQr(page, { x: x * scale, y: y * scale, width: TICKET.width * scale, height: TICKET.height * scale });
    };
    expect([qrOf(0), qrOf(3), qrOf(4), qrOf(6)]).toEqual([codes.get(Number(f.marc.id)), codes.get(Number(f.marc.id)), codes.get(Number(f.anne.id)), codes.get(Number(f.anne.id))]);

    // Filters: day 2 only, then the bar's volunteers only (Anne's lunch on day 1).
    expect(occurrences((await pdfText(await preview(o, 'VOUCHERS', { eventId: f.p.eventId, days: ['2030-07-02'] }))).text, 'Anne Zürcher')).toBe(2);
    const bar = (await pdfText(await preview(o, 'VOUCHERS', { eventId: f.p.eventId, positionIds: [f.p.bar] }))).text;
    expect(occurrences(bar, 'Anne Zürcher')).toBe(1);
    expect(occurrences(bar, 'Marc Aebi')).toBe(1);
    expect(bar).not.toContain('Dîner');
  });
});

describe('t-shirt list', () => {
  it('refuses while the stand’s t-shirt option is off, then counts and lists the names per size', async () => {
    const o = await organizer(t);
    await sql('UPDATE organization SET enable_operators = true WHERE id = $1', [o.organization.id]);
    const f = await festival(t, o);
    const off = await o.call(PRINT_PREVIEW, { kind: 'TSHIRTS', filter: { eventId: f.p.eventId } });
    expect(off.errors?.[0]).toMatchObject({ message: "L'option t-shirt n'est pas activée pour cet événement", extensions: { code: 'CONFLICT' } });
    const { createAttribute } = await o.ok(`mutation($input: AttributeInput!) { createAttribute(input: $input) { id options { id option } } }`, {
      input: { name: 'Taille de t-shirt', valueType: 'enum', options: 'S;M;L' },
    });
    const option = (name: string) => String(createAttribute.options.find((o2: { option: string }) => o2.option === name).id);
    const zoe = await volunteer(t, o.organization.id, { first_name: 'Zoé', last_name: 'Blanc' });
    await participation(t, o, { eventId: f.p.eventId, slotId: f.p.slotD, volunteer: zoe });
    const answer = (volunteerId: string, value: string) =>
      sql(`INSERT INTO attribute_value (organization_id, attribute_id, volunteer_id, value) VALUES ($1, $2, $3, $4)`, [o.organization.id, Number(createAttribute.id), Number(volunteerId), value]);
    await answer(f.anne.id, option('M'));
    await answer(f.marc.id, option('L'));
    await answer(zoe.id, option('M'));
    // Wanda (awaiting) answered too: not on the list.
    await answer(f.wanda.id, option('S'));
    await configure(o, f.p.eventId, { tshirt: true, tshirtAttributeId: createAttribute.id });
    const { text } = await pdfText(await preview(o, 'TSHIRTS', { eventId: f.p.eventId }));
    expectInOrder(text, ['Taille', 'M', '2', 'L', '1', 'Total', '3', 'Taille M', '2 personnes', 'Zoé Blanc', 'Anne Zürcher', 'Taille L', '1 personne', 'Marc Aebi']);
    expect(text).not.toContain('Wanda');
    expect(text).not.toContain('Taille S');
    // Without an answer a volunteer is listed under "Sans taille".
    await sql(`DELETE FROM attribute_value WHERE volunteer_id = $1`, [Number(zoe.id)]);
    expectInOrder((await pdfText(await preview(o, 'TSHIRTS', { eventId: f.p.eventId }))).text, ['Taille M', 'Anne Zürcher', 'Taille L', 'Marc Aebi', 'Sans taille', 'Zoé Blanc']);
  });
});

describe('meals list', () => {
  it('prints per day and meal the count and the names with their position, for the organizer and the managers', async () => {
    const o = await organizer(t);
    const f = await festival(t, o);
    const expected = ['lundi 1 juillet 2030 · Déjeuner', '2 personnes', 'Marc Aebi', 'Bar', 'Anne Zürcher', 'Bar', 'lundi 1 juillet 2030 · Dîner', '3 personnes', 'Marc Aebi (×3)', 'Cuisine', 'mardi 2 juillet 2030 · Déjeuner', '1 personne', 'Anne Zürcher', 'mardi 2 juillet 2030 · Dîner'];
    expectInOrder((await pdfText(await preview(o, 'MEALS', { eventId: f.p.eventId }))).text, expected);
    const managers = await printingService.mealsPdf(serviceContext(t), { eventId: Number(f.p.eventId) });
    expect(managers.fileName).toBe('fete-du-lac-repas.pdf');
    expectInOrder((await pdfText(managers.content)).text, expected);
    const dayTwo = (await pdfText((await printingService.mealsPdf(serviceContext(t), { eventId: Number(f.p.eventId), days: ['2030-07-02'] })).content)).text;
    expect(dayTwo).not.toContain('Marc Aebi');
    const { finished } = await printed(o, 'MEALS', { eventId: f.p.eventId });
    expect(finished).toMatchObject({ status: 'DONE', progress: 4, total: 4 });

    // 80 more at the bar: the whole list takes several pages, its preview the first one.
    for (let i = 0; i < 80; i += 1) {
      const v = await volunteer(t, o.organization.id, { first_name: 'Invité', last_name: `Nombreux${String(i).padStart(2, '0')}` });
      await participation(t, o, { eventId: f.p.eventId, slotId: f.p.slotA, volunteer: v });
    }
    expect((await pdfText((await printingService.mealsPdf(serviceContext(t), { eventId: Number(f.p.eventId) })).content)).pages).toBeGreaterThan(2);
    const first = await pdfText(await preview(o, 'MEALS', { eventId: f.p.eventId }));
    expect(first.pages).toBe(1);
    expectInOrder(first.text, ['lundi 1 juillet 2030 · Déjeuner', '82 personnes', 'Marc Aebi', 'Invité Nombreux00']);
  });

  it('marks a print FAILED with a readable message when its last attempt fails (the t-shirt option switched off meanwhile)', async () => {
    const o = await organizer(t);
    const f = await festival(t, o);
    const [{ id }] = await sql(
      `INSERT INTO document_job (organization_id, kind, total, params) VALUES ($1, 'print_tshirts', 1, $2) RETURNING id`,
      [o.organization.id, JSON.stringify({ kind: 'tshirts', filter: { eventId: Number(f.p.eventId) }, layout: 'page_per_position' })],
    );
    await expect(printingService.renderJob(serviceContext(t), Number(id), true)).rejects.toMatchObject({ messageKey: 'scan.tshirtOff' });
    const [job] = await sql('SELECT status, error, content FROM document_job WHERE id = $1', [id]);
    expect(job).toEqual({ status: 'failed', error: 'La génération du document a échoué, veuillez réessayer', content: null });
    // Another organization's event named in a job prints nothing.
    const stranger = await organizer(t);
    const [{ id: foreign }] = await sql(
      `INSERT INTO document_job (organization_id, kind, total, params) VALUES ($1, 'print_planning', 1, $2) RETURNING id`,
      [stranger.organization.id, JSON.stringify({ kind: 'planning', filter: { eventId: Number(f.p.eventId) }, layout: 'compact' })],
    );
    await expect(printingService.renderJob(serviceContext(t), Number(foreign), true)).rejects.toThrow(/not of organization/);
    expect((await sql('SELECT status FROM document_job WHERE id = $1', [foreign]))[0].status).toBe('failed');
  });
});
