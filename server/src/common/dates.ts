/** A GraphQL Date (parsed to a Date at UTC midnight) or a facade string, as `YYYY-MM-DD`. */
export function dateString(value: Date | string): string {
  return value instanceof Date ? (Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10)) : String(value);
}
