import { accountRoutes, authenticationRoutes } from '../modules/auth/auth.rest';
import { campaignRoutes } from '../modules/campaigns/campaigns.rest';
import { communicationRoutes } from '../modules/communications/communications.rest';
import { eventRoutes } from '../modules/events/events.rest';
import { formRoutes } from '../modules/forms/forms.rest';
import { participationRoutes, volunteerRoutes } from '../modules/participations/participations.rest';
import { positionRoutes } from '../modules/positions/positions.rest';
import { registrationRuleRoutes } from '../modules/registration-rules/registration-rules.rest';
import { slotRoutes } from '../modules/slots/slots.rest';
import { tagRoutes } from '../modules/tags/tags.rest';
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
  ],
};

/** Every prefix of the REST facade (DESIGN.md "URLs"); each module adds its routes here. */
export const facadePrefixes: FacadePrefix[] = [authenticationRoutes, accountRoutes, organizerRoutes];
