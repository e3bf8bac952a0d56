import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { de } from './events/de';
import { en } from './events/en';
import { fr } from './events/fr';

/**
 * The events, planning and dashboard texts live in their own i18next namespace. Several features use
 * it, so it lives here, in the app's shared i18n folder, not in one of them.
 */
export const EVENTS_NAMESPACE = 'events';

const bundles = { fr, de, en } as const;

/**
 * Adds the namespace to an app's i18next instance once (the instance is built by mountApp from the
 * app's shared messages; these screens bring their own). fr-ch falls back to fr like every other text.
 */
export function registerEventMessages(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, EVENTS_NAMESPACE)) {
      i18n.addResourceBundle(language, EVENTS_NAMESPACE, bundle, true, false);
    }
  }
}

/**
 * useTranslation for these screens: keys are looked up in the events namespace first, then in the
 * app's shared texts (form.submit, errors.default...).
 */
export function useEventsT() {
  const { i18n } = useTranslation();
  registerEventMessages(i18n);
  return useTranslation([EVENTS_NAMESPACE, 'translation']);
}
