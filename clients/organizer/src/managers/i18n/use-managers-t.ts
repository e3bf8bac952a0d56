import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

export const MANAGERS_NAMESPACE = 'managers';

const bundles = { fr, de, en } as const;

export function registerManagerMessages(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, MANAGERS_NAMESPACE)) {
      i18n.addResourceBundle(language, MANAGERS_NAMESPACE, bundle, true, false);
    }
  }
}

/** useTranslation for the managers screens and the public manager view link: their namespace first, then the app's shared texts. */
export function useManagersT() {
  const { i18n } = useTranslation();
  registerManagerMessages(i18n);
  return useTranslation([MANAGERS_NAMESPACE, 'translation']);
}
