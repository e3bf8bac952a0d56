import { type AttributeValueTypeName, type BaseAttributeName, decodeAnswer } from '@benevo/schema';

// The answer columns of the campaign registrations page and its filters, as pure functions: the form
// gives the columns (order, labels), each registration its answers and its volunteer's base values.

/** What a column shows: a custom field's answer, a base attribute of the volunteer, or the profile picture. */
export type AnswerColumnKind = 'custom' | 'base' | 'picture';

export interface AnswerColumn {
  /** The form field's id: stable, and the key of its filter. */
  key: string;
  kind: AnswerColumnKind;
  label: string;
  attributeId: string | null;
  baseAttribute: BaseAttributeName | null;
  valueType: AttributeValueTypeName;
  /** The options a choice filter offers (enum, enum_multiple, and yes/no for bool). */
  options: Array<{ id: string; option: string }>;
}

/** A form field as the page's query gives it. */
export interface ColumnField {
  id: string;
  baseAttribute: BaseAttributeName | null;
  label: string;
  order: number;
  attribute: { id: string; name: string; valueType: AttributeValueTypeName; options: ReadonlyArray<{ id: string; option: string }> } | null;
}

/** The labels the columns need from the interface language. */
export interface ColumnTexts {
  base: (name: BaseAttributeName) => string;
  yes: string;
  no: string;
}

/**
 * One column per form field, in the form's order: a custom field by its label (else its attribute's
 * name), a base attribute by its label (else its usual name). A field whose attribute is missing is
 * skipped (spec 3), and so are the phone, which the page already shows, and the preferences.
 */
export function answerColumns(fields: readonly ColumnField[], texts: ColumnTexts): AnswerColumn[] {
  const columns: AnswerColumn[] = [];
  for (const field of [...fields].sort((a, b) => a.order - b.order)) {
    if (field.baseAttribute) {
      // The phone is shown by the page already; the preferences (issue 18) are kept per campaign, not as
      // answers: the row's preferences button shows and edits them.
      if (field.baseAttribute === 'phone' || field.baseAttribute === 'availability' || field.baseAttribute === 'preferred_positions') continue;
      const picture = field.baseAttribute === 'profile_picture';
      columns.push({
        key: field.id,
        kind: picture ? 'picture' : 'base',
        label: field.label || texts.base(field.baseAttribute),
        attributeId: null,
        baseAttribute: field.baseAttribute,
        valueType: field.baseAttribute === 'birthdate' ? 'date' : 'text',
        options: [],
      });
      continue;
    }
    if (!field.attribute) continue;
    const { valueType } = field.attribute;
    columns.push({
      key: field.id,
      kind: 'custom',
      label: field.label || field.attribute.name,
      attributeId: field.attribute.id,
      baseAttribute: null,
      valueType,
      options:
        valueType === 'bool'
          ? [
              { id: 'true', option: texts.yes },
              { id: 'false', option: texts.no },
            ]
          : field.attribute.options.map((option) => ({ id: option.id, option: option.option })),
    });
  }
  return columns;
}

/** Whether a column is filtered by choosing one of its options (else by a text it contains). */
export function isChoiceColumn(column: AnswerColumn): boolean {
  return column.kind === 'custom' && (column.valueType === 'enum' || column.valueType === 'enum_multiple' || column.valueType === 'bool');
}

/** What a registration brings to the columns. */
export interface RegistrationAnswers {
  profilePicture: string | null;
  customAttributeValues: ReadonlyArray<{ attributeId: string; value: string | null; display: string }>;
  volunteer: {
    address: string;
    town: string;
    postcode: string;
    country: string;
    phoneNumber: string;
    bornDate: string | null;
  } | null;
}

/** A cell: the text people read, and for a choice the option ids it holds (what a choice filter compares). */
export interface AnswerCell {
  display: string;
  optionIds: string[];
}

/** YYYY-MM-DD as dd.mm.yyyy, the way the answers' display writes dates. */
function displayDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : (value ?? '');
}

// The picture and the preferences (issue 18: kept per campaign, shown in their own modal) have no cell value here.
const BASE_VALUES: Partial<Record<BaseAttributeName, (volunteer: NonNullable<RegistrationAnswers['volunteer']>) => string>> = {
  address: (volunteer) => volunteer.address,
  city: (volunteer) => volunteer.town,
  postcode: (volunteer) => volunteer.postcode,
  country: (volunteer) => volunteer.country,
  phone: (volunteer) => volunteer.phoneNumber,
  birthdate: (volunteer) => displayDate(volunteer.bornDate),
};

/** A registration's cell in a column: the answer's display value, the volunteer's base value, the picture's URL. */
export function answerCell(registration: RegistrationAnswers, column: AnswerColumn): AnswerCell {
  if (column.kind === 'picture') return { display: registration.profilePicture ?? '', optionIds: [] };
  if (column.kind === 'base') {
    const read = column.baseAttribute ? BASE_VALUES[column.baseAttribute] : undefined;
    return { display: registration.volunteer && read ? read(registration.volunteer) : '', optionIds: [] };
  }
  const answer = registration.customAttributeValues.find((value) => value.attributeId === column.attributeId);
  if (!answer) return { display: '', optionIds: [] };
  if (!isChoiceColumn(column)) return { display: answer.display, optionIds: [] };
  const decoded = decodeAnswer(column.valueType, answer.value);
  const optionIds = decoded === undefined ? [] : Array.isArray(decoded) ? decoded : [String(decoded)];
  return { display: answer.display, optionIds };
}

/** The page's filters: the search, one value per answer column (option id or text), the categories. */
export interface RegistrationFilterValues {
  search: string;
  answers: Record<string, string>;
  categoryIds: string[];
}

export const NO_FILTERS: RegistrationFilterValues = { search: '', answers: {}, categoryIds: [] };

/** Whether any filter beyond the search is set. */
export function hasAnswerFilters(filters: RegistrationFilterValues): boolean {
  return filters.categoryIds.length > 0 || Object.values(filters.answers).some((value) => value.trim() !== '');
}

/** Lower case without accents: "Vétroz" is found by "vetroz". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** A row the filters read: what the search looks in, the volunteer's categories and the cells by column key. */
export interface FilterableRow {
  name: string;
  email: string;
  phone: string;
  categoryIds: readonly string[];
  cells: Readonly<Record<string, AnswerCell>>;
}

/**
 * The rows every filter lets through: the search in the name, e-mail and phone; each answer filter
 * (a choice column keeps the rows whose answer holds the option, another column the rows whose value
 * contains the text); the categories (a row in at least one of those chosen). Filters combine with AND.
 */
export function filterRegistrations<Row extends FilterableRow>(rows: readonly Row[], filters: RegistrationFilterValues, columns: readonly AnswerColumn[]): Row[] {
  const search = normalize(filters.search);
  const active = columns
    .map((column) => ({ column, value: filters.answers[column.key]?.trim() ?? '' }))
    .filter(({ value }) => value !== '')
    .map(({ column, value }) => ({ column, value: isChoiceColumn(column) ? value : normalize(value) }));
  const categories = new Set(filters.categoryIds);
  return rows.filter((row) => {
    if (search !== '' && ![row.name, row.email, row.phone].some((text) => normalize(text).includes(search))) return false;
    if (categories.size > 0 && !row.categoryIds.some((id) => categories.has(id))) return false;
    return active.every(({ column, value }) => {
      const cell = row.cells[column.key];
      if (!cell) return false;
      return isChoiceColumn(column) ? cell.optionIds.includes(value) : normalize(cell.display).includes(value);
    });
  });
}
