import crypto from 'node:crypto';
import type { RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { volunteersService } from '../volunteers/volunteers.service';
import type { Volunteer } from '../volunteers/volunteer.entity';
import { ScanCode } from './operator.entity';

/** Crockford's base32: no I, L, O, U, so a code typed by hand is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const SIGNATURE_LENGTH = 10;
const CODE_PATTERN = /^B(\d{1,10})-(\d{1,10})-(\d{1,6})-([0-9A-Z]{10})$/;

function signature(secretKey: string, organizationId: number, volunteerId: number, serial: number): string {
  const digest = crypto.createHmac('sha256', secretKey).update(`benevo-scan:${organizationId}:${volunteerId}:${serial}`).digest();
  let out = '';
  for (let i = 0; i < SIGNATURE_LENGTH; i += 1) out += ALPHABET[digest[i] % 32];
  return out;
}

function format(secretKey: string, organizationId: number, volunteerId: number, serial: number): string {
  return `B${organizationId}-${volunteerId}-${serial}-${signature(secretKey, organizationId, volunteerId, serial)}`;
}

/** What a well-signed code names; the caller still checks the serial is the volunteer's current one. */
export interface ParsedScanCode {
  organizationId: number;
  volunteerId: number;
  serial: number;
}

/** A typed or scanned code, upper-cased and trimmed (a phone keyboard may add spaces or lower case). */
export function normalizeScanCode(value: unknown): string {
  return typeof value === 'string' ? value.trim().toUpperCase().replace(/\s+/g, '') : '';
}

/**
 * A volunteer's scan code (DESIGN.md: a badge's QR carries a separate, revocable scan code, never the
 * portal token): `B<organization>-<volunteer>-<serial>-<signature>`, signed with the server's secret
 * key, so codes cannot be made up; the serial kept per volunteer revokes older ones.
 */
export const scanCodesService = {
  /** Parses and checks the signature; null for anything that is not a code we signed. */
  verify(ctx: RequestContext, value: unknown): ParsedScanCode | null {
    const match = CODE_PATTERN.exec(normalizeScanCode(value));
    if (!match) return null;
    const [organizationId, volunteerId, serial] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const expected = Buffer.from(signature(ctx.app.config.secretKey, organizationId, volunteerId, serial));
    const given = Buffer.from(match[4]);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
    return { organizationId, volunteerId, serial };
  },

  /**
   * The volunteer a scanned code names, in `organizationId` (another organization's code is unknown
   * here): NOT_FOUND "Code inconnu" for a code we did not sign or a deleted volunteer, CONFLICT "Ce
   * code a été révoqué" for an older serial.
   */
  async resolve(ctx: RequestContext, value: unknown, organizationId: number): Promise<Volunteer> {
    const parsed = scanCodesService.verify(ctx, value);
    if (!parsed || parsed.organizationId !== organizationId) throw AppError.notFound('scan.unknownCode');
    const [row, [volunteer]] = await Promise.all([
      ctx.manager.findOneBy(ScanCode, { volunteerId: parsed.volunteerId, organizationId }),
      volunteersService.byIds(ctx, [parsed.volunteerId], organizationId),
    ]);
    if (!volunteer || !row) throw AppError.notFound('scan.unknownCode');
    if (row.serial !== parsed.serial) throw new AppError('CONFLICT', 'scan.revokedCode');
    return volunteer;
  },

  /** The volunteer's current code (created on first use). The caller has scoped the volunteer. */
  async codeFor(ctx: RequestContext, volunteerId: number): Promise<string> {
    return (await scanCodesService.codesFor(ctx, [volunteerId])).get(volunteerId) ?? '';
  },

  /**
   * Current codes of volunteers (badge sheets): one read, one insert for those without a code yet.
   * The volunteers' organizations come from their rows; unknown ids are left out.
   */
  async codesFor(ctx: RequestContext, volunteerIds: number[]): Promise<Map<number, string>> {
    const ids = [...new Set(volunteerIds)];
    const codes = new Map<number, string>();
    if (ids.length === 0) return codes;
    const volunteers = await volunteersService.byIds(ctx, ids);
    const rows = await ctx.manager.createQueryBuilder(ScanCode, 's').where('s.volunteer_id IN (:...ids)', { ids }).getMany();
    const byVolunteer = new Map(rows.map((row) => [row.volunteerId, row]));
    const missing = volunteers.filter((v) => !byVolunteer.has(v.id));
    if (missing.length > 0) {
      // Two requests creating the same code at once: the second keeps the first's row.
      await ctx.manager
        .createQueryBuilder()
        .insert()
        .into(ScanCode)
        .values(missing.map((v) => ({ volunteerId: v.id, organizationId: v.organizationId, serial: 1 })))
        .orIgnore()
        .execute();
      const created = await ctx.manager
        .createQueryBuilder(ScanCode, 's')
        .where('s.volunteer_id IN (:...ids)', { ids: missing.map((v) => v.id) })
        .getMany();
      for (const row of created) byVolunteer.set(row.volunteerId, row);
    }
    for (const volunteer of volunteers) {
      const row = byVolunteer.get(volunteer.id);
      if (row) codes.set(volunteer.id, format(ctx.app.config.secretKey, row.organizationId, row.volunteerId, row.serial));
    }
    return codes;
  },

  /** Revokes the volunteer's code (lost badge): older badges answer "revoked"; returns the new code. */
  async revoke(tx: RequestContext, volunteer: Pick<Volunteer, 'id' | 'organizationId'>): Promise<string> {
    await scanCodesService.codesFor(tx, [volunteer.id]);
    await tx.manager.query(`UPDATE scan_code SET serial = serial + 1, modified_at = now() WHERE volunteer_id = $1`, [volunteer.id]);
    return scanCodesService.codeFor(tx, volunteer.id);
  },
};
