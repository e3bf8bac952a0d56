import { baseSignUpFieldOf, displayAnswer, displayAvailability, displayRanked, translate, wallTime, type MessageKey } from '@benevo/schema';
import { fileStem, renderSpreadsheet, SPREADSHEET_MIME_TYPES, spreadsheetFormat, type SpreadsheetFormat, type SpreadsheetTable } from '../../common/spreadsheet';
import type { RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { organizationService } from '../organizations/organization.service';
import type { VolunteerCategory } from '../volunteers/volunteer-category.entity';
import type { Volunteer } from '../volunteers/volunteer.entity';
import type { Campaign, CampaignRegistration } from './campaign.entity';
import { campaignsService } from './campaigns.service';
import type { AssignmentPreference } from '../assignment/assignment-preference.entity';
import { preferencesService } from '../assignment/preferences.service';

export type ExportFormatName = SpreadsheetFormat;

/** Spreadsheet rendering and formula neutralization live in common/spreadsheet.ts. */
export { neutralizeFormula } from '../../common/spreadsheet';

/** Headers in the organization's language; one row per registration (oldest first). */
export type RegistrationTable = SpreadsheetTable;

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
  let preferences: Map<number, AssignmentPreference> | undefined;
  for (const field of fields) {
    if (field.baseAttribute) {
      if (SHOWN_BASE_ATTRIBUTES.has(field.baseAttribute)) continue;
      if (field.baseAttribute === 'availability' || field.baseAttribute === 'preferred_positions') {
        // Issue 18: what each volunteer gave for this campaign (one read for the whole table).
        preferences ??= new Map((await preferencesService.byOwner(ctx, { kind: 'campaign', id: campaign.id, organizationId: campaign.organizationId })).map((row) => [row.volunteerId, row]));
        const rows = preferences;
        const availability = field.baseAttribute === 'availability';
        columns.push({
          key: `field${field.id}`,
          label: field.label || translate(language, availability ? 'preferences.availabilityLabel' : 'preferences.preferredPositionsLabel'),
          value: (source) => {
            const row = rows.get(source.registration.volunteerId);
            if (!row) return '';
            return availability ? displayAvailability(row.availability, language) : displayRanked(row.preferredPositionNames);
          },
        });
        continue;
      }
      const label = field.label || translate(language, `campaigns.export.base.${field.baseAttribute}` as MessageKey);
      if (field.baseAttribute === 'profile_picture') {
        const base = ctx.app.config.publicUrl;
        columns.push({ key: `field${field.id}`, label, value: (source) => (source.registration.profilePicture ? `${base}${source.registration.profilePicture}` : '') });
      } else if (baseSignUpFieldOf(field.baseAttribute) === 'bornDate') {
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

/** The format of a request ("xlsx" or "csv", any case); anything else is a field error on `format`. */
export function exportFormat(value: unknown): ExportFormatName {
  const format = spreadsheetFormat(value);
  if (!format) throw AppError.field('format', 'campaigns.export.format');
  return format;
}

/** The registration table as an XLSX workbook or a CSV file, named after the campaign. */
export async function exportRegistrations(ctx: RequestContext, campaignId: string | number, format: unknown): Promise<ExportedFile> {
  const kind = exportFormat(format);
  const campaign = await campaignsService.require(ctx, campaignId);
  const table = await registrationTable(ctx, campaign.id);
  const organization = await ctx.loaders.organizations.byId.load(campaign.organizationId);
  const language = organization?.defaultLanguage ?? 'fr';
  const content = await renderSpreadsheet(table, kind, translate(language, 'campaigns.export.sheet'));
  return { fileName: `${fileStem(translate(language, 'campaigns.export.fileName'), campaign.name)}.${kind}`, mimeType: SPREADSHEET_MIME_TYPES[kind], content };
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
  // callerBelongsTo: a member, or a staff user visiting the organization as support (organization-admin service).
  if (!ctx.auth || !(await organizationService.callerBelongsTo(ctx, campaign.organizationId))) {
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
