import { lazyRoute, NotFoundPage, PublicShell, RouteRoot } from '@benevo/ui';
import type { RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';

function PortalShell() {
  const { t } = useTranslation();
  return <PublicShell homePath="/portal" subtitle={t('portal.name')} />;
}

/** The volunteer portal lives under /portal; anything else there is "not found" in place. */
export const routes: RouteObject[] = [
  {
    Component: RouteRoot,
    children: [
      {
        Component: PortalShell,
        children: [
          { path: '/portal', Component: lazyRoute(() => import('./home/PortalHomePage')) },
          { path: '/portal/t/:token', Component: lazyRoute(() => import('./space/VolunteerSpacePage')) },
          { path: '/portal/t/:token/messages/:id', Component: lazyRoute(() => import('./space/VolunteerMessagePage')) },
          { path: '*', element: <NotFoundPage homePath="/portal" /> },
        ],
      },
    ],
  },
];
