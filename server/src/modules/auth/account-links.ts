import crypto from 'node:crypto';

/**
 * Signed, expiring account links (verify registration, reset password), in the shape of
 * django-rest-registration: user_id, timestamp, signature. The signature covers the purpose and the
 * user's state (credentials version, active flag), so a link stops working once it has been used.
 */
export type LinkPurpose = 'verify-registration' | 'reset-password';

export interface LinkParams {
  userId: number;
  timestamp: number;
  signature: string;
}

export interface LinkState {
  credentialsVersion: number;
  isActive: boolean;
}

function sign(secret: string, purpose: LinkPurpose, userId: number, timestamp: number, state: LinkState): string {
  return crypto
    .createHmac('sha256', secret)
    .update([purpose, userId, timestamp, state.credentialsVersion, state.isActive ? 1 : 0].join(':'))
    .digest('hex');
}

export function createLink(
  secret: string,
  purpose: LinkPurpose,
  userId: number,
  state: LinkState,
  now = Date.now(),
): LinkParams {
  const timestamp = Math.floor(now / 1000);
  return { userId, timestamp, signature: sign(secret, purpose, userId, timestamp, state) };
}

export function isLinkValid(
  secret: string,
  purpose: LinkPurpose,
  link: LinkParams,
  state: LinkState,
  ttlSeconds: number,
  now = Date.now(),
): boolean {
  const age = Math.floor(now / 1000) - link.timestamp;
  if (!Number.isInteger(link.timestamp) || age < 0 || age > ttlSeconds) return false;
  const expected = Buffer.from(sign(secret, purpose, link.userId, link.timestamp, state), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(link.signature) ? link.signature : '', 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export function linkUrl(publicUrl: string, path: string, link: LinkParams): string {
  const query = new URLSearchParams({
    user_id: String(link.userId),
    timestamp: String(link.timestamp),
    signature: link.signature,
  });
  return `${publicUrl}${path}?${query.toString()}`;
}
