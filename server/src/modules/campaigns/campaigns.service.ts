import crypto from 'node:crypto';
import {
  CAMPAIGN_STATUSES,
  DEFAULT_TIME_ZONE,
  campaignEmailTemplate,
  PROFILE_PICTURE_MAX_BYTES,
  answersFromInput,
  answersToSave,
  campaignRegistrationSchema,
  campaignSchema,
  displayAnswer,
  profilePictureField,
  canChangeCampaignStatus,
  defaultCampaignEmailText,
  normalizeLanguage,
  registrationMailAppendix,
  translate,
  type CampaignStatusName,
  type MessageKey,
  type PlaceholderValues,
  type RegistrationFormDefinition,
  type AvailabilityWindow,
  displayAvailability,
  displayRanked,
  visibleFields,
} from '@benevo/schema';
import { In } from 'typeorm';
import { idNumber, isRowId, optionalId, parseId } from '../../common/ids';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import type { AttributeValue } from '../forms/attribute-value.entity';
import type { Attribute } from '../forms/attribute.entity';
import type { FormField } from '../forms/form-field.entity';
import { formsService, type AttributeData, type FormFieldData, type FormOwner } from '../forms/forms.service';
import { preferencesService } from '../assignment/preferences.service';
import { renderMailTemplate } from '../mail/html';
import { addressOrNull, queueMail, senderName } from '../mail/mail.service';
import { mediaService } from '../media/media.service';
import { organizationService } from '../organizations/organization.service';
import type { Volunteer } from '../volunteers/volunteer.entity';
import { volunteersService } from '../volunteers/volunteers.service';
import { Campaign, CampaignRegistration } from './campaign.entity';
import { webhooksService } from '../webhooks/webhooks.service';
import { addressBucket } from '../../common/address';

export interface CampaignData {
  organizationId?: string | number | null;
  name?: string;
  description?: string;
  contactName?: string;
  contactEmail?: string;
  isPublic?: boolean;
  showOnHomeCalendar?: boolean;
  timeZone?: string;
  registrationEmailText?: string;
  /** New logo (PNG/JPEG base64); an empty string removes it. */
  base64Logo?: string | null;
}

export interface CampaignRegistrationData {
  token: string;
  firstName: string;
  lastName: string;
  email: string;
  emailConfirmation: string;
  phoneNumber?: string | null;
  language?: string | null;
  policyAccepted: boolean;
  /** Answers to the form's fields (AnswerInput: attribute id and stored text). */
  answers?: Array<{ attributeId: string | number; value?: string | null }> | null;
  /** Base attributes the form asks for. */
  address?: string | null;
  town?: string | null;
  postcode?: string | null;
  country?: string | null;
  bornDate?: string | null;
  /** The profile picture (base64 JPEG or PNG, < 5 MB) when the form asks for one. */
  profilePicture?: string | null;
  /** Issue 18, when the form asks: available days and hours (null = any time). */
  availability?: Array<{ day: string; from: string; to: string }> | null;
  /** Issue 18, when the form asks: ranked position names. */
  preferredPositionNames?: string[] | null;
}

/** A campaign's form: its fields in their order (its id is the campaign's). */
export interface CampaignFormData {
  id: number;
  campaignId: number;
  fields: FormField[];
}

/** What an organizer saves of a registration (spec 3: volunteer and campaign; the dates are the server's). */
export interface RegistrationChange {
  campaignId?: string | number | null;
  volunteerId?: string | number | null;
}

/** Why a campaign in this status takes no new registration, or null when it does. */
const REFUSAL: Record<CampaignStatusName, MessageKey | null> = {
  draft: 'campaigns.notPublished',
  published: null,
  closed: 'campaigns.closed',
  archived: 'campaigns.archived',
};

/** The public link's key: 24 random bytes, 32 base64url characters. */
const newToken = (): string => crypto.randomBytes(24).toString('base64url');

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The organization an organizer request works on, with campaigns switched on (FORBIDDEN otherwise). */
async function campaignScope(ctx: RequestContext, requested?: number | null): Promise<number> {
  const organizationId = await organizationService.scope(ctx, requested);
  await organizationService.requireFeature(ctx, organizationId, 'enableCampaigns');
  return organizationId;
}

function assertStatus(value: unknown): CampaignStatusName {
  if (typeof value !== 'string' || !(CAMPAIGN_STATUSES as readonly string[]).includes(value)) throw AppError.field('status', 'campaigns.status');
  return value as CampaignStatusName;
}

function assertOpen(campaign: Campaign): void {
  const refusal = REFUSAL[campaign.status];
  if (refusal) throw AppError.conflict(refusal);
}

const ownerOf = (campaign: Campaign): FormOwner => ({ kind: 'campaign', id: campaign.id, organizationId: campaign.organizationId });

/** Holds the campaign's row until commit: two organizers adding the last allowed field count one after the other. */
async function lockCampaign(tx: RequestContext, campaign: Campaign): Promise<void> {
  await tx.manager.query(`SELECT id FROM campaign WHERE id = $1 FOR UPDATE`, [campaign.id]);
}

const storeLogo = (ctx: RequestContext, base64: string) => mediaService.storeImage(ctx.app.config.dataDir, base64, 'base64Logo', ['png', 'jpeg']);

/** A published campaign of an organization with campaigns on, by its token; anything else is NOT_FOUND. */
async function byToken(ctx: RequestContext, token: string): Promise<Campaign> {
  const value = (token ?? '').trim();
  const campaign = /^[A-Za-z0-9_-]{16,200}$/.test(value) ? await ctx.manager.findOneBy(Campaign, { token: value }) : null;
  if (!campaign || !(await organizationService.hasFeature(ctx, campaign.organizationId, 'enableCampaigns'))) {
    throw AppError.notFound('campaigns.notFound');
  }
  return campaign;
}

/** What the volunteer's portal shows of a registration: the campaign and its contact, never its token. */
export interface VolunteerCampaignRegistrationView {
  id: number;
  name: string;
  description: string;
  contactName: string;
  contactEmail: string;
  registeredAt: Date;
}

/** Webhooks (issue 16): a new campaign registration, ids only. */
async function announceRegistration(tx: RequestContext, registration: CampaignRegistration, source: 'publicForm' | 'organizer'): Promise<void> {
  await webhooksService.emit(tx, registration.organizationId, 'campaignRegistration.created', {
    campaignRegistrationId: registration.id,
    campaignId: registration.campaignId,
    volunteerId: registration.volunteerId,
    source,
  });
}

export const campaignsService = {
  /** A campaign of the caller's organization, or NOT_FOUND (another organization's answers the same). */
  async require(ctx: RequestContext, id: string | number, organizationId?: number | null): Promise<Campaign> {
    const scope = await campaignScope(ctx, organizationId);
    const campaign = await ctx.manager.findOneBy(Campaign, { id: parseId(id, 'campaigns.notFound'), organizationId: scope });
    if (!campaign) throw AppError.notFound('campaigns.notFound');
    return campaign;
  },

  /** The organization's campaigns, newest first; `status` keeps one status. */
  async list(ctx: RequestContext, filter: { organizationId?: number | null; status?: string | null } = {}): Promise<Campaign[]> {
    const organizationId = await campaignScope(ctx, filter.organizationId);
    const status = filter.status === undefined || filter.status === null || filter.status === '' ? undefined : assertStatus(filter.status);
    return ctx.manager.find(Campaign, { where: { organizationId, ...(status ? { status } : {}) }, order: { id: 'DESC' } });
  },

  /**
   * A new draft campaign with an unguessable token. Without a registrationEmailText, the default
   * template in the organization's language is stored, for the organizer to adapt.
   */
  async create(ctx: RequestContext, { status, ...input }: CampaignData & { status?: unknown }): Promise<Campaign> {
    const target = status === undefined || status === null || status === '' ? undefined : assertStatus(status);
    const organizationId = await campaignScope(ctx, optionalId(input.organizationId, 'organizationId'));
    const valid = await validateInput(campaignSchema, withoutUndefined(input));
    const organization = await ctx.loaders.organizations.byId.load(organizationId);
    const logo = input.base64Logo ? await storeLogo(ctx, input.base64Logo) : null;
    return withTransaction(ctx, async (tx) => {
      const campaign = await tx.manager.save(
        tx.manager.create(Campaign, {
          organizationId,
          token: newToken(),
          name: valid.name,
          description: valid.description,
          contactName: valid.contactName,
          contactEmail: valid.contactEmail,
          logo,
          status: 'draft',
          isPublic: valid.isPublic ?? false,
          showOnHomeCalendar: valid.showOnHomeCalendar ?? false,
          timeZone: valid.timeZone ?? DEFAULT_TIME_ZONE,
          registrationEmailText:
            valid.registrationEmailText && valid.registrationEmailText.trim() !== ''
              ? valid.registrationEmailText
              : defaultCampaignEmailText(organization?.defaultLanguage),
        }),
      );
      // The facade's payload may carry a status: it follows the transition rules from draft.
      return target === undefined || target === 'draft' ? campaign : campaignsService.setStatus(tx, campaign.id, target);
    });
  },

  /**
   * Changes the given fields (PATCH semantics); the result must still pass the rules of spec 5. A
   * status, when given (the facade's payload carries one), follows the transition rules in the same
   * transaction.
   */
  async update(ctx: RequestContext, id: string | number, { status, ...input }: CampaignData & { status?: unknown }): Promise<Campaign> {
    const target = status === undefined || status === null || status === '' ? undefined : assertStatus(status);
    return withTransaction(ctx, async (tx) => {
      const campaign = await campaignsService.require(tx, id);
      const { base64Logo, organizationId: _organizationId, ...fields } = input;
      const valid = await validateInput(campaignSchema, { ...campaign, ...withoutUndefined(fields) });
      const changes: Partial<Campaign> = withoutUndefined({
        name: valid.name,
        description: valid.description,
        contactName: valid.contactName,
        contactEmail: valid.contactEmail,
        isPublic: fields.isPublic,
        showOnHomeCalendar: fields.showOnHomeCalendar,
        timeZone: fields.timeZone === undefined ? undefined : valid.timeZone,
        registrationEmailText: fields.registrationEmailText,
      });
      if (base64Logo === '') changes.logo = null;
      else if (base64Logo) changes.logo = await storeLogo(tx, base64Logo);
      await tx.manager.update(Campaign, { id: campaign.id }, changes);
      return target === undefined ? tx.manager.findOneByOrFail(Campaign, { id: campaign.id }) : campaignsService.setStatus(tx, campaign.id, target);
    });
  },

  async remove(ctx: RequestContext, id: string | number): Promise<boolean> {
    return withTransaction(ctx, async (tx) => {
      const campaign = await campaignsService.require(tx, id);
      await tx.manager.delete(Campaign, { id: campaign.id });
      return true;
    });
  },

  /** Publish, close, archive, back to draft (CAMPAIGN_TRANSITIONS); another change is a CONFLICT. */
  async setStatus(ctx: RequestContext, id: string | number, status: CampaignStatusName): Promise<Campaign> {
    return withTransaction(ctx, async (tx) => {
      const campaign = await campaignsService.require(tx, id);
      if (!canChangeCampaignStatus(campaign.status, status)) {
        throw AppError.conflict('campaigns.transition', { from: campaign.status, to: status });
      }
      if (campaign.status !== status) await tx.manager.update(Campaign, { id: campaign.id }, { status });
      return tx.manager.findOneByOrFail(Campaign, { id: campaign.id });
    });
  },

  /** The public page of a campaign: published, by its token (the credential opens its organization). */
  async getPublic(ctx: RequestContext, token: string): Promise<Campaign> {
    const campaign = await byToken(ctx, token);
    if (campaign.status !== 'published') throw AppError.notFound('campaigns.notFound');
    ctx.tenant.open(campaign.organizationId);
    return campaign;
  },

  /** An organization's public campaigns (published and isPublic); an unknown organization is NOT_FOUND. */
  async listPublic(ctx: RequestContext, organization: { id?: string | number | null; slug?: string | null }): Promise<Campaign[]> {
    const id = idNumber(organization.id);
    const found = isRowId(id)
      ? await ctx.loaders.organizations.byId.load(id)
      : organization.slug
        ? await organizationService.bySlug(ctx, organization.slug)
        : null;
    if (!found) throw AppError.notFound('error.notFoundOrganization');
    if (!found.enableCampaigns) return [];
    ctx.tenant.open(found.id);
    return ctx.manager.find(Campaign, { where: { organizationId: found.id, status: 'published', isPublic: true }, order: { id: 'DESC' } });
  },

  /**
   * A public registration to a campaign, in one transaction: the form's rules, the volunteer (a known
   * address attaches and never overwrites the profile; a new one gets the default categories and a
   * portal token), the registration (once per volunteer: registering again changes nothing) and the
   * confirmation mail with the campaign's text and the portal link. Only a published campaign takes it.
   */
  async register(ctx: RequestContext, input: CampaignRegistrationData): Promise<CampaignRegistration> {
    // A public sign-up too: the same count per client address as the event sign-up (SIGNUP_RATE_LIMIT).
    await ctx.app.signups.consume(addressBucket(ctx.clientIp));
    const campaign = await byToken(ctx, input.token);
    assertOpen(campaign);
    ctx.tenant.open(campaign.organizationId);
    const form = await formsService.registrationForm(ctx, ownerOf(campaign));
    const answers = answersFromInput(form, input.answers);
    const asksPositions = form.fields.some((field) => field.baseAttribute === 'preferred_positions');
    const positionNames = asksPositions ? await preferencesService.campaignPositionNames(ctx, campaign.organizationId) : [];
    const values = await validateInput(
      campaignRegistrationSchema(form, { positionNames }),
      // GraphQL's null means "not given", as an absent field does for the shared form rules.
      { ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null)), answers },
    );
    // The picture is checked by its content and stored before the transaction (a refused one writes nothing).
    const picture = profilePictureField(form);
    const profilePicture =
      picture.asked && values.profilePicture
        ? await mediaService.storeImage(ctx.app.config.dataDir, values.profilePicture, 'profilePicture', ['png', 'jpeg'], PROFILE_PICTURE_MAX_BYTES)
        : null;
    const language = normalizeLanguage(input.language || ctx.language);
    const person = { firstName: values.firstName, lastName: values.lastName, email: values.email };
    return withTransaction(ctx, async (tx) => {
      const { volunteer } = await volunteersService.findOrCreateForSignUp(tx, campaign.organizationId, {
        ...person,
        phoneNumber: values.phoneNumber || null,
        address: values.address || null,
        town: values.town || null,
        postcode: values.postcode || null,
        country: values.country || null,
        bornDate: values.bornDate || null,
        language,
      });
      const inserted: Array<{ id: number }> = await tx.manager.query(
        `INSERT INTO campaign_registration (organization_id, campaign_id, volunteer_id) VALUES ($1, $2, $3)
         ON CONFLICT (campaign_id, volunteer_id) DO NOTHING RETURNING id`,
        [campaign.organizationId, campaign.id, volunteer.id],
      );
      const registration = await tx.manager.findOneByOrFail(CampaignRegistration, { campaignId: campaign.id, volunteerId: volunteer.id });
      if (inserted.length > 0) await announceRegistration(tx, registration, 'publicForm');
      if (profilePicture) {
        await tx.manager.update(CampaignRegistration, { id: registration.id }, { profilePicture });
        await volunteersService.setProfilePictureIfNone(tx, volunteer.id, profilePicture);
      }
      // Campaign answers belong to the registration (registering again updates them); volunteer
      // answers are kept only where the volunteer has none (DESIGN.md: never overwrite the profile).
      await formsService.saveAnswers(tx, {
        organizationId: campaign.organizationId,
        volunteerId: volunteer.id,
        participationIds: [],
        campaignRegistrationId: registration.id,
        answers: answersToSave(form, answers),
      });
      // Issue 18: the availability and ranked positions the form asked (validated above), per volunteer and campaign.
      const asked = new Set(visibleFields(form, answers).map((field) => field.baseAttribute));
      const preferences = {
        ...(asked.has('availability') ? { availability: (values.availability as AvailabilityWindow[] | null | undefined) ?? null } : {}),
        ...(asked.has('preferred_positions') ? { preferredPositionNames: ((values.preferredPositionNames as string[] | null | undefined) ?? []).map(String) } : {}),
      };
      await preferencesService.save(tx, {
        organizationId: campaign.organizationId,
        volunteerId: volunteer.id,
        owner: { kind: 'campaign', id: campaign.id, organizationId: campaign.organizationId },
        ...preferences,
      });
      const summary = registrationSummary(form, answers, campaign, language, preferences);
      await queueConfirmation(tx, { campaign, volunteer, person, language, summary });
      return tx.manager.findOneByOrFail(CampaignRegistration, { id: registration.id });
    });
  },

  /** The campaign's form, to edit (organizer) or to fill in (the caller has the campaign). */
  async formOf(ctx: RequestContext, campaign: Campaign): Promise<CampaignFormData> {
    return { id: campaign.id, campaignId: campaign.id, fields: await formsService.fieldsOf(ctx, ownerOf(campaign)) };
  },

  async form(ctx: RequestContext, id: string | number): Promise<CampaignFormData> {
    return campaignsService.formOf(ctx, await campaignsService.require(ctx, id));
  },

  /**
   * Replaces the campaign's form fields (the event form's editor and rules: conditions on single-choice
   * parents, choice limits, licence limits; the profile picture is allowed here).
   */
  async saveForm(ctx: RequestContext, id: string | number, fields: FormFieldData[]): Promise<CampaignFormData> {
    return withTransaction(ctx, async (tx) => {
      const campaign = await campaignsService.require(tx, id);
      await lockCampaign(tx, campaign);
      return { id: campaign.id, campaignId: campaign.id, fields: await formsService.saveForm(tx, ownerOf(campaign), fields) };
    });
  },

  /** Adds one field at the end of the campaign's form (facade POST /campaigns/{id}/form/). */
  async addFormField(ctx: RequestContext, id: string | number, field: FormFieldData): Promise<CampaignFormData> {
    return withTransaction(ctx, async (tx) => {
      const campaign = await campaignsService.require(tx, id);
      await lockCampaign(tx, campaign);
      return { id: campaign.id, campaignId: campaign.id, fields: await formsService.addFormField(tx, ownerOf(campaign), field) };
    });
  },

  /** The campaign's own attributes (answered on its registrations). */
  async attributes(ctx: RequestContext, id: string | number, organizationId?: number | null): Promise<Attribute[]> {
    const campaign = await campaignsService.require(ctx, id, organizationId);
    return formsService.campaignAttributes(ctx, campaign.id);
  },

  /** A new attribute of the campaign, within the licence's per-campaign limit. */
  async createAttribute(ctx: RequestContext, id: string | number, input: AttributeData): Promise<Attribute> {
    return withTransaction(ctx, async (tx) => {
      const campaign = await campaignsService.require(tx, id);
      await lockCampaign(tx, campaign);
      return formsService.createAttributeFor(tx, ownerOf(campaign), campaign.organizationId, input);
    });
  },

  /**
   * A registration's answers (spec 3 customAttributeValues): its own answers to the campaign's
   * attributes, then the volunteer's answers to the volunteer attributes the campaign's form asks.
   */
  async answersOf(ctx: RequestContext, registration: CampaignRegistration): Promise<AttributeValue[]> {
    const [own, fields, volunteerValues] = await Promise.all([
      formsService.valuesOf(ctx, { campaignRegistrationId: registration.id }),
      ctx.loaders.forms.fieldsByCampaignId.load(registration.campaignId),
      formsService.valuesOf(ctx, { volunteerId: registration.volunteerId }),
    ]);
    const asked = new Set(fields.map((field) => field.attributeId).filter((id): id is number => id !== null));
    return [...own, ...volunteerValues.filter((value) => asked.has(value.attributeId))];
  },

  /**
   * The registrations of the volunteer a portal token belongs to (the token is the credential; a bad
   * one is NOT_FOUND), oldest first, only for published campaigns (spec 4) of an organization with
   * campaigns on.
   */
  async forVolunteerToken(ctx: RequestContext, token: string): Promise<VolunteerCampaignRegistrationView[]> {
    const volunteer = await volunteersService.byToken(ctx, token);
    if (!(await organizationService.hasFeature(ctx, volunteer.organizationId, 'enableCampaigns'))) return [];
    const registrations = await ctx.manager.find(CampaignRegistration, {
      where: { volunteerId: volunteer.id, organizationId: volunteer.organizationId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    if (registrations.length === 0) return [];
    const campaigns = await ctx.manager.find(Campaign, {
      where: { id: In(registrations.map((registration) => registration.campaignId)), status: 'published' },
    });
    const byId = new Map(campaigns.map((campaign) => [campaign.id, campaign]));
    return registrations.flatMap((registration) => {
      const campaign = byId.get(registration.campaignId);
      return campaign
        ? [{ id: registration.id, name: campaign.name, description: campaign.description, contactName: campaign.contactName, contactEmail: campaign.contactEmail, registeredAt: registration.createdAt }]
        : [];
    });
  },

  /** A campaign's registrations, oldest first. */
  async registrations(ctx: RequestContext, campaignId: string | number, organizationId?: number | null): Promise<CampaignRegistration[]> {
    const campaign = await campaignsService.require(ctx, campaignId, organizationId);
    return ctx.manager.find(CampaignRegistration, { where: { campaignId: campaign.id }, order: { createdAt: 'ASC', id: 'ASC' } });
  },

  /** The registrations of the organization's campaigns (one campaign's when `campaignId` is given). */
  async listRegistrations(ctx: RequestContext, filter: { organizationId?: number | null; campaignId?: string | number | null }): Promise<CampaignRegistration[]> {
    if (filter.campaignId !== undefined && filter.campaignId !== null && filter.campaignId !== '') {
      return campaignsService.registrations(ctx, filter.campaignId, filter.organizationId);
    }
    const organizationId = await campaignScope(ctx, filter.organizationId);
    return ctx.manager.find(CampaignRegistration, { where: { organizationId }, order: { createdAt: 'ASC', id: 'ASC' } });
  },

  /** A registration of the caller's organization, or NOT_FOUND. */
  async requireRegistration(ctx: RequestContext, id: string | number, organizationId?: number | null): Promise<CampaignRegistration> {
    const scope = await campaignScope(ctx, organizationId);
    const registration = await ctx.manager.findOneBy(CampaignRegistration, { id: parseId(id, 'campaigns.registrationNotFound'), organizationId: scope });
    if (!registration) throw AppError.notFound('campaigns.registrationNotFound');
    return registration;
  },

  /** An organizer registers a volunteer of the organization (no mail): a closed or archived campaign refuses. */
  async addRegistration(ctx: RequestContext, input: RegistrationChange): Promise<CampaignRegistration> {
    return withTransaction(ctx, async (tx) => {
      const { campaign, volunteer } = await registrationTargets(tx, input);
      if (campaign.status === 'closed' || campaign.status === 'archived') assertOpen(campaign);
      await assertNotRegistered(tx, campaign.id, volunteer.id, null);
      const registration = await tx.manager.save(tx.manager.create(CampaignRegistration, { organizationId: campaign.organizationId, campaignId: campaign.id, volunteerId: volunteer.id }));
      await announceRegistration(tx, registration, 'organizer');
      return registration;
    });
  },

  /** Moves a registration to another volunteer or campaign of the organization. */
  async updateRegistration(ctx: RequestContext, id: string | number, input: RegistrationChange): Promise<CampaignRegistration> {
    return withTransaction(ctx, async (tx) => {
      const registration = await campaignsService.requireRegistration(tx, id);
      const { campaign, volunteer } = await registrationTargets(tx, {
        campaignId: input.campaignId ?? registration.campaignId,
        volunteerId: input.volunteerId ?? registration.volunteerId,
      });
      if (campaign.id !== registration.campaignId && (campaign.status === 'closed' || campaign.status === 'archived')) assertOpen(campaign);
      await assertNotRegistered(tx, campaign.id, volunteer.id, registration.id);
      await tx.manager.update(CampaignRegistration, { id: registration.id }, { campaignId: campaign.id, volunteerId: volunteer.id, modifiedAt: new Date() });
      // Issue 18: the availability and ranked positions given with the registration follow it.
      await preferencesService.move(
        tx,
        { volunteerId: registration.volunteerId, owner: { kind: 'campaign', id: registration.campaignId, organizationId: registration.organizationId } },
        { volunteerId: volunteer.id, owner: { kind: 'campaign', id: campaign.id, organizationId: campaign.organizationId } },
      );
      return tx.manager.findOneByOrFail(CampaignRegistration, { id: registration.id });
    });
  },

  async removeRegistration(ctx: RequestContext, id: string | number): Promise<boolean> {
    return withTransaction(ctx, async (tx) => {
      const registration = await campaignsService.requireRegistration(tx, id);
      await tx.manager.delete(CampaignRegistration, { id: registration.id });
      // Issue 18: what the volunteer gave for this campaign goes with the registration.
      await preferencesService.forget(tx, registration.volunteerId, { kind: 'campaign', id: registration.campaignId, organizationId: registration.organizationId });
      return true;
    });
  },

  /** Volunteers of registrations, in the registrations' order (the organizer's list shows their contact). */
  async volunteersOf(ctx: RequestContext, registrations: CampaignRegistration[]): Promise<Array<Volunteer | null>> {
    return Promise.all(registrations.map((registration) => ctx.loaders.volunteers.byId.load(registration.volunteerId)));
  },
};

async function registrationTargets(tx: RequestContext, input: RegistrationChange) {
  if (input.campaignId === undefined || input.campaignId === null || input.campaignId === '') throw AppError.field('campaignId', 'validation.required');
  if (input.volunteerId === undefined || input.volunteerId === null || input.volunteerId === '') throw AppError.field('volunteer', 'validation.required');
  const campaign = await campaignsService.require(tx, input.campaignId);
  const volunteerId = idNumber(input.volunteerId);
  const [volunteer] = isRowId(volunteerId) ? await volunteersService.byIds(tx, [volunteerId], campaign.organizationId) : [];
  if (!volunteer) throw AppError.field('volunteer', 'validation.unknownReference');
  return { campaign, volunteer };
}

async function assertNotRegistered(tx: RequestContext, campaignId: number, volunteerId: number, exceptId: number | null): Promise<void> {
  const existing = await tx.manager.findOneBy(CampaignRegistration, { campaignId, volunteerId });
  if (existing && existing.id !== exceptId) throw AppError.conflict('campaigns.alreadyRegistered');
}

/** The {registrationSummary} of a campaign registration: the campaign, then each answered custom field. */
function registrationSummary(
  form: RegistrationFormDefinition,
  answers: ReturnType<typeof answersFromInput>,
  campaign: Campaign,
  language: string,
  preferences: { availability?: AvailabilityWindow[] | null; preferredPositionNames?: string[] } = {},
): string {
  const lines = [`- ${translate(language, 'campaigns.summary.campaign', { campaignName: campaign.name })}`];
  for (const { attributeId, value } of answersToSave(form, answers)) {
    const field = form.fields.find((candidate) => candidate.attributeId === attributeId);
    if (!field) continue;
    lines.push(`- ${field.label}: ${displayAnswer(field.valueType, value, field.options, language)}`);
  }
  // Issue 18: the availability and ranked positions the form asked.
  const labelOf = (base: string, key: MessageKey) => form.fields.find((field) => field.baseAttribute === base)?.label || translate(language, key);
  if ('availability' in preferences) lines.push(`- ${labelOf('availability', 'preferences.availabilityLabel')}: ${displayAvailability(preferences.availability, language)}`);
  if (preferences.preferredPositionNames && preferences.preferredPositionNames.length > 0) {
    lines.push(`- ${labelOf('preferred_positions', 'preferences.preferredPositionsLabel')}: ${displayRanked(preferences.preferredPositionNames)}`);
  }
  return lines.join('\n');
}

/**
 * The confirmation of a campaign registration: the campaign's text (or the default one in the
 * volunteer's language when blank) with its placeholders, a summary naming the campaign and the
 * portal link; Reply-To the campaign's contact. Queued in the caller's transaction.
 */
async function queueConfirmation(
  tx: RequestContext,
  input: { campaign: Campaign; volunteer: Volunteer; person: { firstName: string; lastName: string; email: string }; language: string; summary: string },
): Promise<void> {
  const { campaign, language, summary } = input;
  const template = campaignEmailTemplate(campaign.registrationEmailText, language);
  const portalLink = volunteersService.portalLink(tx, input.volunteer);
  const values: PlaceholderValues = {
    volunteerName: `${input.person.firstName} ${input.person.lastName}`.trim(),
    eventName: '',
    campaignName: campaign.name,
    registrationSummary: summary,
    coordinatorName: campaign.contactName,
    coordinatorEmail: campaign.contactEmail,
    portalLink,
  };
  const appendix = registrationMailAppendix(template, language, { summary, portalLink });
  const subject = translate(language, 'campaigns.mail.subject', { campaignName: campaign.name });
  const { text, html } = renderMailTemplate(template, values, { subject, language, appendix });
  await queueMail(tx.manager, {
    organizationId: campaign.organizationId,
    fromName: senderName(await tx.loaders.organizations.byId.load(campaign.organizationId)),
    language,
    to: input.person.email.trim(),
    replyTo: addressOrNull(campaign.contactEmail),
    subject,
    text,
    html,
  });
  tx.afterCommit(() => tx.app.nudgeJobs());
}
