import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

export const EXPORTS_NAMESPACE = 'exports';

const bundles = { fr, de, en } as const;

export function registerExportsMessages(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, EXPORTS_NAMESPACE)) {
      i18n.addResourceBundle(language, EXPORTS_NAMESPACE, bundle, true, false);
    }
  }
}

/** useTranslation for the export screens: their namespace first, then the app's shared texts. */
export function useExportsT() {
  const { i18n } = useTranslation();
  registerExportsMessages(i18n);
  return useTranslation([EXPORTS_NAMESPACE, 'translation']);
}
