import crypto from 'node:crypto';
import { INTERFACE_LANGUAGES, ageBand, ageOn, fieldErrorsOf, isIsoDate, messageKey, normalizeLanguage, translate } from '@benevo/schema';
import { In, type EntityManager } from 'typeorm';
import * as yup from 'yup';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import { eventsService } from '../events/events.service';
import { idNumber, isRowId, optionalId, parseId } from '../../common/ids';
import { isMailable, queueMail } from '../mail/mail.service';
import { organizationService } from '../organizations/organization.service';
import { VolunteerCategory, VolunteerCategoryMember } from './volunteer-category.entity';
import { Volunteer } from './volunteer.entity';
import { webhooksService } from '../webhooks/webhooks.service';
import { addressBucket } from '../../common/address';

/** What a public sign-up submits about the person (spec 3 Volunteer fields). */
export interface SignUpPerson {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string | null;
  address?: string | null;
  town?: string | null;
  postcode?: string | null;
  country?: string | null;
  /** YYYY-MM-DD. */
  bornDate?: string | null;
  language?: string | null;
}

/** Addresses are stored trimmed and lower-cased: one volunteer per organization and address. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** An unguessable personal portal token (24 random bytes, 32 base64url characters). */
export const newVolunteerToken = (): string => crypto.randomBytes(24).toString('base64url');

/** Age band today (spec 3), from the born date. */
export function volunteerAgeBand(bornDate: string | null, today = new Date()): string | null {
  if (!bornDate) return null;
  const born = new Date(`${bornDate}T00:00:00Z`);
  return Number.isNaN(born.getTime()) ? null : ageBand(ageOn(born, today));
}

export interface VolunteerData {
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string;
  address?: string;
  town?: string;
  postcode?: string;
  country?: string;
  bornDate?: string | null;
  commentaire?: string;
  language?: string;
  nbVouchersAllowed?: number;
  categoryIds?: Array<string | number>;
}

export interface VolunteerFilter {
  organizationId?: number | null;
  search?: string | null;
  categoryId?: string | number | null;
  eventId?: string | number | null;
}

export interface CategoryData {
  name?: string;
  isByDefault?: boolean;
  organizationId?: string | number | null;
}

const text = (max: number) => yup.string().trim().max(max, messageKey('validation.maxLength', { max }));

/** An organizer's edit of a volunteer (PATCH semantics: absent fields stay as they are). */
const volunteerSchema = yup.object({
  firstName: text(200),
  lastName: text(200),
  email: yup.string().trim().lowercase().required('validation.required').email('validation.email').max(254, messageKey('validation.maxLength', { max: 254 })),
  phoneNumber: text(50),
  address: text(500),
  town: text(200),
  postcode: text(20),
  country: text(100),
  bornDate: yup
    .string()
    .nullable()
    .test('date', 'validation.date', (value) => !value || isIsoDate(value)),
  commentaire: text(5000),
  language: yup.string().oneOf([...INTERFACE_LANGUAGES], 'validation.language'),
  nbVouchersAllowed: yup.number().typeError('validation.integer').integer('validation.integer').min(0, messageKey('validation.min', { min: 0 })),
});

const categorySchema = yup.object({
  name: yup.string().trim().required('validation.nameRequired').max(100, messageKey('validation.maxLength', { max: 100 })),
  isByDefault: yup.boolean(),
});

/** `%`, `_` and `\` match themselves in an ILIKE pattern. */
export const likePattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Ids of categories of the organization, or NOT_FOUND when one is unknown there. */
async function scopedCategoryIds(tx: RequestContext, organizationId: number, ids: Array<string | number>): Promise<number[]> {
  const wanted = [...new Set(ids.map((id) => parseId(id, 'participations.categoryNotFound')))];
  if (wanted.length === 0) return [];
  const found = await tx.manager.countBy(VolunteerCategory, { id: In(wanted), organizationId });
  if (found !== wanted.length) throw AppError.notFound('participations.categoryNotFound');
  return wanted;
}

async function replaceCategories(tx: RequestContext, volunteerIds: number[], categoryIds: number[]): Promise<void> {
  if (volunteerIds.length === 0) return;
  await tx.manager.delete(VolunteerCategoryMember, { volunteerId: In(volunteerIds) });
  const rows = volunteerIds.flatMap((volunteerId) => categoryIds.map((categoryId) => ({ volunteerId, categoryId })));
  if (rows.length > 0) await tx.manager.insert(VolunteerCategoryMember, rows);
}

export const volunteersService = {
  /**
   * The volunteer a public sign-up attaches to (DESIGN.md "Conventions"): a known address attaches and
   * never overwrites the stored profile; a new address creates the volunteer with a portal token and
   * the organization's isByDefault categories. Race-safe: two sign-ups with one new address insert
   * once (ON CONFLICT DO NOTHING), and both then read the same row. Call it inside the sign-up's
   * transaction (`tx`).
   */
  async findOrCreateForSignUp(
    tx: RequestContext,
    organizationId: number,
    person: SignUpPerson,
  ): Promise<{ volunteer: Volunteer; created: boolean }> {
    const email = normalizeEmail(person.email);
    const inserted: Array<{ id: number }> = await tx.manager.query(
      `INSERT INTO volunteer (organization_id, token, email, first_name, last_name, phone_number, address, town, postcode, country, born_date, language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (organization_id, email) DO NOTHING RETURNING id`,
      [
        organizationId,
        newVolunteerToken(),
        email,
        person.firstName.trim(),
        person.lastName.trim(),
        person.phoneNumber?.trim() ?? '',
        person.address?.trim() ?? '',
        person.town?.trim() ?? '',
        person.postcode?.trim() ?? '',
        person.country?.trim() ?? '',
        person.bornDate || null,
        normalizeLanguage(person.language),
      ],
    );
    const created = inserted.length > 0;
    if (created) {
      await tx.manager.query(
        `INSERT INTO volunteer_category_member (volunteer_id, category_id)
         SELECT $1, id FROM volunteer_category WHERE organization_id = $2 AND is_by_default
         ON CONFLICT DO NOTHING`,
        [inserted[0].id, organizationId],
      );
      // Webhooks (issue 16): ids only, no contact details.
      await webhooksService.emit(tx, organizationId, 'volunteer.created', { volunteerId: inserted[0].id, source: 'signUp' });
    }
    const volunteer = await tx.manager.findOneByOrFail(Volunteer, { organizationId, email });
    return { volunteer, created };
  },

  /** Gives a volunteer this profile picture when they have none (a stored one is never replaced). */
  async setProfilePictureIfNone(tx: RequestContext, volunteerId: number, url: string): Promise<void> {
    await tx.manager
      .createQueryBuilder()
      .update(Volunteer)
      .set({ profilePicture: url })
      .where('id = :id AND (profile_picture IS NULL OR profile_picture = :empty)', { id: volunteerId, empty: '' })
      .execute();
  },

  /** Ids of a volunteer's categories (registration rules check them). */
  async categoryIds(ctx: RequestContext, volunteerId: number): Promise<number[]> {
    const rows = await ctx.manager.find(VolunteerCategoryMember, { where: { volunteerId }, select: { categoryId: true } });
    return rows.map((row) => row.categoryId).sort((a, b) => a - b);
  },

  /** Ids of the organization's volunteers in any of these categories (clone "only participations in categories"). */
  async idsInCategories(manager: EntityManager, organizationId: number, categoryIds: number[]): Promise<number[]> {
    if (categoryIds.length === 0) return [];
    const rows: Array<{ volunteer_id: number }> = await manager.query(
      `SELECT DISTINCT m.volunteer_id FROM volunteer_category_member m JOIN volunteer_category c ON c.id = m.category_id
        WHERE c.organization_id = $1 AND m.category_id = ANY($2)`,
      [organizationId, categoryIds],
    );
    return rows.map((row) => row.volunteer_id);
  },

  /** The volunteer's personal portal link, carried by every mail sent to them. */
  portalLink(ctx: RequestContext, volunteer: Pick<Volunteer, 'token'>): string {
    return `${ctx.app.config.publicUrl}/portal/t/${encodeURIComponent(volunteer.token)}`;
  },

  /** A volunteer of the caller's organization, or NOT_FOUND (another organization's answers the same). */
  async require(ctx: RequestContext, id: string | number, organizationId?: number | null): Promise<Volunteer> {
    const scope = await organizationService.scope(ctx, organizationId);
    const volunteer = await ctx.manager.findOneBy(Volunteer, { id: parseId(id, 'participations.volunteerNotFound'), organizationId: scope });
    if (!volunteer) throw AppError.notFound('participations.volunteerNotFound');
    return volunteer;
  },

  /** The volunteer a personal portal token belongs to (the token is the credential), or NOT_FOUND. */
  async byToken(ctx: RequestContext, token: string | null | undefined): Promise<Volunteer> {
    const value = (token ?? '').trim();
    const volunteer = /^[A-Za-z0-9_-]{16,200}$/.test(value) ? await ctx.manager.findOneBy(Volunteer, { token: value }) : null;
    if (!volunteer) throw AppError.notFound('participations.invalidToken');
    // The token is the credential: the request may read the volunteer's organization (common/tenant.ts).
    ctx.tenant.open(volunteer.organizationId);
    return volunteer;
  },

  /** The organization's volunteer with this address (normalized), or null (the portal login link's lookup, issue 17). */
  async byEmail(ctx: RequestContext, organizationId: number, email: string): Promise<Volunteer | null> {
    return ctx.manager.findOneBy(Volunteer, { organizationId, email: normalizeEmail(email) });
  },

  /**
   * Gives the volunteer a new personal portal token (issue 17, "I forwarded my link by mistake"): the
   * old one stops working at once. Only while the token is still `currentToken`: of two rotations
   * racing with the same old token, the second finds it gone and answers NOT_FOUND. Call it inside
   * the caller's transaction; returns the new token.
   */
  async rotateToken(tx: RequestContext, volunteerId: number, currentToken: string): Promise<string> {
    const token = newVolunteerToken();
    // A WITH ... SELECT answers rows (a bare UPDATE ... RETURNING answers [rows, count] through TypeORM).
    const rows: Array<{ id: number }> = await tx.manager.query(
      `WITH rotated AS (UPDATE volunteer SET token = $1 WHERE id = $2 AND token = $3 RETURNING id) SELECT id FROM rotated`,
      [token, volunteerId, currentToken],
    );
    if (rows.length === 0) throw AppError.notFound('participations.invalidToken');
    return token;
  },

  /**
   * The organization's volunteers by name; `search` matches every word in the names, e-mail, phone or
   * town; `categoryId` keeps a category's members; `eventId` those with a participation in the event.
   */
  async list(ctx: RequestContext, filter: VolunteerFilter): Promise<Volunteer[]> {
    const organizationId = await organizationService.scope(ctx, filter.organizationId);
    const query = ctx.manager.createQueryBuilder(Volunteer, 'v').where('v.organization_id = :organizationId', { organizationId });
    const categoryId = optionalId(filter.categoryId, 'categoryId');
    if (categoryId !== null) {
      query.andWhere('EXISTS (SELECT 1 FROM volunteer_category_member m WHERE m.volunteer_id = v.id AND m.category_id = :categoryId)', {
        categoryId,
      });
    }
    if (filter.eventId !== undefined && filter.eventId !== null && filter.eventId !== '') {
      const event = await eventsService.require(ctx, filter.eventId, organizationId);
      const volunteerIds = await ctx.loaders.participations.volunteerIdsByEventId.load(event.id);
      query.andWhere('v.id = ANY(:volunteerIds)', { volunteerIds });
    }
    const terms = (filter.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
    terms.forEach((term, i) => {
      query.andWhere(
        `(v.first_name ILIKE :t${i} OR v.last_name ILIKE :t${i} OR v.email ILIKE :t${i} OR v.phone_number ILIKE :t${i} OR v.town ILIKE :t${i})`,
        { [`t${i}`]: likePattern(term) },
      );
    });
    return query.orderBy('lower(v.last_name)', 'ASC').addOrderBy('lower(v.first_name)', 'ASC').addOrderBy('v.id', 'ASC').getMany();
  },

  /** Changes the given fields; a new address must stay unique in the organization; categoryIds replace the categories. */
  async update(ctx: RequestContext, id: string | number, input: VolunteerData): Promise<Volunteer> {
    return withTransaction(ctx, async (tx) => {
      const volunteer = await volunteersService.require(tx, id);
      const { categoryIds, ...fields } = input;
      const valid = await validateInput(volunteerSchema, { ...volunteer, ...withoutUndefined(fields) });
      if (valid.email !== volunteer.email && (await tx.manager.existsBy(Volunteer, { organizationId: volunteer.organizationId, email: valid.email }))) {
        throw AppError.field('email', 'participations.emailTaken');
      }
      await tx.manager.update(
        Volunteer,
        { id: volunteer.id },
        withoutUndefined({
          firstName: fields.firstName === undefined ? undefined : valid.firstName,
          lastName: fields.lastName === undefined ? undefined : valid.lastName,
          email: valid.email,
          phoneNumber: fields.phoneNumber === undefined ? undefined : valid.phoneNumber,
          address: fields.address === undefined ? undefined : valid.address,
          town: fields.town === undefined ? undefined : valid.town,
          postcode: fields.postcode === undefined ? undefined : valid.postcode,
          country: fields.country === undefined ? undefined : valid.country,
          bornDate: fields.bornDate === undefined ? undefined : valid.bornDate || null,
          commentaire: fields.commentaire === undefined ? undefined : valid.commentaire,
          language: fields.language === undefined ? undefined : valid.language,
          nbVouchersAllowed: fields.nbVouchersAllowed === undefined ? undefined : valid.nbVouchersAllowed,
        }),
      );
      if (categoryIds) await replaceCategories(tx, [volunteer.id], await scopedCategoryIds(tx, volunteer.organizationId, categoryIds));
      return tx.manager.findOneByOrFail(Volunteer, { id: volunteer.id });
    });
  },

  /**
   * Deletes the volunteer's row; their participations, answers and waiting-list entries go with it
   * (foreign keys). The places they held are the caller's: participationsService.removeVolunteer
   * locks and offers them in the same transaction.
   */
  async delete(tx: RequestContext, volunteerId: number): Promise<void> {
    await tx.manager.delete(Volunteer, { id: volunteerId });
  },

  /** Volunteers by id (of one organization when given), in no particular order; unknown ids are left out. */
  async byIds(ctx: RequestContext, ids: number[], organizationId?: number): Promise<Volunteer[]> {
    if (ids.length === 0) return [];
    return ctx.manager.findBy(Volunteer, { id: In([...new Set(ids)]), ...(organizationId === undefined ? {} : { organizationId }) });
  },

  /** Holds the volunteer's row until the transaction ends: one sign-up of a known volunteer at a time. */
  async lock(tx: RequestContext, volunteerId: number): Promise<void> {
    await tx.manager.query(`SELECT id FROM volunteer WHERE id = $1 FOR NO KEY UPDATE`, [volunteerId]);
  },

  /** Whether `categoryId` is a volunteer category of the organization. */
  hasCategory(ctx: RequestContext, organizationId: number, categoryId: number): Promise<boolean> {
    return ctx.manager.existsBy(VolunteerCategory, { id: categoryId, organizationId });
  },

  /**
   * A volunteer asks for their portal link again (spec 7 publicvolunteers, GraphQL sendPortalLink):
   * a known address of the organization receives it. Known or not, the caller learns nothing
   * (DESIGN.md); attempt-limited per caller address, as the login doors are.
   */
  async sendPortalLink(ctx: RequestContext, organizationId: string | number, email: string): Promise<void> {
    const id = idNumber(organizationId);
    const organization = isRowId(id) ? await ctx.loaders.organizations.byId.load(id) : null;
    if (!organization) throw AppError.notFound('error.notFoundOrganization');
    const address = normalizeEmail(email);
    if (!isMailable(address)) throw AppError.field('email', 'validation.email');
    await ctx.app.attempts.consume(`portalLink:${addressBucket(ctx.clientIp)}`);
    // And per address: changing networks must not let anyone flood a volunteer's inbox.
    await ctx.app.attempts.consume(`portalLink:address:${address}`);
    await withTransaction(ctx, async (tx) => {
      const volunteer = await tx.manager.findOneBy(Volunteer, { organizationId: organization.id, email: address });
      if (!volunteer) return;
      const language = volunteer.language;
      const organizationName = organization.publicName || organization.name;
      await queueMail(tx.manager, {
        to: volunteer.email,
        subject: translate(language, 'participations.mail.portalLink.subject', { organizationName }),
        text: translate(language, 'participations.mail.portalLink.body', {
          name: volunteer.firstName,
          organizationName,
          portalLink: volunteersService.portalLink(tx, volunteer),
        }),
        fromName: organizationName,
        organizationId: organization.id,
        language,
      });
      tx.afterCommit(() => tx.app.nudgeJobs());
    });
  },

  /** The addresses among `emails` (normalized) the organization already has a volunteer for. */
  async knownEmails(ctx: RequestContext, organizationId: number, emails: string[]): Promise<Set<string>> {
    const wanted = [...new Set(emails.map(normalizeEmail))];
    if (wanted.length === 0) return new Set();
    const rows: Array<{ email: string }> = await ctx.manager.query(`SELECT email FROM volunteer WHERE organization_id = $1 AND email = ANY($2::text[])`, [
      organizationId,
      wanted,
    ]);
    return new Set(rows.map((row) => row.email));
  },

  /** What the organizer's rules refuse of an imported person (field -> message keys, {} when valid). */
  async importErrors(person: SignUpPerson): Promise<Record<string, string[]>> {
    try {
      await volunteerSchema.validate({ ...withoutUndefined(person), bornDate: person.bornDate || null }, { abortEarly: false });
      return {};
    } catch (error) {
      if (error instanceof yup.ValidationError) return fieldErrorsOf(error);
      throw error;
    }
  },

  /**
   * The volunteers of an import (exports module), inside its transaction: each new address becomes a
   * volunteer as a sign-up creates one (a portal token, the organization's isByDefault categories) plus
   * the given categories; an address already known is left untouched. Returns the new ids by address.
   */
  async importMany(tx: RequestContext, organizationId: number, people: Array<SignUpPerson & { categoryIds?: number[] }>): Promise<Map<string, number>> {
    const created = new Map<string, number>();
    if (people.length === 0) return created;
    const given = await scopedCategoryIds(tx, organizationId, people.flatMap((person) => person.categoryIds ?? []));
    const text = (pick: (person: SignUpPerson) => string | null | undefined) => people.map((person) => pick(person)?.trim() ?? '');
    const rows: Array<{ id: number; email: string }> = await tx.manager.query(
      `INSERT INTO volunteer (organization_id, token, email, first_name, last_name, phone_number, address, town, postcode, country, born_date, language)
       SELECT $1, t.* FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::date[], $12::text[]) AS t
       ON CONFLICT (organization_id, email) DO NOTHING RETURNING id, email`,
      [
        organizationId,
        people.map(() => newVolunteerToken()),
        people.map((person) => normalizeEmail(person.email)),
        text((p) => p.firstName),
        text((p) => p.lastName),
        text((p) => p.phoneNumber),
        text((p) => p.address),
        text((p) => p.town),
        text((p) => p.postcode),
        text((p) => p.country),
        people.map((person) => person.bornDate || null),
        people.map((person) => normalizeLanguage(person.language)),
      ],
    );
    for (const row of rows) created.set(row.email, row.id);
    if (rows.length === 0) return created;
    await webhooksService.emitMany(tx, organizationId, 'volunteer.created', rows.map((row) => ({ volunteerId: row.id, source: 'import' })));
    await tx.manager.query(
      `INSERT INTO volunteer_category_member (volunteer_id, category_id)
       SELECT v, c.id FROM unnest($1::int[]) AS v CROSS JOIN volunteer_category c WHERE c.organization_id = $2 AND c.is_by_default
       ON CONFLICT DO NOTHING`,
      [rows.map((row) => row.id), organizationId],
    );
    const members = people.flatMap((person) => {
      const id = created.get(normalizeEmail(person.email));
      return id === undefined ? [] : (person.categoryIds ?? []).filter((categoryId) => given.includes(categoryId)).map((categoryId) => ({ volunteerId: id, categoryId }));
    });
    if (members.length > 0) await tx.manager.createQueryBuilder().insert().into(VolunteerCategoryMember).values(members).orIgnore().execute();
    return created;
  },

  /** Gives each of the volunteers exactly these categories (the list's bulk action). */
  async setCategories(ctx: RequestContext, volunteerIds: Array<string | number>, categoryIds: Array<string | number>, organizationId?: number | null): Promise<Volunteer[]> {
    return withTransaction(ctx, async (tx) => {
      const scope = await organizationService.scope(tx, organizationId);
      const ids = [...new Set(volunteerIds.map((id) => parseId(id, 'participations.volunteerNotFound')))];
      if (ids.length === 0) throw AppError.field('volunteerIds', 'validation.required');
      const volunteers = await tx.manager.find(Volunteer, { where: { id: In(ids), organizationId: scope } });
      if (volunteers.length !== ids.length) throw AppError.notFound('participations.volunteerNotFound');
      await replaceCategories(tx, ids, await scopedCategoryIds(tx, scope, categoryIds));
      const byId = new Map(volunteers.map((v) => [v.id, v]));
      return ids.map((id) => byId.get(id)!);
    });
  },

  async categories(ctx: RequestContext, organizationId?: number | null): Promise<VolunteerCategory[]> {
    const scope = await organizationService.scope(ctx, organizationId);
    return ctx.manager
      .createQueryBuilder(VolunteerCategory, 'c')
      .where('c.organization_id = :scope', { scope })
      .orderBy('lower(c.name)', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .getMany();
  },

  async requireCategory(ctx: RequestContext, id: string | number, organizationId?: number | null): Promise<VolunteerCategory> {
    const scope = await organizationService.scope(ctx, organizationId);
    const category = await ctx.manager.findOneBy(VolunteerCategory, { id: parseId(id, 'participations.categoryNotFound'), organizationId: scope });
    if (!category) throw AppError.notFound('participations.categoryNotFound');
    return category;
  },

  async createCategory(ctx: RequestContext, input: CategoryData): Promise<VolunteerCategory> {
    const organizationId = await organizationService.scope(ctx, optionalId(input.organizationId, 'organizationId'));
    const valid = await validateInput(categorySchema, input);
    return withTransaction(ctx, async (tx) => {
      await assertCategoryNameFree(tx, organizationId, valid.name, null);
      return tx.manager.save(tx.manager.create(VolunteerCategory, { organizationId, name: valid.name, isByDefault: valid.isByDefault ?? false }));
    });
  },

  async updateCategory(ctx: RequestContext, id: string | number, input: CategoryData): Promise<VolunteerCategory> {
    return withTransaction(ctx, async (tx) => {
      const category = await volunteersService.requireCategory(tx, id, optionalId(input.organizationId, 'organizationId'));
      const valid = await validateInput(categorySchema, { ...category, ...withoutUndefined({ name: input.name, isByDefault: input.isByDefault }) });
      await assertCategoryNameFree(tx, category.organizationId, valid.name, category.id);
      await tx.manager.update(VolunteerCategory, { id: category.id }, { name: valid.name, isByDefault: valid.isByDefault ?? category.isByDefault });
      return tx.manager.findOneByOrFail(VolunteerCategory, { id: category.id });
    });
  },

  /** Deletes a category; its volunteers stay (only the membership goes). */
  async removeCategory(ctx: RequestContext, id: string | number, organizationId?: number | null): Promise<boolean> {
    return withTransaction(ctx, async (tx) => {
      const category = await volunteersService.requireCategory(tx, id, organizationId);
      await tx.manager.delete(VolunteerCategory, { id: category.id });
      return true;
    });
  },
};

/** Category names are unique in an organization, whatever their case. */
async function assertCategoryNameFree(tx: RequestContext, organizationId: number, name: string, exceptId: number | null): Promise<void> {
  const clash: unknown[] = await tx.manager.query(
    `SELECT 1 FROM volunteer_category WHERE organization_id = $1 AND lower(name) = lower($2) AND id <> $3 LIMIT 1`,
    [organizationId, name, exceptId ?? 0],
  );
  if (clash.length > 0) throw AppError.field('name', 'participations.categoryNameTaken');
}
