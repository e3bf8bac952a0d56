import { startTestApp, type TestApp } from '../harness';
import { participation, planning, volunteer } from '../participations/fixtures';
import { CREATE_TEMPLATE, GENERATE, TEMPLATE_INPUT, badgesOrganizer, template } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A PNG whose header announces width x height pixels (a few bytes that would decode to gigabytes). */
function hugePng(width: number, height: number): string {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'ascii');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return `data:image/png;base64,${Buffer.concat([signature, ihdr, Buffer.alloc(64)]).toString('base64')}`;
}

describe('badge documents within bounds', () => {
  it('refuses an image of more than 16 megapixels, whatever its file size', async () => {
    const o = await badgesOrganizer(t);
    const answer = await o.call(CREATE_TEMPLATE, { input: { ...TEMPLATE_INPUT, logo: hugePng(5000, 5000) } });
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { logo: ['Fichier trop volumineux'] } });
    const [{ n }] = await t.db.database.dataSource.query('SELECT COUNT(*)::int AS n FROM badge_template WHERE organization_id = $1', [o.organization.id]);
    expect(n).toBe(0);
    // 4000 x 4000 is allowed by the rule (16 megapixels).
    const fine = await o.call(CREATE_TEMPLATE, { input: { ...TEMPLATE_INPUT, logo: hugePng(4000, 4000) } });
    expect(fine.errors).toBeUndefined();
  });

  it('builds one document at a time per organization', async () => {
    const o = await badgesOrganizer(t);
    const p = await planning(o);
    const v = await volunteer(t, o.organization.id);
    await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: v });
    const card = await template(o);
    await t.db.database.dataSource.query(
      `INSERT INTO document_job (organization_id, kind, status, progress, total, params) VALUES ($1, 'badges', 'running', 3, 900, '{}')`,
      [o.organization.id],
    );
    const busy = await o.call(GENERATE, { templateId: card.id, eventId: p.eventId });
    expect(busy.errors?.[0]).toMatchObject({ message: 'Un document est déjà en cours de génération : attendez qu’il soit prêt', extensions: { code: 'CONFLICT' } });
    // Another organization is not held up.
    const other = await badgesOrganizer(t);
    const otherPlanning = await planning(other);
    const w = await volunteer(t, other.organization.id);
    await participation(t, other, { eventId: otherPlanning.eventId, slotId: otherPlanning.slotA, volunteer: w });
    const otherCard = await template(other);
    expect((await other.call(GENERATE, { templateId: otherCard.id, eventId: otherPlanning.eventId })).errors).toBeUndefined();
  });
});
