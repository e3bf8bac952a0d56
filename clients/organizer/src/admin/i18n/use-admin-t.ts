import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

export const ADMIN_NAMESPACE = 'admin';

const bundles = { fr, de, en } as const;

export function registerAdminMessages(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, ADMIN_NAMESPACE)) {
      i18n.addResourceBundle(language, ADMIN_NAMESPACE, bundle, true, false);
    }
  }
}

/** useTranslation for the super admin screens: their namespace first, then the app's shared texts. */
export function useAdminT() {
  const { i18n } = useTranslation();
  registerAdminMessages(i18n);
  return useTranslation([ADMIN_NAMESPACE, 'translation']);
}
