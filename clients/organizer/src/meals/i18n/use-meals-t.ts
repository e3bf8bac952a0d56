import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

export const MEALS_NAMESPACE = 'meals';

const bundles = { fr, de, en } as const;

export function registerMealMessages(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, MEALS_NAMESPACE)) {
      i18n.addResourceBundle(language, MEALS_NAMESPACE, bundle, true, false);
    }
  }
}

/** useTranslation for the meals configuration and counts: their namespace first, then the app's shared texts. */
export function useMealsT() {
  const { i18n } = useTranslation();
  registerMealMessages(i18n);
  return useTranslation([MEALS_NAMESPACE, 'translation']);
}
