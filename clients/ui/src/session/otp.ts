import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** Where a user whose organization enforces two-factor authentication sets it up (a restricted session). */
export const OTP_SETUP_PATH = '/account/two-factor';

export type OtpChallengeMethod = 'TOTP' | 'EMAIL';

/** One of the user's confirmed second factors, as the login's OTP_REQUIRED answer lists it. */
export interface OtpChallengeDevice {
  id: string;
  method: OtpChallengeMethod;
  name: string;
  isDefault: boolean;
}

/** A login waiting for its second factor: the password was right, no session yet (spec 7 One-time password). */
export interface PendingOtpLogin {
  devices: OtpChallengeDevice[];
  /** The device to preselect (User.dfaId), null when the server names none. */
  defaultDevice: string | null;
}

function asDevice(value: unknown): OtpChallengeDevice | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, method, name, isDefault } = value as Record<string, unknown>;
  if ((typeof id !== 'string' && typeof id !== 'number') || (method !== 'TOTP' && method !== 'EMAIL')) return null;
  return { id: String(id), method, name: typeof name === 'string' ? name : '', isDefault: isDefault === true };
}

/**
 * The second step a failed login asks for: `extensions.otp` of its OTP_REQUIRED error, or null for any
 * other failure (a wrong password stays a wrong password).
 */
export function readOtpRequired(error: unknown): PendingOtpLogin | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const found = error.errors.find((entry) => entry.extensions?.code === 'OTP_REQUIRED');
  if (!found) return null;
  const otp = (found.extensions?.otp ?? {}) as { devices?: unknown; defaultDevice?: unknown };
  const devices = (Array.isArray(otp.devices) ? otp.devices : []).map(asDevice).filter((device): device is OtpChallengeDevice => device !== null);
  const named = otp.defaultDevice === null || otp.defaultDevice === undefined ? null : String(otp.defaultDevice);
  const defaultDevice = named ?? devices.find((device) => device.isDefault)?.id ?? devices[0]?.id ?? null;
  return { devices, defaultDevice };
}
