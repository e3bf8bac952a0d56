import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../feedback/toast';
import { type ApiError, describeApiError } from './api-error';

/** What a run gives back: the action's result, or its error read into the server's contract with the text shown. */
export type ActionOutcome<T> = { ok: true; data: T } | { ok: false; error: ApiError; message: string };

export interface MutationActionOptions<T> {
  /** The success toast; a function reads the action's result (null or '' for none). */
  success?: string | ((data: T) => string | null | undefined);
  /** What follows a success, after its toast (close, clear, reload); a failure here is reported like the action's. */
  onSuccess?: (data: T) => unknown;
  /** The error's text when the server sends no message (default: errors.default). */
  fallback?: string;
  /**
   * BAD_USER_INPUT field errors. By default the error toast gives the server's message. 'toast': the
   * first field message instead (an action outside a form, with no field to show it under). 'form': no
   * toast while there are field errors: the caller puts `outcome.error.fieldErrors` on its fields.
   */
  fieldErrors?: 'toast' | 'form';
  /** false: no error toast; the caller shows `outcome.message` where it belongs (under its input). */
  errorToast?: boolean;
}

export type MutationAction = <T>(action: () => Promise<T>, options?: MutationActionOptions<T>) => Promise<ActionOutcome<T>>;

/**
 * The one wrapper between a screen's action (a mutation, or a few in a row) and the user: runs it, says
 * how it went in a toast, and hands back the outcome instead of throwing, so a screen writes what
 * follows a success (close a dialog, clear an input) and never its own catch block. Forms with fields
 * use useFormSubmit; an expired session is already handled by the error link.
 */
export function useMutationAction(): MutationAction {
  const { t } = useTranslation();
  return useCallback(
    async <T,>(action: () => Promise<T>, options: MutationActionOptions<T> = {}): Promise<ActionOutcome<T>> => {
      try {
        const data = await action();
        const success = typeof options.success === 'function' ? options.success(data) : options.success;
        if (success) toast.success(success);
        await options.onSuccess?.(data);
        return { ok: true, data };
      } catch (cause) {
        const error = describeApiError(cause);
        const firstField = options.fieldErrors === 'toast' ? Object.values(error.fieldErrors)[0]?.[0] : undefined;
        const message = firstField ?? error.message ?? options.fallback ?? t('errors.default');
        const onFields = options.fieldErrors === 'form' && Object.keys(error.fieldErrors).length > 0;
        if (options.errorToast !== false && !onFields) toast.error(message);
        return { ok: false, error, message };
      }
    },
    [t],
  );
}
