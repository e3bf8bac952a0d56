import type { TFunction } from 'i18next';
import * as yup from 'yup';

// Kept here until @benevo/schema exports the profile schemas.
export function userProfileSchema(t: TFunction) {
  return yup.object({
    username: yup.string().trim().required(t('form.required')),
    email: yup.string().trim().required(t('form.required')).email(t('form.email')),
    firstName: yup.string().trim(),
    lastName: yup.string().trim(),
    language: yup.string().oneOf(['fr', 'de', 'en', 'fr-ch']).required(t('form.required')),
  });
}

export function organizationProfileSchema(t: TFunction) {
  return yup.object({
    description: yup.string(),
    publicName: yup.string().trim(),
    contactEmail: yup.string().trim().email(t('form.email')),
    contactPhone: yup.string().trim(),
  });
}
