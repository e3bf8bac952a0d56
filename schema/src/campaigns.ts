import * as yup from 'yup';
import { DEFAULT_TIME_ZONE } from './constants';
import { CAMPAIGN_STATUSES } from './enums';
import { isValidTimeZone } from './events';
import { textLanguage, type TextLanguage } from './languages';
import { registrationSchema, type RegistrationFormDefinition } from './registration';
import { messageKey } from './validation';

/** Spec 4 campaign status (CAMPAIGN_STATUSES), stored and sent by the facade as these names. */
export type CampaignStatusName = (typeof CAMPAIGN_STATUSES)[number];

/**
 * The status changes an organizer may make (publish, close, archive, back to draft). Setting the
 * status a campaign already has changes nothing and is allowed.
 */
export const CAMPAIGN_TRANSITIONS: Readonly<Record<CampaignStatusName, readonly CampaignStatusName[]>> = {
  draft: ['published', 'archived'],
  published: ['closed', 'archived', 'draft'],
  closed: ['published', 'archived', 'draft'],
  archived: ['draft'],
};

export function canChangeCampaignStatus(from: CampaignStatusName, to: CampaignStatusName): boolean {
  return from === to || CAMPAIGN_TRANSITIONS[from].includes(to);
}

/**
 * The default confirmation text of a new campaign, in the organization's language (spec 3: a template
 * with the volunteer name, campaign name, registration summary, coordinator name and e-mail).
 */
export const DEFAULT_CAMPAIGN_REGISTRATION_EMAIL_TEXT: Record<TextLanguage, string> = {
  fr:
    'Bonjour {volunteerName},\n\n' +
    'Merci pour votre inscription à la campagne {campaignName}. Voici le récapitulatif :\n\n' +
    '{registrationSummary}\n\n' +
    "Nous vous recontacterons dès que les missions seront planifiées. Votre espace bénévole :\n{portalLink}\n\n" +
    'Pour toute question, contactez {coordinatorName} ({coordinatorEmail}).\n\n' +
    'À bientôt !',
  de:
    'Guten Tag {volunteerName}\n\n' +
    'Vielen Dank für Ihre Anmeldung zur Kampagne {campaignName}. Hier die Übersicht:\n\n' +
    '{registrationSummary}\n\n' +
    'Wir melden uns, sobald die Einsätze geplant sind. Ihr Helferbereich:\n{portalLink}\n\n' +
    'Bei Fragen wenden Sie sich an {coordinatorName} ({coordinatorEmail}).\n\n' +
    'Bis bald!',
  en:
    'Hello {volunteerName},\n\n' +
    'Thank you for registering for the campaign {campaignName}. Here is the summary:\n\n' +
    '{registrationSummary}\n\n' +
    'We will contact you again as soon as the shifts are planned. Your volunteer space:\n{portalLink}\n\n' +
    'For any question, contact {coordinatorName} ({coordinatorEmail}).\n\n' +
    'See you soon!',
};

export function defaultCampaignEmailText(language: string | null | undefined): string {
  return DEFAULT_CAMPAIGN_REGISTRATION_EMAIL_TEXT[textLanguage(language)];
}

/** The campaign's text, or the default one in the volunteer's language when the campaign's is blank. */
export function campaignEmailTemplate(campaignText: string | null | undefined, language: string | null | undefined): string {
  return campaignText && campaignText.trim() !== '' ? campaignText : defaultCampaignEmailText(language);
}

export const CAMPAIGN_NAME_MAX_LENGTH = 200;

/** Spec 5 "Campaign": name, description, contact name and a valid contact e-mail are required. */
export const campaignSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required('validation.nameRequired')
    .max(CAMPAIGN_NAME_MAX_LENGTH, messageKey('validation.maxLength', { max: CAMPAIGN_NAME_MAX_LENGTH })),
  description: yup.string().trim().required('campaigns.descriptionRequired').max(20_000, messageKey('validation.maxLength', { max: 20_000 })),
  contactName: yup.string().trim().required('campaigns.contactNameRequired').max(200, messageKey('validation.maxLength', { max: 200 })),
  contactEmail: yup.string().trim().required('validation.required').email('validation.email').max(254, messageKey('validation.maxLength', { max: 254 })),
  status: yup.string().oneOf([...CAMPAIGN_STATUSES], 'campaigns.status'),
  isPublic: yup.boolean(),
  showOnHomeCalendar: yup.boolean(),
  timeZone: yup
    .string()
    .default(DEFAULT_TIME_ZONE)
    .test('time-zone', 'validation.timeZone', (value) => value === undefined || isValidTimeZone(value)),
  registrationEmailText: yup.string().max(20_000, messageKey('validation.maxLength', { max: 20_000 })),
});

/** The largest profile picture a campaign form takes (spec: "< 5 MB"), in bytes. */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** Whether a campaign form asks for a profile picture, and whether it must be given. */
export function profilePictureField(form: RegistrationFormDefinition): { asked: boolean; required: boolean } {
  const field = form.fields.find((candidate) => candidate.baseAttribute === 'profile_picture');
  return { asked: field !== undefined, required: field?.isRequired ?? false };
}

/**
 * The public campaign registration for a campaign's form: the names, the e-mail typed twice, an
 * international phone number when given, the base attributes and custom fields of the form with their
 * rules (conditions, choices), the profile picture when the form requires it (a base64 JPEG or PNG;
 * its content is checked by the server) and the policy. The rules of the event sign-up form, without
 * slots or groups.
 */
export function campaignRegistrationSchema(form: RegistrationFormDefinition = { fields: [] }, preferences?: { positionNames?: readonly string[] | null }) {
  const picture = profilePictureField(form);
  return registrationSchema(form, { groupRegistration: false, groupMaxSize: 1, kind: 'campaign', preferences }).shape({
    profilePicture: picture.required ? yup.string().trim().required('validation.required') : yup.string().nullable(),
  });
}
