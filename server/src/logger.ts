import pino, { type Logger } from 'pino';

export type { Logger };

/** Secrets that may travel in query strings or bodies and must never reach a log line. */
const SECRET_QUERY_KEYS = ['password', 'secret', 'token', 'signature', 'passkey', 's'];

/** Replaces the values of secret query parameters in a URL by [REDACTED]. */
export function redactUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  if (!query) return url;
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
