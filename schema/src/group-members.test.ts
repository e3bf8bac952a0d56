import { ValidationError } from 'yup';
import { fieldErrorsOf } from './validation';
import { groupMemberSchema } from './group-members';

describe('groupMemberSchema', () => {
  it('trims the name and the address', async () => {
    expect(await groupMemberSchema.validate({ name: '  Max  ', email: ' max@example.org ' })).toEqual({ name: 'Max', email: 'max@example.org' });
  });

  it('reports every field with its message key', async () => {
    const error = await groupMemberSchema.validate({ name: ' ', email: 'nope' }, { abortEarly: false }).catch((e: ValidationError) => e);
    expect(fieldErrorsOf(error as ValidationError)).toEqual({ name: ['portalShifts.nameRequired'], email: ['validation.email'] });
    const long = await groupMemberSchema.validate({ name: 'x'.repeat(201), email: 'a@b.ch' }).catch((e: ValidationError) => e);
    expect((long as ValidationError).errors).toEqual(['portalShifts.nameTooLong']);
  });
});
