import busboy from 'busboy';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Form data for the REST facade (spec 7: POST/PUT/PATCH of campaigns take form data, as Django REST
 * framework accepts it on every route): `multipart/form-data` bodies become the same flat body a JSON
 * request gives, so the routes read one shape and the input-hygiene layer checks it. A repeated field
 * becomes a list; a file part becomes its base64 text, under `base64Logo` when sent as `logo` (the
 * spec's upload field). GraphQL never reads form data (CSRF through simple forms).
 */

/** Express's body-parser error shapes, which the error handler answers with 400 or 413. */
const bodyError = (type: 'entity.parse.failed' | 'entity.too.large') =>
  Object.assign(new Error(type), { type, status: type === 'entity.too.large' ? 413 : 400, expose: true });

const MAX_FIELDS = 200;
const MAX_FILES = 5;

export function multipartForm(limitBytes: number): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (req.originalUrl.startsWith('/graphql') || !req.is('multipart/form-data')) {
      next();
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fieldSize: limitBytes, fileSize: limitBytes, fields: MAX_FIELDS, files: MAX_FILES } });
    } catch {
      next(bodyError('entity.parse.failed'));
      return;
    }
    const body: Record<string, unknown> = {};
    let total = 0;
    let failure: Error | null = null;
    const files: Array<Promise<void>> = [];
    let finished = false;
    const finish = (error: Error | null) => {
      if (finished) return;
      finished = true;
      if (error) next(error);
      else {
        req.body = body;
        next();
      }
    };
    const put = (name: string, value: string) => {
      total += value.length;
      if (total > limitBytes) failure ??= bodyError('entity.too.large');
      // Refused already: the rest of the body is read to its end (the answer follows it), never kept.
      if (failure) return;
      const previous = body[name];
      body[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) failure ??= bodyError('entity.too.large');
      else put(name, value);
    });
    parser.on('file', (name, stream) => {
      const chunks: Buffer[] = [];
      files.push(
        new Promise((resolve) => {
          stream.on('data', (chunk: Buffer) => {
            // Files together count toward the limit as they arrive, not once all are in memory.
            total += chunk.length;
            if (total > limitBytes) failure ??= bodyError('entity.too.large');
            if (!failure) chunks.push(chunk);
          });
          stream.on('limit', () => {
            failure ??= bodyError('entity.too.large');
          });
          stream.on('close', () => {
            const bytes = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
            // Counted as they came in; put() counts the base64 text instead.
            total -= bytes;
            put(name === 'logo' ? 'base64Logo' : name, Buffer.concat(chunks).toString('base64'));
            resolve();
          });
        }),
      );
    });
    parser.on('fieldsLimit', () => {
      failure ??= bodyError('entity.too.large');
    });
    parser.on('filesLimit', () => {
      failure ??= bodyError('entity.too.large');
    });
    parser.on('error', () => {
      req.unpipe(parser);
      finish(failure ?? bodyError('entity.parse.failed'));
    });
    parser.on('close', () => {
      void Promise.all(files).then(() => finish(failure));
    });
    req.pipe(parser);
  };
}
