import { createCanvas, loadImage } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { PDFParse } from 'pdf-parse';
import { organizer, type Organizer } from '../events/fixtures';
import type { TestApp } from '../harness';

export const TEMPLATE_FIELDS = 'id name size logo primaryColor textColor showPhoto showCategories showPositions attributeId showQrCode createdAt modifiedAt';
export const CREATE_TEMPLATE = `mutation($input: BadgeTemplateInput!) { createBadgeTemplate(input: $input) { ${TEMPLATE_FIELDS} } }`;
export const UPDATE_TEMPLATE = `mutation($id: ID!, $input: BadgeTemplateInput!) { updateBadgeTemplate(id: $id, input: $input) { ${TEMPLATE_FIELDS} } }`;
export const DELETE_TEMPLATE = `mutation($id: ID!) { deleteBadgeTemplate(id: $id) }`;
export const TEMPLATES = `query { badgeTemplates { id name } }`;
export const TEMPLATE = `query($id: ID!) { badgeTemplate(id: $id) { ${TEMPLATE_FIELDS} } }`;
export const BADGE_PDF = `query($templateId: ID!, $volunteerId: ID!, $eventId: ID) { badgePdf(templateId: $templateId, volunteerId: $volunteerId, eventId: $eventId) { fileName mimeType base64 } }`;
export const JOB_FIELDS = 'id kind status progress total fileName downloadUrl error createdAt';
export const GENERATE = `mutation($templateId: ID!, $eventId: ID!, $categoryId: ID) { generateBadges(templateId: $templateId, eventId: $eventId, categoryId: $categoryId) { ${JOB_FIELDS} } }`;
export const DOCUMENT_JOB = `query($id: ID!) { documentJob(id: $id) { ${JOB_FIELDS} } }`;

export const TEMPLATE_INPUT = {
  name: 'Festival',
  size: 'CARD',
  primaryColor: '#1D4E89',
  textColor: '#ffffff',
  showPhoto: false,
  showCategories: false,
  showPositions: false,
  attributeId: null,
  showQrCode: true,
};

/** A real 40 x 20 PNG (a red band): pdfkit decodes what it embeds, so the header alone would not do. */
export function pngDataUrl(color = '#d62828', width = 40, height = 20): string {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = color;
  context.fillRect(0, 0, width, height);
  return `data:image/png;base64,${canvas.toBuffer('image/png').toString('base64')}`;
}

/** An organizer of a fresh organization with badges switched on (or off). */
export async function badgesOrganizer(t: TestApp, options: { enableBadges?: boolean } = {}): Promise<Organizer> {
  const o = await organizer(t);
  await t.db.database.dataSource.query('UPDATE organization SET enable_badges = $2 WHERE id = $1', [o.organization.id, options.enableBadges ?? true]);
  return o;
}

export async function template(o: Organizer, input: Record<string, unknown> = {}): Promise<Record<string, any>> {
  return (await o.ok(CREATE_TEMPLATE, { input: { ...TEMPLATE_INPUT, ...input } })).createBadgeTemplate;
}

/** A volunteer category of the organization with these members (the volunteers module has its own tests). */
export async function category(t: TestApp, organizationId: number, name: string, volunteerIds: Array<string | number>): Promise<string> {
  const [{ id }] = await t.db.database.dataSource.query(`INSERT INTO volunteer_category (organization_id, name) VALUES ($1, $2) RETURNING id`, [organizationId, name]);
  for (const volunteerId of volunteerIds) {
    await t.db.database.dataSource.query(`INSERT INTO volunteer_category_member (volunteer_id, category_id) VALUES ($1, $2)`, [Number(volunteerId), id]);
  }
  return String(id);
}

/** The text of every page and the page count of a PDF. */
export async function pdfText(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

/** How many images the first page of a PDF draws. */
export async function imageCount(bytes: Buffer): Promise<number> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getImage({ partial: [1], imageThreshold: 0, imageBuffer: false, imageDataUrl: false });
    return result.pages[0].images.length;
  } finally {
    await parser.destroy();
  }
}

/** Renders a PDF's page as pdf.js draws it (scale 3: three pixels per point), for readQr. */
export async function pageImage(bytes: Buffer, page = 1, scale = 3) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const shot = await parser.getScreenshot({ partial: [page], scale });
    const image = await loadImage(Buffer.from(shot.pages[0].data));
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    return { width: image.width, height: image.height, context };
  } finally {
    await parser.destroy();
  }
}

/** The QR code in a region of a rendered page (the whole page by default), or null. */
export function readQr(page: Awaited<ReturnType<typeof pageImage>>, region = { x: 0, y: 0, width: page.width, height: page.height }): string | null {
  const data = page.context.getImageData(Math.round(region.x), Math.round(region.y), Math.round(region.width), Math.round(region.height));
  return jsQR(new Uint8ClampedArray(data.data), data.width, data.height)?.data ?? null;
}
