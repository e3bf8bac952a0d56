import {
  answerCell,
  answerColumns,
  type ColumnField,
  filterRegistrations,
  hasAnswerFilters,
  NO_FILTERS,
  normalize,
  type RegistrationAnswers,
} from './filters';

const texts = { base: (name: string) => `base:${name}`, yes: 'Oui', no: 'Non' };

function field(id: string, order: number, extra: Partial<ColumnField>): ColumnField {
  return { id, order, baseAttribute: null, label: '', attribute: null, ...extra };
}

const options = (attributeId: string, names: string[]) => names.map((option, index) => ({ id: `${attributeId}-${index + 1}`, option }));

const FIELDS: ColumnField[] = [
  field('f3', 3, { attribute: { id: 'a3', name: 'Remarques', valueType: 'text_multiline', options: [] } }),
  field('f1', 1, { label: 'Taille', attribute: { id: 'a1', name: 'T-shirt', valueType: 'enum', options: options('a1', ['S', 'M', 'L']) } }),
  field('f2', 2, { attribute: { id: 'a2', name: 'Jours', valueType: 'enum_multiple', options: options('a2', ['Samedi', 'Dimanche']) } }),
  field('f4', 4, { baseAttribute: 'city' }),
  field('f5', 5, { baseAttribute: 'profile_picture', label: 'Photo' }),
  field('f6', 6, { baseAttribute: 'phone' }),
  field('f7', 7, { attribute: { id: 'a7', name: 'Permis', valueType: 'bool', options: [] } }),
  field('f8', 8, { label: 'Sans attribut' }),
  field('f9', 9, { baseAttribute: 'birthdate' }),
  // Issue 18: kept per campaign and shown in the preferences modal, not as answer columns.
  field('f10', 10, { baseAttribute: 'availability' }),
  field('f11', 11, { baseAttribute: 'preferred_positions' }),
];

const columns = answerColumns(FIELDS, texts);

function registration(extra: Partial<RegistrationAnswers> & { town?: string; bornDate?: string | null }): RegistrationAnswers {
  return {
    profilePicture: extra.profilePicture ?? null,
    customAttributeValues: extra.customAttributeValues ?? [],
    volunteer: { address: '', town: extra.town ?? '', postcode: '', country: '', phoneNumber: '', bornDate: extra.bornDate ?? null },
  };
}

function row(name: string, answers: RegistrationAnswers, categoryIds: string[] = []) {
  return {
    name,
    email: `${name.toLowerCase()}@example.org`,
    phone: '',
    categoryIds,
    cells: Object.fromEntries(columns.map((column) => [column.key, answerCell(answers, column)])),
  };
}

const anna = row(
  'Anna',
  registration({
    town: 'Vétroz',
    profilePicture: '/media/anna.png',
    bornDate: '1990-04-07',
    customAttributeValues: [
      { attributeId: 'a1', value: 'a1-2', display: 'M' },
      { attributeId: 'a2', value: '["a2-1","a2-2"]', display: 'Samedi, Dimanche' },
      { attributeId: 'a3', value: 'Végétarienne', display: 'Végétarienne' },
      { attributeId: 'a7', value: 'true', display: 'Oui' },
    ],
  }),
  ['cat-kitchen'],
);
const ben = row(
  'Ben',
  registration({
    town: 'Sion',
    customAttributeValues: [
      { attributeId: 'a1', value: 'a1-3', display: 'L' },
      { attributeId: 'a2', value: '["a2-2"]', display: 'Dimanche' },
      { attributeId: 'a7', value: 'false', display: 'Non' },
    ],
  }),
  ['cat-bar', 'cat-parking'],
);
const chloe = row('Chloé', registration({ town: 'Conthey' }));
const rows = [anna, ben, chloe];
const names = (list: typeof rows) => list.map((item) => item.name);

describe('answer columns', () => {
  it('follow the form order, skip fields without attribute, the phone and the preferences, and name base attributes', () => {
    expect(columns.map((column) => [column.key, column.kind, column.label])).toEqual([
      ['f1', 'custom', 'Taille'],
      ['f2', 'custom', 'Jours'],
      ['f3', 'custom', 'Remarques'],
      ['f4', 'base', 'base:city'],
      ['f5', 'picture', 'Photo'],
      ['f7', 'custom', 'Permis'],
      ['f9', 'base', 'base:birthdate'],
    ]);
    expect(columns.find((column) => column.key === 'f7')?.options).toEqual([
      { id: 'true', option: 'Oui' },
      { id: 'false', option: 'Non' },
    ]);
  });

  it('read the answer display, the option ids, the volunteer values and the picture', () => {
    expect(anna.cells.f1).toEqual({ display: 'M', optionIds: ['a1-2'] });
    expect(anna.cells.f2).toEqual({ display: 'Samedi, Dimanche', optionIds: ['a2-1', 'a2-2'] });
    expect(anna.cells.f3).toEqual({ display: 'Végétarienne', optionIds: [] });
    expect(anna.cells.f4.display).toBe('Vétroz');
    expect(anna.cells.f5.display).toBe('/media/anna.png');
    expect(anna.cells.f9.display).toBe('07.04.1990');
    expect(chloe.cells.f1).toEqual({ display: '', optionIds: [] });
    expect(chloe.cells.f5.display).toBe('');
  });
});

describe('filterRegistrations', () => {
  it('keeps every row without filters', () => {
    expect(names(filterRegistrations(rows, NO_FILTERS, columns))).toEqual(['Anna', 'Ben', 'Chloé']);
    expect(hasAnswerFilters(NO_FILTERS)).toBe(false);
  });

  it('filters a choice field by one option, a multiple choice by an option it holds, yes/no by its value', () => {
    expect(names(filterRegistrations(rows, { ...NO_FILTERS, answers: { f1: 'a1-3' } }, columns))).toEqual(['Ben']);
    expect(names(filterRegistrations(rows, { ...NO_FILTERS, answers: { f2: 'a2-2' } }, columns))).toEqual(['Anna', 'Ben']);
    expect(names(filterRegistrations(rows, { ...NO_FILTERS, answers: { f2: 'a2-1' } }, columns))).toEqual(['Anna']);
    expect(names(filterRegistrations(rows, { ...NO_FILTERS, answers: { f7: 'false' } }, columns))).toEqual(['Ben']);
  });

  it('filters the other fields by a text they contain, without case or accents', () => {
    expect(names(filterRegistrations(rows, { ...NO_FILTERS, answers: { f3: 'VEGE' } }, columns))).toEqual(['Anna']);
    expect(names(filterRegistrations(rows, { ...NO_FILTERS, answers: { f4: 'on' } }, columns))).toEqual(['Ben', 'Chloé']);
    expect(names(filterRegistrations(rows, { ...NO_FILTERS, answers: { f4: '   ' } }, columns))).toEqual(['Anna', 'Ben', 'Chloé']);
  });

  it('keeps the rows in at least one chosen category', () => {
    const filters = { ...NO_FILTERS, categoryIds: ['cat-kitchen', 'cat-parking'] };
    expect(names(filterRegistrations(rows, filters, columns))).toEqual(['Anna', 'Ben']);
    expect(hasAnswerFilters(filters)).toBe(true);
  });

  it('combines the search, the answers and the categories', () => {
    expect(names(filterRegistrations(rows, { search: 'chlo', answers: {}, categoryIds: [] }, columns))).toEqual(['Chloé']);
    expect(names(filterRegistrations(rows, { search: 'example', answers: { f2: 'a2-2' }, categoryIds: ['cat-bar'] }, columns))).toEqual(['Ben']);
    expect(filterRegistrations(rows, { search: 'anna', answers: { f1: 'a1-3' }, categoryIds: [] }, columns)).toEqual([]);
  });

  it('normalizes accents and case', () => {
    expect(normalize(' Éléonore ')).toBe('eleonore');
  });
});
