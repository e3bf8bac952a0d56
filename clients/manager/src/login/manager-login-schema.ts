import type { TFunction } from 'i18next';
import * as yup from 'yup';

// Kept here until @benevo/schema exports the manager login schema (spec 5: password mandatory).
export function managerLoginSchema(t: TFunction) {
  return yup.object({
    email: yup.string().trim().required(t('form.required')).email(t('form.email')),
    password: yup.string().required(t('manager.passwordRequired')),
    organizationId: yup
      .string()
      .trim()
      .required(t('form.required'))
      .matches(/^\d+$/, t('manager.organizationIdInvalid')),
  });
}
