import {
  DEFAULT_LANGUAGE,
  type InterfaceLanguage,
  INTERFACE_LANGUAGES,
  isInterfaceLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
} from '@benevo/schema';

/**
 * Every interface language is selectable, fr-ch included (French texts, sent to the server as fr-ch).
 * The list, the default and the cookie rules come from @benevo/schema, which the server reads too.
 */
export const SELECTABLE_LANGUAGES = INTERFACE_LANGUAGES;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The cookie string that stores the choice; the server reads it to localize its messages. */
export function languageCookie(language: InterfaceLanguage, now: Date = new Date()): string {
  const expires = new Date(now.getTime() + LANGUAGE_COOKIE_DAYS * DAY_MS).toUTCString();
  return `${LANGUAGE_COOKIE}=${language}; expires=${expires}; path=/; SameSite=Lax`;
}

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

export function readLanguageCookie(): InterfaceLanguage | null {
  const value = readCookie(LANGUAGE_COOKIE);
  return isInterfaceLanguage(value) ? value : null;
}

export function writeLanguageCookie(language: InterfaceLanguage): void {
  document.cookie = languageCookie(language);
}

/** The organization's forced language wins over the visitor's choice, which wins over the default. */
export function resolveLanguage(forcedLanguage?: string | null): InterfaceLanguage {
  if (isInterfaceLanguage(forcedLanguage)) return forcedLanguage;
  return readLanguageCookie() ?? DEFAULT_LANGUAGE;
}
