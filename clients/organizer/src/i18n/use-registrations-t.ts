import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { de } from './registrations/de';
import { en } from './registrations/en';
import { fr } from './registrations/fr';

/**
 * Registration management, assignment, volunteers and restriction rules share one i18next namespace;
 * the event pages link to these screens with its texts too, so it lives in the app's shared i18n folder.
 */
export const REGISTRATIONS_NAMESPACE = 'registrations';

const bundles = { fr, de, en } as const;

/** Adds the namespace to an app's i18next instance once (fr-ch falls back to fr like every other text). */
export function registerRegistrationMessages(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, REGISTRATIONS_NAMESPACE)) {
      i18n.addResourceBundle(language, REGISTRATIONS_NAMESPACE, bundle, true, false);
    }
  }
}

/** useTranslation for these screens: this namespace first, then the app's shared texts. */
export function useRegistrationsT() {
  const { i18n } = useTranslation();
  registerRegistrationMessages(i18n);
  return useTranslation([REGISTRATIONS_NAMESPACE, 'translation']);
}
