import type { TFunction } from 'i18next';
import * as yup from 'yup';

// Kept here until @benevo/schema exports the account schemas; the messages come from i18n so the
// form speaks the visitor's language.
export const PASSWORD_MIN_LENGTH = 8;

export function loginSchema(t: TFunction) {
  return yup.object({
    email: yup.string().trim().required(t('form.required')),
    password: yup.string().required(t('form.required')),
  });
}

function newPasswordFields(t: TFunction) {
  return {
    password: yup
      .string()
      .required(t('form.required'))
      .min(PASSWORD_MIN_LENGTH, t('account.passwordMin', { min: PASSWORD_MIN_LENGTH })),
    passwordConfirm: yup
      .string()
      .required(t('form.required'))
      .oneOf([yup.ref('password')], t('account.passwordMismatch')),
  };
}

export function registerSchema(t: TFunction) {
  return yup.object({
    username: yup.string().trim(),
    email: yup.string().trim().required(t('form.required')).email(t('form.email')),
    organizationName: yup.string().trim().required(t('form.required')),
    ...newPasswordFields(t),
  });
}

export function resetPasswordSchema(t: TFunction) {
  return yup.object({ login: yup.string().trim().required(t('form.required')) });
}

export function resetPasswordConfirmSchema(t: TFunction) {
  return yup.object(newPasswordFields(t));
}
