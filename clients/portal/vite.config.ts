import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { clientBuildPlugins, clientViteConfig } from '../ui/vite-config';

/** Benevo's primary colour (indigo 7), the installed app's bar. */
const THEME_COLOR = '#3b5bdb';

/**
 * The portal is installable and reads offline (issue 17): vite-plugin-pwa writes the web manifest and a
 * Workbox service worker that precaches the built files. The files live under /static/portal/ while the
 * pages are /portal/…: the worker is registered with scope /portal (the server allows it with
 * Service-Worker-Allowed) and answers any /portal page with the precached index.html. The API is never
 * cached by the worker: the last data is kept per personal token by the app (src/space/offline).
 */
const pwa = VitePWA({
  injectRegister: false,
  registerType: 'autoUpdate',
  scope: '/portal',
  // The public/ files (icons) are precached by the glob below already.
  includeManifestIcons: false,
  manifest: {
    id: '/portal/app',
    name: 'Benevo – mon espace bénévole',
    short_name: 'Benevo',
    description: 'Mes engagements de bénévole, même hors connexion.',
    lang: 'fr',
    start_url: '/portal/app',
    scope: '/portal',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons: [
      { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
    navigateFallback: '/static/portal/index.html',
    navigateFallbackAllowlist: [/^\/portal(\/|$)/],
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    runtimeCaching: [{ urlPattern: /\/favicon\.(?:svg|ico)$/, handler: 'StaleWhileRevalidate', options: { cacheName: 'benevo-portal-icons' } }],
  },
});

export default defineConfig(({ command }) => ({
  ...clientViteConfig('portal', 5175, command),
  plugins: command === 'build' ? [react(), pwa, ...clientBuildPlugins(command)] : [react()],
}));
