import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

export const INTEGRATIONS_NAMESPACE = 'integrations';

const bundles = { fr, de, en } as const;

export function registerIntegrationsMessages(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, INTEGRATIONS_NAMESPACE)) {
      i18n.addResourceBundle(language, INTEGRATIONS_NAMESPACE, bundle, true, false);
    }
  }
}

/** useTranslation for the API tokens and webhooks screens: their namespace first, then the app's shared texts. */
export function useIntegrationsT() {
  const { i18n } = useTranslation();
  registerIntegrationsMessages(i18n);
  return useTranslation([INTEGRATIONS_NAMESPACE, 'translation']);
}
