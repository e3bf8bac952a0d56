import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The server's error contract: `extensions.code` on every GraphQL error. */
export const API_ERROR_CODES = [
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'CSRF_FAILED',
  'INTERNAL_SERVER_ERROR',
  // The database out of reach for a moment (503 with Retry-After): the message says to retry.
  'SERVICE_UNAVAILABLE',
  // Two-factor authentication: a login waiting for its second factor; a restricted session (enforce2fa).
  'OTP_REQUIRED',
  'OTP_SETUP_REQUIRED',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** BAD_USER_INPUT messages per input field name, already localized by the server. */
export type FieldErrors = Record<string, string[]>;

export interface ApiError {
  /** null for a network failure or an answer outside the contract. */
  code: ApiErrorCode | null;
  /** The server's localized message, null when there is none to show. */
  message: string | null;
  fieldErrors: FieldErrors;
}

interface WireError {
  message?: unknown;
  extensions?: { code?: unknown; fieldErrors?: unknown };
}

function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'))
  );
}

function fromWireErrors(errors: readonly WireError[]): ApiError {
  const first = errors.find((e) => isApiErrorCode(e.extensions?.code)) ?? errors[0];
  const fieldErrors: FieldErrors = {};
  for (const error of errors) {
    const fields = error.extensions?.fieldErrors;
    if (isFieldErrors(fields)) Object.assign(fieldErrors, fields);
  }
  const code = first?.extensions?.code;
  return {
    code: isApiErrorCode(code) ? code : null,
    message: typeof first?.message === 'string' ? first.message : null,
    fieldErrors,
  };
}

/** A CSRF failure is an HTTP 403 whose JSON body still carries GraphQL-shaped errors. */
function fromServerError(error: ServerError): ApiError {
  try {
    const body: unknown = JSON.parse(error.bodyText);
    if (typeof body === 'object' && body !== null && 'errors' in body && Array.isArray(body.errors)) {
      return fromWireErrors(body.errors as WireError[]);
    }
  } catch {
    // Not JSON (a proxy's error page): nothing more to read.
  }
  return { code: null, message: null, fieldErrors: {} };
}

/** Reads any error Apollo hands back into the server's contract. */
export function describeApiError(error: unknown): ApiError {
  if (CombinedGraphQLErrors.is(error)) return fromWireErrors(error.errors as readonly WireError[]);
  if (ServerError.is(error)) return fromServerError(error);
  return { code: null, message: null, fieldErrors: {} };
}
