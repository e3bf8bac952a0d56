import { volunteerProfileForm, volunteerProfileSchema } from './profile';
import type { RegistrationField } from './registration';

const field = (extra: Partial<RegistrationField>): RegistrationField => ({
  id: '1',
  type: 'base',
  attributeId: null,
  baseAttribute: null,
  valueType: 'text',
  label: '',
  description: '',
  isRequired: false,
  options: [],
  condition: null,
  minChoices: null,
  maxChoices: null,
  ...extra,
});

describe('volunteer profile rules', () => {
  const attributes = [
    { id: '7', name: 'T-shirt', valueType: 'enum' as const, options: [{ id: '70', option: 'S' }, { id: '71', option: 'M' }] },
    { id: '8', name: 'Remarks', valueType: 'text' as const, options: [] },
  ];
  const forms = [
    {
      fields: [
        field({ baseAttribute: 'phone', isRequired: true }),
        field({ type: 'volunteer', attributeId: '7', valueType: 'enum', isRequired: true }),
        field({ type: 'volunteer', attributeId: '8', isRequired: true, condition: { targetAttribute: '7', targetOption: '70' } }),
      ],
    },
  ];
  const schema = volunteerProfileSchema(volunteerProfileForm(attributes, forms));
  const valid = { firstName: 'Anne', lastName: 'Martin', phoneNumber: '+41 79 123 45 67', answers: { '7': '71' } };

  it('accepts a complete profile', async () => {
    await expect(schema.validate(valid)).resolves.toBeTruthy();
  });

  it('requires what a form requires without condition, and checks formats and options', async () => {
    const errors = async (values: object) => {
      try {
        await schema.validate(values, { abortEarly: false });
        return [];
      } catch (error) {
        return (error as { inner: Array<{ path: string; message: string }> }).inner.map((e) => `${e.path}:${e.message}`);
      }
    };
    expect(await errors({ ...valid, phoneNumber: '' })).toEqual(['phoneNumber:validation.required']);
    expect(await errors({ ...valid, phoneNumber: '123' })).toEqual(['phoneNumber:validation.phone']);
    expect(await errors({ ...valid, answers: {} })).toEqual(['answers.7:validation.required']);
    expect(await errors({ ...valid, answers: { '7': '999' } })).toEqual(['answers.7:forms.unknownOption']);
    expect(await errors({ ...valid, firstName: ' ' })).toEqual(['firstName:validation.required']);
    expect(await errors({ ...valid, language: 'xx' })).toEqual(['language:validation.language']);
    // The conditional field is not required in the profile; the town is not required by any form.
    expect(await errors({ ...valid, town: '' })).toEqual([]);
  });
});
