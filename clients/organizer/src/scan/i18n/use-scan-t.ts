import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

export const SCAN_NAMESPACE = 'scan';

const bundles = { fr, de, en } as const;

export function registerScanMessages(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, SCAN_NAMESPACE)) {
      i18n.addResourceBundle(language, SCAN_NAMESPACE, bundle, true, false);
    }
  }
}

/** useTranslation for the scan stand's screens (operators, stand configuration, check-ins): their namespace first, then the app's shared texts. */
export function useScanT() {
  const { i18n } = useTranslation();
  registerScanMessages(i18n);
  return useTranslation([SCAN_NAMESPACE, 'translation']);
}
