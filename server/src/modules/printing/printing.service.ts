import fs from 'node:fs/promises';
import path from 'node:path';
import { isCalendarDate, localDate, mapUrl, ParticipationStatus, translate, wallTime, type MessageKey, type MessageParams } from '@benevo/schema';
import { idNumber, isRowId, parseId } from '../../common/ids';
import { fileStem } from '../../common/spreadsheet';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import type { DocumentJob } from '../documents/document-job.entity';
import { documentsService, type DocumentFile } from '../documents/documents.service';
import { Images } from '../documents/pdf';
import type { Event } from '../events/event.entity';
import { eventsService } from '../events/events.service';
import { mealsService, type MealGrant } from '../meals/meals.service';
import { detectImageFormat, imagePixels, MAX_IMAGE_PIXELS } from '../media/media.service';
import { scanCodesService } from '../operators/scan-codes.service';
import { standService } from '../operators/stand.service';
import { positionsService } from '../positions/positions.service';
import { volunteersService } from '../volunteers/volunteers.service';
import {
  nameGroupUnit,
  planningUnit,
  renderTickets,
  renderUnits,
  summaryUnit,
  TICKETS_PER_SHEET,
  volunteerUnit,
  type NameGroup,
  type PlanningSection,
  type PrintChrome,
  type VolunteerSheet,
  type VoucherTicket,
} from './printing.pdf';
import { choiceAnswers, eventPeople, eventSlots, heldPlaces, type PrintKindName, type PrintPersonRow, type PrintSlotRow } from './printing.read-model';

export type { PrintKindName } from './printing.read-model';

/** The outbox job that builds a print: `{ documentJobId }`. */
export const PRINTING_DOCUMENT_JOB = 'printing.document';
/** DocumentJob.kind of a print: `print_<kind>` (print_planning, print_vouchers...). */
export const printDocumentKind = (kind: PrintKindName): string => `print_${kind}`;

const PDF_MIME_TYPE = 'application/pdf';
const KINDS: readonly PrintKindName[] = ['planning', 'per_volunteer', 'vouchers', 'tshirts', 'meals'];
/** PLANNING: one position (and day) per page, or the sections one after the other. */
export const PLANNING_LAYOUTS = ['page_per_position', 'compact'] as const;
export type PlanningLayout = (typeof PLANNING_LAYOUTS)[number];
/**
 * A preview lays out about this many table lines (a name, a free place, a slot's band): one A4 page
 * holds about 42 of them under the header, so the first page's content never spills on a second.
 */
export const PREVIEW_LINES = 34;
/** The most units (pages of a position, volunteers, tickets, groups) in one print. */
export const MAX_PRINT_UNITS = 5000;

/** What a print reads (contract "Signatures between helpers"): one event, the rest narrows it. */
export interface PlanningFilter {
  eventId: number;
  /** YYYY-MM-DD in the event's time zone. */
  days?: string[];
  positionIds?: number[];
  /** Volunteer categories: only their members. */
  categoryIds?: number[];
  sectorIds?: number[];
  /** Participation statuses printed; accepted only by default. */
  statuses?: number[];
  /** Part of a name, e-mail address, phone number or group name. */
  search?: string;
}

/** What the organizer's doors send: the filter as typed, checked by the service. */
export interface PrintRequest {
  eventId: unknown;
  days?: string[] | null;
  positionIds?: unknown[] | null;
  categoryIds?: unknown[] | null;
  layout?: string | null;
}

interface PrintOptions {
  layout: PlanningLayout;
  /** First page only. */
  preview: boolean;
  /** Called after each unit is laid out (a job's progress). */
  onUnit?: (done: number) => Promise<void>;
}

/** A print ready to lay out: how many units it has (a job's total) and how to render it. */
interface Plan {
  title: string;
  total: number;
  render(options: PrintOptions): Promise<Buffer>;
}

/** The event and what the print's language needs. */
interface Scope {
  event: Event;
  language: string;
  t: (key: MessageKey, params?: MessageParams) => string;
  dayLabel: (day: string) => string;
  time: (start: Date, end: Date) => string;
}

/** The organization's language for the printed words, dates in the event's time zone. */
async function scopeOf(ctx: RequestContext, eventId: number): Promise<Scope> {
  const event = await ctx.loaders.events.byId.load(eventId);
  if (!event) throw AppError.notFound('error.notFoundEvent');
  const language = (await ctx.loaders.organizations.byId.load(event.organizationId))?.defaultLanguage ?? 'fr';
  const locale = language === 'fr-ch' ? 'fr-CH' : language;
  let dayFormat: Intl.DateTimeFormat;
  try {
    dayFormat = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  } catch {
    dayFormat = new Intl.DateTimeFormat('fr', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  }
  const hhmm = (instant: Date) => {
    const w = wallTime(instant, event.timeZone);
    return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
  };
  return {
    event,
    language,
    t: (key, params) => translate(language, key, params),
    // A calendar day printed at noon UTC: the same day whatever the server's zone.
    dayLabel: (day) => dayFormat.format(new Date(`${day}T12:00:00Z`)),
    time: (start, end) => {
      const nextDay = localDate(start, event.timeZone) !== localDate(end, event.timeZone);
      return `${hhmm(start)} – ${hhmm(end)}${nextDay ? ' (+1)' : ''}`;
    },
  };
}

/**
 * A stored image (/media/<name>) as a data URL for the PDF; null when missing, not a JPEG/PNG, or with
 * more than MAX_IMAGE_PIXELS (decoding it could exhaust the memory).
 */
async function mediaDataUrl(ctx: RequestContext, publicPath: string | null): Promise<string | null> {
  const match = publicPath ? /^\/media\/([A-Za-z0-9_-]+\.(?:jpg|jpeg|png))$/.exec(publicPath) : null;
  if (!match) return null;
  try {
    const bytes = await fs.readFile(path.join(ctx.app.config.dataDir, 'media', match[1]));
    const format = detectImageFormat(bytes);
    const pixels = imagePixels(bytes);
    if (!format || pixels === null || pixels > MAX_IMAGE_PIXELS) return null;
    return `data:image/${format};base64,${bytes.toString('base64')}`;
  } catch {
    // A logo deleted from the disk prints no logo rather than no planning.
    return null;
  }
}

async function chromeOf(ctx: RequestContext, scope: Scope, title: string): Promise<PrintChrome> {
  return { title, eventName: scope.event.name, logo: await mediaDataUrl(ctx, scope.event.logo), footer: scope.event.name };
}

/** Lower case without accents, for the search. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

function personName(person: Pick<PrintPersonRow, 'firstName' | 'lastName'>): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** The event's slots and participations the filter keeps (accepted ones unless statuses say otherwise). */
async function selection(ctx: RequestContext, scope: Scope, filter: PlanningFilter): Promise<{ slots: PrintSlotRow[]; people: PrintPersonRow[] }> {
  const days = filter.days && filter.days.length > 0 ? new Set(filter.days) : null;
  const positions = filter.positionIds && filter.positionIds.length > 0 ? new Set(filter.positionIds) : null;
  const sectors = filter.sectorIds && filter.sectorIds.length > 0 ? new Set(filter.sectorIds) : null;
  const categories = filter.categoryIds && filter.categoryIds.length > 0 ? new Set(filter.categoryIds) : null;
  const statuses = filter.statuses && filter.statuses.length > 0 ? filter.statuses : [ParticipationStatus.ACCEPTED];
  const search = folded(filter.search?.trim() ?? '');
  const [allSlots, allPeople] = await Promise.all([eventSlots(ctx.manager, scope.event.id), eventPeople(ctx.manager, scope.event.id, statuses)]);
  const slots = allSlots.filter(
    (slot) =>
      (!days || days.has(localDate(slot.startTime, scope.event.timeZone))) &&
      (!positions || positions.has(slot.positionId)) &&
      (!sectors || (slot.sectorId !== null && sectors.has(slot.sectorId))),
  );
  const slotIds = new Set(slots.map((slot) => slot.id));
  const people = allPeople.filter(
    (person) =>
      slotIds.has(person.slotId) &&
      (!categories || person.categoryIds.some((id) => categories.has(id))) &&
      (!search ||
        [`${person.firstName} ${person.lastName}`, `${person.lastName} ${person.firstName}`, person.email, person.phone, person.groupName].some((text) => folded(text).includes(search))),
  );
  return { slots, people };
}

/** Keeps what fits in `budget` lines of a preview, cutting the last section's rows. */
function previewSections(sections: PlanningSection[], layout: PlanningLayout): PlanningSection[] {
  let budget = PREVIEW_LINES;
  const kept: PlanningSection[] = [];
  for (const section of layout === 'page_per_position' ? sections.slice(0, 1) : sections) {
    budget -= section.positionDescription.trim() ? 4 : 3;
    if (budget <= 0) break;
    const slots: PlanningSection['slots'] = [];
    for (const slot of section.slots) {
      budget -= 1.5;
      if (budget <= 0) break;
      const people = slot.people.slice(0, Math.max(0, Math.floor(budget)));
      budget -= people.length;
      const freePlaces = Math.min(slot.freePlaces, Math.max(0, Math.floor(budget / 1.3)));
      budget -= freePlaces * 1.3;
      slots.push({ ...slot, people, freePlaces });
      if (budget <= 0) break;
    }
    kept.push({ ...section, slots });
    if (budget <= 0) break;
  }
  return kept;
}

/** Keeps the groups and names that fit in a preview's lines. */
function previewGroups(groups: NameGroup[], budget: number): NameGroup[] {
  const kept: NameGroup[] = [];
  for (const group of groups) {
    budget -= 2.5;
    if (budget <= 0) break;
    const rows = group.rows.slice(0, Math.max(0, Math.floor(budget)));
    budget -= rows.length + 0.5;
    kept.push({ ...group, rows });
    if (budget <= 0) break;
  }
  return kept;
}

/** Lays out units, moving the progress after each one. */
async function layoutUnits<T, U>(items: T[], layout: (item: T) => U | Promise<U>, onUnit?: (done: number) => Promise<void>): Promise<U[]> {
  const units: U[] = [];
  for (const item of items) {
    units.push(await layout(item));
    if (onUnit) await onUnit(units.length);
  }
  return units;
}

// ---- The kinds ------------------------------------------------------------------------------------

/** PLANNING: per position and day, each slot with its names and phones and a line per free place. */
async function planningPlan(ctx: RequestContext, scope: Scope, filter: PlanningFilter): Promise<Plan> {
  const [{ slots, people }, held] = await Promise.all([selection(ctx, scope, filter), heldPlaces(ctx.manager, scope.event.id)]);
  const peopleBySlot = new Map<number, PrintPersonRow[]>();
  for (const person of people) peopleBySlot.set(person.slotId, [...(peopleBySlot.get(person.slotId) ?? []), person]);
  // Slots come by position order then start: a section is a run of one position on one day.
  const sections: PlanningSection[] = [];
  const byKey = new Map<string, PlanningSection>();
  for (const slot of slots) {
    const day = localDate(slot.startTime, scope.event.timeZone);
    const key = `${slot.positionId}|${day}`;
    let section = byKey.get(key);
    if (!section) {
      section = { positionName: slot.positionName, sectorName: slot.sectorName, positionDescription: slot.positionDescription, dayLabel: scope.dayLabel(day), slots: [] };
      byKey.set(key, section);
      sections.push(section);
    }
    const taken = held.get(slot.id) ?? 0;
    section.slots.push({
      time: scope.time(slot.startTime, slot.endTime),
      description: slot.description,
      places: scope.t('printing.places', { taken, required: slot.requiredVolunteerCount }),
      people: (peopleBySlot.get(slot.id) ?? []).map((person) => ({ name: personName(person), phone: person.phone, nbParticipants: person.nbParticipants, groupName: person.groupName })),
      freePlaces: Math.max(0, slot.requiredVolunteerCount - taken),
    });
  }
  const title = scope.t('printing.planningTitle');
  const labels = { freePlace: scope.t('printing.freePlace') };
  return {
    title,
    total: sections.length,
    async render(options) {
      const kept = options.preview ? previewSections(sections, options.layout) : sections;
      const units = await layoutUnits(kept, (section) => planningUnit(section, labels), options.onUnit);
      return renderUnits({ chrome: await chromeOf(ctx, scope, title), units, pageBreak: options.layout === 'page_per_position' });
    },
  };
}

/** PER_VOLUNTEER: one page per volunteer, their shifts and each position's description and meeting point. */
async function perVolunteerPlan(ctx: RequestContext, scope: Scope, filter: PlanningFilter): Promise<Plan> {
  const { slots, people } = await selection(ctx, scope, filter);
  const slotById = new Map(slots.map((slot) => [slot.id, slot]));
  const sheets = new Map<string, VolunteerSheet & { order: Array<{ start: number }> }>();
  // People come by name: the sheets too. One without a volunteer row keeps its participation's page.
  for (const person of people) {
    const slot = slotById.get(person.slotId);
    if (!slot) continue;
    const key = person.volunteerId === null ? `p${person.participationId}` : `v${person.volunteerId}`;
    let sheet = sheets.get(key);
    if (!sheet) {
      sheet = { name: personName(person), contact: [person.phone, person.email].filter(Boolean).join(' · '), shifts: [], positions: [], order: [] };
      sheets.set(key, sheet);
    }
    sheet.shifts.push({
      dayLabel: scope.dayLabel(localDate(slot.startTime, scope.event.timeZone)),
      time: scope.time(slot.startTime, slot.endTime),
      positionName: slot.positionName,
      sectorName: slot.sectorName,
      description: slot.description,
    });
    sheet.order.push({ start: slot.startTime.getTime() });
    if (!sheet.positions.some((position) => position.name === slot.positionName)) {
      const located = slot.latitude !== null && slot.longitude !== null;
      sheet.positions.push({
        name: slot.positionName,
        description: slot.positionDescription,
        // Without coordinates the sector's description says where to go (the position's own is printed above).
        meetingPoint: located ? `${slot.latitude?.toFixed(5)}, ${slot.longitude?.toFixed(5)}` : slot.sectorDescription ?? '',
        mapUrl: located ? mapUrl(slot.latitude as number, slot.longitude as number) : null,
      });
    }
  }
  const ordered = [...sheets.values()].map((sheet) => {
    const indexes = sheet.shifts.map((_, i) => i).sort((a, b) => sheet.order[a].start - sheet.order[b].start);
    return { name: sheet.name, contact: sheet.contact, shifts: indexes.map((i) => sheet.shifts[i]), positions: sheet.positions };
  });
  const title = scope.t('printing.perVolunteerTitle');
  const labels = {
    noShifts: scope.t('printing.noShifts'),
    meetingPoint: scope.t('printing.meetingPoint'),
    mapLink: scope.t('printing.mapLink'),
    time: scope.t('printing.time'),
    position: scope.t('printing.position'),
  };
  return {
    title,
    total: ordered.length,
    async render(options) {
      const images = new Images();
      const kept = options.preview
        ? ordered.slice(0, 1).map((sheet) => ({
            ...sheet,
            shifts: sheet.shifts.slice(0, 10),
            positions: sheet.positions.slice(0, 3).map((position) => ({ ...position, description: position.description.slice(0, 300) })),
          }))
        : ordered;
      const units = await layoutUnits(kept, (sheet) => volunteerUnit(sheet, labels, images), options.onUnit);
      return renderUnits({ chrome: await chromeOf(ctx, scope, title), units, pageBreak: true }, images);
    },
  };
}

/** The meals the filter keeps: volunteers of the categories, shifts on the positions (and sectors), a search on the name. */
async function filteredGrants(ctx: RequestContext, scope: Scope, filter: PlanningFilter): Promise<MealGrant[]> {
  let grants = await mealsService.grants(ctx, scope.event.id, { days: filter.days });
  if (filter.positionIds && filter.positionIds.length > 0) {
    const positions = new Set(filter.positionIds);
    grants = grants.filter((grant) => grant.positionIds.some((id) => positions.has(id)));
  }
  if (filter.sectorIds && filter.sectorIds.length > 0) {
    const sectors = new Set(filter.sectorIds);
    const inSectors = new Set((await positionsService.listOfEvent(ctx, scope.event.id)).filter((p) => p.sectorId !== null && sectors.has(p.sectorId)).map((p) => p.id));
    grants = grants.filter((grant) => grant.positionIds.some((id) => inSectors.has(id)));
  }
  if (filter.categoryIds && filter.categoryIds.length > 0) {
    const members = new Set(await volunteersService.idsInCategories(ctx.manager, scope.event.organizationId, filter.categoryIds));
    grants = grants.filter((grant) => members.has(grant.volunteerId));
  }
  const search = folded(filter.search?.trim() ?? '');
  if (search) grants = grants.filter((grant) => folded(`${grant.firstName} ${grant.lastName}`).includes(search) || folded(`${grant.lastName} ${grant.firstName}`).includes(search));
  return grants;
}

/** VOUCHERS: per volunteer, a ticket per meal and day (a group's size of them), with their scan code's QR. */
async function vouchersPlan(ctx: RequestContext, scope: Scope, filter: PlanningFilter): Promise<Plan> {
  const grants = await filteredGrants(ctx, scope, filter);
  // Tickets go by volunteer (a volunteer cuts their own strip), then by day and meal.
  const byVolunteer = new Map<number, MealGrant[]>();
  for (const grant of grants) byVolunteer.set(grant.volunteerId, [...(byVolunteer.get(grant.volunteerId) ?? []), grant]);
  const collator = new Intl.Collator(undefined, { sensitivity: 'base' });
  const volunteers = [...byVolunteer.values()].sort((a, b) => collator.compare(a[0].lastName, b[0].lastName) || collator.compare(a[0].firstName, b[0].firstName) || a[0].volunteerId - b[0].volunteerId);
  const tickets: Array<Omit<VoucherTicket, 'scanCode'> & { volunteerId: number }> = [];
  for (const own of volunteers) {
    for (const grant of own) {
      for (let i = 0; i < grant.people; i += 1) {
        tickets.push({
          volunteerId: grant.volunteerId,
          eventName: scope.event.name,
          mealName: grant.mealName,
          validity: scope.t('printing.voucherFor', { day: scope.dayLabel(grant.day) }),
          volunteerName: grant.name,
        });
      }
    }
  }
  const title = scope.t('printing.vouchersTitle');
  return {
    title,
    total: tickets.length,
    async render(options) {
      const kept = options.preview ? tickets.slice(0, TICKETS_PER_SHEET) : tickets;
      // Creates the codes of volunteers who have none yet (one insert for all).
      const codes = await scanCodesService.codesFor(ctx, [...new Set(kept.map((ticket) => ticket.volunteerId))]);
      const withCodes = kept.map(({ volunteerId, ...ticket }) => ({ ...ticket, scanCode: codes.get(volunteerId) ?? null }));
      return renderTickets({ title, eventName: scope.event.name }, withCodes, async (done) => options.onUnit?.(done));
    },
  };
}

/** TSHIRTS: the count per size (the stand's t-shirt attribute), then the names per size. */
async function tshirtsPlan(ctx: RequestContext, scope: Scope, filter: PlanningFilter): Promise<Plan> {
  const attributeId = await standService.tshirtAttributeId(ctx, scope.event.id);
  if (attributeId === null) throw AppError.conflict('scan.tshirtOff');
  const { people } = await selection(ctx, scope, filter);
  const volunteers = new Map<number, PrintPersonRow>();
  for (const person of people) if (person.volunteerId !== null && !volunteers.has(person.volunteerId)) volunteers.set(person.volunteerId, person);
  const answers = await choiceAnswers(ctx.manager, { attributeId, eventId: scope.event.id, volunteerIds: [...volunteers.keys()] });
  const noSize = scope.t('printing.noSize');
  const sizes = new Map<string, { order: number; names: string[] }>();
  for (const [volunteerId, person] of volunteers) {
    const answer = answers.get(volunteerId);
    const label = answer?.label ?? noSize;
    const size = sizes.get(label) ?? { order: answer ? answer.order : Number.POSITIVE_INFINITY, names: [] };
    size.names.push(personName(person));
    sizes.set(label, size);
  }
  const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  const ordered = [...sizes.entries()].sort(([a, x], [b, y]) => x.order - y.order || collator.compare(a, b));
  const count = (n: number) => scope.t('printing.count', { count: n });
  const groups: NameGroup[] = ordered.map(([label, size]) => ({
    heading: label === noSize ? noSize : `${scope.t('printing.size')} ${label}`,
    count: count(size.names.length),
    rows: size.names.map((name) => ({ name, detail: '' })),
  }));
  const summary = summaryUnit(
    [scope.t('printing.size'), scope.t('printing.total')],
    ordered.map(([label, size]) => [label, String(size.names.length)]),
    [scope.t('printing.total'), String(volunteers.size)],
  );
  const title = scope.t('printing.tshirtsTitle');
  return {
    title,
    total: groups.length,
    async render(options) {
      const kept = options.preview ? previewGroups(groups, PREVIEW_LINES - ordered.length - 3) : groups;
      const units = await layoutUnits(kept, (group) => nameGroupUnit(group), options.onUnit);
      return renderUnits({ chrome: await chromeOf(ctx, scope, title), units: [[...summary, ...(units[0] ?? [])], ...units.slice(1)], pageBreak: false });
    },
  };
}

/** MEALS: the kitchen's list, per day and meal the count and the names with their position. */
async function mealsPlan(ctx: RequestContext, scope: Scope, filter: PlanningFilter): Promise<Plan> {
  const grants = await filteredGrants(ctx, scope, filter);
  const groups: Array<NameGroup & { people: number }> = [];
  let last: { day: string; mealId: number } | null = null;
  for (const grant of grants) {
    if (!last || last.day !== grant.day || last.mealId !== grant.mealId) {
      groups.push({ heading: `${scope.dayLabel(grant.day)} · ${grant.mealName}`, count: '', rows: [], people: 0 });
      last = { day: grant.day, mealId: grant.mealId };
    }
    const group = groups[groups.length - 1];
    group.people += grant.people;
    group.rows.push({ name: grant.people > 1 ? `${grant.name} (×${grant.people})` : grant.name, detail: grant.positionName });
  }
  for (const group of groups) group.count = scope.t('printing.count', { count: group.people });
  const title = scope.t('printing.mealsTitle');
  return {
    title,
    total: groups.length,
    async render(options) {
      const kept = options.preview ? previewGroups(groups, PREVIEW_LINES) : groups;
      const units = await layoutUnits(kept, (group) => nameGroupUnit(group), options.onUnit);
      return renderUnits({ chrome: await chromeOf(ctx, scope, title), units, pageBreak: false });
    },
  };
}

function planOf(ctx: RequestContext, kind: PrintKindName, scope: Scope, filter: PlanningFilter): Promise<Plan> {
  switch (kind) {
    case 'planning':
      return planningPlan(ctx, scope, filter);
    case 'per_volunteer':
      return perVolunteerPlan(ctx, scope, filter);
    case 'vouchers':
      return vouchersPlan(ctx, scope, filter);
    case 'tshirts':
      return tshirtsPlan(ctx, scope, filter);
    case 'meals':
      return mealsPlan(ctx, scope, filter);
  }
}

function fileOf(scope: Scope, title: string, content: Buffer): DocumentFile {
  return { fileName: `${fileStem(scope.event.name, title)}.pdf`, mimeType: PDF_MIME_TYPE, content };
}

/** Ids from a door, each a row id, else a field error. */
function idsOf(field: string, values: unknown[] | null | undefined): number[] {
  const ids = [...new Set((values ?? []).map(idNumber))];
  if (ids.some((id) => !isRowId(id))) throw AppError.field(field, 'validation.unknownReference');
  return ids;
}

/** The organizer's request checked: the event of their organization, its positions, their categories, real days. */
async function organizerFilter(ctx: RequestContext, kind: PrintKindName, request: PrintRequest): Promise<{ filter: PlanningFilter; layout: PlanningLayout }> {
  if (!KINDS.includes(kind)) throw AppError.field('kind', 'validation.unknownReference');
  const event = await eventsService.require(ctx, parseId(request.eventId, 'error.notFoundEvent'));
  const days = [...new Set(request.days ?? [])];
  if (days.some((day) => !isCalendarDate(day))) throw AppError.field('days', 'validation.date');
  const positionIds = idsOf('positionIds', request.positionIds);
  if (positionIds.length > 0 && (await positionsService.byIds(ctx, positionIds, { eventId: event.id })).length !== positionIds.length) {
    throw AppError.field('positionIds', 'validation.unknownReference');
  }
  const categoryIds = idsOf('categoryIds', request.categoryIds);
  if (categoryIds.length > 0) {
    const known = new Set((await volunteersService.categories(ctx, event.organizationId)).map((category) => category.id));
    if (categoryIds.some((id) => !known.has(id))) throw AppError.field('categoryIds', 'validation.unknownReference');
  }
  const layout = (request.layout ?? '').trim() || 'page_per_position';
  if (!(PLANNING_LAYOUTS as readonly string[]).includes(layout)) throw AppError.field('layout', 'printing.unknownLayout');
  return { filter: { eventId: event.id, days, positionIds, categoryIds }, layout: layout as PlanningLayout };
}

/**
 * The organizer's prints (issue 15): plannings per position and day, a page per volunteer, meal
 * tickets on cut sheets, the t-shirt list and the kitchen's meal list, as PDFs (pdfmake, fonts
 * embedded). A preview lays out the first page's content at once; the whole document is built by an
 * outbox job with its progress (documents module).
 */
export const printingService = {
  /**
   * The planning of one event (the managers' assignments), at once. The caller has scoped the event
   * (an organizer of it, or a manager whose eventIds include it): this reads the given event only and
   * checks nobody. A signed-in manager sees the volunteers' full names and phones on their screen as
   * an organizer does, so both audiences print the same columns.
   */
  async assignmentsPdf(ctx: RequestContext, filter: PlanningFilter, _options: { audience: 'organizer' | 'manager' }): Promise<DocumentFile> {
    const scope = await scopeOf(ctx, filter.eventId);
    const plan = await planningPlan(ctx, scope, filter);
    if (plan.total === 0) throw AppError.conflict('printing.nothingToPrint');
    return fileOf(scope, plan.title, await plan.render({ layout: 'page_per_position', preview: false }));
  },

  /** The kitchen's meal list of one event, at once; as assignmentsPdf, the caller has scoped the event. */
  async mealsPdf(ctx: RequestContext, filter: PlanningFilter): Promise<DocumentFile> {
    const scope = await scopeOf(ctx, filter.eventId);
    const plan = await mealsPlan(ctx, scope, filter);
    if (plan.total === 0) throw AppError.conflict('printing.nothingToPrint');
    return fileOf(scope, plan.title, await plan.render({ layout: 'page_per_position', preview: false }));
  },

  /**
   * The first page of a print, at once. Vouchers create the scan codes of volunteers who have none
   * yet (a write: one transaction).
   */
  async preview(ctx: RequestContext, kind: PrintKindName, request: PrintRequest): Promise<DocumentFile> {
    return withTransaction(ctx, async (tx) => {
      const { filter, layout } = await organizerFilter(tx, kind, request);
      const scope = await scopeOf(tx, filter.eventId);
      const plan = await planOf(tx, kind, scope, filter);
      if (plan.total === 0) throw AppError.conflict('printing.nothingToPrint');
      return fileOf(scope, plan.title, await plan.render({ layout, preview: true }));
    });
  },

  /**
   * Queues a whole print: a document job (PENDING, total = its units: sections, volunteers, tickets
   * or groups) and its outbox job, in one transaction. The filter is checked now; the job reads the
   * event as it is when it runs.
   */
  async generate(ctx: RequestContext, kind: PrintKindName, request: PrintRequest): Promise<DocumentJob> {
    return withTransaction(ctx, async (tx) => {
      const { filter, layout } = await organizerFilter(tx, kind, request);
      const scope = await scopeOf(tx, filter.eventId);
      const plan = await planOf(tx, kind, scope, filter);
      if (plan.total === 0) throw AppError.conflict('printing.nothingToPrint');
      if (plan.total > MAX_PRINT_UNITS) throw AppError.conflict('printing.tooMany', { max: MAX_PRINT_UNITS });
      return documentsService.enqueue(tx, PRINTING_DOCUMENT_JOB, {
        organizationId: scope.event.organizationId,
        kind: printDocumentKind(kind),
        total: plan.total,
        params: { kind, filter, layout, title: `${scope.event.name} - ${plan.title}` },
        createdBy: tx.auth?.user.id ?? null,
      });
    });
  },

  /**
   * The outbox job of a print (printing.jobs.ts), with a context that acts for no caller: reads the
   * event again, lays the units out moving the progress, renders and stores the file. A print that
   * throws (the event deleted meanwhile, the t-shirt option switched off) marks the job FAILED on its
   * last attempt.
   */
  async renderJob(ctx: RequestContext, documentJobId: number, lastAttempt: boolean): Promise<void> {
    const job = await documentsService.byIdForJob(ctx.manager, documentJobId);
    if (!job || job.status === 'done' || job.status === 'failed') return;
    const language = (await ctx.loaders.organizations.byId.load(job.organizationId))?.defaultLanguage ?? 'fr';
    try {
      const params = job.params as { kind: PrintKindName; filter: PlanningFilter; layout: PlanningLayout };
      await documentsService.start(ctx.manager, job.id);
      const scope = await scopeOf(ctx, params.filter.eventId);
      if (scope.event.organizationId !== job.organizationId) throw new Error(`event ${params.filter.eventId} is not of organization ${job.organizationId}`);
      const plan = await planOf(ctx, params.kind, scope, params.filter);
      const step = Math.max(1, Math.floor(plan.total / 20));
      const content = await plan.render({
        layout: params.layout,
        preview: false,
        onUnit: async (done) => {
          if (done % step === 0 && done < job.total) await documentsService.progress(ctx.manager, job.id, done);
        },
      });
      await documentsService.finish(ctx.manager, job.id, fileOf(scope, plan.title, content));
    } catch (error) {
      if (lastAttempt) await documentsService.fail(ctx.manager, job.id, language);
      throw error;
    }
  },
};
