import { fieldErrorsOf } from '@benevo/schema';
import type { FormikErrors } from 'formik';
import { ValidationError, type Schema } from 'yup';

/**
 * Runs a shared @benevo/schema yup schema on form values turned into what the API receives, and gives
 * Formik the first message key per field (dotted paths such as `days[0].endsAt` become nested errors).
 */
export async function validateWith<Values>(schema: Schema, input: unknown): Promise<FormikErrors<Values>> {
  try {
    await schema.validate(input, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, unknown> = {};
    for (const [path, messages] of Object.entries(fieldErrorsOf(error))) setPath(errors, path, messages[0]);
    return errors as FormikErrors<Values>;
  }
}

function setPath(target: Record<string, unknown>, path: string, message: string) {
  const parts = path.replace(/\[(\d+)\]/g, '.$1').split('.').filter(Boolean);
  let node: Record<string, unknown> = target;
  parts.forEach((part, index) => {
    if (index === parts.length - 1) {
      if (node[part] === undefined) node[part] = message;
      return;
    }
    const next = node[part];
    if (typeof next !== 'object' || next === null) node[part] = /^\d+$/.test(parts[index + 1]) ? [] : {};
    node = node[part] as Record<string, unknown>;
  });
}
