import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { GraphQLDateTime } from 'graphql-scalars';
import { buildSchemaSync, type NonEmptyArray } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { PersonalTokensResolver } from '../modules/auth/personal-tokens.resolver';
import { webhooksResolvers } from '../modules/webhooks/webhooks.resolver';
import { badgesResolvers } from '../modules/badges/badges.resolver';
import { CampaignRegistrationCampaignResolver, VolunteerCampaignRegistrationsResolver } from '../modules/campaigns/campaigns-volunteer.resolver';
import { CalendarResolver } from '../modules/calendar/calendar.resolver';
import { CampaignExportResolver } from '../modules/campaigns/campaigns-export.resolver';
import { CampaignRegistrationResolver, CampaignResolver } from '../modules/campaigns/campaigns.resolver';
import { VolunteerReceivedMailsResolver } from '../modules/communications/communications-volunteer.resolver';
import { CommunicationResolver } from '../modules/communications/communications.resolver';
import { documentsResolvers } from '../modules/documents/documents.resolver';
import { EventResolver, SectorResolver } from '../modules/events/events.resolver';
import { formsResolvers } from '../modules/forms/forms.resolver';
import { mealsResolvers } from '../modules/meals/meals.resolver';
import { printingResolvers } from '../modules/printing/printing.resolver';
import { pointsResolvers } from '../modules/points/points.resolver';
import { shopResolvers } from '../modules/shop/shop.resolver';
import { vouchersResolvers } from '../modules/vouchers/vouchers.resolver';
import { exportsResolvers } from '../modules/exports/exports.resolver';
import { OperatorsResolver } from '../modules/operators/operators.resolver';
import { ManagersResolver } from '../modules/managers/managers.resolver';
import { InfosResolver } from '../modules/infos/infos.resolver';
import { SwapsResolver } from '../modules/swaps/swaps.resolver';
import { AssignmentResolver } from '../modules/assignment/assignment.resolver';
import { CampaignPreferencesResolver, PreferencesResolver } from '../modules/assignment/preferences.resolver';
import { StandResolver } from '../modules/operators/stand.resolver';
import { OrganizationResolver } from '../modules/organizations/organization.resolver';
import { OrganizationAdminResolver, OrganizationStaffVisitResolver } from '../modules/organizations/organization-admin.resolver';
import { VolunteerParticipationHistoryResolver } from '../modules/participations/participations-volunteer.resolver';
import { ParticipationResolver, SlotPlacesResolver } from '../modules/participations/participations.resolver';
import { GroupBookingResolver, MyGroupsResolver, PortalShiftsResolver } from '../modules/participations/portal-shifts.resolver';
import { PositionResolver } from '../modules/positions/positions.resolver';
import { PortalAccessResolver } from '../modules/portal-access/portal-access.resolver';
import { PublicResolver } from '../modules/public/public.resolver';
import { RegistrationRuleResolver } from '../modules/registration-rules/registration-rules.resolver';
import { RewardCategoryResolver } from '../modules/rewards/rewards.resolver';
import { SignUpResolver } from '../modules/signup/signup.resolver';
import { TimeSlotResolver } from '../modules/slots/slots.resolver';
import { TagResolver } from '../modules/tags/tags.resolver';
import { TicketingResolver } from '../modules/ticketing/ticketing.resolver';
import { VolunteerCategoryResolver, VolunteerResolver } from '../modules/volunteers/volunteers.resolver';
import { WaitingListResolver } from '../modules/waiting-list/waiting-list.resolver';
import { TwoFactorResolver } from '../modules/two-factor/two-factor.resolver';
import { PrivacyResolver } from '../modules/privacy/privacy.resolver';
import { authChecker } from './auth-checker';

/** Every resolver of the product; each module adds its own. */
export const resolvers: NonEmptyArray<Function> = [
  AuthResolver,
  TwoFactorResolver,
  PersonalTokensResolver,
  ...webhooksResolvers,
  OrganizationResolver,
  OrganizationAdminResolver,
  OrganizationStaffVisitResolver,
  EventResolver,
  SectorResolver,
  PositionResolver,
  TimeSlotResolver,
  TagResolver,
  RewardCategoryResolver,
  ...formsResolvers,
  ...pointsResolvers,
  ...shopResolvers,
  ...vouchersResolvers,
  ...exportsResolvers,
  ...badgesResolvers,
  ...documentsResolvers,
  ...mealsResolvers,
  ...printingResolvers,
  OperatorsResolver,
  StandResolver,
  ManagersResolver,
  TicketingResolver,
  InfosResolver,
  SwapsResolver,
  AssignmentResolver,
  PreferencesResolver,
  CampaignPreferencesResolver,
  ParticipationResolver,
  SlotPlacesResolver,
  // The portal's shifts and groups (issue 17).
  PortalShiftsResolver,
  MyGroupsResolver,
  GroupBookingResolver,
  VolunteerResolver,
  VolunteerCategoryResolver,
  PublicResolver,
  PortalAccessResolver,
  SignUpResolver,
  WaitingListResolver,
  RegistrationRuleResolver,
  CommunicationResolver,
  CampaignResolver,
  CampaignRegistrationResolver,
  CampaignExportResolver,
  // The organizer's volunteer profile (issue 12): each module adds its part to Volunteer.
  VolunteerParticipationHistoryResolver,
  VolunteerCampaignRegistrationsResolver,
  CampaignRegistrationCampaignResolver,
  VolunteerReceivedMailsResolver,
  CalendarResolver,
  // The portal's profile, data export and deletion requests (issue 17).
  PrivacyResolver,
];

let schema: GraphQLSchema | null = null;

/** The one GraphQL schema, built once per process. */
export function getSchema(): GraphQLSchema {
  schema ??= buildSchemaSync({
    resolvers,
    authChecker,
    authMode: 'error',
    validate: false,
    scalarsMap: [{ type: Date, scalar: GraphQLDateTime }],
  });
  return schema;
}
