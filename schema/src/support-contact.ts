import * as yup from 'yup';
import { messageKey } from './validation';

/** The organizer's contact form to the platform's support (issue 16, /infos/contact). */
export const SUPPORT_CONTACT_CATEGORIES = ['question', 'bug', 'billing'] as const;
export type SupportContactCategory = (typeof SUPPORT_CONTACT_CATEGORIES)[number];

export const SUPPORT_SUBJECT_MAX_LENGTH = 200;
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;

/** Subject, message, the address the support answers to (the user's by default) and a category. */
export const supportContactSchema = yup.object({
  category: yup
    .string()
    .required('infos.categoryInvalid')
    .oneOf([...SUPPORT_CONTACT_CATEGORIES], 'infos.categoryInvalid'),
  subject: yup
    .string()
    .trim()
    .required('validation.required')
    .max(SUPPORT_SUBJECT_MAX_LENGTH, messageKey('validation.maxLength', { max: SUPPORT_SUBJECT_MAX_LENGTH })),
  message: yup
    .string()
    .trim()
    .required('validation.required')
    .max(SUPPORT_MESSAGE_MAX_LENGTH, messageKey('validation.maxLength', { max: SUPPORT_MESSAGE_MAX_LENGTH })),
  replyTo: yup.string().trim().required('validation.required').email('validation.email').max(254, messageKey('validation.maxLength', { max: 254 })),
});
