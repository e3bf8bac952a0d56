import ExcelJS from 'exceljs';
import { BASE_ATTRIBUTE_SIGNUP_FIELDS, displayAnswer, translate, wallTime, type MessageKey } from '@benevo/schema';
import type { RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { organizationService } from '../organizations/organization.service';
import type { VolunteerCategory } from '../volunteers/volunteer-category.entity';
import type { Volunteer } from '../volunteers/volunteer.entity';
import type { Campaign, CampaignRegistration } from './campaign.entity';
import { campaignsService } from './campaigns.service';

export type ExportFormatName = 'xlsx' | 'csv';

export interface RegistrationTable {
  /** Header of each column, in the organization's language. */
  columns: Array<{ key: string; label: string }>;
  /** One row per registration (oldest first): every column's key with its text. */
  rows: Array<Record<string, string>>;
}

export interface ExportedFile {
  fileName: string;
  mimeType: string;
  content: Buffer;
}

/** What a column reads from one registration. */
interface RowSource {
  registration: CampaignRegistration;
  volunteer: Volunteer | null;
  categories: VolunteerCategory[];
  /** Answers by attribute id: the registration's own and the volunteer's (campaignsService.answersOf). */
  answers: Map<number, string>;
}

interface ColumnDefinition {
  key: string;
  label: MessageKey;
  value(source: RowSource, campaign: Campaign, language: string): string;
}

/** A column of the campaign's form: its label as the form shows it, the row's text. */
interface FormColumn {
  key: string;
  label: string;
  value(source: RowSource): string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** dd.mm.yyyy HH:mm of an instant in a time zone. */
function formatRegisteredAt(instant: Date, timeZone: string): string {
  const w = wallTime(instant, timeZone);
  return `${pad(w.day)}.${pad(w.month)}.${w.year} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** A volunteer's language by its name in the export's language ("allemand" for de in French). */
function languageName(code: string, language: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const contact = (pick: (volunteer: Volunteer) => string) => (source: RowSource) => (source.volunteer ? pick(source.volunteer) : '');

/** The volunteer's columns, in the order of the sheet. */
const VOLUNTEER_COLUMNS: ColumnDefinition[] = [
  { key: 'lastName', label: 'campaigns.export.lastName', value: contact((v) => v.lastName) },
  { key: 'firstName', label: 'campaigns.export.firstName', value: contact((v) => v.firstName) },
  { key: 'email', label: 'campaigns.export.email', value: contact((v) => v.email) },
  { key: 'phone', label: 'campaigns.export.phone', value: contact((v) => v.phoneNumber) },
  { key: 'address', label: 'campaigns.export.address', value: contact((v) => v.address) },
  { key: 'postcode', label: 'campaigns.export.postcode', value: contact((v) => v.postcode) },
  { key: 'town', label: 'campaigns.export.town', value: contact((v) => v.town) },
  { key: 'country', label: 'campaigns.export.country', value: contact((v) => v.country) },
  { key: 'language', label: 'campaigns.export.language', value: (source, _campaign, language) => languageName(source.volunteer?.language ?? '', language) },
  { key: 'categories', label: 'campaigns.export.categories', value: (source) => source.categories.map((category) => category.name).join(', ') },
  { key: 'registeredAt', label: 'campaigns.export.registeredAt', value: (source, campaign) => formatRegisteredAt(source.registration.createdAt, campaign.timeZone) },
];

/**
 * The registrations of a campaign as a table: the volunteer's contact, language, categories and the
 * registration's date and time in the campaign's time zone; headers in the organization's language.
 * Organizers of the campaign's organization only (campaignsService.require: NOT_FOUND for another
 * organization's campaign, FORBIDDEN with campaigns switched off). Columns are appended in order:
 * each definition gives its key, its header and the text of one row.
 */
export async function registrationTable(ctx: RequestContext, campaignId: string | number): Promise<RegistrationTable> {
  const campaign = await campaignsService.require(ctx, campaignId);
  const organization = await ctx.loaders.organizations.byId.load(campaign.organizationId);
  const language = organization?.defaultLanguage ?? 'fr';
  const registrations = await campaignsService.registrations(ctx, campaign.id);
  const volunteers = await campaignsService.volunteersOf(ctx, registrations);
  const categories = await Promise.all(volunteers.map((volunteer) => (volunteer ? ctx.loaders.volunteers.categories.load(volunteer.id) : [])));
  const answers = await Promise.all(registrations.map((registration) => campaignsService.answersOf(ctx, registration)));
  const sources: RowSource[] = registrations.map((registration, i) => ({
    registration,
    volunteer: volunteers[i],
    categories: categories[i],
    answers: new Map(answers[i].map((answer) => [answer.attributeId, answer.value])),
  }));
  const definitions = VOLUNTEER_COLUMNS;
  const formColumns = await campaignFormColumns(ctx, campaign, language);
  return {
    columns: [
      ...definitions.map((column) => ({ key: column.key, label: translate(language, column.label) })),
      ...formColumns.map((column) => ({ key: column.key, label: column.label })),
    ],
    rows: sources.map((source) =>
      Object.fromEntries([
        ...definitions.map((column) => [column.key, column.value(source, campaign, language)]),
        ...formColumns.map((column) => [column.key, column.value(source)]),
      ]),
    ),
  };
}

/** Base attributes the contact columns already show (address, postcode, town, country, phone). */
const SHOWN_BASE_ATTRIBUTES = new Set(['address', 'city', 'postcode', 'country', 'phone']);

/**
 * One column per field of the campaign's form, in its order: a custom field's answer as people read
 * it (option names, Oui/Non, dd.mm.yyyy), the birth date, and the profile picture's address.
 */
async function campaignFormColumns(ctx: RequestContext, campaign: Campaign, language: string): Promise<FormColumn[]> {
  const { fields } = await campaignsService.formOf(ctx, campaign);
  const columns: FormColumn[] = [];
  for (const field of fields) {
    if (field.baseAttribute) {
      if (SHOWN_BASE_ATTRIBUTES.has(field.baseAttribute)) continue;
      const label = field.label || translate(language, `campaigns.export.base.${field.baseAttribute}` as MessageKey);
      if (field.baseAttribute === 'profile_picture') {
        const base = ctx.app.config.publicUrl;
        columns.push({ key: `field${field.id}`, label, value: (source) => (source.registration.profilePicture ? `${base}${source.registration.profilePicture}` : '') });
      } else if (BASE_ATTRIBUTE_SIGNUP_FIELDS[field.baseAttribute] === 'bornDate') {
        columns.push({ key: `field${field.id}`, label, value: (source) => displayAnswer('date', source.volunteer?.bornDate ?? '', [], language) });
      }
      continue;
    }
    if (field.attributeId === null) continue;
    const attribute = await ctx.loaders.forms.attributeById.load(field.attributeId);
    if (!attribute) continue;
    const options = await ctx.loaders.forms.optionsByAttributeId.load(attribute.id);
    columns.push({
      key: `field${field.id}`,
      label: field.label || attribute.name,
      value: (source) => displayAnswer(attribute.valueType, source.answers.get(attribute.id) ?? '', options, language),
    });
  }
  return columns;
}

/** A value of digits, spaces and + - ( ) . / only (a phone number, a postcode): it can call no function. */
const PLAIN_NUMBER = /^[+-]?[\d\s().\/-]+$/;

/**
 * Formula injection (OWASP "CSV injection"): a cell starting with = + - @ (or a tab or carriage
 * return) is read as a formula by spreadsheet programs, so it gets a leading single quote and shows
 * as text, in both formats. Phone numbers such as "+41 79 123 45 67" are kept as typed: without
 * letters or cell references they cannot call a function or reach another cell.
 */
export function neutralizeFormula(value: string): string {
  if (!/^[=+\-@\t\r]/.test(value) || (PLAIN_NUMBER.test(value) && /\d/.test(value))) return value;
  return `'${value}`;
}

/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** UTF-8 with a byte order mark (spreadsheet programs then read accents right), comma-separated, CRLF lines. */
function toCsv(table: RegistrationTable): Buffer {
  const lines = [table.columns.map((column) => column.label), ...table.rows.map((row) => table.columns.map((column) => row[column.key] ?? ''))];
  const text = lines.map((cells) => cells.map((cell) => csvField(neutralizeFormula(cell))).join(',')).join('\r\n');
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

async function toXlsx(table: RegistrationTable, sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Benevo';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((column) => ({
    key: column.key,
    header: neutralizeFormula(column.label),
    // Wide enough for the longest text of the column, within reason.
    width: Math.min(50, Math.max(10, column.label.length + 2, ...table.rows.map((row) => (row[column.key] ?? '').length + 2))),
  }));
  sheet.getRow(1).font = { bold: true };
  // Every cell is a text cell: nothing is turned into a number, a date or a formula.
  for (const row of table.rows) sheet.addRow(Object.fromEntries(table.columns.map((column) => [column.key, neutralizeFormula(row[column.key] ?? '')])));
  if (table.columns.length > 0) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const MIME_TYPES: Record<ExportFormatName, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** The format of a request ("xlsx" or "csv", any case); anything else is a field error on `format`. */
export function exportFormat(value: unknown): ExportFormatName {
  const format = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (format !== 'xlsx' && format !== 'csv') throw AppError.field('format', 'campaigns.export.format');
  return format;
}

/** A file name of ASCII letters, digits and dashes: "inscriptions-benevoles-2031". */
function fileStem(...parts: string[]): string {
  const stem = parts
    .join('-')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return stem || 'export';
}

/** The registration table as an XLSX workbook or a CSV file, named after the campaign. */
export async function exportRegistrations(ctx: RequestContext, campaignId: string | number, format: unknown): Promise<ExportedFile> {
  const kind = exportFormat(format);
  const campaign = await campaignsService.require(ctx, campaignId);
  const table = await registrationTable(ctx, campaign.id);
  const organization = await ctx.loaders.organizations.byId.load(campaign.organizationId);
  const language = organization?.defaultLanguage ?? 'fr';
  const content = kind === 'xlsx' ? await toXlsx(table, translate(language, 'campaigns.export.sheet')) : toCsv(table);
  return { fileName: `${fileStem(translate(language, 'campaigns.export.fileName'), campaign.name)}.${kind}`, mimeType: MIME_TYPES[kind], content };
}

export interface DayCount {
  /** YYYY-MM-DD in the campaign's time zone. */
  date: string;
  count: number;
}

/**
 * Registrations per day of a campaign (days without registrations are left out), oldest first,
 * counted in SQL with the days of the campaign's time zone. Organizers of the campaign's
 * organization only: another organization's campaign (reachable through its public link) is NOT_FOUND.
 */
export async function registrationsPerDay(ctx: RequestContext, campaign: Pick<Campaign, 'id' | 'organizationId'>): Promise<DayCount[]> {
  if (!ctx.auth || !(await organizationService.isMember(ctx.manager, ctx.auth.user.id, campaign.organizationId))) {
    throw AppError.notFound('campaigns.notFound');
  }
  const scoped = await campaignsService.require(ctx, campaign.id, campaign.organizationId);
  const rows: Array<{ day: string; count: number | string }> = await ctx.manager.query(
    `SELECT to_char(created_at AT TIME ZONE $2, 'YYYY-MM-DD') AS day, COUNT(*) AS count
       FROM campaign_registration WHERE campaign_id = $1 GROUP BY 1 ORDER BY 1`,
    [scoped.id, scoped.timeZone],
  );
  return rows.map((row) => ({ date: row.day, count: Number(row.count) }));
}
