import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { cropMarks, Images, MM, qrDataUrl, renderPdf } from '../documents/pdf';
import type { BadgeSizeName } from './badge-template.entity';

/** A badge's printed size, in points (CARD is landscape, A6 portrait). */
export const BADGE_SIZES: Record<BadgeSizeName, { width: number; height: number }> = {
  card: { width: 85.6 * MM, height: 54 * MM },
  a6: { width: 105 * MM, height: 148 * MM },
};

/**
 * How badges sit on an A4 sheet: 10 cards (2 x 5, portrait), or 2 A6 (side by side, landscape). A4
 * is exactly four A6, which leaves no room for crop marks nor for the printer's unprintable edge:
 * two per landscape page keep both.
 */
export const SHEET_LAYOUTS: Record<BadgeSizeName, { orientation: 'portrait' | 'landscape'; columns: number; rows: number; gapX: number; gapY: number }> = {
  card: { orientation: 'portrait', columns: 2, rows: 5, gapX: 10 * MM, gapY: 4 * MM },
  a6: { orientation: 'landscape', columns: 2, rows: 1, gapX: 10 * MM, gapY: 0 },
};

const A4 = { width: 210 * MM, height: 297 * MM };
/** Crop marks start this far from the corner, so a slightly off cut never shows them. */
const MARK_LENGTH = 4 * MM;
const BODY_TEXT = '#222222';

/** What a template prints, with its logo already read (a data URL). */
export interface BadgeLook {
  size: BadgeSizeName;
  primaryColor: string;
  textColor: string;
  logo: string | null;
}

/** One volunteer's badge: every optional part is already null/empty when the template hides it. */
export interface BadgeContent {
  firstName: string;
  lastName: string;
  /** A data URL, or null. */
  photo: string | null;
  categories: string[];
  positions: string[];
  /** The custom attribute's answer as people read it, or null. */
  answer: string | null;
  /** The scan code the QR carries, or null. */
  scanCode: string | null;
}

function textBlock(x: number, y: number, width: number, stack: Content[]): Content {
  return { absolutePosition: { x, y }, columns: [{ width, stack }] };
}

function detailLines(content: BadgeContent, fontSize: number, alignment: 'left' | 'center'): Content[] {
  const lines: Content[] = [];
  if (content.positions.length > 0) lines.push({ text: content.positions.join(', '), fontSize, bold: true, color: BODY_TEXT, alignment });
  if (content.categories.length > 0) lines.push({ text: content.categories.join(', '), fontSize, color: BODY_TEXT, alignment });
  if (content.answer) lines.push({ text: content.answer, fontSize, color: BODY_TEXT, alignment });
  return lines.map((line) => ({ stack: [line], margin: [0, 0, 0, fontSize * 0.3] }));
}

/**
 * A credit card (landscape): a band in the primary colour with the logo and the name in the text
 * colour; below, the photo on the left, the positions, categories and answer, the QR code on the right.
 */
function cardNodes(look: BadgeLook, content: BadgeContent, x: number, y: number, images: Images): Content[] {
  const { width, height } = BADGE_SIZES.card;
  const pad = 2.5 * MM;
  const band = 17 * MM;
  const qr = content.scanCode ? 27 * MM : 0;
  const nodes: Content[] = [{ canvas: [{ type: 'rect', x: 0, y: 0, w: width, h: band, color: look.primaryColor }], absolutePosition: { x, y } }];
  let nameX = pad;
  if (look.logo) {
    nodes.push({ image: images.key(look.logo), fit: [22 * MM, band - 2 * pad], absolutePosition: { x: x + pad, y: y + pad } });
    nameX = pad + 22 * MM + pad;
  }
  nodes.push(
    textBlock(x + nameX, y + pad, width - nameX - pad, [
      { text: content.firstName, fontSize: 13, bold: true, color: look.textColor, lineHeight: 1 },
      { text: content.lastName, fontSize: 11, color: look.textColor, lineHeight: 1 },
    ]),
  );
  let textX = pad;
  if (content.photo) {
    nodes.push({ image: images.key(content.photo), fit: [19 * MM, height - band - 2 * pad], absolutePosition: { x: x + pad, y: y + band + pad } });
    textX = pad + 19 * MM + pad;
  }
  const textWidth = width - textX - pad - (qr ? qr + pad : 0);
  nodes.push(textBlock(x + textX, y + band + pad, textWidth, detailLines(content, 7.5, 'left')));
  if (content.scanCode && qr) nodes.push({ image: images.key(content.scanCode), width: qr, height: qr, absolutePosition: { x: x + width - qr - pad / 2, y: y + height - qr - pad / 2 } });
  return nodes;
}

/**
 * An A6 badge (portrait): a band in the primary colour with the logo and the name; below, centred,
 * the photo, the positions, categories and answer, and the QR code at the bottom.
 */
function a6Nodes(look: BadgeLook, content: BadgeContent, x: number, y: number, images: Images): Content[] {
  const { width, height } = BADGE_SIZES.a6;
  const pad = 5 * MM;
  const logo = 16 * MM;
  const band = look.logo ? 42 * MM : 30 * MM;
  const qr = content.scanCode ? 38 * MM : 0;
  const nodes: Content[] = [{ canvas: [{ type: 'rect', x: 0, y: 0, w: width, h: band, color: look.primaryColor }], absolutePosition: { x, y } }];
  let nameY = pad;
  if (look.logo) {
    nodes.push({ columns: [{ width: width - 2 * pad, stack: [{ image: images.key(look.logo), fit: [width - 2 * pad, logo], alignment: 'center' }] }], absolutePosition: { x: x + pad, y: y + pad } });
    nameY = pad + logo + 2 * MM;
  }
  nodes.push(
    textBlock(x + pad, y + nameY, width - 2 * pad, [
      { text: content.firstName, fontSize: 22, bold: true, color: look.textColor, alignment: 'center', lineHeight: 1 },
      { text: content.lastName, fontSize: 17, color: look.textColor, alignment: 'center', lineHeight: 1 },
    ]),
  );
  let bodyY = band + pad;
  if (content.photo) {
    const photo = 34 * MM;
    nodes.push({ columns: [{ width: width - 2 * pad, stack: [{ image: images.key(content.photo), fit: [width - 2 * pad, photo], alignment: 'center' }] }], absolutePosition: { x: x + pad, y: y + bodyY } });
    bodyY += photo + 3 * MM;
  }
  nodes.push(textBlock(x + pad, y + bodyY, width - 2 * pad, detailLines(content, 11, 'center')));
  if (content.scanCode && qr) nodes.push({ image: images.key(content.scanCode), width: qr, height: qr, absolutePosition: { x: x + (width - qr) / 2, y: y + height - qr - pad / 2 } });
  return nodes;
}

/** The QR images replace the codes (async), then the nodes of one badge with its top-left corner at (x, y). */
async function badgeNodes(look: BadgeLook, content: BadgeContent, x: number, y: number, images: Images): Promise<Content[]> {
  const withQr = { ...content, scanCode: content.scanCode ? await qrDataUrl(content.scanCode) : null };
  return look.size === 'a6' ? a6Nodes(look, withQr, x, y, images) : cardNodes(look, withQr, x, y, images);
}

function baseDocument(title: string): Pick<TDocumentDefinitions, 'info' | 'pageMargins'> {
  return { info: { title, creator: 'Benevo', producer: 'Benevo' }, pageMargins: 0 };
}

/** One badge, on a page of the badge's own size. */
export async function renderBadge(look: BadgeLook, content: BadgeContent, title: string): Promise<Buffer> {
  const images = new Images();
  const { width, height } = BADGE_SIZES[look.size];
  return renderPdf({
    ...baseDocument(title),
    pageSize: { width, height },
    content: await badgeNodes(look, content, 0, 0, images),
    images: images.dictionary,
  });
}

/** Badges per A4 page of a size's sheet. */
export function badgesPerPage(size: BadgeSizeName): number {
  return SHEET_LAYOUTS[size].columns * SHEET_LAYOUTS[size].rows;
}

/**
 * Badges on A4 sheets with crop marks at every corner, the grid centred on the page. `onBadge` is called
 * after each badge is laid out (the QR codes are the slow part), for the job's progress.
 */
export async function renderSheet(look: BadgeLook, contents: BadgeContent[], title: string, onBadge: (done: number) => Promise<void>): Promise<Buffer> {
  const images = new Images();
  const layout = SHEET_LAYOUTS[look.size];
  const badge = BADGE_SIZES[look.size];
  const page = layout.orientation === 'portrait' ? A4 : { width: A4.height, height: A4.width };
  const gridWidth = layout.columns * badge.width + (layout.columns - 1) * layout.gapX;
  const gridHeight = layout.rows * badge.height + (layout.rows - 1) * layout.gapY;
  const left = (page.width - gridWidth) / 2;
  const top = (page.height - gridHeight) / 2;
  // Marks stay in the gutter between two badges (half each) or in the page's margin.
  const room = {
    x: layout.columns > 1 ? Math.min(layout.gapX / 2, left) : left,
    y: layout.rows > 1 ? Math.min(layout.gapY / 2, top) : top,
  };
  const perPage = badgesPerPage(look.size);
  const content: Content[] = [];
  for (let i = 0; i < contents.length; i += 1) {
    const slot = i % perPage;
    if (slot === 0 && i > 0) content.push({ text: '', pageBreak: 'before' });
    const x = left + (slot % layout.columns) * (badge.width + layout.gapX);
    const y = top + Math.floor(slot / layout.columns) * (badge.height + layout.gapY);
    content.push(...(await badgeNodes(look, contents[i], x, y, images)), cropMarks(x, y, badge.width, badge.height, room, MARK_LENGTH));
    await onBadge(i + 1);
  }
  return renderPdf({ ...baseDocument(title), pageSize: 'A4', pageOrientation: layout.orientation, content, images: images.dictionary });
}
