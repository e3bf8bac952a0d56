import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { applyLanguage } from '../i18n/i18n';
import { readLanguageCookie, resolveLanguage, writeLanguageCookie } from '../i18n/language';
import { useActiveOrganization } from '../session/session-store';

export const APP_TITLE = 'Benevo';

/**
 * The root route of every app (spec 2 routing rules): an old hash URL (#/events/list) goes to its
 * path, and each navigation resets the page title and re-applies the locale (an organization's
 * forced language included).
 */
export function RouteRoot({ forcedLanguage = null }: { forcedLanguage?: string | null }) {
  const location = useLocation();
  const { i18n } = useTranslation();

  useEffect(() => {
    document.title = APP_TITLE;
    const language = resolveLanguage(forcedLanguage);
    // The server localizes its messages from the cookie, so a forced language goes there too.
    if (forcedLanguage && readLanguageCookie() !== language) writeLanguageCookie(language);
    applyLanguage(i18n, language);
  }, [location, forcedLanguage, i18n]);

  if (location.hash.startsWith('#/')) return <Navigate to={location.hash.slice(1)} replace />;
  return <Outlet />;
}

/** The organizer's root: the active organization of the session decides a forced language. */
export function SessionRouteRoot() {
  return <RouteRoot forcedLanguage={useActiveOrganization()?.forcedLanguage} />;
}
