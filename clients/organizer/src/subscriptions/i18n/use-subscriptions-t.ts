import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

export const SUBSCRIPTIONS_NAMESPACE = 'subscriptionsPage';

const bundles = { fr, de, en } as const;

export function registerSubscriptionsMessages(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, SUBSCRIPTIONS_NAMESPACE)) {
      i18n.addResourceBundle(language, SUBSCRIPTIONS_NAMESPACE, bundle, true, false);
    }
  }
}

/** useTranslation for the subscription page: its namespace first, then the app's shared texts. */
export function useSubscriptionsT() {
  const { i18n } = useTranslation();
  registerSubscriptionsMessages(i18n);
  return useTranslation([SUBSCRIPTIONS_NAMESPACE, 'translation']);
}
