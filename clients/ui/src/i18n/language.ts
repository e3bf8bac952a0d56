/** Interface languages. fr-ch shows the French texts but stays the selected code (sent as fr-ch). */
export const LANGUAGES = ['fr', 'de', 'en', 'fr-ch'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What the language switch offers; fr-ch only comes from an organization that forces it. */
export const SELECTABLE_LANGUAGES = ['fr', 'de', 'en'] as const satisfies readonly Language[];

export const DEFAULT_LANGUAGE: Language = 'fr';
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_DAYS = 730;

const DAY_MS = 24 * 60 * 60 * 1000;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The cookie string that stores the choice; the server reads it to localize its messages. */
export function languageCookie(language: Language, now: Date = new Date()): string {
  const expires = new Date(now.getTime() + LANGUAGE_COOKIE_DAYS * DAY_MS).toUTCString();
  return `${LANGUAGE_COOKIE}=${language}; expires=${expires}; path=/; SameSite=Lax`;
}

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

export function readLanguageCookie(): Language | null {
  const value = readCookie(LANGUAGE_COOKIE);
  return isLanguage(value) ? value : null;
}

export function writeLanguageCookie(language: Language): void {
  document.cookie = languageCookie(language);
}

/** The organization's forced language wins over the visitor's choice, which wins over the default. */
export function resolveLanguage(forcedLanguage?: string | null): Language {
  if (isLanguage(forcedLanguage)) return forcedLanguage;
  return readLanguageCookie() ?? DEFAULT_LANGUAGE;
}
