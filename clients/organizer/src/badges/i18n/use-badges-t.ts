import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

export const BADGES_NAMESPACE = 'badges';

const bundles = { fr, de, en } as const;

export function registerBadgesMessages(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, BADGES_NAMESPACE)) {
      i18n.addResourceBundle(language, BADGES_NAMESPACE, bundle, true, false);
    }
  }
}

/** useTranslation for the badge templates and their printing: their namespace first, then the app's shared texts. */
export function useBadgesT() {
  const { i18n } = useTranslation();
  registerBadgesMessages(i18n);
  return useTranslation([BADGES_NAMESPACE, 'translation']);
}
