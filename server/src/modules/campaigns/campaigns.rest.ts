import type { Request } from 'express';
import { optionalId } from '../../common/ids';
import type { RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { asBody, param, queryString, read, renamed, type Body, type FacadeRoute } from '../../rest/facade';
import { addedFieldName, attributeData, facadeField, fieldData, fieldsOfBody, serializeAnswer, serializeAttribute, serializeForm } from '../forms/forms.wire';
import type { Volunteer } from '../volunteers/volunteer.entity';
import type { Campaign, CampaignRegistration } from './campaign.entity';
import { exportRegistrations } from './campaigns.export';
import { campaignsService, type CampaignData, type RegistrationChange } from './campaigns.service';
import { preferencesService } from '../assignment/preferences.service';

/** The facade's Campaign (spec 3, spec 7 payload); the mail text only for organizers. */
export async function serializeCampaign(ctx: RequestContext, campaign: Campaign, audience: 'organizer' | 'public' = 'organizer') {
  return {
    id: campaign.id,
    organization: campaign.organizationId,
    token: campaign.token,
    name: campaign.name,
    description: campaign.description,
    contactName: campaign.contactName,
    contactEmail: campaign.contactEmail,
    logo: campaign.logo,
    status: campaign.status,
    nbRegistrations: await ctx.loaders.campaigns.nbRegistrations.load(campaign.id),
    isPublic: campaign.isPublic,
    showOnHomeCalendar: campaign.showOnHomeCalendar,
    timeZone: campaign.timeZone,
    ...(audience === 'organizer' ? { registrationEmailText: campaign.registrationEmailText } : {}),
    createdAt: campaign.createdAt,
    modifiedAt: campaign.modifiedAt,
  };
}

/** The volunteer of a registration with their contact (organizers only). */
function serializeVolunteerContact(volunteer: Volunteer | null) {
  if (!volunteer) return null;
  return {
    id: volunteer.id,
    firstName: volunteer.firstName,
    lastName: volunteer.lastName,
    email: volunteer.email,
    phoneNumber: volunteer.phoneNumber,
    address: volunteer.address,
    town: volunteer.town,
    postcode: volunteer.postcode,
    country: volunteer.country,
    language: volunteer.language,
  };
}

/**
 * Registrations as the facade reads them: the five saved fields (spec 3), and for reading only the
 * answers and the picture sent with the registration. A save answers with the five fields alone, the
 * payload it accepts back.
 */
async function serializeRegistrations(ctx: RequestContext, registrations: CampaignRegistration[], saved = false) {
  const volunteers = await campaignsService.volunteersOf(ctx, registrations);
  if (saved) {
    return registrations.map((registration, i) => ({
      id: registration.id,
      volunteer: serializeVolunteerContact(volunteers[i]),
      campaignId: registration.campaignId,
      createdAt: registration.createdAt,
      modifiedAt: registration.modifiedAt,
    }));
  }
  const answers = await Promise.all(registrations.map((registration) => campaignsService.answersOf(ctx, registration)));
  const values = await Promise.all(answers.map((list) => Promise.all(list.map((value) => serializeAnswer(ctx, value)))));
  return registrations.map((registration, i) => ({
    id: registration.id,
    volunteer: serializeVolunteerContact(volunteers[i]),
    campaignId: registration.campaignId,
    createdAt: registration.createdAt,
    modifiedAt: registration.modifiedAt,
    profilePicture: registration.profilePicture,
    customAttributeValues: values[i],
  }));
}

async function serializeRegistration(ctx: RequestContext, registration: CampaignRegistration, saved = false) {
  return (await serializeRegistrations(ctx, [registration], saved))[0];
}

/** `organizationId` (or `orgId`) of the query: a member organization, 403 otherwise (DESIGN.md). */
function organizationOf(req: Request): number | null {
  return optionalId(queryString(req, 'organizationId') ?? queryString(req, 'orgId'), 'organizationId');
}

/** The spec 7 campaign payload, as JSON or form data (`organization` names the organization on create). */
function campaignData(body: Body): CampaignData & { status?: unknown } {
  return {
    organizationId: read.id(body, 'organization') ?? read.id(body, 'organizationId'),
    name: read.string(body, 'name'),
    description: read.string(body, 'description'),
    contactName: read.string(body, 'contactName'),
    contactEmail: read.string(body, 'contactEmail'),
    isPublic: read.boolean(body, 'isPublic'),
    showOnHomeCalendar: read.boolean(body, 'showOnHomeCalendar'),
    timeZone: read.string(body, 'timeZone'),
    registrationEmailText: read.string(body, 'registrationEmailText'),
    base64Logo: read.string(body, 'base64Logo'),
    status: read.string(body, 'status'),
  };
}

/** Spec 3: a saved registration carries only these fields; the dates are the server's and are ignored. */
const REGISTRATION_FIELDS = ['id', 'volunteer', 'campaignId', 'createdAt', 'modifiedAt'];

function registrationChange(body: Body, pathId?: string): RegistrationChange {
  const unknown = Object.keys(body).filter((key) => !REGISTRATION_FIELDS.includes(key));
  if (unknown.length > 0) throw AppError.validation(Object.fromEntries(unknown.map((key) => [key, ['campaigns.unknownField']])));
  const id = read.id(body, 'id');
  if (pathId !== undefined && id !== undefined && id !== null && String(id) !== pathId) throw AppError.field('id', 'campaigns.idMismatch');
  // The volunteer object of the list ({id, ...}), or its id alone (form data).
  const volunteer = body.volunteer;
  const volunteerId = volunteer !== null && typeof volunteer === 'object' && !Array.isArray(volunteer) ? read.id(asBody(volunteer), 'id') : read.id(body, 'volunteer');
  return { campaignId: read.id(body, 'campaignId'), volunteerId };
}

async function updateCampaign(ctx: RequestContext, req: Request) {
  return serializeCampaign(ctx, await campaignsService.update(ctx, param(req, 'id'), campaignData(asBody(req.body))));
}

/** PUT and PATCH of a registration: the five fields of spec 3, answered with them. */
async function saveRegistration(ctx: RequestContext, req: Request) {
  const change = registrationChange(asBody(req.body), param(req, 'id'));
  return { body: await serializeRegistration(ctx, await campaignsService.updateRegistration(ctx, param(req, 'id'), change), true) };
}

const registrationById = (path: string): FacadeRoute[] => [
  {
    method: 'GET',
    path,
    guard: 'organizer',
    right: 'campaigns',
    async handle(ctx, req) {
      return { body: await serializeRegistration(ctx, await campaignsService.requireRegistration(ctx, param(req, 'id'), organizationOf(req))) };
    },
  },
  {
    method: 'PUT',
    path,
    guard: 'organizer',
    right: 'campaigns',
    handle: saveRegistration,
  },
  {
    method: 'PATCH',
    path,
    guard: 'organizer',
    right: 'campaigns',
    handle: saveRegistration,
  },
  {
    method: 'DELETE',
    path,
    guard: 'organizer',
    right: 'campaigns',
    async handle(ctx, req) {
      await campaignsService.removeRegistration(ctx, param(req, 'id'));
      return { status: 204, body: null };
    },
  },
];

/** Spec 7 "Campaigns" under /apis/organizer/v1 (rest/routes.ts mounts them). Form data or JSON bodies. */
export const campaignRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: 'campaigns/',
    guard: 'organizer',
    right: 'campaigns',
    async handle(ctx, req) {
      const campaigns = await campaignsService.list(ctx, { organizationId: organizationOf(req), status: queryString(req, 'status') });
      return { body: await Promise.all(campaigns.map((campaign) => serializeCampaign(ctx, campaign))) };
    },
  },
  {
    method: 'POST',
    path: 'campaigns/',
    guard: 'organizer',
    right: 'campaigns',
    async handle(ctx, req) {
      const campaign = await campaignsService.create(ctx, campaignData(asBody(req.body)));
      return { status: 201, body: await serializeCampaign(ctx, campaign) };
    },
  },
  {
    method: 'GET',
    path: 'campaigns/:id/',
    guard: 'organizer',
    right: 'campaigns',
    async handle(ctx, req) {
      return { body: await serializeCampaign(ctx, await campaignsService.require(ctx, param(req, 'id'), organizationOf(req))) };
    },
  },
  {
    method: 'PUT',
    path: 'campaigns/:id/',
    guard: 'organizer',
    right: 'campaigns',
    async handle(ctx, req) {
      return { body: await updateCampaign(ctx, req) };
    },
  },
  {
    method: 'PATCH',
    path: 'campaigns/:id/',
    guard: 'organizer',
    right: 'campaigns',
    async handle(ctx, req) {
      return { body: await updateCampaign(ctx, req) };
    },
  },
  {
    method: 'DELETE',
    path: 'campaigns/:id/',
    guard: 'organizer',
    right: 'campaigns',
    async handle(ctx, req) {
      await campaignsService.remove(ctx, param(req, 'id'));
      return { status: 204, body: null };
    },
  },
  {
    method: 'GET',
    path: 'campaigns/:id/registrations/',
    guard: 'organizer',
    right: 'campaigns',
    async handle(ctx, req) {
      return { body: await serializeRegistrations(ctx, await campaignsService.registrations(ctx, param(req, 'id'), organizationOf(req))) };
    },
  },
  {
    method: 'GET',
    path: 'campaigns/:id/registrations/export/',
    guard: 'organizer',
    right: 'campaigns',
    // ?format=xlsx or csv: the registrations as a spreadsheet to download (campaigns.export.ts).
    async handle(ctx, req) {
      return { body: null, file: await exportRegistrations(ctx, param(req, 'id'), queryString(req, 'format')) };
    },
  },
  {
    method: 'GET',
    path: 'organization/:orgId/public-campaigns/',
    guard: 'public',
    async handle(ctx, req) {
      const campaigns = await campaignsService.listPublic(ctx, { id: param(req, 'orgId') });
      return { body: await Promise.all(campaigns.map((campaign) => serializeCampaign(ctx, campaign, 'public'))) };
    },
  },
  {
    method: 'GET',
    path: 'public-campaigns/:id/',
    guard: 'public',
    // The id of the public link is the campaign's token (unguessable), never its row id.
    async handle(ctx, req) {
      const campaign = await campaignsService.getPublic(ctx, param(req, 'id'));
      // Issue 18: the position names the form lets a volunteer rank (preferred_positions).
      return { body: { ...(await serializeCampaign(ctx, campaign, 'public')), rankablePositionNames: await preferencesService.campaignPositionNames(ctx, campaign.organizationId) } };
    },
  },
  {
    method: 'GET',
    path: 'campaign-registrations/',
    guard: 'organizer',
    right: 'campaigns',
    async handle(ctx, req) {
      const registrations = await campaignsService.listRegistrations(ctx, { organizationId: organizationOf(req), campaignId: queryString(req, 'campaignId') });
      return { body: await serializeRegistrations(ctx, registrations) };
    },
  },
  {
    method: 'POST',
    path: 'campaign-registrations/',
    guard: 'organizer',
    right: 'campaigns',
    async handle(ctx, req) {
      const registration = await campaignsService.addRegistration(ctx, registrationChange(asBody(req.body)));
      return { status: 201, body: await serializeRegistration(ctx, registration, true) };
    },
  },
  {
    method: 'GET',
    path: 'campaigns/:id/custom-volunteer-attributes/',
    guard: 'organizer',
    right: 'campaigns',
    async handle(ctx, req) {
      const attributes = await campaignsService.attributes(ctx, param(req, 'id'), organizationOf(req));
      return { body: await Promise.all(attributes.map((attribute) => serializeAttribute(ctx, attribute))) };
    },
  },
  {
    method: 'POST',
    path: 'campaigns/:id/custom-volunteer-attributes/',
    guard: 'organizer',
    right: 'campaigns',
    async handle(ctx, req) {
      const attribute = await campaignsService.createAttribute(ctx, param(req, 'id'), attributeData(asBody(req.body)));
      return { status: 201, body: await serializeAttribute(ctx, attribute) };
    },
  },
  {
    method: 'GET',
    path: 'campaigns/:id/form/',
    guard: 'organizer',
    right: 'campaigns',
    async handle(ctx, req) {
      return { body: await serializeForm(ctx, await campaignsService.form(ctx, param(req, 'id'))) };
    },
  },
  {
    method: 'POST',
    path: 'campaigns/:id/form/',
    guard: 'organizer',
    right: 'campaigns',
    // Adds one field (the body is a field payload) at the end of the form.
    async handle(ctx, req) {
      const form = await renamed(campaignsService.addFormField(ctx, param(req, 'id'), fieldData(req.body)), addedFieldName);
      return { status: 201, body: await serializeForm(ctx, form) };
    },
  },
  {
    method: 'PUT',
    path: 'campaigns/:id/form/',
    guard: 'organizer',
    right: 'campaigns',
    // The whole form, as for events (the spec's PUT /events/{id}/form/).
    async handle(ctx, req) {
      const form = await renamed(campaignsService.saveForm(ctx, param(req, 'id'), fieldsOfBody(req.body)), facadeField);
      return { body: await serializeForm(ctx, form) };
    },
  },
  ...registrationById('campaign-registrations/:id/'),
  ...registrationById('campaign-registrations/:id'),
];
