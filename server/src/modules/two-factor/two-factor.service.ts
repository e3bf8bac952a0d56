import crypto from 'node:crypto';
import { translate } from '@benevo/schema';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { IsNull } from 'typeorm';
import type { RequestContext } from '../../context';
import { withTransaction } from '../../context';
import { clock } from '../../common/clock';
import { AppError } from '../../errors/app-error';
import { auditService } from '../audit/audit.service';
import { authService, type PendingLogin } from '../auth/auth.service';
import { randomToken, sha256 } from '../auth/crypto';
import type { User } from '../auth/user.entity';
import { queueMail } from '../mail/mail.service';
import { OtpBackupCode, OtpDevice, OtpEmailCode, OtpPendingLogin, type OtpMethodName } from './two-factor.entity';
import { EMAIL_CODE_TTL_SECONDS, OTP_COOKIE, PENDING_LOGIN_TTL_SECONDS } from './two-factor.types';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s; one step either side accepted. */
const TOTP_PERIOD = 30;
const TOTP_DIGITS = 6;
const TOTP_WINDOW = 1;
const ISSUER = 'Benevo';
const BACKUP_CODE_COUNT = 10;
/** Without look-alikes (0/o, 1/l/i). */
const BACKUP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const MAX_DEVICES = 10;
/** E-mail codes: at most one every 30 s and 5 per 10 minutes for a device (no mail loop). */
const EMAIL_MIN_INTERVAL_MS = 30_000;
const EMAIL_WINDOW_MS = 10 * 60_000;
const EMAIL_MAX_PER_WINDOW = 5;

export interface OtpDeviceView {
  id: number;
  method: 'TOTP' | 'EMAIL';
  name: string;
  confirmed: boolean;
  isDefault: boolean;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export interface OtpSetupAnswer {
  device: OtpDeviceView;
  secret: string | null;
  otpauthUrl: string | null;
  qrCode: string | null;
}

const METHODS: Record<string, OtpMethodName> = { totp: 'totp', email: 'email' };

function methodLabel(method: OtpMethodName): 'TOTP' | 'EMAIL' {
  return method === 'totp' ? 'TOTP' : 'EMAIL';
}

function view(device: OtpDevice, dfaId: number | null): OtpDeviceView {
  return {
    id: device.id,
    method: methodLabel(device.method),
    name: device.name,
    confirmed: device.confirmed,
    isDefault: device.id === dfaId,
    createdAt: device.createdAt,
    lastUsedAt: device.lastUsedAt,
  };
}

// ---- secrets: the TOTP secret encrypted at rest, codes kept as HMACs -------------------------------

function encryptionKey(secretKey: string): Buffer {
  return crypto.createHash('sha256').update(`benevo-otp-secret:${secretKey}`).digest();
}

function encryptSecret(secretKey: string, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', encryptionKey(secretKey), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
}

function decryptSecret(secretKey: string, stored: string): string {
  const [version, iv, tag, data] = stored.split(':');
  if (version !== 'v1') throw new Error('unknown OTP secret format');
  const decipher = crypto.createDecipheriv('aes-256-gcm', encryptionKey(secretKey), Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
}

function codeHash(secretKey: string, purpose: 'backup' | 'email', code: string): string {
  return crypto.createHmac('sha256', secretKey).update(`${purpose}:${code}`).digest('hex');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** A typed TOTP/e-mail code: 6 digits, spaces tolerated; anything else null. */
function digitsOf(code: string): string | null {
  const compact = code.replace(/\s+/g, '');
  return /^\d{6}$/.test(compact) ? compact : null;
}

/** A typed backup code: 8 characters of the alphabet, dashes, spaces and case tolerated; anything else null. */
function backupOf(code: string): string | null {
  const compact = code.replace(/[\s-]+/g, '').toLowerCase();
  return compact.length === 8 && [...compact].every((c) => BACKUP_ALPHABET.includes(c)) ? compact : null;
}

function newBackupCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += BACKUP_ALPHABET[crypto.randomInt(BACKUP_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

function totpOf(secretBase32: string, label: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}

// ---- checks of one factor ---------------------------------------------------------------------------

/**
 * A TOTP code of the device: valid within ±1 step of the (module's) clock and of a later step than the
 * last one accepted, which is stored in the same statement (a replayed or raced code loses).
 */
async function checkTotp(tx: RequestContext, device: OtpDevice, code: string): Promise<boolean> {
  const row = await tx.manager
    .createQueryBuilder(OtpDevice, 'd')
    .addSelect('d.secretEncrypted')
    .where('d.id = :id', { id: device.id })
    .getOne();
  if (!row?.secretEncrypted) return false;
  const timestamp = clock.nowMs();
  const totp = totpOf(decryptSecret(tx.app.config.secretKey, row.secretEncrypted), ISSUER);
  const delta = totp.validate({ token: code, timestamp, window: TOTP_WINDOW });
  if (delta === null) return false;
  const step = totp.counter({ timestamp }) + delta;
  const result: unknown = await tx.manager.query(
    `UPDATE otp_device SET last_totp_step = $1, last_used_at = $2
      WHERE id = $3 AND (last_totp_step IS NULL OR last_totp_step < $1) RETURNING id`,
    [step, clock.now(), device.id],
  );
  return affected(result) > 0;
}

/** Rows of an UPDATE ... RETURNING, as the drivers answer it ([rows, count] or rows). */
function affected(result: unknown): number {
  if (Array.isArray(result) && Array.isArray(result[0])) return result[0].length;
  return Array.isArray(result) ? result.length : 0;
}

/** The latest unused, unexpired mailed code of the device; used once (marked in the same statement). */
async function checkEmailCode(tx: RequestContext, device: OtpDevice, code: string): Promise<boolean> {
  const latest = await tx.manager
    .createQueryBuilder(OtpEmailCode, 'c')
    .where('c.device_id = :id AND c.used_at IS NULL AND c.expires_at > :now', { id: device.id, now: clock.now() })
    .orderBy('c.created_at', 'DESC')
    .addOrderBy('c.id', 'DESC')
    .getOne();
  if (!latest || !sameText(latest.codeHash, codeHash(tx.app.config.secretKey, 'email', code))) return false;
  const result: unknown = await tx.manager.query(`UPDATE otp_email_code SET used_at = $1 WHERE id = $2 AND used_at IS NULL RETURNING id`, [
    clock.now(),
    latest.id,
  ]);
  if (affected(result) === 0) return false;
  await tx.manager.update(OtpDevice, { id: device.id }, { lastUsedAt: clock.now() });
  return true;
}

/** One unused backup code of the user (every one compared in constant time); used once. */
async function useBackupCode(tx: RequestContext, user: Pick<User, 'id' | 'lastOrganizationId'>, code: string): Promise<boolean> {
  const hash = codeHash(tx.app.config.secretKey, 'backup', code);
  const unused = await tx.manager.find(OtpBackupCode, { where: { userId: user.id, usedAt: IsNull() }, order: { id: 'ASC' } });
  let match: OtpBackupCode | null = null;
  // Every code is compared (no early exit), each in constant time.
  for (const row of unused) if (sameText(row.codeHash, hash)) match = row;
  if (!match) return false;
  const result: unknown = await tx.manager.query(`UPDATE otp_backup_code SET used_at = $1 WHERE id = $2 AND used_at IS NULL RETURNING id`, [
    clock.now(),
    match.id,
  ]);
  if (affected(result) === 0) return false;
  const remaining = unused.length - 1;
  await auditService.record(tx, { action: 'otp.backupCodeUsed', userId: user.id, organizationId: user.lastOrganizationId, detail: { remaining } });
  return true;
}

/**
 * Whether the code is a current factor of the user: a code of the given device (or, without one, of any
 * confirmed device), or a backup code. Only confirmed devices count.
 */
async function matchFactor(tx: RequestContext, user: Pick<User, 'id' | 'lastOrganizationId'>, code: string, deviceId?: number | null): Promise<boolean> {
  const backup = backupOf(code);
  if (backup) return useBackupCode(tx, user, backup);
  const digits = digitsOf(code);
  if (!digits) return false;
  const devices = await tx.manager.find(OtpDevice, { where: { userId: user.id, confirmed: true }, order: { id: 'ASC' } });
  const candidates = deviceId === undefined || deviceId === null ? devices : devices.filter((device) => device.id === deviceId);
  for (const device of candidates) {
    const ok = device.method === 'totp' ? await checkTotp(tx, device, digits) : await checkEmailCode(tx, device, digits);
    if (ok) return true;
  }
  return false;
}

function invalidCode(field = 'code'): AppError {
  return AppError.field(field, 'twoFactor.invalidCode');
}

function signedIn(ctx: RequestContext) {
  if (!ctx.auth) throw AppError.unauthenticated();
  return ctx.auth;
}

async function ownDevice(tx: RequestContext, userId: number, deviceId: number): Promise<OtpDevice> {
  const device = Number.isInteger(deviceId) ? await tx.manager.findOneBy(OtpDevice, { id: deviceId, userId }) : null;
  if (!device) throw AppError.notFound('twoFactor.deviceNotFound');
  return device;
}

/**
 * Whether removing this confirmed device would leave a member of an enforce2fa organization without any
 * (it would fall back to a password-only sign-in and a restricted session anyone with the password could
 * set up): refused, another device must be added first.
 */
async function lastRequiredDevice(ctx: RequestContext, userId: number, deviceId: number): Promise<boolean> {
  // Inside the removal's transaction the rows are locked: two parallel removals cannot both leave none.
  const inTransaction = !!ctx.manager.queryRunner?.isTransactionActive;
  const confirmed = await ctx.manager.find(OtpDevice, { where: { userId, confirmed: true }, ...(inTransaction ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  if (confirmed.some((device) => device.id !== deviceId)) return false;
  return authService.otpSetupRequired({ dfaId: null }, await ctx.loaders.organizations.byUserId.load(userId));
}

/**
 * The attempt counter of an account (codes typed at setup, removal, new backup codes, sign-in). Named
 * with an HMAC of the id: shared Redis counters of two installations (or two test databases) never mix.
 */
function attemptKey(ctx: RequestContext, userId: number, purpose: 'code' | 'challenge' = 'code'): string {
  const name = crypto.createHmac('sha256', ctx.app.config.secretKey).update(`otp-attempts:${userId}`).digest('hex').slice(0, 24);
  return `otp:${purpose}:${name}`;
}

/**
 * Mails a fresh code for an e-mail device; refused while the last one is under 30 s old or after 5 in
 * 10 minutes (TOO_MANY_REQUESTS), so that the challenge cannot be used to flood a mailbox.
 */
async function mailCode(tx: RequestContext, device: OtpDevice, user: Pick<User, 'id' | 'email' | 'language'>): Promise<void> {
  const now = clock.nowMs();
  const recent = await tx.manager
    .createQueryBuilder(OtpEmailCode, 'c')
    .where('c.device_id = :id AND c.created_at > :since', { id: device.id, since: new Date(now - EMAIL_WINDOW_MS) })
    .orderBy('c.created_at', 'DESC')
    .getMany();
  const last = recent[0];
  if (last && now - last.createdAt.getTime() < EMAIL_MIN_INTERVAL_MS) {
    throw AppError.tooManyRequests((EMAIL_MIN_INTERVAL_MS - (now - last.createdAt.getTime())) / 1000);
  }
  if (recent.length >= EMAIL_MAX_PER_WINDOW) {
    const oldest = recent[recent.length - 1];
    throw AppError.tooManyRequests((oldest.createdAt.getTime() + EMAIL_WINDOW_MS - now) / 1000);
  }
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  // Codes older than a day are of no use to the limits any more.
  await tx.manager.query(`DELETE FROM otp_email_code WHERE device_id = $1 AND created_at < $2`, [device.id, new Date(now - 86_400_000)]);
  await tx.manager.insert(OtpEmailCode, {
    deviceId: device.id,
    codeHash: codeHash(tx.app.config.secretKey, 'email', code),
    expiresAt: new Date(now + EMAIL_CODE_TTL_SECONDS * 1000),
    createdAt: new Date(now),
    usedAt: null,
  });
  await queueMail(tx.manager, {
    // The address confirmed at setup (the device's name), not the profile's: a session that changes the
    // profile address must not receive the codes of the factor (review 2fa-review).
    to: device.name,
    // The code stays out of the subject (mail servers log subjects).
    subject: translate(user.language, 'twoFactor.mail.subject'),
    text: translate(user.language, 'twoFactor.mail.body', { code, minutes: EMAIL_CODE_TTL_SECONDS / 60 }),
    language: user.language,
  });
  tx.afterCommit(() => tx.app.nudgeJobs());
}

async function newBackupCodes(tx: RequestContext, user: Pick<User, 'id' | 'lastOrganizationId'>): Promise<string[]> {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode);
  await tx.manager.delete(OtpBackupCode, { userId: user.id });
  await tx.manager.insert(
    OtpBackupCode,
    codes.map((code) => ({ userId: user.id, codeHash: codeHash(tx.app.config.secretKey, 'backup', backupOf(code)!), usedAt: null })),
  );
  await auditService.record(tx, { action: 'otp.backupCodesGenerated', userId: user.id, organizationId: user.lastOrganizationId });
  return codes;
}

// ---- pending logins ---------------------------------------------------------------------------------

/** `j***@example.org`: enough to recognise one's address, not to learn it. */
function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at <= 0 ? '***' : `${address[0]}***${address.slice(at)}`;
}

/** The second-factor step of the login (registered with the auth service below). */
async function beginPendingLogin(tx: RequestContext, user: User): Promise<PendingLogin> {
  const id = randomToken(32);
  const now = clock.nowMs();
  await tx.manager.query(`DELETE FROM otp_pending_login WHERE user_id = $1 AND expires_at < $2`, [user.id, new Date(now)]);
  await tx.manager.insert(OtpPendingLogin, {
    idHash: sha256(id),
    userId: user.id,
    credentialsVersion: user.credentialsVersion,
    expiresAt: new Date(now + PENDING_LOGIN_TTL_SECONDS * 1000),
  });
  tx.cookies.set(OTP_COOKIE, id, { httpOnly: true, maxAgeSeconds: PENDING_LOGIN_TTL_SECONDS });
  const devices = await tx.manager.find(OtpDevice, { where: { userId: user.id, confirmed: true }, order: { id: 'ASC' } });
  return {
    ephemeralToken: id,
    // Only the password was checked: an e-mail device shows a masked address.
    devices: devices.map((device) => ({
      id: device.id,
      method: methodLabel(device.method),
      name: device.method === 'email' ? maskedAddress(device.name) : device.name,
      isDefault: device.id === user.dfaId,
    })),
    defaultDevice: user.dfaId,
  };
}

authService.useSecondFactor(beginPendingLogin);

/** The pending login of the request (the `ephemeralToken` given, else the cookie), or UNAUTHENTICATED. */
async function pendingLogin(ctx: RequestContext, ephemeralToken?: string | null): Promise<{ row: OtpPendingLogin; user: User }> {
  const id = ephemeralToken?.trim() || ctx.otpPendingLogin;
  const row = id ? await ctx.manager.findOneBy(OtpPendingLogin, { idHash: sha256(id) }) : null;
  const user = row && row.expiresAt.getTime() > clock.nowMs() ? await authService.activeUser(ctx, row.userId) : null;
  // A password reset in between voids the pending login, as it ends sessions.
  if (!row || !user || user.credentialsVersion !== row.credentialsVersion || user.dfaId === null) {
    throw new AppError('UNAUTHENTICATED', 'twoFactor.pendingExpired');
  }
  return { row, user };
}

export interface VerifyInput {
  device?: number | null;
  code: string;
  ephemeralToken?: string | null;
}

export const twoFactorService = {
  methods(ctx: RequestContext) {
    return (['totp', 'email'] as const).map((method) => ({
      id: method,
      method: methodLabel(method),
      name: translate(ctx.language, `twoFactor.method.${method}`),
    }));
  },

  async devices(ctx: RequestContext): Promise<OtpDeviceView[]> {
    const auth = signedIn(ctx);
    const devices = await ctx.manager.find(OtpDevice, { where: { userId: auth.user.id }, order: { id: 'ASC' } });
    return devices.map((device) => view(device, auth.user.dfaId));
  },

  /**
   * Starts adding a device (unconfirmed until validate). TOTP answers the secret once (with its
   * otpauth URL and QR code); e-mail mails a first code. A new setup replaces an abandoned one of the
   * same method.
   */
  async setup(ctx: RequestContext, methodId: string, name?: string | null, code?: string | null): Promise<OtpSetupAnswer> {
    const auth = signedIn(ctx);
    const method = METHODS[methodId.toLowerCase()];
    if (!method) throw AppError.notFound('twoFactor.unknownMethod');
    const label = name?.trim() ?? '';
    if (label.length > 60) throw AppError.field('name', 'twoFactor.nameTooLong');
    // Once two-factor is on, a new device needs a current factor, as a removal does: else a stolen
    // session would add its own device and then remove the owner's with it (review 2fa-review).
    const needsFactor = auth.user.dfaId !== null;
    if (needsFactor) {
      if (!code?.trim()) throw AppError.field('code', 'twoFactor.codeRequired');
      await ctx.app.attempts.consume(attemptKey(ctx, auth.user.id));
    }
    const answer = await withTransaction(ctx, async (tx) => {
      const user = auth.user;
      if (needsFactor && !(await matchFactor(tx, user, code ?? ''))) return null;
      await tx.manager.delete(OtpDevice, { userId: user.id, method, confirmed: false });
      const devices = await tx.manager.find(OtpDevice, { where: { userId: user.id } });
      if (devices.length >= MAX_DEVICES) throw AppError.conflict('twoFactor.tooManyDevices');
      if (method === 'email') {
        if (devices.some((device) => device.method === 'email')) throw AppError.conflict('twoFactor.emailDeviceExists');
        const device = await tx.manager.save(tx.manager.create(OtpDevice, { userId: user.id, method, name: user.email, confirmed: false, secretEncrypted: null }));
        await mailCode(tx, device, user);
        return { device: view(device, user.dfaId), secret: null, otpauthUrl: null, qrCode: null };
      }
      const secret = new OTPAuth.Secret({ size: 20 }).base32;
      const device = await tx.manager.save(
        tx.manager.create(OtpDevice, {
          userId: user.id,
          method,
          name: label || translate(ctx.language, 'twoFactor.method.totp'),
          confirmed: false,
          secretEncrypted: encryptSecret(tx.app.config.secretKey, secret),
        }),
      );
      const otpauthUrl = totpOf(secret, user.email).toString();
      const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
      return { device: view(device, user.dfaId), secret, otpauthUrl, qrCode };
    });
    if (!answer) throw invalidCode();
    if (needsFactor) await ctx.app.attempts.reset(attemptKey(ctx, auth.user.id));
    return answer;
  },

  /**
   * Confirms a device with a first code. The user's first confirmed device becomes the default and
   * answers 10 backup codes (shown once).
   */
  async validate(ctx: RequestContext, input: { device: number; code: string; secret?: string | null }): Promise<{ device: OtpDeviceView; backupCodes: string[] | null }> {
    const auth = signedIn(ctx);
    const user = auth.user;
    await ctx.app.attempts.consume(attemptKey(ctx, user.id));
    const answer = await withTransaction(ctx, async (tx) => {
      const device = await ownDevice(tx, user.id, input.device);
      if (device.confirmed) throw AppError.conflict('twoFactor.alreadyConfirmed');
      if (input.secret) {
        const row = await tx.manager.createQueryBuilder(OtpDevice, 'd').addSelect('d.secretEncrypted').where('d.id = :id', { id: device.id }).getOne();
        const stored = row?.secretEncrypted ? decryptSecret(tx.app.config.secretKey, row.secretEncrypted) : '';
        if (!sameText(stored, input.secret.replace(/\s+/g, '').toUpperCase())) throw AppError.field('secret', 'twoFactor.secretMismatch');
      }
      const digits = digitsOf(input.code);
      const ok = digits !== null && (device.method === 'totp' ? await checkTotp(tx, device, digits) : await checkEmailCode(tx, device, digits));
      if (!ok) throw invalidCode();
      await tx.manager.update(OtpDevice, { id: device.id }, { confirmed: true, lastUsedAt: clock.now() });
      device.confirmed = true;
      device.lastUsedAt = clock.now();
      await auditService.record(tx, { action: 'otp.deviceAdded', userId: user.id, organizationId: auth.organizationId, detail: { deviceId: device.id, method: device.method } });
      let backupCodes: string[] | null = null;
      if (user.dfaId === null) {
        await authService.setDefaultOtpDevice(tx, user.id, device.id);
        backupCodes = await newBackupCodes(tx, user);
        // Sessions and login tokens a password alone opened before end here (the caller's stays).
        await authService.endPasswordOnlyCredentials(tx, user.id);
        // Other setups started without a factor go too: from now on a new device needs one (setup).
        await tx.manager.delete(OtpDevice, { userId: user.id, confirmed: false });
      }
      return { device: view(device, user.dfaId), backupCodes };
    });
    await ctx.app.attempts.reset(attemptKey(ctx, user.id));
    // The restricted session (enforce2fa) lifts now that a device is confirmed.
    auth.otpSetupRequired = false;
    return answer;
  },

  /** Removes a device; a confirmed one needs a current factor (a code of any confirmed device, or a backup code). */
  async removeDevice(ctx: RequestContext, deviceId: number, code?: string | null): Promise<void> {
    const auth = signedIn(ctx);
    const user = auth.user;
    const device = await ownDevice(ctx, user.id, deviceId);
    if (device.confirmed) {
      if (await lastRequiredDevice(ctx, user.id, device.id)) throw AppError.conflict('twoFactor.lastDeviceRequired');
      if (!code?.trim()) throw AppError.field('code', 'twoFactor.codeRequired');
      await ctx.app.attempts.consume(attemptKey(ctx, user.id));
    }
    const removed = await withTransaction(ctx, async (tx) => {
      if (device.confirmed && (await lastRequiredDevice(tx, user.id, device.id))) throw AppError.conflict('twoFactor.lastDeviceRequired');
      if (device.confirmed && !(await matchFactor(tx, user, code ?? ''))) return false;
      await tx.manager.delete(OtpDevice, { id: device.id, userId: user.id });
      const next = await tx.manager.findOne(OtpDevice, { where: { userId: user.id, confirmed: true }, order: { id: 'ASC' } });
      // The default goes to the oldest confirmed device left; none left: two-factor sign-in is off,
      // the backup codes with it.
      if (user.dfaId === device.id || (!next && user.dfaId !== null)) await authService.setDefaultOtpDevice(tx, user.id, next?.id ?? null);
      if (!next) await tx.manager.delete(OtpBackupCode, { userId: user.id });
      if (device.confirmed) {
        await auditService.record(tx, { action: 'otp.deviceRemoved', userId: user.id, organizationId: auth.organizationId, detail: { deviceId: device.id, method: device.method } });
      }
      return true;
    });
    if (!removed) throw invalidCode();
    if (device.confirmed) await ctx.app.attempts.reset(attemptKey(ctx, user.id));
  },

  async setDefault(ctx: RequestContext, deviceId: number): Promise<OtpDeviceView> {
    const auth = signedIn(ctx);
    return withTransaction(ctx, async (tx) => {
      const device = await ownDevice(tx, auth.user.id, deviceId);
      if (!device.confirmed) throw AppError.conflict('twoFactor.notConfirmed');
      await authService.setDefaultOtpDevice(tx, auth.user.id, device.id);
      return view(device, device.id);
    });
  },

  async backupStatus(ctx: RequestContext): Promise<{ remaining: number; generatedAt: Date | null }> {
    const auth = signedIn(ctx);
    const codes = await ctx.manager.find(OtpBackupCode, { where: { userId: auth.user.id } });
    const generatedAt = codes.reduce<Date | null>((latest, row) => (!latest || row.createdAt > latest ? row.createdAt : latest), null);
    return { remaining: codes.filter((row) => row.usedAt === null).length, generatedAt };
  },

  /** Ten new backup codes (the old ones void), for a current factor. */
  async regenerateBackupCodes(ctx: RequestContext, code: string): Promise<string[]> {
    const auth = signedIn(ctx);
    const user = auth.user;
    if (user.dfaId === null) throw AppError.conflict('twoFactor.notEnabled');
    if (!code?.trim()) throw AppError.field('code', 'twoFactor.codeRequired');
    await ctx.app.attempts.consume(attemptKey(ctx, user.id));
    const codes = await withTransaction(ctx, async (tx) => ((await matchFactor(tx, user, code)) ? newBackupCodes(tx, user) : null));
    if (!codes) throw invalidCode();
    await ctx.app.attempts.reset(attemptKey(ctx, user.id));
    return codes;
  },

  /**
   * Mails a code for an e-mail device: of the pending login (cookie or ephemeralToken), else of the
   * signed-in user (a factor for removing a device). A TOTP device needs nothing: true either way.
   */
  async challenge(ctx: RequestContext, deviceId: number, ephemeralToken?: string | null): Promise<void> {
    const hasPending = !!(ephemeralToken?.trim() || ctx.otpPendingLogin);
    const user = hasPending || !ctx.auth ? (await pendingLogin(ctx, ephemeralToken)).user : ctx.auth.user;
    await ctx.app.attempts.consume(attemptKey(ctx, user.id, 'challenge'));
    await withTransaction(ctx, async (tx) => {
      const device = await ownDevice(tx, user.id, deviceId);
      // An unconfirmed device is only mailed to its signed-in owner (a setup's new code), never during a login.
      if (!device.confirmed && hasPending) throw AppError.notFound('twoFactor.deviceNotFound');
      if (device.method === 'email') await mailCode(tx, device, user);
    });
  },

  /**
   * Finishes a pending login with a code of one of the user's confirmed devices or a backup code, and
   * opens the session exactly as the password login does (authService.openSession).
   */
  async verify(ctx: RequestContext, input: VerifyInput, options: { withToken?: boolean } = {}) {
    const { row, user } = await pendingLogin(ctx, input.ephemeralToken);
    // Per pending login and per account, counted before the check (issue 9's rule).
    await ctx.app.attempts.consume(`otp:pending:${row.idHash}`);
    await ctx.app.attempts.consume(attemptKey(ctx, user.id));
    const opened = await withTransaction(ctx, async (tx) => {
      // Locks the pending login: two parallel verifications cannot both open a session.
      const locked = await tx.manager.findOne(OtpPendingLogin, { where: { idHash: row.idHash }, lock: { mode: 'pessimistic_write' } });
      if (!locked) return null;
      if (!(await matchFactor(tx, user, input.code ?? '', input.device))) return 'invalid' as const;
      await tx.manager.delete(OtpPendingLogin, { idHash: row.idHash });
      tx.cookies.clear(OTP_COOKIE);
      return authService.openSession(tx, user, options);
    });
    if (opened === null) throw new AppError('UNAUTHENTICATED', 'twoFactor.pendingExpired');
    if (opened === 'invalid') {
      await auditService.record(ctx, { action: 'login.otpFailed', userId: user.id, organizationId: user.lastOrganizationId });
      throw invalidCode();
    }
    await ctx.app.attempts.reset(`otp:pending:${row.idHash}`);
    await ctx.app.attempts.reset(attemptKey(ctx, user.id));
    return opened;
  },
};
