import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

export const INFOS_NAMESPACE = 'infos';

const bundles = { fr, de, en } as const;

export function registerInfosMessages(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, INFOS_NAMESPACE)) {
      i18n.addResourceBundle(language, INFOS_NAMESPACE, bundle, true, false);
    }
  }
}

/** useTranslation for the infos area (release notes, tutorials, videos, contact): its namespace first, then the app's shared texts. */
export function useInfosT() {
  const { i18n } = useTranslation();
  registerInfosMessages(i18n);
  return useTranslation([INFOS_NAMESPACE, 'translation']);
}
