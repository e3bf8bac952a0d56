import {
  AppLayout,
  lazyRoute,
  MaintenancePage,
  NotFoundPage,
  PublicShell,
  RedirectTo,
  RequireSession,
  ServerErrorPage,
  SessionRouteRoot,
} from '@benevo/ui';
import { Navigate, type RouteObject } from 'react-router';

const SoonPage = lazyRoute(() => import('./infos/SoonPage'));

function redirect(path: string, to: string): RouteObject {
  return { path, element: <Navigate to={to} replace /> };
}

function AccountShell() {
  return <PublicShell homePath="/account/login" />;
}

/** Spec 2 route table; paths are absolute and spelled as the spec writes them. */
export const routes: RouteObject[] = [
  {
    Component: SessionRouteRoot,
    children: [
      redirect('/', '/dashboard'),
      redirect('/home', '/dashboard'),
      {
        Component: AccountShell,
        children: [
          redirect('/account', '/account/404'),
          { path: '/account/404', element: <NotFoundPage homePath="/account/login" /> },
          // The password, then the second factor of an account with two-factor authentication.
          { path: '/account/login', Component: lazyRoute(() => import('./LoginRoute')) },
          { path: '/account/register', Component: lazyRoute(() => import('./account/RegisterPage')) },
          { path: '/account/verify-user', Component: lazyRoute(() => import('./account/VerifyUserPage')) },
          { path: '/account/reset-password', Component: lazyRoute(() => import('./account/ResetPasswordPage')) },
          {
            path: '/account/reset-password-confirm',
            Component: lazyRoute(() => import('./account/ResetPasswordConfirmPage')),
          },
          { path: '/account/logout', Component: lazyRoute(() => import('./account/LogoutPage')) },
          // enforce2fa without a method yet: the restricted session's only page (RequireSession sends it here).
          { path: '/account/two-factor', Component: lazyRoute(() => import('./two-factor/TwoFactorRequiredPage')) },
          { path: '/404', element: <NotFoundPage homePath="/dashboard" /> },
          { path: '/500', element: <ServerErrorPage homePath="/dashboard" /> },
          { path: '/maintenance', Component: MaintenancePage },
        ],
      },
      {
        Component: RequireSession,
        children: [
          {
            Component: AppLayout,
            children: [
              { path: '/dashboard', Component: lazyRoute(() => import('./dashboard/DashboardPage')) },
              { path: '/profile/user', Component: lazyRoute(() => import('./profile/ProfileUserPage')) },
              { path: '/profile/org', Component: lazyRoute(() => import('./profile/ProfileOrgPage')) },
              { path: '/profile/two-factor', Component: lazyRoute(() => import('./two-factor/TwoFactorPage')) },
              // Integrators (issue 16): personal API tokens and the organization's webhooks.
              { path: '/profile/tokens', Component: lazyRoute(() => import('./integrations/TokensPage')) },
              { path: '/profile/webhooks', Component: lazyRoute(() => import('./integrations/WebhooksPage')) },
              { path: '/subscriptions', Component: lazyRoute(() => import('./subscriptions/SubscriptionsPage')) },
              { path: '/infos/support', Component: lazyRoute(() => import('./infos/SupportPage')) },
              { path: '/infos/whatsnew', Component: lazyRoute(() => import('./infos/WhatsNewPage')) },
              { path: '/infos/contact', Component: lazyRoute(() => import('./infos/ContactPage')) },
              { path: '/infos/doc', Component: lazyRoute(() => import('./infos/DocIndexPage')) },
              { path: '/infos/doc/:slug', Component: lazyRoute(() => import('./infos/DocArticlePage')) },
              { path: '/infos/vlog', Component: lazyRoute(() => import('./infos/VlogPage')) },
              // The security events of the organization (every organization for staff).
              { path: '/audit-log', Component: lazyRoute(() => import('./audit/AuditLogPage')) },
              // The ticketing integration (enableWeezevent): connection, linked events, syncs, accreditations.
              { path: '/ticketing', Component: lazyRoute(() => import('./ticketing/TicketingPage')) },
              redirect('/events', '/events/list'),
              redirect('/campaigns', '/campaigns/list'),
              redirect('/volunteer', '/volunteer/list'),
              // The spec's canonical spelling is /plannig; the correct spelling leads there.
              { path: '/events/:eventId/planning', element: <RedirectTo to="/events/:eventId/plannig" /> },
              { path: '/campaigns/list', Component: lazyRoute(() => import('./campaigns/list/CampaignListPage')) },
              { path: '/campaigns/new', Component: lazyRoute(() => import('./campaigns/form/CampaignNewPage')) },
              { path: '/campaigns/volunteers/:cmpId', Component: lazyRoute(() => import('./campaigns/registrations/CampaignRegistrationsPage')) },
              { path: '/campaigns/volunteers/:cmpId/mail', Component: lazyRoute(() => import('./communications/CampaignMailPage')) },
              { path: '/campaigns/:cmpId', Component: lazyRoute(() => import('./CampaignEditRoute')) },
              { path: '/events/list', Component: lazyRoute(() => import('./events/list/EventListPage')) },
              { path: '/events/archive', Component: lazyRoute(() => import('./events/list/EventArchivePage')) },
              { path: '/events/new', Component: lazyRoute(() => import('./events/new/EventNewPage')) },
              { path: '/events/calendar', Component: lazyRoute(() => import('./events/calendar/EventCalendarPage')) },
              { path: '/events/cloning/:eventId', Component: lazyRoute(() => import('./events/clone/EventClonePage')) },
              { path: '/events/dev/:eventId', Component: lazyRoute(() => import('./events/dev/EventDevPage')) },
              { path: '/events/:eventId', Component: lazyRoute(() => import('./EventEditRoute')) },
              { path: '/events/:eventId/plannig', Component: lazyRoute(() => import('./planning/PlanningPage')) },
              { path: '/events/volunteers/:eventId', Component: lazyRoute(() => import('./registrations/RegistrationsPage')) },
              { path: '/events/assign/:eventId', Component: lazyRoute(() => import('./registrations/AssignPage')) },
              // Auto-assignment (issue 18): a proposal to review, edit and apply.
              { path: '/events/assign/:eventId/auto', Component: lazyRoute(() => import('./auto-assign/AutoAssignPage')) },
              { path: '/participations/to-validate', Component: lazyRoute(() => import('./registrations/ToValidatePage')) },
              { path: '/participations/swaps', Component: lazyRoute(() => import('./swaps/SwapApprovalPage')) },
              { path: '/volunteer/list', Component: lazyRoute(() => import('./registrations/VolunteerListPage')) },
              { path: '/volunteer/category', Component: lazyRoute(() => import('./registrations/VolunteerCategoriesPage')) },
              { path: '/volunteer/import', Component: lazyRoute(() => import('./exports/VolunteerImportPage')) },
              // The volunteers' data deletion requests (issue 17): confirm the erasure or refuse.
              { path: '/volunteer/deletion-requests', Component: lazyRoute(() => import('./privacy/DeletionRequestsPage')) },
              { path: '/participations/export', Component: lazyRoute(() => import('./exports/ParticipationsExportPage')) },
              { path: '/participations/overview', Component: lazyRoute(() => import('./exports/ParticipationsOverviewPage')) },
              // The volunteer's profile, reached from the volunteers' list and from a campaign's registrations.
              { path: '/volunteer/:volunteerId', Component: lazyRoute(() => import('./volunteer-profile/VolunteerProfilePage')) },
              { path: '/campaigns/volunteer/:volunteerId', Component: lazyRoute(() => import('./volunteer-profile/VolunteerProfilePage')) },
              { path: '/volunteer/attributes', Component: lazyRoute(() => import('./forms/VolunteerAttributesPage')) },
              { path: '/communications/send', Component: lazyRoute(() => import('./communications/SendMailPage')) },
              { path: '/communications/history', Component: lazyRoute(() => import('./communications/HistoryPage')) },
              {
                path: '/communications/history/:communicationId',
                Component: lazyRoute(() => import('./communications/CommunicationPage')),
              },
              { path: '/communications/templates', Component: lazyRoute(() => import('./communications/TemplatesPage')) },
              { path: '/shop/config', Component: lazyRoute(() => import('./shop/products/ShopConfigPage')) },
              { path: '/shop/products', Component: lazyRoute(() => import('./shop/products/ShopConfigPage')) },
              { path: '/shop/orders', Component: lazyRoute(() => import('./shop/orders/OrdersPage')) },
              { path: '/shop/vouchers', Component: lazyRoute(() => import('./shop/vouchers/VoucherPoolsPage')) },
              { path: '/shop/vouchers/import', Component: lazyRoute(() => import('./shop/vouchers/VoucherImportPage')) },
              { path: '/scan/operators', Component: lazyRoute(() => import('./scan/operators/OperatorsPage')) },
              { path: '/scan/config', Component: lazyRoute(() => import('./scan/config/ScanConfigPage')) },
              { path: '/scan/check-ins', Component: lazyRoute(() => import('./scan/check-ins/CheckInsPage')) },
              { path: '/badges', Component: lazyRoute(() => import('./badges/list/BadgeTemplatesPage')) },
              { path: '/badges/new', Component: lazyRoute(() => import('./badges/editor/BadgeEditorPage')) },
              { path: '/badges/:id', Component: lazyRoute(() => import('./badges/editor/BadgeEditorPage')) },
              { path: '/manager/list', Component: lazyRoute(() => import('./managers/ManagersPage')) },
              // The super admin's list of every organization (staff or superuser; the page guards itself too).
              { path: '/admin/organizations', Component: lazyRoute(() => import('./admin/AdminOrganizationsPage')) },
              { path: '/events/:eventId/meals', Component: lazyRoute(() => import('./meals/MealsPage')) },
              { path: '/action/print', Component: lazyRoute(() => import('./print/PlanningsPrintPage')) },
              { path: '/action/print-ppb', Component: lazyRoute(() => import('./print/PerVolunteerPrintPage')) },
              { path: '/action/print-bon', Component: lazyRoute(() => import('./print/VouchersPrintPage')) },
              { path: '/action/print-tshirts', Component: lazyRoute(() => import('./print/TshirtsPrintPage')) },
              { path: '/action/print-meals', Component: lazyRoute(() => import('./print/MealsPrintPage')) },
              // Spec 2 keeps /infos/soon: the generic "coming soon" page, which no menu entry leads to any more.
              { path: '/infos/soon', Component: SoonPage },
            ],
          },
        ],
      },
      redirect('*', '/404'),
    ],
  },
];
