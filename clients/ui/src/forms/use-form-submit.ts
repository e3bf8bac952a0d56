import type { FormikHelpers, FormikValues } from 'formik';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError, type FieldErrors } from '../apollo/api-error';

/**
 * Puts the server's field errors (keyed by input field names) on the form's fields; returns the
 * messages of fields the form does not have, so they are shown rather than lost.
 */
export function applyFieldErrors<Values extends FormikValues>(
  fieldErrors: FieldErrors,
  values: Values,
  setErrors: FormikHelpers<Values>['setErrors'],
): string[] {
  const onFields: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (field in values) onFields[field] = messages.join(' ');
    else elsewhere.push(...messages);
  }
  setErrors(onFields as Parameters<typeof setErrors>[0]);
  return elsewhere;
}

export interface FormSubmit<Values> {
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>;
  /** A message not tied to one field (wrong credentials, network, conflict), or null. */
  formError: string | null;
}

/**
 * The one wrapper between a form and the API: runs the action and maps a failure onto the form
 * (field errors on fields, anything else as the form's message). An expired session is already
 * handled by the error link, which sends the user to login.
 */
export function useFormSubmit<Values extends FormikValues, Result>(
  action: (values: Values) => Promise<Result>,
  onSuccess?: (result: Result, values: Values) => void,
): FormSubmit<Values> {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = useCallback(
    async (values: Values, helpers: FormikHelpers<Values>) => {
      setFormError(null);
      let result: Result;
      try {
        result = await action(values);
      } catch (error) {
        const apiError = describeApiError(error);
        const unplaced = applyFieldErrors(apiError.fieldErrors, values, helpers.setErrors);
        const placedOnFields = Object.keys(apiError.fieldErrors).some((field) => field in values);
        if (unplaced.length > 0) setFormError(unplaced.join(' '));
        else if (!placedOnFields) setFormError(apiError.message ?? t('errors.default'));
        return;
      }
      onSuccess?.(result, values);
    },
    [action, onSuccess, t],
  );
  return { onSubmit, formError };
}
