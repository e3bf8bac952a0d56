import crypto from 'node:crypto';

/**
 * The webhooks' secrets (issue 16). A secret signs every delivery, so it cannot be hashed: it is kept
 * encrypted (AES-256-GCM) with a key derived from the server's SECRET_KEY. Changing SECRET_KEY makes
 * the stored secrets unreadable: rotate each webhook's secret then.
 */

export const SECRET_PREFIX = 'whsec_';

export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${crypto.randomBytes(32).toString('hex')}`;
}

function keyOf(secretKey: string): Buffer {
  return crypto.createHash('sha256').update(`benevo-webhooks:${secretKey}`).digest();
}

export function encryptSecret(secretKey: string, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(secretKey), iv);
  const encrypted = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), encrypted.toString('base64url')].join('.');
}

export function decryptSecret(secretKey: string, stored: string): string {
  const [version, iv, tag, encrypted] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || encrypted === undefined) throw new Error('webhook secret: unknown format');
  const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(secretKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * `X-Benevo-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`, as Stripe signs:
 * the receiver recomputes it over the raw body, compares in constant time and refuses old timestamps.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const signature = crypto.createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${signature}`;
}
