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
          // A login mail's one-time link: exchanged for the personal token, then the space.
          { path: '/portal/login/:code', Component: lazyRoute(() => import('./login/PortalLoginPage')) },
          // The installed app's start URL (web manifest): the space kept on this device, or the home.
          { path: '/portal/app', Component: lazyRoute(() => import('./space/offline/PortalLauncher')) },
          {
            // One page for the space and its sections (/portal/t/:token/points, …): moving between them
            // keeps the page, its header and what it has loaded.
            path: '/portal/t/:token',
            Component: lazyRoute(() => import('./space/VolunteerSpacePage')),
            children: [
              { index: true, element: null },
              { path: ':section', element: null },
            ],
          },
          { path: '/portal/t/:token/messages/:id', Component: lazyRoute(() => import('./space/VolunteerMessagePage')) },
          { path: '*', element: <NotFoundPage homePath="/portal" /> },
        ],
      },
    ],
  },
];
