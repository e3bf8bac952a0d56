/**
 * A message with plural forms, chosen by the CLDR plural rules of the language (Intl.PluralRules, the
 * rules i18next applies to the clients' `_one` / `_other` keys), so "1 minute" is never "1 minutes".
 */
export interface PluralText {
  readonly one: string;
  readonly other: string;
}

export type MessageText = string | PluralText;

/** The parameter a plural form is chosen by: `count`, else `max`, else `minutes`. */
const COUNT_PARAMS = ['count', 'max', 'minutes'] as const;

export function selectPlural(text: MessageText, language: string, params: Record<string, string | number> = {}): string {
  if (typeof text === 'string') return text;
  const name = COUNT_PARAMS.find((param) => params[param] !== undefined);
  const count = name === undefined ? Number.NaN : Number(params[name]);
  if (!Number.isFinite(count)) return text.other;
  return new Intl.PluralRules(language).select(count) === 'one' ? text.one : text.other;
}
