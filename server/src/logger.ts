import pino, { type Logger } from 'pino';

export type { Logger };

/** Secrets that may travel in query strings or bodies and must never reach a log line. */
const SECRET_QUERY_KEYS = ['password', 'secret', 'token', 'signature', 'passkey', 's'];

/**
 * Path segments that are credentials (personal links): the segment after each prefix is redacted.
 * Managers' `/manager/<eventUUID>/<secret>` links redact the secret. Case-insensitive: Express
 * matches routes regardless of case, so /PORTAL/T/<token> is served too.
 */
const SECRET_PATH_PATTERNS: RegExp[] = [
  /^(\/portal\/t\/)[^/?#]+/i,
  // A login mail's one-time code (issue 17), valid until used or 15 minutes old.
  /^(\/portal\/login\/)[^/?#]+/i,
  /^(\/apis\/[^?#]*?\/volunteers\/by-token\/)[^/?#]+/i,
  /^(\/o\/[^/?#]+\/waiting\/)[^/?#]+/i,
  /^(\/manager\/(?!login\/?$|list\/?$)[^/?#]+\/)[^/?#]+/i,
  // A volunteer's scan code (what a badge's QR carries) looked up at the stand.
  /^(\/apis\/scan\/v1\/volunteers\/)[^/?#]+/i,
  // A volunteer's iCal feed address (issue 17): the secret is the file name.
  /^(\/apis\/organizer\/v1\/calendar\/)[^/?#]+/i,
];

function redactPath(path: string): string {
  return SECRET_PATH_PATTERNS.reduce((redacted, pattern) => redacted.replace(pattern, '$1[REDACTED]'), path);
}

/** Replaces personal tokens in the path and the values of secret query parameters by [REDACTED]. */
export function redactUrl(url: string): string {
  const [rawPath, query] = url.split('?', 2);
  const path = redactPath(rawPath);
  if (!query) return query === undefined ? path : `${path}?`;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.includes(key.toLowerCase())) params.set(key, '[REDACTED]');
  }
  return `${path}?${params.toString().replace(/%5BREDACTED%5D/g, '[REDACTED]')}`;
}

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'benevo' },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-csrftoken"]',
        'req.headers["x-volunteer-token"]',
        'req.headers["x-operator-token"]',
        'req.headers["x-manager-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordConfirm',
        '*.password_confirm',
        '*.token',
      ],
      censor: '[REDACTED]',
    },
  });
}
