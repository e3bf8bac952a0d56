import { ValidationError } from 'yup';
import {
  answersFromInput,
  answersToSave,
  attributeSchema,
  decodeAnswer,
  displayAnswer,
  encodeAnswer,
  isValidPhone,
  parseOptions,
  registrationSchema,
  visibleFields,
  type RegistrationField,
  type RegistrationFormDefinition,
  type SignUpValues,
} from './registration';
import { fieldErrorsOf, messageFor } from './validation';

function field(partial: Partial<RegistrationField> & Pick<RegistrationField, 'id'>): RegistrationField {
  return {
    type: 'event',
    attributeId: null,
    baseAttribute: null,
    valueType: 'text',
    label: partial.id,
    description: '',
    isRequired: false,
    options: [],
    condition: null,
    minChoices: null,
    maxChoices: null,
    ...partial,
  };
}

const form: RegistrationFormDefinition = {
  fields: [
    field({ id: 'f-address', type: 'base', baseAttribute: 'address', isRequired: true }),
    field({ id: 'f-city', type: 'base', baseAttribute: 'city', isRequired: true }),
    field({ id: 'f-postcode', type: 'base', baseAttribute: 'postcode', isRequired: true }),
    field({ id: 'f-country', type: 'base', baseAttribute: 'country' }),
    field({ id: 'f-phone', type: 'base', baseAttribute: 'phone' }),
    field({
      id: 'f-shirt',
      attributeId: '10',
      valueType: 'enum',
      isRequired: true,
      options: [
        { id: '100', option: 'Oui' },
        { id: '101', option: 'Non' },
      ],
    }),
    field({
      id: 'f-size',
      attributeId: '11',
      valueType: 'enum',
      isRequired: true,
      options: [
        { id: '110', option: 'S' },
        { id: '111', option: 'M' },
      ],
      condition: { targetAttribute: '10', targetOption: '100' },
    }),
    field({
      id: 'f-colour',
      attributeId: '12',
      valueType: 'text',
      isRequired: true,
      condition: { targetAttribute: '11', targetOption: '111' },
    }),
    field({
      id: 'f-days',
      type: 'volunteer',
      attributeId: '13',
      valueType: 'enum_multiple',
      minChoices: 2,
      maxChoices: 3,
      options: ['a', 'b', 'c', 'd'].map((id) => ({ id, option: id.toUpperCase() })),
    }),
    field({ id: 'f-age', attributeId: '14', valueType: 'int' }),
    field({ id: 'f-arrival', attributeId: '15', valueType: 'date' }),
    field({ id: 'f-rules', attributeId: '16', valueType: 'bool', isRequired: true }),
  ],
};

const valid: SignUpValues = {
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.ch',
  emailConfirmation: ' Anna@Example.ch ',
  phoneNumber: '+41 79 123 45 67',
  address: 'Rue du Lac 1',
  town: 'Sion',
  postcode: '1950',
  policyAccepted: true,
  answers: { '10': '101', '16': true },
};

async function errorsOf(values: unknown, options = { groupRegistration: true, groupMaxSize: 10 }): Promise<Record<string, string[]>> {
  try {
    await registrationSchema(form, options).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return fieldErrorsOf(error);
  }
}

describe('registration form (spec 5)', () => {
  it('accepts a complete sign-up', async () => {
    expect(await errorsOf(valid)).toEqual({});
  });

  it('requires first name, last name, a valid e-mail typed twice and the policy', async () => {
    const errors = await errorsOf({ ...valid, firstName: ' ', lastName: '', email: 'anna@', emailConfirmation: 'other@example.ch', policyAccepted: false });
    expect(errors).toMatchObject({
      firstName: ['validation.required'],
      lastName: ['validation.required'],
      email: ['validation.email'],
      emailConfirmation: ['forms.emailConfirmation'],
      policyAccepted: ['forms.policyRequired'],
    });
    expect(messageFor('fr', errors.policyAccepted[0])).toBe('Vous devez accepter la politique de confidentialité');
    expect(messageFor('fr', errors.emailConfirmation[0])).toBe('Les adresses e-mail doivent être identiques');
    expect((await errorsOf({ ...valid, policyAccepted: undefined })).policyAccepted).toEqual(['forms.policyRequired']);
  });

  it('refuses a phone number without international prefix: "Numéro non valide"', async () => {
    const errors = await errorsOf({ ...valid, phoneNumber: '079 123 45 67' });
    expect(errors.phoneNumber).toEqual(['validation.phone']);
    expect(messageFor('fr', errors.phoneNumber[0])).toBe('Numéro non valide');
    expect(await errorsOf({ ...valid, phoneNumber: '' })).toEqual({});
  });

  it('checks phone numbers: +XX, digits and spaces, 8 to 15 digits', () => {
    expect(isValidPhone('+41791234567')).toBe(true);
    expect(isValidPhone('+33 6 12 34 56 78')).toBe(true);
    expect(isValidPhone('+1 415 555 0100')).toBe(true);
    expect(isValidPhone('0791234567')).toBe(false);
    expect(isValidPhone('+41 79 12a 45 67')).toBe(false);
    expect(isValidPhone('+4179123')).toBe(false);
    expect(isValidPhone('+41 7912345678901234')).toBe(false);
    expect(isValidPhone('+0 79 123 45 67')).toBe(false);
  });

  it('requires address, town and postcode when the form asks for them, and only then', async () => {
    const errors = await errorsOf({ ...valid, address: '', town: ' ', postcode: undefined });
    expect(errors).toMatchObject({ address: ['validation.required'], town: ['validation.required'], postcode: ['validation.required'] });
    const optional = { fields: form.fields.map((f) => ({ ...f, isRequired: f.type === 'base' ? false : f.isRequired })) };
    await expect(
      registrationSchema(optional, { groupRegistration: false, groupMaxSize: 10 }).validate({ ...valid, address: '', town: '', postcode: '' }),
    ).resolves.toBeTruthy();
  });

  it('keeps the group size between 1 and the maximum, and at 1 without group registration', async () => {
    expect(await errorsOf({ ...valid, groupSize: 3, groupName: 'Les amis' })).toEqual({});
    const tooBig = await errorsOf({ ...valid, groupSize: 11 });
    expect(tooBig.groupSize).toEqual(['forms.groupSize?max=10']);
    expect(messageFor('fr', tooBig.groupSize[0])).toBe('La taille du groupe doit être comprise entre 1 et 10');
    expect((await errorsOf({ ...valid, groupSize: 0 })).groupSize).toEqual(['forms.groupSize?max=10']);
    expect((await errorsOf({ ...valid, groupSize: 2.5 })).groupSize).toEqual(['validation.integer']);
    expect((await errorsOf({ ...valid, groupSize: 2 }, { groupRegistration: false, groupMaxSize: 10 })).groupSize).toEqual(['forms.groupDisabled']);
    expect(await errorsOf({ ...valid, groupSize: 1 }, { groupRegistration: false, groupMaxSize: 10 })).toEqual({});
  });

  it('asks to tick at least or at most N choices', async () => {
    const few = await errorsOf({ ...valid, answers: { ...valid.answers, '13': ['a'] } });
    expect(few['answers.13']).toEqual(['forms.minChoices?min=2']);
    expect(messageFor('fr', few['answers.13'][0])).toBe('Cochez au moins 2 choix');
    const many = await errorsOf({ ...valid, answers: { ...valid.answers, '13': ['a', 'b', 'c', 'd'] } });
    expect(messageFor('fr', many['answers.13'][0])).toBe('Cochez au plus 3 choix');
    expect(await errorsOf({ ...valid, answers: { ...valid.answers, '13': ['a', 'c'] } })).toEqual({});
    // Not required: no choice at all is fine.
    expect(await errorsOf({ ...valid, answers: { ...valid.answers, '13': [] } })).toEqual({});
    const unknown = await errorsOf({ ...valid, answers: { ...valid.answers, '13': ['a', 'z'] } });
    expect(unknown['answers.13']).toEqual(['forms.unknownOption']);
  });

  it('validates custom answers by type and required flag', async () => {
    const errors = await errorsOf({ ...valid, answers: { '14': '12a', '15': '2024-02-30', '16': false } });
    expect(errors).toMatchObject({
      'answers.10': ['validation.required'],
      'answers.14': ['validation.integer'],
      'answers.15': ['validation.date'],
      'answers.16': ['forms.mustBeTicked'],
    });
    expect((await errorsOf({ ...valid, answers: { ...valid.answers, '10': '999' } }))['answers.10']).toEqual(['forms.unknownOption']);
    expect(await errorsOf({ ...valid, answers: { ...valid.answers, '14': '42', '15': '2024-07-01' } })).toEqual({});
  });

  it('shows conditional fields only for the parent option, and validates only what is shown', async () => {
    expect(visibleFields(form, { '10': '101' }).map((f) => f.id)).not.toContain('f-size');
    expect(visibleFields(form, { '10': '100' }).map((f) => f.id)).toContain('f-size');
    // Nested: the colour needs size M, and size needs shirt "Oui".
    expect(visibleFields(form, { '10': '101', '11': '111' }).map((f) => f.id)).not.toContain('f-colour');
    expect(visibleFields(form, { '10': '100', '11': '111' }).map((f) => f.id)).toContain('f-colour');

    // Hidden required fields are not validated.
    expect(await errorsOf(valid)).toEqual({});
    const shown = await errorsOf({ ...valid, answers: { ...valid.answers, '10': '100' } });
    expect(shown['answers.11']).toEqual(['validation.required']);
    const nested = await errorsOf({ ...valid, answers: { ...valid.answers, '10': '100', '11': '111' } });
    expect(nested['answers.12']).toEqual(['validation.required']);
  });

  it('hides conditional base fields too', async () => {
    const conditional: RegistrationFormDefinition = {
      fields: [
        form.fields[5],
        field({ id: 'f-address', type: 'base', baseAttribute: 'address', isRequired: true, condition: { targetAttribute: '10', targetOption: '100' } }),
      ],
    };
    const schema = registrationSchema(conditional, { groupRegistration: false, groupMaxSize: 10 });
    await expect(schema.validate({ ...valid, address: '', answers: { '10': '101' } })).resolves.toBeTruthy();
    await expect(schema.validate({ ...valid, address: '', answers: { '10': '100' } })).rejects.toThrow('validation.required');
  });

  it('encodes and decodes answers for the wire and storage', () => {
    expect(encodeAnswer('enum_multiple', ['a', 'b', 'a'])).toBe('["a","b"]');
    expect(encodeAnswer('enum_multiple', [])).toBeNull();
    expect(encodeAnswer('bool', false)).toBe('false');
    expect(encodeAnswer('text', '  hello ')).toBe('hello');
    expect(encodeAnswer('text', '   ')).toBeNull();
    expect(decodeAnswer('enum_multiple', '["a","b"]')).toEqual(['a', 'b']);
    expect(decodeAnswer('enum_multiple', 'a')).toEqual(['a']);
    expect(decodeAnswer('bool', 'true')).toBe(true);
    expect(decodeAnswer('int', null)).toBeUndefined();

    const answers = answersFromInput(form, [
      { attributeId: 10, value: '100' },
      { attributeId: '13', value: '["a","c"]' },
      { attributeId: '16', value: 'true' },
      { attributeId: '99', value: 'ignored' },
    ]);
    expect(answers).toEqual({ '10': '100', '13': ['a', 'c'], '16': true });
    // Hidden answers are not kept.
    expect(answersToSave(form, { ...answers, '12': 'rouge' })).toEqual([
      { attributeId: '10', value: '100' },
      { attributeId: '13', value: '["a","c"]' },
      { attributeId: '16', value: 'true' },
    ]);
  });

  it('displays stored values for people', () => {
    const options = [
      { id: 1, option: 'Rouge' },
      { id: 2, option: 'Vert' },
    ];
    expect(displayAnswer('enum', '2', options)).toBe('Vert');
    expect(displayAnswer('enum_multiple', '["1","2"]', options)).toBe('Rouge, Vert');
    expect(displayAnswer('bool', 'true', [], 'fr')).toBe('Oui');
    expect(displayAnswer('bool', 'false', [], 'de')).toBe('Nein');
    expect(displayAnswer('date', '2024-07-01', [])).toBe('01.07.2024');
    expect(displayAnswer('text', null, [])).toBe('');
  });
});

describe('custom field (spec 5)', () => {
  it('splits options on semicolons, trimmed, without empties or repeats', () => {
    expect(parseOptions(' S; M ;;L; M ; ')).toEqual(['S', 'M', 'L']);
    expect(parseOptions('')).toEqual([]);
    expect(parseOptions(null)).toEqual([]);
  });

  it('requires a title and a type, and options for choice types', async () => {
    await expect(attributeSchema.validate({ name: ' ', valueType: 'text' })).rejects.toThrow('forms.titleRequired');
    await expect(attributeSchema.validate({ name: 'Taille', valueType: undefined })).rejects.toThrow('forms.typeRequired');
    await expect(attributeSchema.validate({ name: 'Taille', valueType: 'colour' })).rejects.toThrow('forms.typeRequired');
    await expect(attributeSchema.validate({ name: 'Taille', valueType: 'enum', options: ' ; ' })).rejects.toThrow('forms.optionsRequired');
    await expect(attributeSchema.validate({ name: 'Taille', valueType: 'enum_multiple', options: 'S;M' })).resolves.toBeTruthy();
    await expect(attributeSchema.validate({ name: 'Remarque', valueType: 'text_multiline' })).resolves.toBeTruthy();
    expect(messageFor('fr', 'forms.titleRequired')).toBe('Un titre est obligatoire');
  });
});
