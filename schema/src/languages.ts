import { DEFAULT_LANGUAGE } from './constants';

/** Interface languages; fr-ch is the regional variant, shown with the French texts. */
export const INTERFACE_LANGUAGES = ['fr', 'de', 'en', 'fr-ch'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** Languages that have their own texts. */
export const TEXT_LANGUAGES = ['fr', 'de', 'en'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

/** Normalizes anything a browser or a user sends (`fr-CH`, `de_DE`, `EN`) to an interface language. */
export function normalizeLanguage(value: string | null | undefined): InterfaceLanguage {
  if (!value) return DEFAULT_LANGUAGE;
  const lower = value.trim().toLowerCase().replace('_', '-');
  if (lower === 'fr-ch') return 'fr-ch';
  const base = lower.split('-')[0];
  return isInterfaceLanguage(base) ? base : DEFAULT_LANGUAGE;
}

/** The language whose texts are shown for an interface language. */
export function textLanguage(language: string | null | undefined): TextLanguage {
  const normalized = normalizeLanguage(language);
  return normalized === 'fr-ch' ? 'fr' : normalized;
}

/** Picks the first supported language of an Accept-Language header. */
export function languageFromAcceptHeader(header: string | undefined): InterfaceLanguage | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const lower = tag.toLowerCase();
    if (lower === 'fr-ch') return 'fr-ch';
    const base = lower.split('-')[0];
    if (isInterfaceLanguage(base)) return base;
  }
  return null;
}
