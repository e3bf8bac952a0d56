/**
 * The portal's service worker (built by vite-plugin-pwa, served at /static/portal/sw.js with
 * `Service-Worker-Allowed: /portal`): it keeps the app's files so that the space opens without network.
 * Scope /portal: it controls the portal's pages only, never the organizer's or the public site's.
 * Production builds only (the dev server has no sw.js).
 */
export const SERVICE_WORKER_SCOPE = '/portal';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`, { scope: SERVICE_WORKER_SCOPE }).catch(() => {
      // No service worker (a refused header, a private window): the portal works online as before.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
