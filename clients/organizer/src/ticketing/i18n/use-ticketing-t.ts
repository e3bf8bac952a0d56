import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

export const TICKETING_NAMESPACE = 'ticketing';

const bundles = { fr, de, en } as const;

export function registerTicketingMessages(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, TICKETING_NAMESPACE)) {
      i18n.addResourceBundle(language, TICKETING_NAMESPACE, bundle, true, false);
    }
  }
}

/** useTranslation for the ticketing screen: their namespace first, then the app's shared texts. */
export function useTicketingT() {
  const { i18n } = useTranslation();
  registerTicketingMessages(i18n);
  return useTranslation([TICKETING_NAMESPACE, 'translation']);
}
