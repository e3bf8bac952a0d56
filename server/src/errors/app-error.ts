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

  static tooManyRequests(retryAfterSeconds: number): AppError {
    const error = new AppError('TOO_MANY_REQUESTS', 'error.tooManyRequests', {
      minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
    });
    error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return error;
  }
}
