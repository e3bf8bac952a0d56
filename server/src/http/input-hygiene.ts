import { messageKey } from '@benevo/schema';
import type { NextFunction, Request, Response } from 'express';
import { MAX_INTEGER } from '../common/ids';
import { AppError } from '../errors/app-error';

/**
 * One input-hygiene layer for both doors (issue 9), before any service runs: every string of a JSON
 * body, of GraphQL variables, of the query string and of the path is free of NUL characters (which
 * PostgreSQL refuses in text) and within a length limit; every number is finite and within the range
 * of an `integer` column. Rules of a field (its own length, a date, an id) stay with the services and
 * the shared yup schemas; this layer only keeps what no field may hold from reaching them.
 */

/** Longest ordinary string: the longest texts (mail bodies, templates) are far below. */
export const MAX_STRING_LENGTH = 100_000;

/** Fields carrying files as base64 (DESIGN.md "Uploads"): bounded by the 15 MB body limit instead. */
const UPLOAD_FIELDS = new Set(['base64', 'base64Logo', 'imageLogo', 'fileBase64', 'images', 'profilePicture', 'logo']);

/** Deeper JSON than any input of the API: refused before a walk could exhaust the stack. */
const MAX_DEPTH = 32;

type Path = Array<string | number>;

interface Problem {
  path: Path;
  message: string;
}

/** `days[0].startsAt`, the field-error key convention of the facade and GraphQL. */
export function fieldName(path: Path): string {
  return path.reduce<string>((name, part) => (typeof part === 'number' ? `${name}[${part}]` : name ? `${name}.${part}` : part), '') || 'nonFieldErrors';
}

/** What is wrong with a string (a message key), or null. */
export function stringProblem(value: string, upload: boolean): string | null {
  if (value.includes('\u0000')) return 'validation.forbiddenCharacter';
  if (!upload && value.length > MAX_STRING_LENGTH) return messageKey('validation.maxLength', { max: MAX_STRING_LENGTH });
  return null;
}

/** Finite and within the range of an `integer` column (decimals too: rates, coordinates). */
export function numberInRange(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) <= MAX_INTEGER;
}

/** The first problem of a JSON value, with its path. */
export function findProblem(value: unknown, path: Path = [], upload = false): Problem | null {
  if (typeof value === 'string') {
    const message = stringProblem(value, upload);
    return message ? { path, message } : null;
  }
  if (typeof value === 'number') return numberInRange(value) ? null : { path, message: 'validation.outOfRange' };
  if (value === null || typeof value !== 'object') return null;
  if (path.length >= MAX_DEPTH) return { path, message: 'validation.tooNested' };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const problem = findProblem(value[i], [...path, i], upload);
      if (problem) return problem;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = stringProblem(key, false);
    if (keyProblem) return { path: [...path, key], message: keyProblem };
    const problem = findProblem(item, [...path, key], upload || UPLOAD_FIELDS.has(key));
    if (problem) return problem;
  }
  return null;
}

/**
 * GraphQL variables report under the input's own field names, as the services' errors do: an input
 * object variable (`$input`) is transparent, a scalar variable (`$slotIds`) names the field.
 */
function graphqlProblem(body: Record<string, unknown>): Problem | null {
  const query = body.query;
  // The document itself: its size is bounded by the token limit; NUL may hide in an escape too.
  if (typeof query === 'string' && (query.includes('\u0000') || /\\u0000|\\u\{0+\}/i.test(query))) {
    return { path: ['query'], message: 'validation.forbiddenCharacter' };
  }
  const variables = body.variables;
  if (variables !== null && typeof variables === 'object' && !Array.isArray(variables)) {
    for (const [name, value] of Object.entries(variables)) {
      const isInput = value !== null && typeof value === 'object' && !Array.isArray(value);
      const problem = findProblem(value, isInput ? [] : [name], UPLOAD_FIELDS.has(name));
      if (problem) return problem;
    }
    return null;
  }
  return findProblem(body, []);
}

/** Refuses a request whose body, query string or path holds what no field may hold (400, field error). */
export function inputHygiene(req: Request, _res: Response, next: NextFunction): void {
  const isGraphql = req.baseUrl === '/graphql' || req.path.startsWith('/graphql');
  const body = req.body as unknown;
  const problem =
    (isGraphql && body !== null && typeof body === 'object' && !Array.isArray(body)
      ? graphqlProblem(body as Record<string, unknown>)
      : findProblem(body)) ??
    findProblem(req.query) ??
    findProblem(safeDecode(req.path), ['path']);
  if (problem) {
    next(AppError.validation({ [fieldName(problem.path)]: [problem.message] }));
    return;
  }
  next();
}

/** The decoded path (a `%00` in a path segment is a NUL once express decodes its params). */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
