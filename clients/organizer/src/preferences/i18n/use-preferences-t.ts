import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

/** The preferences modal's texts live in their own i18next namespace. */
export const PREFERENCES_NAMESPACE = 'preferences';

const bundles = { fr, de, en } as const;

export function registerPreferencesMessages(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, PREFERENCES_NAMESPACE)) i18n.addResourceBundle(language, PREFERENCES_NAMESPACE, bundle, true, false);
  }
}

/** useTranslation for the modal: its namespace first, then the app's shared texts (and @benevo/ui's). */
export function usePreferencesT() {
  const { i18n } = useTranslation();
  registerPreferencesMessages(i18n);
  return useTranslation([PREFERENCES_NAMESPACE, 'translation']);
}
