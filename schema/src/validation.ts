import * as yup from 'yup';
import { PASSWORD_MIN_LENGTH } from './constants';
import { INTERFACE_LANGUAGES } from './languages';
import { isMessageKey, translate, type MessageKey, type MessageParams } from './messages';

/**
 * yup schemas shared by the server (which enforces them) and the forms (which show them early).
 * Their messages are catalogue keys, optionally with parameters (`validation.maxLength?max=1500`),
 * so each side renders them in the user's language with `messageFor`.
 */
export function messageKey(key: MessageKey, params?: MessageParams): string {
  if (!params) return key;
  return `${key}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;
}

/** Renders a validation message produced by these schemas; other texts are returned unchanged. */
export function messageFor(language: string | null | undefined, message: string): string {
  const [key, query] = message.split('?');
  if (!isMessageKey(key)) return message;
  const params: MessageParams = {};
  new URLSearchParams(query ?? '').forEach((value, name) => {
    params[name] = value;
  });
  return translate(language, key, params);
}

/** Field -> message keys, from a yup ValidationError raised with abortEarly: false. */
export function fieldErrorsOf(error: yup.ValidationError): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  const inner = error.inner.length > 0 ? error.inner : [error];
  for (const item of inner) {
    const field = item.path ?? 'nonFieldErrors';
    (result[field] ??= []).push(...item.errors);
  }
  return result;
}

/**
 * The same object schema with some of its optional fields made mandatory: a form may ask for more than
 * the server needs (the server fills a default), while every other rule stays the shared one.
 */
export function requireFields<T extends yup.AnyObject>(
  schema: yup.ObjectSchema<T>,
  names: readonly (keyof T & string)[],
): yup.ObjectSchema<T> {
  const required: yup.ObjectShape = {};
  for (const name of names) {
    const field = schema.fields[name];
    if (!(field instanceof yup.Schema)) throw new Error(`${name} is not a field of this schema`);
    required[name] = field.required('validation.required');
  }
  return schema.shape(required) as unknown as yup.ObjectSchema<T>;
}

const email = () => yup.string().trim().required('validation.required').email('validation.email');
const password = () =>
  yup
    .string()
    .required('validation.required')
    .min(PASSWORD_MIN_LENGTH, messageKey('validation.passwordMin', { min: PASSWORD_MIN_LENGTH }));
const passwordConfirm = () =>
  yup
    .string()
    .required('validation.required')
    .oneOf([yup.ref('password')], 'validation.passwordMismatch');
const language = () => yup.string().oneOf([...INTERFACE_LANGUAGES], 'validation.language');

export const loginSchema = yup.object({
  email: yup.string().trim().required('validation.required'),
  password: yup.string().required('validation.required'),
});

/** Spec 5: a manager logs in with e-mail, a mandatory password and the organization's id. */
export const managerLoginSchema = yup.object({
  email: email(),
  password: yup.string().required('validation.passwordRequired'),
  organizationId: yup
    .string()
    .trim()
    .required('validation.required')
    .matches(/^\d+$/, 'validation.organizationId'),
});

export const registerSchema = yup.object({
  username: yup.string().trim().max(150, messageKey('validation.maxLength', { max: 150 })).optional(),
  email: email(),
  password: password(),
  passwordConfirm: passwordConfirm(),
  organizationName: yup.string().trim().max(200, messageKey('validation.maxLength', { max: 200 })).optional(),
  language: language().optional(),
});

export const resetPasswordRequestSchema = yup.object({
  login: yup.string().trim().required('validation.required'),
});

export const resetPasswordSchema = yup.object({
  password: password(),
  passwordConfirm: passwordConfirm(),
});

export const profileSchema = yup.object({
  username: yup.string().trim().min(1, 'validation.required').max(150, messageKey('validation.maxLength', { max: 150 })),
  email: yup.string().trim().email('validation.email'),
  firstName: yup.string().trim().max(150, messageKey('validation.maxLength', { max: 150 })),
  lastName: yup.string().trim().max(150, messageKey('validation.maxLength', { max: 150 })),
  language: language(),
  description: yup.string().max(5000, messageKey('validation.maxLength', { max: 5000 })),
  publicName: yup.string().trim().max(200, messageKey('validation.maxLength', { max: 200 })),
  contactEmail: yup.string().trim().email('validation.email'),
  contactPhone: yup
    .string()
    .trim()
    .matches(/^(\+\d{2,3}[\d ]{6,14})?$/, 'validation.phone'),
});
