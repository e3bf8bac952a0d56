import crypto from 'node:crypto';
import path from 'node:path';
import { expressMiddleware } from '@as-integrations/express5';
import { translate } from '@benevo/schema';
import cookieParser from 'cookie-parser';
import express, { type ErrorRequestHandler, type Express } from 'express';
import helmet from 'helmet';
import pinoHttp from 'pino-http';
import type { ApolloServer } from '@apollo/server';
import type { AppServices, RequestContext } from '../context';
import { AppError, asServiceError, HTTP_STATUS } from '../errors/app-error';
import { renderError } from '../errors/render';
import { redactUrl } from '../logger';
import { facadeRouter, type FacadePrefix } from '../rest/facade';
import { clientsRouter } from './clients';
import { inputHygiene } from './input-hygiene';
import { multipartForm } from './multipart';
import { requestContextMiddleware, requestLanguage } from './request-context';

export interface HttpDependencies {
  app: AppServices;
  apollo: ApolloServer<RequestContext>;
  facade: FacadePrefix[];
  /** Database and queue reachability for /readyz. */
  isReady(): Promise<Record<string, boolean>>;
  /** Extra routers mounted before the clients (e.g. /dev/mailbox in embedded mode). */
  extraRouters: Array<{ path: string; router: express.Router }>;
  /** True once the server is shutting down: /readyz answers 503 so a balancer stops sending. */
  draining?(): boolean;
}

/** Uploads travel as base64 in JSON (DESIGN.md): 15 MB bodies on the API. */
const BODY_LIMIT_MEGABYTES = 15;
const BODY_LIMIT = `${BODY_LIMIT_MEGABYTES}mb`;
const BODY_LIMIT_BYTES = BODY_LIMIT_MEGABYTES * 1024 * 1024;

/** Express's body-parser error shape for a body over the limit (the error handler answers 413). */
const tooLarge = () => Object.assign(new Error('entity.too.large'), { type: 'entity.too.large', status: 413, expose: true });

/**
 * A body announced larger than the limit is refused before anything reads it, whatever its type (the
 * JSON and form parsers count the others as they read; GraphQL's multipart uploads are not read at all).
 */
function announcedBodyLimit(limitBytes: number): express.RequestHandler {
  return (req, _res, next) => {
    const announced = Number(req.headers['content-length']);
    next(Number.isFinite(announced) && announced > limitBytes ? tooLarge() : undefined);
  };
}

export function createHttpApp(deps: HttpDependencies): Express {
  const { app } = deps;
  const http = express();
  http.disable('x-powered-by');
  // Whose X-Forwarded-For gives the client's address (attempt limits): TRUST_PROXY, loopback by default.
  http.set('trust proxy', app.config.trustProxy);
  http.use(
    pinoHttp({
      logger: app.logger,
      genReqId: (req, res) => {
        const given = req.headers['x-request-id'];
        const id = typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : crypto.randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || (req.url ?? '').startsWith('/static/') },
    }),
  );
  http.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Mantine sets inline styles; the mailbox shows mails in sandboxed srcdoc frames.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'frame-src': ["'self'"],
          'upgrade-insecure-requests': null,
        },
      },
    }),
  );
  http.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  http.get('/readyz', async (_req, res) => {
    // Shutting down (SIGTERM): not ready, whatever the checks say, so the balancer sends elsewhere.
    if (deps.draining?.()) {
      res.status(503).json({ status: 'stopping' });
      return;
    }
    const checks = await deps.isReady();
    const ok = Object.values(checks).every(Boolean);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable', checks });
  });
  http.use('/media', express.static(path.join(app.config.dataDir, 'media'), { index: false, maxAge: '30d' }));

  const apiPaths = ['/graphql', '/apis', '/accounts'];
  const api = express.Router();
  // Hygiene after the context: its 400 speaks the caller's language.
  api.use(
    apiPaths,
    cookieParser(),
    announcedBodyLimit(BODY_LIMIT_BYTES),
    express.json({ limit: BODY_LIMIT }),
    multipartForm(BODY_LIMIT_BYTES),
    requestContextMiddleware(app),
    inputHygiene,
  );
  api.use('/graphql', expressMiddleware(deps.apollo, { context: async ({ req }) => req.ctx }));
  for (const prefix of deps.facade) api.use(prefix.prefix, facadeRouter(prefix));
  // Any other API path is unknown: a JSON 404, never the client's HTML.
  api.use(['/apis', '/accounts'], (_req, _res, next) => next(AppError.notFound()));
  http.use(api);

  for (const extra of deps.extraRouters) http.use(extra.path, extra.router);
  http.use(clientsRouter(app.config.clientsDir));
  http.use(errorHandler(app));
  return http;
}

/** Service errors -> status and `{"detail"}` / `{"field": [...]}` bodies (GraphQL-shaped on /graphql). */
function errorHandler(app: AppServices): ErrorRequestHandler {
  return (error, req, res, _next) => {
    // A body refused by its parser comes before the request context: the language from the request.
    const language = req.ctx?.language ?? requestLanguage(req);
    const bodyError = (error as { type?: string }).type;
    if (bodyError === 'entity.too.large') {
      // 413 with the limit in the caller's language, GraphQL-shaped on /graphql (issue 20); nothing was read further.
      const message = translate(language, 'limits.bodyTooLarge', { megabytes: BODY_LIMIT_MEGABYTES });
      res.status(413).json(req.originalUrl.startsWith('/graphql') ? { errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] } : { detail: message });
      return;
    }
    if (bodyError === 'entity.parse.failed') {
      res.status(400).json({ detail: renderError(null, language).message });
      return;
    }
    // Express's own client errors (a path that does not decode, a bad body encoding): the caller's 4xx.
    const clientStatus = (error as { status?: unknown }).status;
    if (!(error instanceof AppError) && typeof clientStatus === 'number' && clientStatus >= 400 && clientStatus < 500) {
      res.status(clientStatus).json({ detail: renderError(AppError.validation({}), language).message });
      return;
    }
    const serviceError = asServiceError(error);
    const rendered = renderError(serviceError, language);
    if (rendered.code === 'INTERNAL_SERVER_ERROR') app.logger.error({ err: error, requestId: req.id }, 'unhandled error');
    if (rendered.code === 'SERVICE_UNAVAILABLE') app.logger.warn({ err: error, requestId: req.id }, 'service unavailable');
    const status = HTTP_STATUS[rendered.code];
    if (serviceError instanceof AppError && serviceError.retryAfterSeconds) res.set('Retry-After', String(serviceError.retryAfterSeconds));
    if (req.originalUrl.startsWith('/graphql')) {
      const extensions = { code: rendered.code, ...(rendered.fieldErrors ? { fieldErrors: rendered.fieldErrors } : {}) };
      res.status(status).json({ errors: [{ message: rendered.message, extensions }] });
      return;
    }
    // The two-factor codes travel in the body too, so that a client tells them from other 401/403s.
    const otpCode = rendered.code === 'OTP_REQUIRED' || rendered.code === 'OTP_SETUP_REQUIRED' ? { code: rendered.code.toLowerCase() } : {};
    res.status(status).json(rendered.fieldErrors ?? { detail: rendered.message, ...otpCode });
  };
}
