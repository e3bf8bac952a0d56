import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

export const PRINT_NAMESPACE = 'print';

const bundles = { fr, de, en } as const;

export function registerPrintMessages(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, PRINT_NAMESPACE)) {
      i18n.addResourceBundle(language, PRINT_NAMESPACE, bundle, true, false);
    }
  }
}

/** useTranslation for the print screens: their namespace first, then the app's shared texts. */
export function usePrintT() {
  const { i18n } = useTranslation();
  registerPrintMessages(i18n);
  return useTranslation([PRINT_NAMESPACE, 'translation']);
}
