import { accountRoutes, authenticationRoutes } from '../modules/auth/auth.rest';
import { organizerRoutes } from '../modules/events/events.rest';
import type { FacadePrefix } from './facade';

/** Every prefix of the REST facade (DESIGN.md "URLs"); each module adds its routes here. */
export const facadePrefixes: FacadePrefix[] = [authenticationRoutes, accountRoutes, organizerRoutes];
