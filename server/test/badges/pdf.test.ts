import fs from 'node:fs';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { BADGE_SIZES, SHEET_LAYOUTS } from '../../src/modules/badges/badges.pdf';
import { MM } from '../../src/modules/documents/pdf';
import { badgesService } from '../../src/modules/badges/badges.service';
import { scanCodesService } from '../../src/modules/operators/scan-codes.service';
import { csrfOf, startTestApp, type TestApp } from '../harness';
import { waitFor } from '../jobs/wait';
import { participation, planning, serviceContext, volunteer, type VolunteerRow } from '../participations/fixtures';
import { BADGE_PDF, DOCUMENT_JOB, GENERATE, badgesOrganizer, category, imageCount, pageImage, pdfText, pngDataUrl, readQr, template } from './fixtures';

/** Badge PDFs (issue 14): one badge at once, sheets by an outbox job; text and QR codes read back from the files. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const CREATE_ATTRIBUTE = `mutation($input: AttributeInput!) { createAttribute(input: $input) { id } }`;
const sql = (query: string, params: unknown[] = []) => t.db.database.dataSource.query(query, params);

/** A JPEG photo stored as an uploaded one is (DATA_DIR/media), set as the volunteer's profile picture. */
async function photo(v: VolunteerRow): Promise<void> {
  const canvas = createCanvas(60, 80);
  const context = canvas.getContext('2d');
  context.fillStyle = '#2a9d8f';
  context.fillRect(0, 0, 60, 80);
  const name = `badge-photo-${v.id}.jpg`;
  fs.mkdirSync(path.join(t.db.config.dataDir, 'media'), { recursive: true });
  fs.writeFileSync(path.join(t.db.config.dataDir, 'media', name), canvas.toBuffer('image/jpeg'));
  await sql('UPDATE volunteer SET profile_picture = $2 WHERE id = $1', [Number(v.id), `/media/${name}`]);
}

const codesOf = (ids: Array<string | number>) => scanCodesService.codesFor(serviceContext(t), ids.map(Number));

describe('one badge', () => {
  it('prints the names with their accents, photo, categories, positions, answer and a QR code of the scan code', async () => {
    const o = await badgesOrganizer(t);
    const p = await planning(o);
    const zoe = await volunteer(t, o.organization.id, { first_name: 'Zoé', last_name: 'Müller-Brâncuși' });
    await photo(zoe);
    await category(t, o.organization.id, 'Bénévoles fidèles', [zoe.id]);
    await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: zoe });
    // A participation still awaiting validation does not print its position.
    await participation(t, o, { eventId: p.eventId, slotId: p.slotC, volunteer: zoe, status: 0 });
    const size = (await o.ok(CREATE_ATTRIBUTE, { input: { name: 'Taille de t-shirt', valueType: 'text' } })).createAttribute.id;
    await sql('INSERT INTO attribute_value (organization_id, attribute_id, volunteer_id, value) VALUES ($1, $2, $3, $4)', [o.organization.id, Number(size), Number(zoe.id), 'XL']);
    const card = await template(o, { logo: pngDataUrl(), showPhoto: true, showCategories: true, showPositions: true, attributeId: size });

    const { badgePdf } = await o.ok(BADGE_PDF, { templateId: card.id, volunteerId: zoe.id, eventId: p.eventId });
    expect(badgePdf).toMatchObject({ mimeType: 'application/pdf', fileName: 'badges-zoe-muller-brancusi.pdf' });
    const bytes = Buffer.from(badgePdf.base64, 'base64');
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBe(1);
    for (const expected of ['Zoé', 'Müller-Brâncuși', 'Bar', 'Bénévoles fidèles', 'XL']) expect(text).toContain(expected);
    expect(text).not.toContain('Cuisine');

    const page = await pageImage(bytes);
    // The page is the card itself: 85.6 x 54 mm at 3 pixels per point.
    expect(Math.abs(page.width - BADGE_SIZES.card.width * 3)).toBeLessThanOrEqual(1);
    expect(Math.abs(page.height - BADGE_SIZES.card.height * 3)).toBeLessThanOrEqual(1);
    // The logo, the photo and the QR code.
    expect(await imageCount(bytes)).toBe(3);
    const code = readQr(page);
    expect(code).toMatch(/^B\d+-\d+-\d+-[0-9A-Z]{10}$/);
    expect(code).toBe((await codesOf([zoe.id])).get(Number(zoe.id)));

    // Without the event: no positions; the template's switches hide the rest.
    const plain = await template(o, { name: 'Simple', size: 'A6', showQrCode: false });
    const other = Buffer.from((await o.ok(BADGE_PDF, { templateId: plain.id, volunteerId: zoe.id })).badgePdf.base64, 'base64');
    const otherText = (await pdfText(other)).text;
    expect(otherText).toContain('Müller-Brâncuși');
    for (const hidden of ['Bar', 'Bénévoles', 'XL']) expect(otherText).not.toContain(hidden);
    expect(readQr(await pageImage(other, 1, 2))).toBeNull();
    expect(await imageCount(other)).toBe(0);
  });

  it('serves the badge as a download under badge_templates/{id}/pdf/', async () => {
    const o = await badgesOrganizer(t);
    const v = await volunteer(t, o.organization.id, { first_name: 'Léa', last_name: 'Studer' });
    const card = await template(o);
    const res = await o.agent.get(`/apis/organizer/v1/badge_templates/${card.id}/pdf/?volunteer=${v.id}`).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (chunk: Buffer) => chunks.push(chunk));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect((await pdfText(res.body as Buffer)).text).toContain('Studer');
    expect((await o.agent.get(`/apis/organizer/v1/badge_templates/${card.id}/pdf/`)).body).toEqual({ volunteer: ['Ce champ est obligatoire'] });
    const stranger = await badgesOrganizer(t);
    expect((await stranger.agent.get(`/apis/organizer/v1/badge_templates/${card.id}/pdf/?volunteer=${v.id}`)).status).toBe(404);
  });
});

describe('badge sheets', () => {
  /** The organizer's event with `count` accepted volunteers, one refused and one of another organization. */
  async function festival(count: number) {
    const o = await badgesOrganizer(t);
    const p = await planning(o);
    const accepted: VolunteerRow[] = [];
    for (let i = 0; i < count; i += 1) {
      const v = await volunteer(t, o.organization.id, { first_name: i === 0 ? 'Zoé' : `Prénom${i}`, last_name: `Müller${String(i).padStart(2, '0')}` });
      await participation(t, o, { eventId: p.eventId, slotId: i % 2 === 0 ? p.slotA : p.slotD, volunteer: v });
      accepted.push(v);
    }
    const refused = await volunteer(t, o.organization.id, { first_name: 'Refusé', last_name: 'Absent' });
    await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: refused, status: 3 });
    return { o, p, accepted };
  }

  async function done(o: Awaited<ReturnType<typeof badgesOrganizer>>, id: string) {
    return waitFor('the badge sheet', async () => {
      const { documentJob } = await o.ok(DOCUMENT_JOB, { id });
      return documentJob.status === 'DONE' || documentJob.status === 'FAILED' ? documentJob : undefined;
    }, 30_000);
  }

  async function download(o: Awaited<ReturnType<typeof badgesOrganizer>>, url: string) {
    return o.agent.get(url).buffer(true).parse((r, finish) => {
      const chunks: Buffer[] = [];
      r.on('data', (chunk: Buffer) => chunks.push(chunk));
      r.on('end', () => finish(null, Buffer.concat(chunks)));
    });
  }

  it('renders the 12 accepted volunteers of an event on two A4 pages with crop marks, by an outbox job with progress', async () => {
    const { o, p, accepted } = await festival(12);
    const card = await template(o, { showPositions: true });
    const { generateBadges } = await o.ok(GENERATE, { templateId: card.id, eventId: p.eventId });
    expect(generateBadges).toMatchObject({ kind: 'badges', status: 'PENDING', progress: 0, total: 12, downloadUrl: null });
    const finished = await done(o, generateBadges.id);
    expect(finished).toMatchObject({ status: 'DONE', progress: 12, total: 12, error: null, downloadUrl: `/apis/organizer/v1/documents/${generateBadges.id}/download/` });
    expect(finished.fileName).toMatch(/^badges-fete-du-lac\.pdf$/);
    // The job's outbox row is marked done once its processor returned, just after the document says DONE.
    const outboxStatuses = await waitFor('the outbox row done', async () => {
      const statuses = (await sql(`SELECT status FROM outbox WHERE kind = 'badges.sheet'`)).map((row: { status: string }) => row.status);
      return statuses.includes('done') ? statuses : undefined;
    }, 10_000);
    expect(outboxStatuses).toContain('done');

    const res = await download(o, finished.downloadUrl);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    const bytes = res.body as Buffer;
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBe(2);
    for (const v of accepted) expect(text).toContain(v.lastName);
    expect(text).toContain('Zoé');
    expect(text).not.toContain('Absent');

    // Every QR code of the first page decodes to its volunteer's scan code, in name order (2 columns x 5 rows).
    const scale = 2;
    const page = await pageImage(bytes, 1, scale);
    const layout = SHEET_LAYOUTS.card;
    const badge = BADGE_SIZES.card;
    const left = (210 * MM - (2 * badge.width + layout.gapX)) / 2;
    const top = (297 * MM - (5 * badge.height + 4 * layout.gapY)) / 2;
    const codes = await codesOf(accepted.map((v) => v.id));
    const read: Array<string | null> = [];
    for (let slot = 0; slot < 10; slot += 1) {
      const x = left + (slot % 2) * (badge.width + layout.gapX);
      const y = top + Math.floor(slot / 2) * (badge.height + layout.gapY);
      read.push(readQr(page, { x: x * scale, y: y * scale, width: badge.width * scale, height: badge.height * scale }));
    }
    expect(read).toEqual(accepted.slice(0, 10).map((v) => codes.get(Number(v.id))));
  });

  it('keeps a category’s members only, lays A6 badges two per page, and refuses an empty selection', async () => {
    const { o, p, accepted } = await festival(3);
    const staff = await category(t, o.organization.id, 'Staff', [accepted[0].id, accepted[2].id]);
    const a6 = await template(o, { size: 'A6' });
    const { generateBadges } = await o.ok(GENERATE, { templateId: a6.id, eventId: p.eventId, categoryId: staff });
    expect(generateBadges.total).toBe(2);
    const finished = await done(o, generateBadges.id);
    expect(finished.status).toBe('DONE');
    const { text, pages } = await pdfText((await download(o, finished.downloadUrl)).body as Buffer);
    expect(pages).toBe(1);
    expect(text).toContain(accepted[0].lastName);
    expect(text).toContain(accepted[2].lastName);
    expect(text).not.toContain(accepted[1].lastName);

    const empty = await category(t, o.organization.id, 'Personne', []);
    const refused = await o.call(GENERATE, { templateId: a6.id, eventId: p.eventId, categoryId: empty });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(Number((await sql('SELECT COUNT(*) AS n FROM document_job WHERE organization_id = $1', [o.organization.id]))[0].n)).toBe(1);
  });

  it('shows a job and its file to the organizers of its organization only', async () => {
    const { o, p } = await festival(1);
    const card = await template(o);
    const token = csrfOf(o.agent, t.server.url);
    const queued = await o.agent.post(`/apis/organizer/v1/badge_templates/${card.id}/generate/`).set('X-CSRFToken', token).send({ eventId: p.eventId });
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ kind: 'badges', status: 'pending', total: 1 });
    const finished = await done(o, String(queued.body.id));
    expect((await o.agent.get(`/apis/organizer/v1/documents/${finished.id}/`)).body).toMatchObject({ status: 'done', progress: 1, total: 1 });

    const stranger = await badgesOrganizer(t);
    expect((await stranger.call(DOCUMENT_JOB, { id: finished.id })).errors?.[0]).toMatchObject({ message: "Ce document n'existe pas", extensions: { code: 'NOT_FOUND' } });
    expect((await stranger.agent.get(`/apis/organizer/v1/documents/${finished.id}/`)).status).toBe(404);
    expect((await stranger.agent.get(finished.downloadUrl)).status).toBe(404);
    expect((await t.agent().get(finished.downloadUrl)).status).toBe(401);
    // Another organization's event or template cannot be used either.
    const theirs = await planning(stranger);
    expect((await o.call(GENERATE, { templateId: card.id, eventId: theirs.eventId })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('marks the job FAILED with a readable message when its last attempt fails (the template deleted meanwhile)', async () => {
    const { o, p } = await festival(1);
    const card = await template(o);
    const [{ id }] = await sql(
      `INSERT INTO document_job (organization_id, kind, total, params) VALUES ($1, 'badges', 1, $2) RETURNING id`,
      [o.organization.id, JSON.stringify({ templateId: Number(card.id) + 1000, eventId: Number(p.eventId), volunteerIds: [] })],
    );
    await expect(badgesService.renderSheetJob(serviceContext(t), Number(id), true)).rejects.toThrow(/template/);
    const { documentJob } = await o.ok(DOCUMENT_JOB, { id: String(id) });
    expect(documentJob).toMatchObject({ status: 'FAILED', error: 'La génération du document a échoué, veuillez réessayer', downloadUrl: null });
    expect((await o.agent.get(`/apis/organizer/v1/documents/${id}/download/`)).status).toBe(409);
  });
});
