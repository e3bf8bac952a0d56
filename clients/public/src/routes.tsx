import { lazyRoute, NotFoundPage, PublicShell, RedirectTo, RouteRoot } from '@benevo/ui';
import { type RouteObject, useParams } from 'react-router';
import { OrganizationShell } from './organization/OrganizationShell';

function OrganizationNotFound() {
  const { orgSlug = '' } = useParams();
  return <NotFoundPage homePath={`/o/${orgSlug}`} />;
}

function BareShell() {
  return <PublicShell homePath="/" />;
}

/** The public site under /o/:orgSlug (spec 2 public routes); other paths are "not found" in place. */
export const routes: RouteObject[] = [
  {
    Component: RouteRoot,
    children: [
      {
        path: '/o/:orgSlug',
        Component: OrganizationShell,
        children: [
          { index: true, Component: lazyRoute(() => import('./organization/OrganizationPage')) },
          { path: 'calendar', Component: lazyRoute(() => import('./organization/CalendarPage')) },
          { path: 'contact', Component: lazyRoute(() => import('./organization/ContactPage')) },
          { path: 'events', element: <RedirectTo to="/o/:orgSlug" /> },
          { path: 'event', element: <RedirectTo to="/o/:orgSlug" /> },
          { path: 'e-cal/:eventUUID', Component: lazyRoute(() => import('./event/EventSignupPage')) },
          { path: 'c/:token', Component: lazyRoute(() => import('./campaign/CampaignPage')) },
          { path: 'waiting/:token', Component: lazyRoute(() => import('./waiting/WaitingOfferPage')) },
          { path: '*', Component: OrganizationNotFound },
        ],
      },
      { Component: BareShell, children: [{ path: '*', element: <NotFoundPage /> }] },
    ],
  },
];
