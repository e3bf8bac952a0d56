import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyDateLocale } from '../dates/moment';
import { DEFAULT_LANGUAGE, type InterfaceLanguage, INTERFACE_LANGUAGES } from '@benevo/schema';
import { resolveLanguage } from './language';
import { de } from './messages/de';
import { en } from './messages/en';
import { fr } from './messages/fr';

export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** An app's own texts, merged under its own top-level keys next to the shared ones. */
export interface AppMessages {
  fr: MessageTree;
  de: MessageTree;
  en: MessageTree;
}

/**
 * Creates the i18next instance of an app, started in the visitor's language. fr-ch falls back to the
 * French texts while i18n.language stays 'fr-ch'.
 */
export function createI18n(appMessages?: AppMessages): I18n {
  const instance = i18next.createInstance();
  const language = resolveLanguage();
  void instance.use(initReactI18next).init({
    lng: language,
    // fr-ch has no texts of its own: i18next falls back from 'fr-ch' to 'fr' by itself.
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...INTERFACE_LANGUAGES],
    // A screen's own namespace (added with addResourceBundle) still finds the shared texts.
    fallbackNS: 'translation',
    lowerCaseLng: true,
    resources: {
      fr: { translation: { ...fr, ...appMessages?.fr } },
      de: { translation: { ...de, ...appMessages?.de } },
      en: { translation: { ...en, ...appMessages?.en } },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  applyDateLocale(language);
  document.documentElement.lang = language;
  return instance;
}

/** Switches texts, date formats and the page's lang attribute together. */
export function applyLanguage(i18n: I18n, language: InterfaceLanguage): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  applyDateLocale(language);
  document.documentElement.lang = language;
}
