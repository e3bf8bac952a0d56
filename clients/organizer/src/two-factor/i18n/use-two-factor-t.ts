import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

export const TWO_FACTOR_NAMESPACE = 'twoFactor';

const bundles = { fr, de, en } as const;

export function registerTwoFactorMessages(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, TWO_FACTOR_NAMESPACE)) {
      i18n.addResourceBundle(language, TWO_FACTOR_NAMESPACE, bundle, true, false);
    }
  }
}

/** useTranslation for two-factor authentication (login step, setup pages): their namespace first, then the app's shared texts. */
export function useTwoFactorT() {
  const { i18n } = useTranslation();
  registerTwoFactorMessages(i18n);
  return useTranslation([TWO_FACTOR_NAMESPACE, 'translation']);
}
