import { accountRoutes, authenticationRoutes } from '../modules/auth/auth.rest';
import { twoFactorRoutes } from '../modules/two-factor/two-factor.rest';
import { personalTokenRoutes } from '../modules/auth/personal-tokens.rest';
import { webhookRoutes } from '../modules/webhooks/webhooks.rest';
import { badgeRoutes } from '../modules/badges/badges.rest';
import { campaignRoutes } from '../modules/campaigns/campaigns.rest';
import { communicationRoutes } from '../modules/communications/communications.rest';
import { documentRoutes } from '../modules/documents/documents.rest';
import { eventRoutes } from '../modules/events/events.rest';
import { formRoutes } from '../modules/forms/forms.rest';
import { mealRoutes } from '../modules/meals/meals.rest';
import { managerRoutes, managerVariants } from '../modules/managers/managers.rest';
import { infosRoutes } from '../modules/infos/infos.rest';
import { swapRoutes } from '../modules/swaps/swaps.rest';
import { assignmentRoutes } from '../modules/assignment/assignment.rest';
import { organizationAdminRoutes } from '../modules/organizations/organization-admin.rest';
import { operatorRoutes, standRoutes } from '../modules/operators/operators.rest';
import { participationRoutes, volunteerRoutes } from '../modules/participations/participations.rest';
import { calendarRoutes } from '../modules/calendar/calendar.rest';
import { portalAccessRoutes } from '../modules/portal-access/portal-access.rest';
import { pointsRoutes } from '../modules/points/points.rest';
import { printRoutes } from '../modules/printing/printing.rest';
import { positionRoutes } from '../modules/positions/positions.rest';
import { registrationRuleRoutes } from '../modules/registration-rules/registration-rules.rest';
import { shopApiRoutes, shopOrganizerRoutes } from '../modules/shop/shop.rest';
import { slotRoutes } from '../modules/slots/slots.rest';
import { tagRoutes } from '../modules/tags/tags.rest';
import { voucherRoutes, voucherShopRoutes } from '../modules/vouchers/vouchers.rest';
import { exportRoutes } from '../modules/exports/exports.rest';
import { ticketingRoutes } from '../modules/ticketing/ticketing.rest';
import { privacyRoutes } from '../modules/privacy/privacy.rest';
import { preferenceRoutes } from '../modules/assignment/preferences.rest';
import { withVariants, type FacadePrefix } from './facade';

/**
 * The facade assembly: with graphql/schema.ts the only place that imports doors. Each module exports
 * its routes; this file puts them under their prefixes.
 */

/** Spec 7 (DESIGN.md "URLs"): the organizer API, whose paths the modules share. */
const organizerRoutes: FacadePrefix = {
  prefix: '/apis/organizer/v1',
  routes: [
    ...eventRoutes,
    ...tagRoutes,
    ...positionRoutes,
    ...slotRoutes,
    ...formRoutes,
    ...volunteerRoutes,
    ...participationRoutes,
    ...calendarRoutes,
    ...portalAccessRoutes,
    ...registrationRuleRoutes,
    ...communicationRoutes,
    ...campaignRoutes,
    ...shopOrganizerRoutes,
    ...pointsRoutes,
    ...voucherRoutes,
    ...exportRoutes,
    ...badgeRoutes,
    ...documentRoutes,
    ...mealRoutes,
    ...printRoutes,
    ...operatorRoutes,
    ...managerRoutes,
    ...ticketingRoutes,
    ...webhookRoutes,
    ...infosRoutes,
    ...swapRoutes,
    ...assignmentRoutes,
    ...organizationAdminRoutes,
    ...privacyRoutes,
    ...preferenceRoutes,
  ],
};

/**
 * Spec 7 "Shop and points" (DESIGN.md "URLs"): the volunteer's shop API, authenticated by the portal
 * token (`X-Volunteer-Token` header or `?token=`). The shop module serves products, orders and
 * points-transactions; the vouchers module serves vouchers/claim/ (its voucherShopRoutes join this list).
 */
const shopApi: FacadePrefix = {
  prefix: '/apis/shop/v1',
  routes: [...shopApiRoutes, ...voucherShopRoutes],
};

/** The scan stand's API (DESIGN.md "URLs" and "Security model"): an operator's session, X-Operator-Token. */
const scanApi: FacadePrefix = {
  prefix: '/apis/scan/v1',
  routes: standRoutes,
};

/** Every prefix of the REST facade (DESIGN.md "URLs"); each module adds its routes here. */
export const facadePrefixes: FacadePrefix[] = [
  // Personal API tokens and the two-factor routes (issue 16) join the authentication prefix.
  { ...authenticationRoutes, routes: [...authenticationRoutes.routes, ...personalTokenRoutes, ...twoFactorRoutes] },
  accountRoutes,
  // Spec 7's manager variants (publicevent and participations2 with a manager's credentials) join the routes of those paths.
  { ...organizerRoutes, routes: withVariants(organizerRoutes.routes, managerVariants) },
  shopApi,
  scanApi,
];
