import type { PluginOption, UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** Paths the dev servers hand to the API server (npm run dev in server/, port 4000). */
const API_PATHS = ['/graphql', '/apis', '/accounts', '/media', '/dev', '/healthz', '/favicon.ico', '/favicon.svg'];
const API_TARGET = 'http://localhost:4000';

/**
 * The Vite config of a client (the app adds the React plugin it depends on): built under /static/<app>/
 * (the server serves it there), dev server proxying the API. @benevo/ui is a workspace link to
 * TypeScript source outside node_modules, so Vite compiles it as app code.
 */
export function clientViteConfig(app: string, port: number, command: 'build' | 'serve'): UserConfig {
  return {
    // The dev server serves the app itself at its absolute routes (/dashboard, /o/…), so it stays at /.
    base: command === 'build' ? `/static/${app}/` : '/',
    // One moment instance: Vite would take `moment` from its ESM build (jsnext:main) while moment-timezone's
    // and the locales' `require('../moment')` reach the CommonJS main, so the locales never reached the dates.
    resolve: { alias: [{ find: /^moment$/, replacement: 'moment/moment.js' }] },
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
    server: {
      port,
      strictPort: true,
      proxy: Object.fromEntries(
        API_PATHS.map((path) => [path, { target: API_TARGET, changeOrigin: false, ws: path === '/graphql' }]),
      ),
    },
    preview: { port },
  };
}

/**
 * Plugins every client build shares: each built asset of 1 kB or more is also written brotli- and
 * gzip-compressed beside itself (x.js.br, x.js.gz, best levels), and the server sends the variant the
 * browser accepts (express-static-gzip): no compression work per request (issue 19).
 */
export function clientBuildPlugins(command: 'build' | 'serve'): PluginOption[] {
  return command === 'build' ? [compression({ threshold: 1024, algorithms: ['brotliCompress', 'gzip'] })] : [];
}
