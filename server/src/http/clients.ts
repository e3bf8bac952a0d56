import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

export type ClientApp = 'organizer' | 'portal' | 'manager' | 'public';
export const CLIENT_APPS: ClientApp[] = ['organizer', 'portal', 'manager', 'public'];

/**
 * Which app serves a page (DESIGN.md "URLs"): public site /o/*, portal /portal/*, manager space
 * /manager/login, /manager/password, /manager/events(/:id), the scan stand /manager/scan, /manager/:eventUUID/:secret and
 * /:orgSlug/public_manager/:orgID; the organizer app everything else, /manager/list included.
 */
export function clientForPath(pathname: string): ClientApp {
  if (pathname === '/o' || pathname.startsWith('/o/')) return 'public';
  if (pathname === '/portal' || pathname.startsWith('/portal/')) return 'portal';
  if (pathname === '/manager/login' || pathname === '/manager/login/') return 'manager';
  if (pathname === '/manager/scan' || pathname === '/manager/scan/') return 'manager';
  // The manager's own pages: the invitation's set-password link and the list of their events.
  if (/^\/manager\/(password|events)\/?$/.test(pathname)) return 'manager';
  if (/^\/manager\/[^/]+\/[^/]+\/?$/.test(pathname)) return 'manager';
  if (/^\/[^/]+\/public_manager\/[^/]+\/?$/.test(pathname)) return 'manager';
  return 'organizer';
}

/** The portal's service worker is served from /static/portal/ and controls the /portal pages (issue 17). */
export const PORTAL_SERVICE_WORKER_SCOPE = '/portal';

/**
 * Only dist/assets/ holds content-hashed names: any other built file (the portal's service worker and web
 * manifest, the icons) keeps its name across builds, so it is revalidated on each use instead of cached
 * for a year. The portal's worker may control a scope above its folder: Service-Worker-Allowed.
 */
function unhashedFileHeaders(app: ClientApp, distDir: string) {
  return (res: ServerResponse, filePath: string): void => {
    // A compressed variant (x.js.br) is named by the file it stands for.
    const relative = path.relative(distDir, filePath.replace(/\.(br|gz)$/, '')).split(path.sep);
    if (relative[0] === 'assets') return;
    res.setHeader('Cache-Control', 'no-cache');
    if (app === 'portal' && relative.join('/') === 'sw.js') res.setHeader('Service-Worker-Allowed', PORTAL_SERVICE_WORKER_SCOPE);
  };
}

/** Serves the built clients: hashed assets under /static/<app>/, index.html for every page URL. */
export function clientsRouter(clientsDir: string): Router {
  const router = express.Router();
  for (const app of CLIENT_APPS) {
    const distDir = path.join(clientsDir, app, 'dist');
    // The build writes x.js.br and x.js.gz beside each asset (clients/ui/vite-config.ts): the browser gets
    // the smallest variant it accepts (brotli, else gzip, else the file). The variants are listed once,
    // at start-up: a client built while the server runs is served uncompressed until a restart.
    router.use(
      `/static/${app}`,
      expressStaticGzip(distDir, {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        index: false,
        serveStatic: { index: false, immutable: true, maxAge: '365d', setHeaders: unhashedFileHeaders(app, distDir) },
      }),
    );
  }
  // One icon for every app (clients/ui/public), at the addresses browsers ask for.
  for (const icon of ['favicon.ico', 'favicon.svg']) {
    router.get(`/${icon}`, (_req: Request, res: Response) => {
      const file = path.join(clientsDir, 'ui', 'public', icon);
      if (!fs.existsSync(file)) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      res.set('Cache-Control', 'public, max-age=86400').sendFile(file);
    });
  }
  router.use('/static', (_req, res) => {
    // express-static-gzip names the compressed variant before serve-static looks for it: a request it
    // does not serve (another method, a file gone since start-up) must not say its text is compressed.
    res.removeHeader('Content-Encoding');
    res.removeHeader('Vary');
    res.status(404).type('text/plain').send('Not found');
  });
  router.get('/{*page}', (req: Request, res: Response) => {
    const app = clientForPath(req.path);
    const index = path.join(clientsDir, app, 'dist', 'index.html');
    if (!fs.existsSync(index)) {
      res.status(503).type('text/plain').send(`The ${app} client is not built: run "npm run build".`);
      return;
    }
    res.set('Cache-Control', 'no-cache').sendFile(index);
  });
  return router;
}
