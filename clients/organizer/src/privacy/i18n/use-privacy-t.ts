import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

export const PRIVACY_NAMESPACE = 'privacy';

const bundles = { fr, de, en } as const;

export function registerPrivacyMessages(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, PRIVACY_NAMESPACE)) {
      i18n.addResourceBundle(language, PRIVACY_NAMESPACE, bundle, true, false);
    }
  }
}

/** useTranslation for the deletion requests screen: its namespace first, then the app's shared texts. */
export function usePrivacyT() {
  const { i18n } = useTranslation();
  registerPrivacyMessages(i18n);
  return useTranslation([PRIVACY_NAMESPACE, 'translation']);
}
