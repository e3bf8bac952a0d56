import { messageFor, translate } from '@benevo/schema';
import { AppError, asServiceError, type FieldErrors } from './app-error';

export interface RenderedError {
  code: AppError['code'];
  message: string;
  fieldErrors?: FieldErrors;
  extensions?: Record<string, unknown>;
}

/** Renders an error in the caller's language; unknown errors are masked as the default message. */
export function renderError(given: unknown, language: string): RenderedError {
  // A database out of reach is the 503 service error, not a bug (issue 20).
  const error = asServiceError(given);
  if (!(error instanceof AppError)) {
    return { code: 'INTERNAL_SERVER_ERROR', message: translate(language, 'error.default') };
  }
  const rendered: RenderedError = { code: error.code, message: translate(language, error.messageKey, error.params) };
  if (error.extensions) rendered.extensions = error.extensions;
  if (error.fieldErrors) {
    rendered.fieldErrors = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, keys]) => [field, keys.map((key) => messageFor(language, key))]),
    );
  }
  return rendered;
}
