import { fieldErrorsOf } from '@benevo/schema';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { AppError } from './app-error';

/** Validates with a shared yup schema; every failing field is reported at once, nothing is written. */
export async function validateInput<T extends AnyObject>(schema: ObjectSchema<T>, input: unknown): Promise<T> {
  try {
    return (await schema.validate(input, { abortEarly: false, stripUnknown: true })) as T;
  } catch (error) {
    if (error instanceof ValidationError) throw AppError.validation(fieldErrorsOf(error));
    throw error;
  }
}
