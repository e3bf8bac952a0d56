import crypto from 'node:crypto';

/**
 * The ticketing credentials at rest: AES-256-GCM with a key derived from the server's secret key
 * (HKDF, its own purpose label, so the key signing links is never used as is). Stored as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url). A changed SECRET_KEY makes stored credentials unreadable:
 * the organizer enters them again (decrypt answers null).
 */
function keyOf(secretKey: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', Buffer.from(secretKey, 'utf8'), Buffer.alloc(0), Buffer.from('benevo-ticketing-credentials', 'utf8'), 32));
}

export function encryptSecret(secretKey: string, value: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(secretKey), iv);
  const data = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** The clear value, or null when the stored value cannot be read with this key. */
export function decryptSecret(secretKey: string, stored: string | null): string | null {
  if (!stored) return null;
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(secretKey), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** What the screens show of a credential: its last four characters (a short one shows none). */
export function lastFour(value: string): string {
  return value.length >= 12 ? value.slice(-4) : '';
}
