import type { MessageKey } from '@benevo/schema';
import { AppError } from '../errors/app-error';

/** The largest value of a PostgreSQL `integer` column (ids, counts): anything above is nobody's row. */
export const MAX_INTEGER = 2_147_483_647;

/** Whether a number can be the id of a row (a positive `integer`). */
export function isRowId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= MAX_INTEGER;
}

/** A number, or a string of digits only ("1e3", "0x10", " 7" and "1.0" are not ids); NaN otherwise. */
export function idNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d{1,10}$/.test(value)) return Number(value);
  return Number.NaN;
}

/** A positive integer id from GraphQL or the facade; anything else (beyond 32 bits too) answers NOT_FOUND. */
export function parseId(value: unknown, key: MessageKey = 'error.notFound'): number {
  const id = idNumber(value);
  if (!isRowId(id)) throw AppError.notFound(key);
  return id;
}

/** An optional reference id: null/undefined/'' stay null, anything else must be a row id. */
export function optionalId(value: unknown, field: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  const id = idNumber(value);
  if (!isRowId(id)) throw AppError.field(field, 'validation.unknownReference');
  return id;
}
