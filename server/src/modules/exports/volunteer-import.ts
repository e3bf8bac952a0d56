import { INTERFACE_LANGUAGES, encodeAnswer, messageFor, parseEuropeanDate, translate, type AttributeValueTypeName, type MessageKey, type MessageParams } from '@benevo/schema';
import { optionalId } from '../../common/ids';
import { AppError } from '../../errors/app-error';
import type { SignUpPerson } from '../volunteers/volunteers.service';
import type { FileRecord } from '../../common/import-file';

/** What a column of the file fills in. */
export const IMPORT_FIELDS = [
  'IGNORE',
  'FIRST_NAME',
  'LAST_NAME',
  'EMAIL',
  'PHONE',
  'ADDRESS',
  'POSTCODE',
  'TOWN',
  'COUNTRY',
  'BORN_DATE',
  'LANGUAGE',
  'CATEGORIES',
  'ATTRIBUTE',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export interface ColumnMapping {
  /** The file's column, from 0. */
  column: number;
  field: ImportField;
  /** ATTRIBUTE: the volunteer attribute it answers. */
  attributeId?: number | null;
}

export type ImportRowStatus = 'NEW' | 'ALREADY_KNOWN' | 'DUPLICATE_IN_FILE' | 'INVALID';

/** A volunteer attribute an import may answer, with its options (enum, enum_multiple). */
export interface ImportAttribute {
  id: number;
  name: string;
  valueType: AttributeValueTypeName;
  options: Array<{ id: number; option: string }>;
}

/** One line of the file as the import reads it. */
export interface ImportLine {
  line: number;
  person: SignUpPerson & { categoryIds: number[] };
  answers: Array<{ attributeId: number; value: string }>;
  /** What refuses the line (rendered texts); empty when it can be imported. */
  errors: string[];
  /** The line an earlier occurrence of its address is on. */
  duplicateOf: number | null;
}

/**
 * A mapping as a door receives it (GraphQL's ImportColumnInput list, the facade's JSON): a list of
 * { column, field, attributeId }; null/undefined: none given. Anything else is a field error on `mapping`.
 */
export function parseMapping(value: unknown): ColumnMapping[] | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value)) throw AppError.field('mapping', 'validation.list');
  return value.map((item: unknown) => {
    const entry = (item ?? {}) as Record<string, unknown>;
    const column = typeof entry.column === 'number' ? entry.column : Number.NaN;
    const field = IMPORT_FIELDS.find((name) => name === String(entry.field ?? '').toUpperCase());
    if (!Number.isInteger(column) || !field) throw AppError.field('mapping', 'validation.unknownReference');
    return { column, field, attributeId: field === 'ATTRIBUTE' ? optionalId(entry.attributeId, 'mapping') : null };
  });
}

/** Lines per import, at most (a file beyond is refused as a whole). */
export const MAX_IMPORTED_VOLUNTEERS = 5000;

/** Lower case without accents, spaces or punctuation: "Date de naissance" -> "datedenaissance". */
export const headerKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Header names (fr, de, en, and the exports' own headers) each field is recognised by. */
const HEADER_NAMES: Record<Exclude<ImportField, 'IGNORE' | 'ATTRIBUTE'>, string[]> = {
  FIRST_NAME: ['prenom', 'firstname', 'vorname', 'first'],
  LAST_NAME: ['nom', 'lastname', 'nachname', 'name', 'nomdefamille', 'last', 'surname'],
  EMAIL: ['email', 'mail', 'courriel', 'emailaddress', 'adresseemail', 'emailadresse'],
  PHONE: ['telephone', 'phone', 'tel', 'telefon', 'mobile', 'natel', 'phonenumber', 'portable', 'handy'],
  ADDRESS: ['adresse', 'address', 'strasse', 'rue'],
  POSTCODE: ['npa', 'postcode', 'zip', 'plz', 'codepostal', 'postalcode', 'zipcode'],
  TOWN: ['localite', 'ville', 'town', 'city', 'ort', 'wohnort'],
  COUNTRY: ['pays', 'country', 'land'],
  BORN_DATE: ['datedenaissance', 'naissance', 'birthdate', 'borndate', 'geburtsdatum', 'dateofbirth', 'birthday'],
  LANGUAGE: ['langue', 'language', 'sprache'],
  CATEGORIES: ['categories', 'categorie', 'kategorien', 'kategorie', 'category'],
};

/** The mapping a header row suggests: known field names, then the volunteer attributes by name; other columns ignored. */
export function guessMapping(header: string[], attributes: ImportAttribute[]): ColumnMapping[] {
  const taken = new Set<string>();
  return header.map((text, column) => {
    const key = headerKey(text);
    const field = (Object.keys(HEADER_NAMES) as Array<keyof typeof HEADER_NAMES>).find((name) => HEADER_NAMES[name].includes(key) && !taken.has(name));
    if (field) {
      taken.add(field);
      return { column, field };
    }
    const attribute = attributes.find((a) => headerKey(a.name) === key && !taken.has(`attribute${a.id}`));
    if (attribute && key !== '') {
      taken.add(`attribute${attribute.id}`);
      return { column, field: 'ATTRIBUTE', attributeId: attribute.id };
    }
    return { column, field: 'IGNORE' };
  });
}

/**
 * What is wrong with a mapping the organizer chose (message keys; [] when it can be used): the e-mail
 * column is required, and each field (each attribute) fills one column at most. A column outside the
 * file or an unknown attribute is the caller's mistake: a field error on `mapping`.
 */
export function mappingProblems(mapping: ColumnMapping[], nbColumns: number, attributes: ImportAttribute[]): MessageKey[] {
  const problems: MessageKey[] = [];
  const seen = new Set<string>();
  let twice = false;
  for (const item of mapping) {
    if (!Number.isInteger(item.column) || item.column < 0 || item.column >= nbColumns) throw AppError.field('mapping', 'exports.import.unknownColumn');
    if (item.field === 'IGNORE') continue;
    if (item.field === 'ATTRIBUTE' && !attributes.some((attribute) => attribute.id === item.attributeId)) throw AppError.field('mapping', 'exports.import.unknownAttribute');
    const key = item.field === 'ATTRIBUTE' ? `attribute${item.attributeId}` : item.field;
    if (seen.has(key) || seen.has(`column${item.column}`)) twice = true;
    seen.add(key);
    seen.add(`column${item.column}`);
  }
  if (!seen.has('EMAIL')) problems.push('exports.import.emailColumn');
  if (twice) problems.push('exports.import.columnTwice');
  return problems;
}

/** YYYY-MM-DD of a typed date (YYYY-MM-DD, dd.mm.yyyy, dd/mm/yyyy), else the text as typed (validation refuses it). */
function isoDate(text: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  return parseEuropeanDate(text.replace(/[/-]/g, '.')) ?? text;
}

/** Each interface language by its code and by its name in French, German and English ("allemand", "Deutsch"). */
const LANGUAGE_NAMES = new Map<string, string>(
  INTERFACE_LANGUAGES.flatMap((code) => [
    [code, code],
    ...['fr', 'de', 'en'].map((display): [string, string] => [(new Intl.DisplayNames([display], { type: 'language' }).of(code) ?? code).toLowerCase(), code]),
  ]),
);

/** A language code from a code or a language name; else the text as typed (validation refuses it). */
const languageCode = (text: string): string => LANGUAGE_NAMES.get(text.trim().toLowerCase()) ?? text;

const TRUE = ['oui', 'yes', 'ja', 'true', 'vrai', '1', 'x'];
const FALSE = ['non', 'no', 'nein', 'false', 'faux', '0'];

/** The stored text of an attribute's answer typed in a cell, or an error. */
function attributeAnswer(attribute: ImportAttribute, text: string): { value: string } | { error: MessageKey } {
  const byName = (name: string) => attribute.options.find((option) => option.option.trim().toLowerCase() === name.trim().toLowerCase());
  switch (attribute.valueType) {
    case 'int':
      return /^-?\d{1,9}$/.test(text) ? { value: String(Number(text)) } : { error: 'exports.import.invalidValue' };
    case 'date': {
      const date = isoDate(text);
      return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) ? { value: date } : { error: 'exports.import.invalidValue' };
    }
    case 'bool': {
      const lower = text.toLowerCase();
      if (TRUE.includes(lower)) return { value: 'true' };
      if (FALSE.includes(lower)) return { value: 'false' };
      return { error: 'exports.import.invalidValue' };
    }
    case 'enum': {
      const option = byName(text);
      return option ? { value: String(option.id) } : { error: 'exports.import.unknownOption' };
    }
    case 'enum_multiple': {
      const options = text.split(/[,;]/).map((name) => name.trim()).filter(Boolean).map(byName);
      if (options.some((option) => option === undefined)) return { error: 'exports.import.unknownOption' };
      return { value: encodeAnswer('enum_multiple', options.map((option) => String(option!.id))) ?? '' };
    }
    default:
      return text.length <= 5000 ? { value: text } : { error: 'exports.import.invalidValue' };
  }
}

/** The exports' headers name the fields in the messages of a line ("E-mail : ..."). */
const FIELD_LABELS: Record<string, MessageKey> = {
  firstName: 'exports.firstName',
  lastName: 'exports.lastName',
  email: 'exports.email',
  phoneNumber: 'exports.phone',
  address: 'exports.address',
  postcode: 'exports.postcode',
  town: 'exports.town',
  country: 'exports.country',
  bornDate: 'exports.bornDate',
  language: 'exports.language',
};

export interface ReadContext {
  language: string;
  /** The organization's language: a line without one gets it. */
  defaultLanguage: string;
  attributes: ImportAttribute[];
  categories: Array<{ id: number; name: string }>;
  /** The organizer's rules for a volunteer's fields (volunteersService.importErrors). */
  check(person: SignUpPerson): Promise<Record<string, string[]>>;
}

/** The lines of the file (the first record is the header) read with a mapping, each with what refuses it. */
export async function readLines(records: FileRecord[], mapping: ColumnMapping[], read: ReadContext): Promise<ImportLine[]> {
  const t = (key: MessageKey, params?: MessageParams) => translate(read.language, key, params);
  const firstLine = new Map<string, number>();
  const lines: ImportLine[] = [];
  for (const record of records.slice(1)) {
    const cell = (field: ImportField) => {
      const item = mapping.find((m) => m.field === field);
      return item ? (record.cells[item.column] ?? '').trim() : '';
    };
    const errors: string[] = [];
    const languageCell = cell('LANGUAGE');
    const bornDate = cell('BORN_DATE');
    const person: ImportLine['person'] = {
      email: cell('EMAIL').toLowerCase(),
      firstName: cell('FIRST_NAME'),
      lastName: cell('LAST_NAME'),
      phoneNumber: cell('PHONE'),
      address: cell('ADDRESS'),
      postcode: cell('POSTCODE'),
      town: cell('TOWN'),
      country: cell('COUNTRY'),
      bornDate: bornDate === '' ? null : isoDate(bornDate),
      language: languageCell === '' ? read.defaultLanguage : languageCode(languageCell),
      categoryIds: [],
    };
    for (const [field, keys] of Object.entries(await read.check(person))) {
      const label = FIELD_LABELS[field];
      for (const key of keys) errors.push(label ? `${t(label)} : ${messageFor(read.language, key)}` : messageFor(read.language, key));
    }
    for (const name of cell('CATEGORIES').split(/[,;]/).map((n) => n.trim()).filter(Boolean)) {
      const category = read.categories.find((c) => c.name.trim().toLowerCase() === name.toLowerCase());
      if (category) person.categoryIds.push(category.id);
      else errors.push(t('exports.import.unknownCategory', { name }));
    }
    const answers: ImportLine['answers'] = [];
    for (const item of mapping.filter((m) => m.field === 'ATTRIBUTE')) {
      const attribute = read.attributes.find((a) => a.id === item.attributeId);
      const text = (record.cells[item.column] ?? '').trim();
      if (!attribute || text === '') continue;
      const answer = attributeAnswer(attribute, text);
      if ('error' in answer) errors.push(t(answer.error, { field: attribute.name, value: text.slice(0, 50) }));
      else answers.push({ attributeId: attribute.id, value: answer.value });
    }
    let duplicateOf: number | null = null;
    if (person.email !== '') {
      duplicateOf = firstLine.get(person.email) ?? null;
      if (duplicateOf === null) firstLine.set(person.email, record.line);
    }
    lines.push({ line: record.line, person, answers, errors, duplicateOf });
  }
  return lines;
}
