import { DEFAULT_TIME_ZONE, displayAnswer, displayAvailability, displayRanked, isCalendarDate, messageKey, roundedHours, translate, wallTime, type MessageKey } from '@benevo/schema';
import { fileStem, renderSpreadsheet, SPREADSHEET_MIME_TYPES, spreadsheetFormat, type SpreadsheetFormat, type SpreadsheetTable } from '../../common/spreadsheet';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { preferencesService } from '../assignment/preferences.service';
import { eventsService } from '../events/events.service';
import type { Attribute, AttributeOption } from '../forms/attribute.entity';
import { formsService } from '../forms/forms.service';
import { organizationService } from '../organizations/organization.service';
import { participationsService, type ParticipationFilterData } from '../participations/participations.service';
import { volunteersService, type VolunteerFilter } from '../volunteers/volunteers.service';
import { acceptedParticipations } from './exports.read-model';
import { readImportFile } from '../../common/import-file';
import {
  guessMapping,
  mappingProblems,
  MAX_IMPORTED_VOLUNTEERS,
  readLines,
  type ColumnMapping,
  type ImportAttribute,
  type ImportLine,
  type ImportRowStatus,
} from './volunteer-import';

export interface ExportedFile {
  fileName: string;
  mimeType: string;
  content: Buffer;
}

/** One volunteer of the participations overview. */
export interface OverviewRow {
  volunteerId: number;
  firstName: string;
  lastName: string;
  email: string;
  /** Accepted participations in the range. */
  shifts: number;
  /** Their slots' hours, each rounded per spec 9 as points are (a group's booker counts once). */
  hours: number;
  /** Distinct events. */
  events: number;
}

export interface OverviewFilter {
  /** YYYY-MM-DD, included; null: no bound. */
  from?: string | null;
  to?: string | null;
  search?: string | null;
}

export interface ImportPreview {
  columns: Array<{ index: number; header: string; samples: string[] }>;
  mapping: ColumnMapping[];
  attributes: ImportAttribute[];
  /** What keeps the mapping from being used (rendered); empty when it can be. */
  mappingErrors: string[];
  nbNew: number;
  nbKnown: number;
  nbDuplicates: number;
  nbErrors: number;
  rows: Array<{ line: number; email: string; firstName: string; lastName: string; status: ImportRowStatus; messages: string[] }>;
}

export interface ImportResult {
  nbCreated: number;
  /** Already known addresses, left unchanged. */
  nbSkipped: number;
}

export interface ImportFile {
  fileName: unknown;
  base64File: unknown;
  /** The columns' fields; none: the one the header suggests (preview only). */
  mapping?: ColumnMapping[] | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** dd.mm.yyyy HH:mm of an instant in a time zone. */
function dateTime(instant: Date, timeZone: string): string {
  const w = wallTime(instant, timeZone);
  return `${pad(w.day)}.${pad(w.month)}.${w.year} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** YYYY-MM-DD -> dd.mm.yyyy. */
const europeanDate = (date: string | null) => (date ? date.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3.$2.$1') : '');

/** The format of a request ("xlsx" or "csv", any case); anything else is a field error on `format`. */
function exportFormat(value: unknown): SpreadsheetFormat {
  const format = spreadsheetFormat(value);
  if (!format) throw AppError.field('format', 'exports.format');
  return format;
}

async function organizationLanguage(ctx: RequestContext, organizationId: number): Promise<string> {
  return (await ctx.loaders.organizations.byId.load(organizationId))?.defaultLanguage ?? 'fr';
}

async function render(table: SpreadsheetTable, format: unknown, language: string, sheet: MessageKey, fileName: MessageKey, ...nameParts: string[]): Promise<ExportedFile> {
  const kind = exportFormat(format);
  const content = await renderSpreadsheet(table, kind, translate(language, sheet));
  return { fileName: `${fileStem(translate(language, fileName), ...nameParts)}.${kind}`, mimeType: SPREADSHEET_MIME_TYPES[kind], content };
}

/** One column per custom attribute: its name as header, the answer as people read it (options by name, Oui/Non, dd.mm.yyyy). */
async function attributeColumns(ctx: RequestContext, attributes: Attribute[]) {
  const options: AttributeOption[][] = await Promise.all(attributes.map((attribute) => ctx.loaders.forms.optionsByAttributeId.load(attribute.id)));
  return attributes.map((attribute, i) => ({
    key: `attribute${attribute.id}`,
    label: attribute.name,
    text: (values: Map<number, string>, language: string) => displayAnswer(attribute.valueType, values.get(attribute.id) ?? '', options[i], language),
  }));
}

/** Issue 18: a column per preference field of the event's form (availability, ranked positions by name). */
async function preferenceColumnsOf(ctx: RequestContext, event: { id: number; organizationId: number }, language: string) {
  const form = await formsService.registrationForm(ctx, event.id);
  const asked = form.fields.filter((field) => field.type === 'base' && (field.baseAttribute === 'availability' || field.baseAttribute === 'preferred_positions'));
  if (asked.length === 0) return [];
  const [rows, positions] = await Promise.all([
    preferencesService.byOwner(ctx, { kind: 'event', id: event.id, organizationId: event.organizationId }),
    ctx.loaders.positions.byEventId.load(event.id),
  ]);
  const byVolunteer = new Map(rows.map((row) => [row.volunteerId, row]));
  const names = new Map(positions.map((position) => [Number(position.id), position.name]));
  return asked.map((field) => {
    const availability = field.baseAttribute === 'availability';
    return {
      key: `preference${field.id}`,
      label: field.label || translate(language, availability ? 'preferences.availabilityLabel' : 'preferences.preferredPositionsLabel'),
      text: (volunteerId: number | null) => {
        const row = volunteerId === null ? undefined : byVolunteer.get(volunteerId);
        if (!row) return '';
        if (availability) return displayAvailability(row.availability, language);
        return displayRanked(row.preferredPositionIds.map((id) => names.get(Number(id))).filter((name): name is string => name !== undefined));
      },
    };
  });
}

const answers = (values: Array<{ attributeId: number; value: string }>) => new Map(values.map((value) => [value.attributeId, value.value]));

/** Every word in the names or the e-mail (as the lists search). */
function matchesSearch(row: { firstName: string; lastName: string; email: string }, search: string | null | undefined): boolean {
  const terms = (search ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  const text = `${row.firstName} ${row.lastName} ${row.email}`.toLowerCase();
  return terms.every((term) => text.includes(term));
}

function checkDate(value: string | null | undefined, field: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (!isCalendarDate(value)) throw AppError.field(field, 'validation.date');
  return value;
}

/** The volunteer attributes an import may answer, with their options. */
async function importAttributes(ctx: RequestContext): Promise<ImportAttribute[]> {
  const attributes = await formsService.listAttributes(ctx, {});
  const options = await Promise.all(attributes.map((attribute) => ctx.loaders.forms.optionsByAttributeId.load(attribute.id)));
  return attributes.map((attribute, i) => ({
    id: attribute.id,
    name: attribute.name,
    valueType: attribute.valueType,
    options: options[i].map((option) => ({ id: option.id, option: option.option })),
  }));
}

const statusOf = (line: ImportLine, known: Set<string>): ImportRowStatus =>
  line.errors.length > 0 ? 'INVALID' : line.duplicateOf !== null ? 'DUPLICATE_IN_FILE' : known.has(line.person.email) ? 'ALREADY_KNOWN' : 'NEW';

/** The file read with its mapping: the lines, their statuses and what keeps the mapping from being used. */
async function evaluate(ctx: RequestContext, organizationId: number, file: ImportFile) {
  const records = await readImportFile(file.fileName, file.base64File);
  if (records.length < 2) throw AppError.field('base64File', 'exports.import.empty');
  if (records.length - 1 > MAX_IMPORTED_VOLUNTEERS) throw AppError.validation({ base64File: [messageKey('exports.import.tooMany', { max: MAX_IMPORTED_VOLUNTEERS })] });
  const header = records[0].cells;
  const nbColumns = Math.max(...records.map((record) => record.cells.length));
  const attributes = await importAttributes(ctx);
  const mapping = file.mapping && file.mapping.length > 0 ? file.mapping : guessMapping(header, attributes);
  const problems = mappingProblems(mapping, nbColumns, attributes);
  const categories = await volunteersService.categories(ctx, organizationId);
  const lines = await readLines(records, mapping, {
    language: ctx.language,
    defaultLanguage: await organizationLanguage(ctx, organizationId),
    attributes,
    categories,
    check: (person) => volunteersService.importErrors(person),
  });
  const known = await volunteersService.knownEmails(ctx, organizationId, lines.map((line) => line.person.email).filter(Boolean));
  return { records, header, nbColumns, attributes, mapping, problems, lines, known };
}

export const exportsService = {
  /**
   * An event's participations as a table, the rows of the registrations screen with the same filters
   * (participationsService.forEvent: kind, statuses, position, day, search; NOT_FOUND for another
   * organization's event): names, contact, position, sector, slot times in the event's time zone,
   * participants, group, status, creation, then the event's attributes (answered on the participation)
   * and the volunteer attributes (answered on the volunteer); headers in the organization's language.
   */
  async participationsTable(ctx: RequestContext, eventId: string | number, filter: ParticipationFilterData = {}) {
    const participations = await participationsService.forEvent(ctx, eventId, filter);
    const event = await eventsService.require(ctx, eventId);
    const language = await organizationLanguage(ctx, event.organizationId);
    const slots = await Promise.all(participations.map((p) => ctx.loaders.slots.byId.load(p.timeSlotId)));
    const positions = await Promise.all(slots.map((slot) => (slot ? ctx.loaders.positions.byId.load(slot.positionId) : null)));
    const sectors = await Promise.all(positions.map((position) => (position?.sectorId ? ctx.loaders.events.sectorById.load(position.sectorId) : null)));
    const eventColumns = await attributeColumns(ctx, await formsService.listAttributes(ctx, { eventId: event.id }));
    const volunteerColumns = await attributeColumns(ctx, await formsService.listAttributes(ctx, {}));
    const participationValues = await Promise.all(participations.map((p) => ctx.loaders.forms.valuesByParticipationId.load(p.id)));
    const volunteerValues = await Promise.all(participations.map((p) => (p.volunteerId === null ? [] : ctx.loaders.forms.valuesByVolunteerId.load(p.volunteerId))));
    const label = (key: MessageKey) => translate(language, key);
    // Issue 18: the availability and ranked positions volunteers gave, when the event's form asks them.
    const preferenceColumns = await preferenceColumnsOf(ctx, event, language);
    const columns = [
      { key: 'lastName', label: label('exports.lastName') },
      { key: 'firstName', label: label('exports.firstName') },
      { key: 'email', label: label('exports.email') },
      { key: 'phone', label: label('exports.phone') },
      { key: 'position', label: label('exports.position') },
      { key: 'sector', label: label('exports.sector') },
      { key: 'start', label: label('exports.start') },
      { key: 'end', label: label('exports.end') },
      { key: 'nbParticipants', label: label('exports.nbParticipants') },
      { key: 'groupName', label: label('exports.groupName') },
      { key: 'status', label: label('exports.status') },
      { key: 'createdAt', label: label('exports.createdAt') },
      ...eventColumns.map((column) => ({ key: column.key, label: column.label })),
      ...volunteerColumns.map((column) => ({ key: column.key, label: column.label })),
      ...preferenceColumns.map((column) => ({ key: column.key, label: column.label })),
    ];
    const rows = participations.map((p, i) => {
      const slot = slots[i];
      const own = answers(participationValues[i]);
      const volunteer = answers(volunteerValues[i]);
      return {
        lastName: p.lastName,
        firstName: p.firstName,
        email: p.email,
        phone: p.phoneNumber,
        position: positions[i]?.name ?? '',
        sector: sectors[i]?.name ?? '',
        start: slot ? dateTime(slot.startTime, event.timeZone) : '',
        end: slot ? dateTime(slot.endTime, event.timeZone) : '',
        nbParticipants: String(p.nbParticipants),
        groupName: p.groupName,
        status: label(`exports.status.${p.validationStatus}` as MessageKey),
        createdAt: dateTime(p.createdAt, event.timeZone),
        ...Object.fromEntries(eventColumns.map((column) => [column.key, column.text(own, language)])),
        ...Object.fromEntries(volunteerColumns.map((column) => [column.key, column.text(volunteer, language)])),
        ...Object.fromEntries(preferenceColumns.map((column) => [column.key, column.text(p.volunteerId)])),
      };
    });
    return { table: { columns, rows } as SpreadsheetTable, event, language };
  },

  /** The participations table as an XLSX workbook or a CSV file named after the event (formulas neutralized). */
  async exportParticipations(ctx: RequestContext, eventId: string | number, format: unknown, filter: ParticipationFilterData = {}): Promise<ExportedFile> {
    exportFormat(format);
    const { table, event, language } = await exportsService.participationsTable(ctx, eventId, filter);
    return render(table, format, language, 'exports.participations.sheet', 'exports.participations.fileName', event.name);
  },

  /**
   * Per volunteer, across the organization's events, the accepted participations whose slot starts
   * in the range (days of each event's time zone): shifts, hours (each slot rounded per spec 9, as
   * points are; a group's booker counts once) and events; `search` keeps the volunteers whose names
   * or e-mail hold every word. By last name, then first name.
   */
  async overview(ctx: RequestContext, filter: OverviewFilter = {}): Promise<OverviewRow[]> {
    const organizationId = await organizationService.scope(ctx);
    const from = checkDate(filter.from, 'from');
    const to = checkDate(filter.to, 'to');
    if (from && to && from > to) throw AppError.field('to', 'exports.dateRange');
    const byVolunteer = new Map<number, OverviewRow & { eventIds: Set<number> }>();
    for (const p of await acceptedParticipations(ctx, organizationId, from, to)) {
      const row = byVolunteer.get(p.volunteerId) ?? {
        volunteerId: p.volunteerId,
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        shifts: 0,
        hours: 0,
        events: 0,
        eventIds: new Set<number>(),
      };
      row.shifts += 1;
      row.hours += roundedHours(p.seconds);
      row.eventIds.add(p.eventId);
      row.events = row.eventIds.size;
      byVolunteer.set(p.volunteerId, row);
    }
    const collator = new Intl.Collator('fr', { sensitivity: 'base' });
    return [...byVolunteer.values()]
      .filter((row) => matchesSearch(row, filter.search))
      .map(({ eventIds: _eventIds, ...row }) => row)
      .sort((a, b) => collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName) || a.volunteerId - b.volunteerId);
  },

  /** The overview as an XLSX workbook or a CSV file (the same rows), named after the range. */
  async exportOverview(ctx: RequestContext, format: unknown, filter: OverviewFilter = {}): Promise<ExportedFile> {
    exportFormat(format);
    const rows = await exportsService.overview(ctx, filter);
    const language = await organizationLanguage(ctx, await organizationService.scope(ctx));
    const label = (key: MessageKey) => translate(language, key);
    const table: SpreadsheetTable = {
      columns: [
        { key: 'lastName', label: label('exports.lastName') },
        { key: 'firstName', label: label('exports.firstName') },
        { key: 'email', label: label('exports.email') },
        { key: 'shifts', label: label('exports.shifts') },
        { key: 'hours', label: label('exports.hours') },
        { key: 'events', label: label('exports.events') },
      ],
      rows: rows.map((row) => ({
        lastName: row.lastName,
        firstName: row.firstName,
        email: row.email,
        shifts: String(row.shifts),
        hours: String(row.hours),
        events: String(row.events),
      })),
    };
    return render(table, format, language, 'exports.overview.sheet', 'exports.overview.fileName', ...[filter.from, filter.to].filter((d): d is string => Boolean(d)));
  },

  /**
   * The organization's volunteers as a table, the rows of the volunteer list with the same filters
   * (volunteersService.list: category, search): contact, born date, language code, categories, active
   * shifts, creation, then one column per volunteer attribute. Its headers are the ones the import
   * recognises, so an exported file imports back.
   */
  async volunteersTable(ctx: RequestContext, filter: Pick<VolunteerFilter, 'categoryId' | 'search'> = {}) {
    const organizationId = await organizationService.scope(ctx);
    const language = await organizationLanguage(ctx, organizationId);
    const volunteers = await volunteersService.list(ctx, { categoryId: filter.categoryId, search: filter.search });
    const categories = await Promise.all(volunteers.map((v) => ctx.loaders.volunteers.categories.load(v.id)));
    const slots = await Promise.all(volunteers.map((v) => ctx.loaders.participations.activeCountByVolunteerId.load(v.id)));
    const values = await Promise.all(volunteers.map((v) => ctx.loaders.forms.valuesByVolunteerId.load(v.id)));
    const attributes = await attributeColumns(ctx, await formsService.listAttributes(ctx, {}));
    const label = (key: MessageKey) => translate(language, key);
    const columns = [
      ...(['lastName', 'firstName', 'email', 'phone', 'address', 'postcode', 'town', 'country', 'bornDate', 'language', 'categories', 'nbSlots', 'createdAt'] as const).map(
        (key) => ({ key, label: label(`exports.${key}`) }),
      ),
      ...attributes.map((column) => ({ key: column.key, label: column.label })),
    ];
    const rows = volunteers.map((v, i) => ({
      lastName: v.lastName,
      firstName: v.firstName,
      email: v.email,
      phone: v.phoneNumber,
      address: v.address,
      postcode: v.postcode,
      town: v.town,
      country: v.country,
      bornDate: europeanDate(v.bornDate),
      language: v.language,
      categories: categories[i].map((category) => category.name).join(', '),
      nbSlots: String(slots[i]),
      createdAt: dateTime(v.createdAt, DEFAULT_TIME_ZONE),
      ...Object.fromEntries(attributes.map((column) => [column.key, column.text(answers(values[i]), language)])),
    }));
    return { table: { columns, rows } as SpreadsheetTable, language };
  },

  async exportVolunteers(ctx: RequestContext, format: unknown, filter: Pick<VolunteerFilter, 'categoryId' | 'search'> = {}): Promise<ExportedFile> {
    exportFormat(format);
    const { table, language } = await exportsService.volunteersTable(ctx, filter);
    return render(table, format, language, 'exports.volunteers.sheet', 'exports.volunteers.fileName');
  },

  /**
   * What importing a CSV or XLSX file of volunteers would do, line by line (nothing written): the
   * file's columns with sample values, the mapping (the one given, else the one its header suggests),
   * and per line NEW, ALREADY_KNOWN (an address the organization has: skipped, left unchanged),
   * DUPLICATE_IN_FILE or INVALID with its messages.
   */
  async previewImport(ctx: RequestContext, file: ImportFile): Promise<ImportPreview> {
    const organizationId = await organizationService.scope(ctx);
    const { records, header, nbColumns, attributes, mapping, problems, lines, known } = await evaluate(ctx, organizationId, file);
    const rows = lines.map((line) => {
      const status = statusOf(line, known);
      const messages = [...line.errors];
      if (line.duplicateOf !== null) messages.push(translate(ctx.language, 'exports.import.duplicateInFile', { line: line.duplicateOf }));
      if (status === 'ALREADY_KNOWN') messages.push(translate(ctx.language, 'exports.import.alreadyKnown'));
      return { line: line.line, email: line.person.email, firstName: line.person.firstName, lastName: line.person.lastName, status, messages };
    });
    const count = (status: ImportRowStatus) => rows.filter((row) => row.status === status).length;
    return {
      columns: Array.from({ length: nbColumns }, (_, index) => ({
        index,
        header: header[index] ?? '',
        samples: records.slice(1, 4).map((record) => record.cells[index] ?? ''),
      })),
      mapping,
      attributes,
      mappingErrors: problems.map((key) => translate(ctx.language, key)),
      nbNew: count('NEW'),
      nbKnown: count('ALREADY_KNOWN'),
      nbDuplicates: count('DUPLICATE_IN_FILE'),
      nbErrors: count('INVALID'),
      rows,
    };
  },

  /**
   * Imports the new volunteers of a file, all or nothing, in one transaction: a mapping without the
   * e-mail column, or any line that is invalid or repeats an address of the file, refuses the whole
   * file (nothing written). Known addresses are skipped and left unchanged. Each new volunteer is
   * created as a sign-up creates one (volunteersService.importMany: portal token, default categories)
   * with the file's categories and volunteer attribute answers.
   */
  async importVolunteers(ctx: RequestContext, file: ImportFile & { mapping: ColumnMapping[] }): Promise<ImportResult> {
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizationService.scope(tx);
      const { problems, lines, known } = await evaluate(tx, organizationId, file);
      if (problems.length > 0) throw AppError.validation({ mapping: problems });
      const refused = lines.filter((line) => statusOf(line, known) === 'INVALID' || statusOf(line, known) === 'DUPLICATE_IN_FILE').length;
      if (refused > 0) throw AppError.validation({ base64File: [messageKey('exports.import.rejected', { count: refused })] });
      const fresh = lines.filter((line) => statusOf(line, known) === 'NEW');
      const created = await volunteersService.importMany(tx, organizationId, fresh.map((line) => line.person));
      for (const line of fresh) {
        const volunteerId = created.get(line.person.email);
        if (volunteerId !== undefined && line.answers.length > 0) {
          await formsService.saveAnswers(tx, { organizationId, volunteerId, participationIds: [], answers: line.answers });
        }
      }
      return { nbCreated: created.size, nbSkipped: lines.length - created.size };
    });
  },
};
