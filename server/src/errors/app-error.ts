import type { MessageKey, MessageParams } from '@benevo/schema';

/** The stable error codes of DESIGN.md "Errors", shared by GraphQL (extensions.code) and the facade. */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'CSRF_FAILED'
  /** Password accepted, a second factor is needed (two-factor module); carries `extensions.otp`. */
  | 'OTP_REQUIRED'
  /** enforce2fa: the session may only set up a device (two-factor module). */
  | 'OTP_SETUP_REQUIRED'
  /** The database cannot be reached for now (restart, failover): retry after Retry-After (issue 20). */
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  CSRF_FAILED: 403,
  OTP_REQUIRED: 401,
  OTP_SETUP_REQUIRED: 403,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

/** Field -> message keys (rendered in the caller's language by the doors). */
export type FieldErrors = Record<string, string[]>;

/** The one error family services throw. Messages are catalogue keys, rendered per request language. */
export class AppError extends Error {
  /** TOO_MANY_REQUESTS: seconds until the next attempt is allowed (sent as Retry-After). */
  retryAfterSeconds?: number;
  /** Extra GraphQL extensions beside `code` (e.g. `otp` of OTP_REQUIRED); never a secret. */
  extensions?: Record<string, unknown>;

  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly fieldErrors?: FieldErrors,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }

  static validation(fieldErrors: FieldErrors): AppError {
    return new AppError('BAD_USER_INPUT', 'error.invalidInput', {}, fieldErrors);
  }

  /** A single-field validation error, e.g. `AppError.field('email', 'auth.emailTaken')`. */
  static field(field: string, key: MessageKey): AppError {
    return AppError.validation({ [field]: [key] });
  }

  static unauthenticated(): AppError {
    return new AppError('UNAUTHENTICATED', 'error.unauthenticated');
  }

  static forbidden(): AppError {
    return new AppError('FORBIDDEN', 'error.forbidden');
  }

  static notFound(key: MessageKey = 'error.notFound'): AppError {
    return new AppError('NOT_FOUND', key);
  }

  static conflict(key: MessageKey, params?: MessageParams): AppError {
    return new AppError('CONFLICT', key, params);
  }

  /** `messageKey`: the limit's own words ("Trop d'inscriptions…"), plural on `minutes`; "Trop de tentatives…" by default. */
  static tooManyRequests(retryAfterSeconds: number, messageKey: MessageKey = 'error.tooManyRequests'): AppError {
    const error = new AppError('TOO_MANY_REQUESTS', messageKey, {
      minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
    });
    error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return error;
  }

  /** DATA_DIR is full: the upload is refused whole (503, retry later), nothing written. */
  static storageFull(): AppError {
    const error = new AppError('SERVICE_UNAVAILABLE', 'error.storageFull');
    error.retryAfterSeconds = 60;
    return error;
  }

  /** The database is out of reach for now: 503 with a retry hint (see isUnavailable). */
  static unavailable(retryAfterSeconds = UNAVAILABLE_RETRY_SECONDS): AppError {
    const error = new AppError('SERVICE_UNAVAILABLE', 'error.unavailable');
    error.retryAfterSeconds = retryAfterSeconds;
    return error;
  }
}

/** The Retry-After of a 503: a PostgreSQL restart or failover takes seconds. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/** Error codes of a connection that failed or was cut (Node's socket errors, PostgreSQL's shutdown and startup states). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '08000', // connection_exception
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
]);
const CONNECTION_MESSAGES = /Connection terminated|connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|the database system is (starting up|shutting down|in recovery mode)|Client was closed and is not queryable/;

/**
 * Whether an error means "the database is out of reach" rather than a bug: the pg driver's connection
 * errors, as thrown or wrapped by TypeORM (QueryFailedError keeps the driver's error). The doors answer
 * them 503 with Retry-After instead of a 500, and the pool reconnects by itself once PostgreSQL is back.
 */
export function isUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if (current instanceof AppError) return current.code === 'SERVICE_UNAVAILABLE';
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    current = (current as { driverError?: unknown }).driverError ?? (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A connection failure as the 503 service error; any other error unchanged. */
export function asServiceError(error: unknown): unknown {
  return !(error instanceof AppError) && isUnavailable(error) ? AppError.unavailable() : error;
}
