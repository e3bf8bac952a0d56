import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerEventMessages } from '../../i18n/use-events-t';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

export const COMMUNICATIONS_NAMESPACE = 'communications';

const bundles = { fr, de, en } as const;

export function registerCommunicationMessages(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, COMMUNICATIONS_NAMESPACE)) {
      i18n.addResourceBundle(language, COMMUNICATIONS_NAMESPACE, bundle, true, false);
    }
  }
}

/**
 * useTranslation for the communications screens: their namespace first, then the app's shared texts.
 * The events namespace is registered too (`events:` keys: saved, status names, QueryError's words).
 */
export function useCommunicationsT() {
  const { i18n } = useTranslation();
  registerEventMessages(i18n);
  registerCommunicationMessages(i18n);
  return useTranslation([COMMUNICATIONS_NAMESPACE, 'translation']);
}
