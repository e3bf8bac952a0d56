import type { Column, Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { cropMarks, Images, MM, qrDataUrl, renderPdf } from '../documents/pdf';

// The layouts of the organizer's prints (issue 15). Everything here is plain data in, pdfmake out: the
// service reads, filters and translates; these functions only place what they are given.

const A4 = { width: 210 * MM, height: 297 * MM };
const MARGIN = { side: 15 * MM, top: 24 * MM, bottom: 14 * MM };
const MUTED = '#666666';
const RULE = '#bbbbbb';
const BAND = '#eeeeee';

/** The printed words, already in the organization's language. */
export interface PrintChrome {
  /** The document's title (the kind), e.g. "Planning". */
  title: string;
  eventName: string;
  /** The event's logo as a data URL, or null. */
  logo: string | null;
  /** "Page {n} / {total}" without the numbers: the footer adds them. */
  footer: string;
}

/** One slot of a planning section, times already in the event's time zone. */
export interface PlanningSlot {
  time: string;
  description: string;
  /** "2 / 5 places" */
  places: string;
  people: Array<{ name: string; phone: string; nbParticipants: number; groupName: string }>;
  /** Empty lines to print under the names: places still free. */
  freePlaces: number;
}

/** One position on one day. */
export interface PlanningSection {
  positionName: string;
  sectorName: string | null;
  positionDescription: string;
  dayLabel: string;
  slots: PlanningSlot[];
}

export interface PlanningLabels {
  freePlace: string;
}

/** One volunteer's page (PER_VOLUNTEER). */
export interface VolunteerSheet {
  name: string;
  contact: string;
  shifts: Array<{ dayLabel: string; time: string; positionName: string; sectorName: string | null; description: string }>;
  positions: Array<{
    name: string;
    description: string;
    /** The meeting point in words: the coordinates, else the sector's description. */
    meetingPoint: string;
    /** A map link when the position has coordinates (printed and drawn as a QR code). */
    mapUrl: string | null;
  }>;
}

export interface VolunteerLabels {
  noShifts: string;
  meetingPoint: string;
  mapLink: string;
  time: string;
  position: string;
}

/** One meal ticket (VOUCHERS). */
export interface VoucherTicket {
  eventName: string;
  mealName: string;
  /** "Valable le samedi 12 juillet 2027" */
  validity: string;
  volunteerName: string;
  /** The volunteer's scan code, drawn as a QR code; null prints none. */
  scanCode: string | null;
}

/** A titled list of names with a count (TSHIRTS per size, MEALS per day and meal). */
export interface NameGroup {
  heading: string;
  count: string;
  rows: Array<{ name: string; detail: string }>;
}

/** A document: its units are laid out one after the other; `pageBreak` starts each on a new page. */
export interface PrintDocument {
  chrome: PrintChrome;
  units: Content[][];
  pageBreak: boolean;
  images?: Record<string, string>;
}

function sectionHeading(section: PlanningSection): Content {
  const title = section.sectorName ? `${section.positionName} · ${section.sectorName}` : section.positionName;
  const stack: Content[] = [
    { text: title, fontSize: 15, bold: true },
    { text: section.dayLabel, fontSize: 11, color: MUTED, margin: [0, 1, 0, 0] },
  ];
  if (section.positionDescription.trim()) stack.push({ text: section.positionDescription.trim(), fontSize: 9, color: MUTED, margin: [0, 3, 0, 0] });
  return { stack, margin: [0, 0, 0, 6] };
}

/** A slot's table: a band with the time and the places, the names with their phones, then empty lines for free places. */
function slotTable(slot: PlanningSlot, labels: PlanningLabels): Content {
  const band = [slot.time, slot.description.trim()].filter(Boolean).join('  ·  ');
  const body: TableCell[][] = [
    [
      { text: band, bold: true, fillColor: BAND, colSpan: 2 },
      {},
      { text: slot.places, fillColor: BAND, alignment: 'right', fontSize: 8, color: MUTED, margin: [0, 1, 0, 0] },
    ],
  ];
  for (const person of slot.people) {
    const extra = [person.nbParticipants > 1 ? `×${person.nbParticipants}` : '', person.groupName.trim()].filter(Boolean).join(' ');
    body.push([{ text: person.name }, { text: person.phone }, { text: extra, alignment: 'right', fontSize: 8, color: MUTED }]);
  }
  for (let i = 0; i < slot.freePlaces; i += 1) {
    body.push([{ text: labels.freePlace, fontSize: 7, color: '#aaaaaa', margin: [0, 5, 0, 2] }, { text: '' }, { text: '' }]);
  }
  return {
    table: { headerRows: 1, keepWithHeaderRows: 1, dontBreakRows: true, widths: ['*', 34 * MM, 22 * MM], body },
    layout: {
      hLineWidth: (i: number) => (i === 0 ? 0.8 : 0.4),
      vLineWidth: () => 0,
      hLineColor: () => RULE,
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
    fontSize: 9.5,
    margin: [0, 0, 0, 8],
  };
}

/** A position on a day: its heading and one table per slot. */
export function planningUnit(section: PlanningSection, labels: PlanningLabels): Content[] {
  return [sectionHeading(section), ...section.slots.map((slot) => slotTable(slot, labels))];
}

/** One volunteer's page: name and contact, their shifts, then each position with its meeting point. */
export async function volunteerUnit(sheet: VolunteerSheet, labels: VolunteerLabels, images: Images): Promise<Content[]> {
  const nodes: Content[] = [
    { text: sheet.name, fontSize: 20, bold: true },
    { text: sheet.contact, fontSize: 9, color: MUTED, margin: [0, 2, 0, 10] },
  ];
  if (sheet.shifts.length === 0) {
    nodes.push({ text: labels.noShifts, italics: true, color: MUTED });
    return nodes;
  }
  const body: TableCell[][] = [[{ text: labels.time, bold: true }, { text: labels.position, bold: true }, { text: '', bold: true }]];
  for (const shift of sheet.shifts) {
    body.push([
      { stack: [{ text: shift.dayLabel, fontSize: 8, color: MUTED }, { text: shift.time, bold: true }] },
      { stack: [{ text: shift.positionName, bold: true }, ...(shift.sectorName ? [{ text: shift.sectorName, fontSize: 8, color: MUTED }] : [])] },
      { text: shift.description, fontSize: 8.5 },
    ]);
  }
  nodes.push({
    table: { headerRows: 1, dontBreakRows: true, widths: [38 * MM, 55 * MM, '*'], body },
    layout: 'lightHorizontalLines',
    fontSize: 9.5,
    margin: [0, 0, 0, 12],
  });
  for (const position of sheet.positions) {
    const text: Content[] = [{ text: position.name, bold: true, fontSize: 11 }];
    if (position.description.trim()) text.push({ text: position.description.trim(), fontSize: 9, margin: [0, 2, 0, 0] });
    if (position.meetingPoint.trim()) text.push({ text: [{ text: `${labels.meetingPoint}: `, bold: true }, position.meetingPoint.trim()], fontSize: 9, margin: [0, 2, 0, 0] });
    if (position.mapUrl) text.push({ text: `${labels.mapLink}: ${position.mapUrl}`, link: position.mapUrl, fontSize: 8, color: '#1d4e89', margin: [0, 2, 0, 0] });
    const columns: Column[] = [{ width: '*', stack: text }];
    if (position.mapUrl) columns.push({ width: 24 * MM, image: images.key(await qrDataUrl(position.mapUrl)), fit: [24 * MM, 24 * MM] });
    nodes.push({ columns, columnGap: 4 * MM, unbreakable: true, margin: [0, 0, 0, 8] });
  }
  return nodes;
}

/** A titled list of names: heading with its count, then the names (two columns when long). */
export function nameGroupUnit(group: NameGroup): Content[] {
  const body: TableCell[][] = group.rows.map((row) => [{ text: row.name }, { text: row.detail, color: MUTED }]);
  const nodes: Content[] = [
    {
      columns: [
        { text: group.heading, fontSize: 13, bold: true, width: '*' },
        { text: group.count, fontSize: 11, bold: true, alignment: 'right', width: 'auto' },
      ],
      margin: [0, 4, 0, 4],
    },
  ];
  if (body.length > 0) {
    nodes.push({
      table: { dontBreakRows: true, widths: ['*', '*'], body },
      layout: 'lightHorizontalLines',
      fontSize: 9.5,
      margin: [0, 0, 0, 10],
    });
  }
  return nodes;
}

/** A summary table (TSHIRTS: size and count), the total last. */
export function summaryUnit(heading: [string, string], rows: Array<[string, string]>, total: [string, string]): Content[] {
  const body: TableCell[][] = [
    [{ text: heading[0], bold: true }, { text: heading[1], bold: true, alignment: 'right' }],
    ...rows.map(([a, b]): TableCell[] => [{ text: a }, { text: b, alignment: 'right' }]),
    [{ text: total[0], bold: true }, { text: total[1], bold: true, alignment: 'right' }],
  ];
  return [{ table: { headerRows: 1, widths: ['*', 30 * MM], body }, layout: 'lightHorizontalLines', fontSize: 10, margin: [0, 0, 0, 12] }];
}

/** Pages with page numbers, the event's name, the title and the logo in the header. */
function chromeOf(chrome: PrintChrome, images: Images): Pick<TDocumentDefinitions, 'header' | 'footer' | 'info' | 'pageMargins'> {
  const logo = chrome.logo ? images.key(chrome.logo) : null;
  return {
    info: { title: `${chrome.eventName} - ${chrome.title}`, creator: 'Benevo', producer: 'Benevo' },
    pageMargins: [MARGIN.side, MARGIN.top, MARGIN.side, MARGIN.bottom],
    header: () => ({
      margin: [MARGIN.side, 8 * MM, MARGIN.side, 0],
      columns: [
        ...(logo ? [{ image: logo, fit: [30 * MM, 12 * MM] as [number, number], width: 32 * MM }] : []),
        { stack: [{ text: chrome.eventName, bold: true, fontSize: 12 }, { text: chrome.title, fontSize: 9, color: MUTED }], width: '*' },
      ],
    }),
    footer: (page: number, pages: number) => ({ text: `${chrome.footer} ${page} / ${pages}`, alignment: 'right', fontSize: 7, color: MUTED, margin: [MARGIN.side, 4 * MM, MARGIN.side, 0] }),
  };
}

/** An A4 portrait document of units (each on its own page when `pageBreak`). */
export function renderUnits(document: PrintDocument, images: Images = new Images()): Promise<Buffer> {
  const content: Content[] = [];
  document.units.forEach((unit, index) => {
    if (index > 0 && document.pageBreak) content.push({ text: '', pageBreak: 'before' });
    content.push(...unit);
  });
  return renderPdf({
    ...chromeOf(document.chrome, images),
    pageSize: 'A4',
    pageOrientation: 'portrait',
    content,
    images: { ...images.dictionary, ...document.images },
    defaultStyle: { fontSize: 10 },
  });
}

// ---- Cut sheets of tickets (VOUCHERS) --------------------------------------------------------------

/** A ticket's printed size: 12 per A4 sheet (2 x 6), with gutters for the crop marks. */
export const TICKET = { width: 90 * MM, height: 40 * MM, columns: 2, rows: 6, gapX: 8 * MM, gapY: 5 * MM };
/** Tickets per A4 sheet. */
export const TICKETS_PER_SHEET = TICKET.columns * TICKET.rows;
/** Crop marks start this far from the corner, so a slightly off cut never shows them. */
const MARK_LENGTH = 3 * MM;

/** The grid's top-left corner on the sheet (centred) and the room the crop marks have. */
export function ticketGrid() {
  const gridWidth = TICKET.columns * TICKET.width + (TICKET.columns - 1) * TICKET.gapX;
  const gridHeight = TICKET.rows * TICKET.height + (TICKET.rows - 1) * TICKET.gapY;
  const left = (A4.width - gridWidth) / 2;
  const top = (A4.height - gridHeight) / 2;
  return { left, top, room: { x: Math.min(TICKET.gapX / 2, left), y: Math.min(TICKET.gapY / 2, top) } };
}

/** Where ticket `index` of a sheet sits (its top-left corner, in points). */
export function ticketPosition(index: number): { x: number; y: number } {
  const { left, top } = ticketGrid();
  const slot = index % TICKETS_PER_SHEET;
  return { x: left + (slot % TICKET.columns) * (TICKET.width + TICKET.gapX), y: top + Math.floor(slot / TICKET.columns) * (TICKET.height + TICKET.gapY) };
}

async function ticketNodes(ticket: VoucherTicket, x: number, y: number, images: Images): Promise<Content[]> {
  const pad = 3 * MM;
  const qr = ticket.scanCode ? TICKET.height - 2 * pad : 0;
  const textWidth = TICKET.width - 2 * pad - (qr ? qr + pad : 0);
  const nodes: Content[] = [
    {
      absolutePosition: { x: x + pad, y: y + pad },
      columns: [
        {
          width: textWidth,
          stack: [
            { text: ticket.eventName, fontSize: 7, color: MUTED },
            { text: ticket.mealName, fontSize: 15, bold: true, margin: [0, 1, 0, 1] },
            { text: ticket.validity, fontSize: 8 },
            { text: ticket.volunteerName, fontSize: 9.5, bold: true, margin: [0, 4, 0, 0] },
          ],
        },
      ],
    },
  ];
  if (ticket.scanCode && qr) nodes.push({ image: images.key(await qrDataUrl(ticket.scanCode)), width: qr, height: qr, absolutePosition: { x: x + TICKET.width - qr - pad, y: y + pad } });
  return nodes;
}

/**
 * Tickets on A4 cut sheets (12 a sheet) with crop marks at every corner. `onTicket` is called after
 * each ticket is laid out (the QR codes are the slow part), for a job's progress.
 */
export async function renderTickets(chrome: Pick<PrintChrome, 'title' | 'eventName'>, tickets: VoucherTicket[], onTicket: (done: number) => Promise<void>): Promise<Buffer> {
  const images = new Images();
  const { room } = ticketGrid();
  const content: Content[] = [];
  for (let i = 0; i < tickets.length; i += 1) {
    if (i > 0 && i % TICKETS_PER_SHEET === 0) content.push({ text: '', pageBreak: 'before' });
    const { x, y } = ticketPosition(i);
    content.push(...(await ticketNodes(tickets[i], x, y, images)), cropMarks(x, y, TICKET.width, TICKET.height, room, MARK_LENGTH));
    await onTicket(i + 1);
  }
  return renderPdf({
    info: { title: `${chrome.eventName} - ${chrome.title}`, creator: 'Benevo', producer: 'Benevo' },
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: 0,
    content,
    images: images.dictionary,
  });
}
