import * as yup from 'yup';
import { messageKey } from './validation';

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** The public contact page's form: who writes (name, e-mail to answer to), an optional subject, the message. */
export const contactSchema = yup.object({
  name: yup.string().trim().required('validation.required').max(150, messageKey('validation.maxLength', { max: 150 })),
  email: yup.string().trim().required('validation.required').email('validation.email').max(254, messageKey('validation.maxLength', { max: 254 })),
  subject: yup.string().trim().max(200, messageKey('validation.maxLength', { max: 200 })),
  message: yup
    .string()
    .trim()
    .required('validation.required')
    .max(CONTACT_MESSAGE_MAX_LENGTH, messageKey('validation.maxLength', { max: CONTACT_MESSAGE_MAX_LENGTH })),
});
