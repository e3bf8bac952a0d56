import { lazyRoute, NotFoundPage, PublicShell, RouteRoot } from '@benevo/ui';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { ManagerApollo } from './space/session/ManagerApollo';

/** The manager space's frame: its own API client (the manager's header, no cookie). */
function ManagerShell() {
  const { t } = useTranslation();
  return (
    <ManagerApollo>
      <PublicShell homePath="/manager/login" subtitle={t('manager.name')} />
    </ManagerApollo>
  );
}

/** The scan stand's frame: phone first, the brand leading back to the stand itself. */
function StandShell() {
  const { t } = useTranslation();
  return <PublicShell homePath="/manager/scan" subtitle={t('manager.stand.title')} />;
}

const ManagerEventPage = lazyRoute(() => import('./space/event/ManagerEventPage'));

/** The manager space's routes (DESIGN "URLs"); other paths are "not found" in place. */
export const routes: RouteObject[] = [
  {
    Component: RouteRoot,
    children: [
      {
        Component: StandShell,
        children: [{ path: '/manager/scan', Component: lazyRoute(() => import('./stand/StandPage')) }],
      },
      {
        Component: ManagerShell,
        children: [
          { path: '/manager/login', Component: lazyRoute(() => import('./space/login/ManagerLoginPage')) },
          { path: '/manager/password', Component: lazyRoute(() => import('./space/login/SetPasswordPage')) },
          { path: '/manager/events', Component: lazyRoute(() => import('./space/events/ManagerEventsPage')) },
          { path: '/manager/events/:eventId', Component: lazyRoute(() => import('./space/event/ManagerEventDetailPage')) },
          { path: '/manager/:eventUUID/:secret', Component: ManagerEventPage },
          { path: '/:orgSlug/public_manager/:orgID', Component: ManagerEventPage },
          { path: '*', element: <NotFoundPage homePath="/manager/login" /> },
        ],
      },
    ],
  },
];
