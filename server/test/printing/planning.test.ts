import { ParticipationStatus } from '@benevo/schema';
import { printingService } from '../../src/modules/printing/printing.service';
import { imageCount, pdfText } from '../badges/fixtures';
import { organizer } from '../events/fixtures';
import { csrfOf, startTestApp, type TestApp } from '../harness';
import { serviceContext } from '../participations/fixtures';
import { PRINT_DOCUMENT, PRINT_PREVIEW, download, eventLogo, expectInOrder, festival, occurrences, preview, printed } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sql = (query: string, params: unknown[] = []) => t.db.database.dataSource.query(query, params);

describe('planning print', () => {
  it('prints a page per position and day by an outbox job: Zurich times, names by name with phones, a line per free place, the logo', async () => {
    const o = await organizer(t);
    const f = await festival(t, o);
    await eventLogo(t, f.p.eventId);
    const { queued, finished } = await printed(o, 'PLANNING', { eventId: f.p.eventId });
    expect(queued).toMatchObject({ kind: 'print_planning', status: 'PENDING', progress: 0, total: 3 });
    expect(finished).toMatchObject({ status: 'DONE', progress: 3, total: 3, error: null, fileName: 'fete-du-lac-planning.pdf' });
    const bytes = await download(o, finished.downloadUrl);
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBe(3);
    // pdfmake draws the header (event name, title) after each page's content.
    expectInOrder(text, ['Bar', 'Fête du lac', 'Planning', 'Fête du lac 1 / 3', 'Cuisine', 'Fête du lac 2 / 3']);
    expectInOrder(text, [
      'Bar',
      '1 juillet 2030',
      '10:00 – 12:00',
      'Marc Aebi',
      'Anne Zürcher',
      '+41 79 111 11 11',
      '12:00 – 14:00',
      'Anne Zürcher',
      'Cuisine',
      '1 juillet 2030',
      '11:00 – 13:00',
      'Marc Aebi',
      '×3 Les Aebi',
      'Cuisine',
      '2 juillet 2030',
      '10:00 – 12:00',
      'Anne Zürcher',
      'place libre',
    ]);
    // Accepted only; Wanda (awaiting) still holds her place: the bar's 12-14 has none free.
    expect(text).not.toContain('Wanda');
    expect(text).not.toContain('Refusé');
    expect(text).toContain('2 / 2 places');
    // The kitchen's day-2 slot: 5 places, Anne holds one.
    expect(occurrences(text, 'place libre')).toBe(4);
    expect(await imageCount(bytes)).toBe(1);
  });

  it('lays the sections out one after the other in the compact layout', async () => {
    const o = await organizer(t);
    const f = await festival(t, o);
    const { finished } = await printed(o, 'PLANNING', { eventId: f.p.eventId, layout: 'compact' });
    expect(finished.status).toBe('DONE');
    const bytes = await download(o, finished.downloadUrl);
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBe(1);
    expectInOrder(text, ['Bar', 'Marc Aebi', 'Cuisine', '11:00 – 13:00', 'Cuisine', '2 juillet 2030']);
    // No logo, no image.
    expect(await imageCount(bytes)).toBe(0);
  });

  it('filters by days, positions and categories; the preview is the first page only', async () => {
    const o = await organizer(t);
    const f = await festival(t, o);
    const dayTwo = (await pdfText(await preview(o, 'PLANNING', { eventId: f.p.eventId, days: ['2030-07-02'] }))).text;
    expect(dayTwo).toContain('2 juillet 2030');
    expect(dayTwo).not.toContain('Bar');
    const bar = (await pdfText(await preview(o, 'PLANNING', { eventId: f.p.eventId, positionIds: [f.p.bar], layout: 'compact' }))).text;
    expect(bar).toContain('Marc Aebi');
    expect(bar).not.toContain('Cuisine');
    const [{ id: staff }] = await sql(`INSERT INTO volunteer_category (organization_id, name) VALUES ($1, 'Staff') RETURNING id`, [o.organization.id]);
    await sql(`INSERT INTO volunteer_category_member (volunteer_id, category_id) VALUES ($1, $2)`, [Number(f.anne.id), staff]);
    const staffOnly = (await pdfText(await preview(o, 'PLANNING', { eventId: f.p.eventId, categoryIds: [String(staff)], layout: 'compact' }))).text;
    expect(staffOnly).toContain('Anne Zürcher');
    expect(staffOnly).not.toContain('Marc Aebi');

    // A slot of 60 places prints on two pages; its preview keeps the first.
    await sql('UPDATE time_slot SET required_volunteer_count = 60 WHERE id = $1', [Number(f.p.slotA)]);
    const whole = await pdfText((await printingService.assignmentsPdf(serviceContext(t), { eventId: Number(f.p.eventId), positionIds: [Number(f.p.bar)] }, { audience: 'organizer' })).content);
    expect(whole.pages).toBe(2);
    const first = await pdfText(await preview(o, 'PLANNING', { eventId: f.p.eventId, positionIds: [f.p.bar] }));
    expect(first.pages).toBe(1);
    expectInOrder(first.text, ['Bar', '10:00 – 12:00', 'Marc Aebi', 'Anne Zürcher', 'place libre']);
  });

  it('serves the managers’ assignments through the service: statuses, search without accents', async () => {
    const o = await organizer(t);
    const f = await festival(t, o);
    const ctx = serviceContext(t);
    const found = await printingService.assignmentsPdf(ctx, { eventId: Number(f.p.eventId), search: 'zurcher' }, { audience: 'manager' });
    expect(found.mimeType).toBe('application/pdf');
    const { text } = await pdfText(found.content);
    expect(text).toContain('Anne Zürcher');
    expect(text).not.toContain('Marc Aebi');
    const awaiting = (await pdfText((await printingService.assignmentsPdf(ctx, { eventId: Number(f.p.eventId), statuses: [ParticipationStatus.AWAITING_ORGANIZER_VALIDATION] }, { audience: 'manager' })).content)).text;
    expect(awaiting).toContain('Wanda Attente');
    expect(awaiting).not.toContain('Anne Zürcher');
    const sectorless = printingService.assignmentsPdf(ctx, { eventId: Number(f.p.eventId), sectorIds: [999999] }, { audience: 'manager' });
    await expect(sectorless).rejects.toMatchObject({ code: 'CONFLICT', messageKey: 'printing.nothingToPrint' });
  });

  it('refuses another organization’s event, foreign positions, an unknown layout; the facade answers a PDF and a job', async () => {
    const o = await organizer(t);
    const f = await festival(t, o);
    const stranger = await organizer(t);
    for (const query of [PRINT_PREVIEW, PRINT_DOCUMENT]) {
      const answer = await stranger.call(query, { kind: 'PLANNING', filter: { eventId: f.p.eventId } });
      expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    const mine = await festival(t, stranger);
    const foreign = await o.call(PRINT_PREVIEW, { kind: 'PLANNING', filter: { eventId: f.p.eventId, positionIds: [mine.p.bar] } });
    expect(foreign.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { positionIds: ['Référence inconnue'] } });
    const layout = await o.call(PRINT_PREVIEW, { kind: 'PLANNING', filter: { eventId: f.p.eventId, layout: 'poster' } });
    expect(layout.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { layout: ['Mise en page inconnue'] } });
    expect(await sql(`SELECT id FROM document_job WHERE organization_id = $1`, [stranger.organization.id])).toEqual([]);

    const base = '/apis/organizer/v1';
    const csrf = csrfOf(o.agent, t.server.url);
    const pdf = await o.agent
      .post(`${base}/print/planning/preview/`)
      .set('X-CSRFToken', csrf)
      .send({ eventId: Number(f.p.eventId), days: ['2030-07-01'] })
      .buffer(true)
      .parse((r, finish) => {
        const chunks: Buffer[] = [];
        r.on('data', (chunk: Buffer) => chunks.push(chunk));
        r.on('end', () => finish(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    expect((await pdfText(pdf.body as Buffer)).text).toContain('Marc Aebi');
    const job = await o.agent.post(`${base}/print/PLANNING/`).set('X-CSRFToken', csrf).send({ eventId: f.p.eventId, layout: 'compact' });
    expect(job.status).toBe(202);
    expect(job.body).toMatchObject({ kind: 'print_planning', status: 'pending', total: 3 });
    expect((await o.agent.post(`${base}/print/posters/`).set('X-CSRFToken', csrf).send({ eventId: f.p.eventId })).status).toBe(404);
    const strangerCsrf = csrfOf(stranger.agent, t.server.url);
    expect((await stranger.agent.post(`${base}/print/planning/preview/`).set('X-CSRFToken', strangerCsrf).send({ eventId: f.p.eventId })).status).toBe(404);
  });
});
