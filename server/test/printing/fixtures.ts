import fs from 'node:fs';
import path from 'node:path';
import { pngDataUrl } from '../badges/fixtures';
import type { Organizer } from '../events/fixtures';
import type { TestApp } from '../harness';
import { waitFor } from '../jobs/wait';
import { meal } from '../meals/fixtures';
import { participation, planning, volunteer, type Planning, type VolunteerRow } from '../participations/fixtures';

export const JOB_FIELDS = 'id kind status progress total fileName downloadUrl error';
export const PRINT_PREVIEW = `query($kind: PrintKind!, $filter: PrintFilter!) { printPreview(kind: $kind, filter: $filter) { fileName mimeType base64 } }`;
export const PRINT_DOCUMENT = `mutation($kind: PrintKind!, $filter: PrintFilter!) { printDocument(kind: $kind, filter: $filter) { ${JOB_FIELDS} } }`;
export const DOCUMENT_JOB = `query($id: ID!) { documentJob(id: $id) { ${JOB_FIELDS} } }`;

export interface Festival {
  p: Planning;
  anne: VolunteerRow;
  marc: VolunteerRow;
  wanda: VolunteerRow;
  lunch: string;
  dinner: string;
}

/**
 * The planning fixture's event (Zurich) staffed: Anne Zürcher on the bar 10-12 and 12-14 (day 1) and
 * the kitchen 10-12 (day 2); Marc Aebi on the bar 10-12 and, as a group of 3 "Les Aebi", the kitchen
 * 11-13 (day 1); Wanda awaiting validation on the bar 12-14, Roger refused there. Lunch: the bar and
 * the kitchen's day-2 slot; dinner: the kitchen.
 */
export async function festival(t: TestApp, o: Organizer): Promise<Festival> {
  const p = await planning(o);
  const anne = await volunteer(t, o.organization.id, { first_name: 'Anne', last_name: 'Zürcher' });
  const marc = await volunteer(t, o.organization.id, { first_name: 'Marc', last_name: 'Aebi' });
  const wanda = await volunteer(t, o.organization.id, { first_name: 'Wanda', last_name: 'Attente' });
  const roger = await volunteer(t, o.organization.id, { first_name: 'Roger', last_name: 'Refusé' });
  await t.db.database.dataSource.query(`UPDATE volunteer SET phone_number = '+41 79 111 11 11' WHERE id = $1`, [Number(anne.id)]);
  await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: anne });
  await participation(t, o, { eventId: p.eventId, slotId: p.slotB, volunteer: anne });
  await participation(t, o, { eventId: p.eventId, slotId: p.slotD, volunteer: anne });
  await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: marc });
  await participation(t, o, { eventId: p.eventId, slotId: p.slotC, volunteer: marc, nb: 3, groupName: 'Les Aebi' });
  await participation(t, o, { eventId: p.eventId, slotId: p.slotB, volunteer: wanda, status: 0 });
  await participation(t, o, { eventId: p.eventId, slotId: p.slotB, volunteer: roger, status: 2 });
  const lunch = (await meal(o, p.eventId, 'Déjeuner', { positionIds: [p.bar], slotIds: [p.slotD] })).id as string;
  const dinner = (await meal(o, p.eventId, 'Dîner', { positionIds: [p.kitchen] })).id as string;
  return { p, anne, marc, wanda, lunch, dinner };
}

/** A PNG logo stored as an upload is (DATA_DIR/media), set as the event's logo. */
export async function eventLogo(t: TestApp, eventId: string): Promise<void> {
  const name = `event-logo-${eventId}.png`;
  fs.mkdirSync(path.join(t.db.config.dataDir, 'media'), { recursive: true });
  fs.writeFileSync(path.join(t.db.config.dataDir, 'media', name), Buffer.from(pngDataUrl('#1d4e89', 60, 30).split(',')[1], 'base64'));
  await t.db.database.dataSource.query('UPDATE event SET logo = $2 WHERE id = $1', [Number(eventId), `/media/${name}`]);
}

/** The PDF of a preview (it must succeed). */
export async function preview(o: Organizer, kind: string, filter: Record<string, unknown>): Promise<Buffer> {
  const { printPreview } = await o.ok(PRINT_PREVIEW, { kind, filter });
  expect(printPreview.mimeType).toBe('application/pdf');
  return Buffer.from(printPreview.base64, 'base64');
}

/** Queues a print and waits until its job is DONE or FAILED. */
export async function printed(o: Organizer, kind: string, filter: Record<string, unknown>) {
  const { printDocument } = await o.ok(PRINT_DOCUMENT, { kind, filter });
  const finished = await waitFor(
    'the print',
    async () => {
      const { documentJob } = await o.ok(DOCUMENT_JOB, { id: printDocument.id });
      return documentJob.status === 'DONE' || documentJob.status === 'FAILED' ? documentJob : undefined;
    },
    60_000,
  );
  return { queued: printDocument, finished };
}

export async function download(o: Organizer, url: string): Promise<Buffer> {
  const res = await o.agent
    .get(url)
    .buffer(true)
    .parse((r, finish) => {
      const chunks: Buffer[] = [];
      r.on('data', (chunk: Buffer) => chunks.push(chunk));
      r.on('end', () => finish(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/pdf/);
  return res.body as Buffer;
}

/** Each text's first position in `text`, in order: fails when one is missing or out of order. */
export function expectInOrder(text: string, parts: string[]): void {
  let from = 0;
  for (const part of parts) {
    const at = text.indexOf(part, from);
    expect({ part, found: at >= 0 }).toEqual({ part, found: true });
    from = at + part.length;
  }
}

export const occurrences = (text: string, part: string): number => text.split(part).length - 1;
