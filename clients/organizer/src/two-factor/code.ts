/** What a user types as a code, the way the server reads it: spaces out (TOTP and e-mail codes are 6 digits). */
export function normalizeCode(value: string): string {
  return value.replace(/\s+/g, '');
}

/** A 6-digit code (authenticator app or e-mail), spaces allowed as typed from a mail. */
export function isSixDigits(value: string): boolean {
  return /^\d{6}$/.test(normalizeCode(value));
}

/** A backup code looks like `abcd-2345`; case, spaces and the dash are forgiven by the server. */
export function isBackupCodeShape(value: string): boolean {
  return /^[a-z0-9]{8}$/i.test(value.replace(/[\s-]+/g, ''));
}

/** A code of any kind the server accepts to confirm an action (a device's code or a backup code). */
export function isAnyCode(value: string): boolean {
  return isSixDigits(value) || isBackupCodeShape(value);
}

/** A current factor as sent to the server: a 6-digit code without its spaces, a backup code as typed. */
export function factorCode(value: string): string {
  return isSixDigits(value) ? normalizeCode(value) : value.trim();
}

/** Seconds to wait before another e-mail code (the server sends at most one every 30 s). */
export const RESEND_DELAY_SECONDS = 30;
