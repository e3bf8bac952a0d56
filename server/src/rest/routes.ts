import { accountRoutes, authenticationRoutes } from '../modules/auth/auth.rest';
import { campaignRoutes } from '../modules/campaigns/campaigns.rest';
import { communicationRoutes } from '../modules/communications/communications.rest';
import { eventRoutes } from '../modules/events/events.rest';
import { formRoutes } from '../modules/forms/forms.rest';
import { participationRoutes, volunteerRoutes } from '../modules/participations/participations.rest';
import { pointsRoutes } from '../modules/points/points.rest';
import { positionRoutes } from '../modules/positions/positions.rest';
import { registrationRuleRoutes } from '../modules/registration-rules/registration-rules.rest';
import { shopApiRoutes, shopOrganizerRoutes } from '../modules/shop/shop.rest';
import { slotRoutes } from '../modules/slots/slots.rest';
import { tagRoutes } from '../modules/tags/tags.rest';
import { voucherRoutes, voucherShopRoutes } from '../modules/vouchers/vouchers.rest';
import type { FacadePrefix } from './facade';

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
    ...registrationRuleRoutes,
    ...communicationRoutes,
    ...campaignRoutes,
    ...shopOrganizerRoutes,
    ...pointsRoutes,
    ...voucherRoutes,
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

/** Every prefix of the REST facade (DESIGN.md "URLs"); each module adds its routes here. */
export const facadePrefixes: FacadePrefix[] = [authenticationRoutes, accountRoutes, organizerRoutes, shopApi];
