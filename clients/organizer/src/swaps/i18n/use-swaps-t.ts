import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

export const SWAPS_NAMESPACE = 'swaps';

const bundles = { fr, de, en } as const;

export function registerSwapMessages(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, SWAPS_NAMESPACE)) {
      i18n.addResourceBundle(language, SWAPS_NAMESPACE, bundle, true, false);
    }
  }
}

/** useTranslation for the swap approval screen: its namespace first, then the app's shared texts. */
export function useSwapsT() {
  const { i18n } = useTranslation();
  registerSwapMessages(i18n);
  return useTranslation([SWAPS_NAMESPACE, 'translation']);
}
