import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

export const VOLUNTEER_PROFILE_NAMESPACE = 'volunteerProfile';

const bundles = { fr, de, en } as const;

export function registerVolunteerProfileMessages(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, VOLUNTEER_PROFILE_NAMESPACE)) {
      i18n.addResourceBundle(language, VOLUNTEER_PROFILE_NAMESPACE, bundle, true, false);
    }
  }
}

/** useTranslation for the volunteer profile: its namespace first, then the app's shared texts. */
export function useVolunteerProfileT() {
  const { i18n } = useTranslation();
  registerVolunteerProfileMessages(i18n);
  return useTranslation([VOLUNTEER_PROFILE_NAMESPACE, 'translation']);
}
