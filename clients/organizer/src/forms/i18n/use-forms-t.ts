import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerEventMessages } from '../../i18n/use-events-t';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

/** The custom attributes and form editor texts live in their own i18next namespace. */
export const FORMS_NAMESPACE = 'forms';

const bundles = { fr, de, en } as const;

export function registerFormsMessages(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, FORMS_NAMESPACE)) i18n.addResourceBundle(language, FORMS_NAMESPACE, bundle, true, false);
  }
}

/**
 * useTranslation for these screens: keys are looked up in the forms namespace first, then in the app's
 * shared texts. The events namespace is registered too: QueryError's words come from it.
 */
export function useFormsT() {
  const { i18n } = useTranslation();
  registerEventMessages(i18n);
  registerFormsMessages(i18n);
  return useTranslation([FORMS_NAMESPACE, 'translation']);
}
