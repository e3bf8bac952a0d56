import { useTranslation } from 'react-i18next';

/** Points as the volunteer's language writes numbers: '40', '12,5' (fr), '1’250' (de-CH). */
export function formatPoints(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-CH' : language === 'fr' ? 'fr-CH' : 'en', { maximumFractionDigits: 2 }).format(value);
}

/** A change of points with its sign: '+40', '−12,5' (a true minus sign, read as such by screen readers). */
export function formatPointsDiff(value: number, language: string): string {
  if (value === 0) return formatPoints(0, language);
  return `${value > 0 ? '+' : '−'}${formatPoints(Math.abs(value), language)}`;
}

/** "40 points" / "1 point" in the page's language. */
export function usePoints(): (value: number) => string {
  const { t, i18n } = useTranslation();
  return (value: number) => t('portal.points.value', { count: value, value: formatPoints(value, i18n.language) });
}
