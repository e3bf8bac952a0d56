import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

export const AUTO_ASSIGN_NAMESPACE = 'autoAssign';

const bundles = { fr, de, en } as const;

export function registerAutoAssignMessages(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, AUTO_ASSIGN_NAMESPACE)) {
      i18n.addResourceBundle(language, AUTO_ASSIGN_NAMESPACE, bundle, true, false);
    }
  }
}

/** useTranslation for the auto-assignment screen: its namespace first, then the app's shared texts. */
export function useAutoAssignT() {
  const { i18n } = useTranslation();
  registerAutoAssignMessages(i18n);
  return useTranslation([AUTO_ASSIGN_NAMESPACE, 'translation']);
}
