import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

export const CAMPAIGNS_NAMESPACE = 'campaigns';

const bundles = { fr, de, en } as const;

export function registerCampaignMessages(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, CAMPAIGNS_NAMESPACE)) {
      i18n.addResourceBundle(language, CAMPAIGNS_NAMESPACE, bundle, true, false);
    }
  }
}

/** useTranslation for the campaign screens: their namespace first, then the app's shared texts. */
export function useCampaignsT() {
  const { i18n } = useTranslation();
  registerCampaignMessages(i18n);
  return useTranslation([CAMPAIGNS_NAMESPACE, 'translation']);
}
