import { ValidationError } from 'yup';
import {
  CAMPAIGN_TRANSITIONS,
  DEFAULT_CAMPAIGN_REGISTRATION_EMAIL_TEXT,
  campaignEmailTemplate,
  campaignRegistrationSchema,
  campaignSchema,
  canChangeCampaignStatus,
  defaultCampaignEmailText,
} from './campaigns';
import { CAMPAIGN_STATUSES } from './enums';
import type { RegistrationField } from './registration';
import { placeholdersIn } from './placeholders';
import { fieldErrorsOf } from './validation';

async function errorsOf(schema: { validate(value: unknown, options: object): Promise<unknown> }, value: unknown): Promise<Record<string, string[]>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return fieldErrorsOf(error);
    throw error;
  }
}

describe('campaign rules', () => {
  it('default texts use every campaign placeholder, in each language', () => {
    for (const text of Object.values(DEFAULT_CAMPAIGN_REGISTRATION_EMAIL_TEXT)) {
      expect(placeholdersIn(text)).toEqual(['volunteerName', 'campaignName', 'registrationSummary', 'portalLink', 'coordinatorName', 'coordinatorEmail']);
    }
    expect(defaultCampaignEmailText('fr-ch')).toBe(DEFAULT_CAMPAIGN_REGISTRATION_EMAIL_TEXT.fr);
    expect(campaignEmailTemplate(' ', 'de')).toBe(DEFAULT_CAMPAIGN_REGISTRATION_EMAIL_TEXT.de);
    expect(campaignEmailTemplate('Merci {volunteerName}', 'de')).toBe('Merci {volunteerName}');
  });

  it('allows publish, close, archive and back to draft, nothing else', () => {
    expect(Object.keys(CAMPAIGN_TRANSITIONS).sort()).toEqual([...CAMPAIGN_STATUSES].sort());
    expect(canChangeCampaignStatus('draft', 'published')).toBe(true);
    expect(canChangeCampaignStatus('published', 'closed')).toBe(true);
    expect(canChangeCampaignStatus('closed', 'published')).toBe(true);
    expect(canChangeCampaignStatus('archived', 'draft')).toBe(true);
    expect(canChangeCampaignStatus('draft', 'closed')).toBe(false);
    expect(canChangeCampaignStatus('archived', 'published')).toBe(false);
    expect(canChangeCampaignStatus('closed', 'closed')).toBe(true);
  });

  it('requires name, description, contact name and a valid contact e-mail (spec 5)', async () => {
    expect(await errorsOf(campaignSchema, {})).toEqual({
      name: ['validation.nameRequired'],
      description: ['campaigns.descriptionRequired'],
      contactName: ['campaigns.contactNameRequired'],
      contactEmail: ['validation.required'],
    });
    const valid = { name: 'A', description: 'B', contactName: 'C', contactEmail: 'c@example.org' };
    expect(await errorsOf(campaignSchema, valid)).toEqual({});
    expect(await errorsOf(campaignSchema, { ...valid, contactEmail: 'c@', status: 'open' })).toEqual({
      contactEmail: ['validation.email'],
      status: ['campaigns.status'],
    });
  });

  it('checks a registration: names, e-mail twice, an international phone, the policy', async () => {
    const valid = { firstName: 'Luc', lastName: 'Favre', email: 'luc@example.org', emailConfirmation: 'LUC@example.org', policyAccepted: true };
    expect(await errorsOf(campaignRegistrationSchema(), valid)).toEqual({});
    expect(await errorsOf(campaignRegistrationSchema(), { ...valid, phoneNumber: '079 123 45 67', policyAccepted: false })).toEqual({
      phoneNumber: ['validation.phone'],
      policyAccepted: ['forms.policyRequired'],
    });
  });

  it("checks the campaign form's fields and asks for the profile picture only when the form requires it", async () => {
    const valid = { firstName: 'Luc', lastName: 'Favre', email: 'luc@example.org', emailConfirmation: 'luc@example.org', policyAccepted: true };
    const field = (over: Partial<RegistrationField>): RegistrationField => ({
      id: '1', type: 'campaign', attributeId: '7', baseAttribute: null, valueType: 'text', label: 'Taille de t-shirt', description: '',
      isRequired: true, options: [], condition: null, minChoices: null, maxChoices: null, ...over,
    });
    const form = { fields: [field({}), field({ id: '2', type: 'base', attributeId: null, baseAttribute: 'profile_picture' })] };
    expect(await errorsOf(campaignRegistrationSchema(form), { ...valid, answers: {} })).toEqual({
      'answers.7': ['validation.required'],
      profilePicture: ['validation.required'],
    });
    expect(await errorsOf(campaignRegistrationSchema(form), { ...valid, answers: { 7: 'M' }, profilePicture: 'aGVsbG8=' })).toEqual({});
    const optional = { fields: [field({ id: '2', type: 'base', attributeId: null, baseAttribute: 'profile_picture', isRequired: false })] };
    expect(await errorsOf(campaignRegistrationSchema(optional), { ...valid, answers: {} })).toEqual({});
  });
});
