import crypto from 'node:crypto';
import { isInterfaceLanguage, translate } from '@benevo/schema';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { enqueueJob } from '../../jobs/outbox';
import { calendarService } from '../calendar/calendar.service';
import { isMailable, queueMail } from '../mail/mail.service';
import type { Volunteer } from '../volunteers/volunteer.entity';
import { normalizeEmail, volunteersService } from '../volunteers/volunteers.service';
import { VolunteerLoginLink } from './login-link.entity';
import { organizationByIdOrSlug, searchOrganizations, type PortalOrganizationRow } from './portal-access.read-model';
import { addressBucket } from '../../common/address';

/** How long a mailed login link can be exchanged (minutes). */
export const LOGIN_LINK_TTL_MINUTES = 15;
/** The outbox job that looks the address up and mails the link (see requestLogin). */
export const PORTAL_LOGIN_JOB = 'portalAccess.login';
/** Organizations the portal home's search answers at most. */
export const ORGANIZATION_SEARCH_LIMIT = 20;

/** A login code: 32 random bytes, 43 base64url characters. */
const CODE_FORMAT = /^[A-Za-z0-9_-]{43}$/;
const hashCode = (code: string): string => crypto.createHash('sha256').update(code, 'utf8').digest('hex');

/** Attempt-limit keys (ctx.app.attempts, shared through Redis): per caller and per address. */
const requestKeyByClient = (ctx: RequestContext) => `portalLogin:client:${addressBucket(ctx.clientIp)}`;
const requestKeyByAddress = (address: string) => `portalLogin:address:${address}`;
const confirmKeyByClient = (ctx: RequestContext) => `portalLoginConfirm:client:${addressBucket(ctx.clientIp)}`;

export interface PortalLoginPayload {
  organizationId: number;
  email: string;
  language: string | null;
}

/** The language a visitor chose on the portal home, when it is one the product speaks. */
function chosenLanguage(language: string | null | undefined): string | null {
  if (typeof language !== 'string' || !language.trim()) return null;
  const lower = language.trim().toLowerCase().replace('_', '-');
  if (isInterfaceLanguage(lower)) return lower;
  const base = lower.split('-')[0];
  return isInterfaceLanguage(base) ? base : null;
}

async function requireOrganization(ctx: RequestContext, reference: string | number | null | undefined): Promise<PortalOrganizationRow> {
  const value = reference === null || reference === undefined ? '' : String(reference).trim();
  if (!value) throw AppError.field('organization', 'portalAccess.organizationRequired');
  const organization = await organizationByIdOrSlug(ctx.manager, value);
  if (!organization) throw AppError.notFound('error.notFoundOrganization');
  return organization;
}

export const portalAccessService = {
  /**
   * The portal home's organization picker: organizations whose name (or public name, or slug)
   * contains every word of `search` (2 characters at least), public fields only.
   */
  async organizations(ctx: RequestContext, search: string | null | undefined): Promise<PortalOrganizationRow[]> {
    const value = (search ?? '').trim().slice(0, 100);
    if (value.length < 2) return [];
    return searchOrganizations(ctx.manager, value, ORGANIZATION_SEARCH_LIMIT);
  },

  /** An organization by id or slug for a portal link `?organization=`, or NOT_FOUND. */
  organization(ctx: RequestContext, reference: string): Promise<PortalOrganizationRow> {
    return requireOrganization(ctx, reference);
  },

  /**
   * POST /volunteers/login/ and requestPortalLogin (issue 17): a known address of the organization
   * receives a one-time login link. The request itself never reads the volunteers: whatever the
   * address (known, unknown, another organization's, hostile), it validates the input, counts one
   * attempt for the caller and one for the address, and writes the same outbox job; the job looks
   * the address up and mails the link only when it is known. Same answer, same work, same timing.
   * A malformed address is refused with a field error before anything is counted or written (it
   * depends on the input only, never on the data).
   */
  async requestLogin(ctx: RequestContext, input: { organization: string | number | null | undefined; email: string | null | undefined; language?: string | null }): Promise<void> {
    const address = normalizeEmail(input.email ?? '');
    if (!address) throw AppError.field('email', 'validation.required');
    if (address.length > 254 || !isMailable(address)) throw AppError.field('email', 'validation.email');
    if (input.organization === null || input.organization === undefined || String(input.organization).trim() === '') {
      throw AppError.field('organization', 'portalAccess.organizationRequired');
    }
    // Counted before anything is looked up, so parallel requests cannot all pass a check (issue 9).
    await ctx.app.attempts.consume(requestKeyByClient(ctx));
    await ctx.app.attempts.consume(requestKeyByAddress(address));
    const organization = await requireOrganization(ctx, input.organization);
    const payload: PortalLoginPayload = { organizationId: organization.id, email: address, language: chosenLanguage(input.language) };
    await withTransaction(ctx, async (tx) => {
      await enqueueJob(tx.manager, PORTAL_LOGIN_JOB, { ...payload });
      tx.afterCommit(() => tx.app.nudgeJobs());
    });
  },

  /**
   * The job of requestLogin: when the organization knows the address, a new one-time link (15
   * minutes) and its mail, in one transaction. Expired or used links of the volunteer are cleaned up.
   */
  async mailLoginLink(ctx: RequestContext, payload: PortalLoginPayload): Promise<boolean> {
    const organization = await organizationByIdOrSlug(ctx.manager, String(payload.organizationId));
    if (!organization || typeof payload.email !== 'string') return false;
    const address = normalizeEmail(payload.email);
    return withTransaction(ctx, async (tx) => {
      const volunteer = await volunteersService.byEmail(tx, organization.id, address);
      if (!volunteer || !isMailable(volunteer.email)) return false;
      await tx.manager.query(`DELETE FROM volunteer_login_link WHERE volunteer_id = $1 AND (used_at IS NOT NULL OR expires_at <= now())`, [volunteer.id]);
      const code = crypto.randomBytes(32).toString('base64url');
      await tx.manager.insert(VolunteerLoginLink, {
        volunteerId: volunteer.id,
        codeHash: hashCode(code),
        expiresAt: new Date(Date.now() + LOGIN_LINK_TTL_MINUTES * 60_000),
        usedAt: null,
      });
      const language = chosenLanguage(payload.language) ?? volunteer.language;
      await queueMail(tx.manager, {
        to: volunteer.email,
        subject: translate(language, 'portalAccess.mail.login.subject', { organizationName: organization.name }),
        text: translate(language, 'portalAccess.mail.login.body', {
          name: volunteer.firstName,
          organizationName: organization.name,
          minutes: LOGIN_LINK_TTL_MINUTES,
          loginLink: `${tx.app.config.publicUrl}/portal/login/${code}`,
        }),
        fromName: organization.name,
        organizationId: organization.id,
        language,
      });
      tx.afterCommit(() => tx.app.nudgeJobs());
      return true;
    });
  },

  /**
   * POST /volunteers/login/confirm/ and portalLogin: exchanges a mailed code for the volunteer's
   * portal token, once, before it expires. Attempt-limited per caller; a wrong, used or expired code
   * answers the same error.
   */
  async exchange(ctx: RequestContext, code: string | null | undefined): Promise<{ token: string }> {
    await ctx.app.attempts.consume(confirmKeyByClient(ctx));
    const value = (code ?? '').trim();
    if (!CODE_FORMAT.test(value)) throw new AppError('BAD_USER_INPUT', 'portalAccess.invalidLink');
    return withTransaction(ctx, async (tx) => {
      // One statement marks it used only if it is still unused and valid: two exchanges racing with
      // the same code cannot both succeed.
      const rows: Array<{ volunteer_id: number }> = await tx.manager.query(
        `WITH used AS (
           UPDATE volunteer_login_link SET used_at = now()
            WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now()
            RETURNING volunteer_id)
         SELECT volunteer_id FROM used`,
        [hashCode(value)],
      );
      const [volunteer] = rows.length > 0 ? await volunteersService.byIds(tx, [Number(rows[0].volunteer_id)]) : [];
      if (!volunteer) throw new AppError('BAD_USER_INPUT', 'portalAccess.invalidLink');
      return { token: volunteer.token };
    });
  },

  /**
   * Revokes every login link of the volunteer not used yet (a rotation; the privacy module's erasure
   * should call it too, in its transaction).
   */
  async revokeLinks(tx: RequestContext, volunteerId: number): Promise<void> {
    await tx.manager.delete(VolunteerLoginLink, { volunteerId });
  },

  /**
   * GDPR erasure (privacy.service, in its transaction): the login requests the organization's
   * outbox kept for this address (their payload holds it, whatever their status). A pending one is
   * dropped too: no link is mailed after the erasure.
   */
  async forgetAddress(tx: RequestContext, organizationId: number, email: string): Promise<void> {
    await tx.manager.query(
      `DELETE FROM outbox WHERE kind = $1 AND payload ->> 'organizationId' = $2 AND lower(payload ->> 'email') = lower($3)`,
      [PORTAL_LOGIN_JOB, String(organizationId), normalizeEmail(email)],
    );
  },

  /**
   * rotatePortalToken and POST /volunteers/token/rotate/ ("I forwarded my link by mistake"): a new
   * personal token; the old one, and every login link not yet used, stop working at once; the new
   * link is mailed to the volunteer's address. Answers the new token.
   */
  async rotateToken(ctx: RequestContext, token: string | null | undefined): Promise<{ token: string }> {
    return withTransaction(ctx, async (tx) => {
      const volunteer = await volunteersService.byToken(tx, token);
      const newToken = await volunteersService.rotateToken(tx, volunteer.id, volunteer.token);
      await portalAccessService.revokeLinks(tx, volunteer.id);
      // The calendar feed's address was readable with the old token: whoever got the forwarded link
      // may hold it too. It goes with the token (the portal shows a new one on the next ask).
      await calendarService.forgetVolunteer(tx.manager, volunteer.id);
      await mailRotatedLink(tx, { ...volunteer, token: newToken });
      tx.afterCommit(() => tx.app.nudgeJobs());
      return { token: newToken };
    });
  },
};

async function mailRotatedLink(tx: RequestContext, volunteer: Volunteer): Promise<void> {
  if (!isMailable(volunteer.email)) return;
  const organization = await organizationByIdOrSlug(tx.manager, String(volunteer.organizationId));
  const organizationName = organization?.name ?? 'Benevo';
  const language = volunteer.language;
  await queueMail(tx.manager, {
    to: volunteer.email,
    subject: translate(language, 'portalAccess.mail.rotated.subject', { organizationName }),
    text: translate(language, 'portalAccess.mail.rotated.body', {
      name: volunteer.firstName,
      organizationName,
      portalLink: volunteersService.portalLink(tx, volunteer),
    }),
    fromName: organizationName,
    organizationId: volunteer.organizationId,
    language,
  });
}
