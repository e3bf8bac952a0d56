/** A number of points in the interface language (half points keep their decimal). */
export function formatPoints(value: number, language: string, signed = false): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2, signDisplay: signed ? 'exceptZero' : 'auto' }).format(value);
}
