import 'reflect-metadata';
import { facadeGuards, graphqlGuards } from '../src/graphql/permissions';
import { facadePrefixes } from '../src/rest/routes';

/**
 * The reviewed guard of every GraphQL operation and facade route. A new operation or route fails
 * this test until it is listed here with its guard: public, volunteer token, manager, operator,
 * organizer or staff.
 */
const EXPECTED_GRAPHQL = {
  'Query.me': 'organizer',
  'Mutation.login': 'public',
  'Mutation.logout': 'public',
  'Mutation.register': 'public',
  'Mutation.verifyRegistration': 'public',
  'Mutation.sendResetPasswordLink': 'public',
  'Mutation.resetPassword': 'public',
  'Mutation.switchOrganization': 'organizer',
  'Mutation.updateProfile': 'organizer',
  'Query.events': 'organizer',
  'Query.event': 'organizer',
  'Query.eventsSummary': 'organizer',
  'Query.participationsRankings': 'organizer',
  'Mutation.createEvent': 'organizer',
  'Mutation.updateEvent': 'organizer',
  'Mutation.deleteEvent': 'organizer',
  'Mutation.publishEvent': 'organizer',
  'Mutation.archiveEvent': 'organizer',
  'Mutation.setEventDraft': 'organizer',
  'Mutation.cloneEvent': 'organizer',
  'Mutation.copyEventInto': 'organizer',
  'Mutation.createSector': 'organizer',
  'Mutation.updateSector': 'organizer',
  'Mutation.deleteSector': 'organizer',
  'Mutation.createPosition': 'organizer',
  'Mutation.updatePosition': 'organizer',
  'Mutation.deletePosition': 'organizer',
  'Mutation.reorderPositions': 'organizer',
  'Mutation.createTimeSlot': 'organizer',
  'Mutation.updateTimeSlot': 'organizer',
  'Mutation.deleteTimeSlot': 'organizer',
  'Mutation.bulkTimeSlots': 'organizer',
  'Mutation.createTimeSlotSeries': 'organizer',
  'Mutation.updateTimeSlotSeries': 'organizer',
  'Mutation.deleteTimeSlotSeries': 'organizer',
  'Mutation.copyDaySlots': 'organizer',
  'Mutation.importPlanning': 'organizer',
  'Mutation.exportPlanning': 'organizer',
  'Mutation.createTag': 'organizer',
  'Mutation.updateTag': 'organizer',
  'Mutation.deleteTag': 'organizer',
  'Mutation.createRewardCategory': 'organizer',
  'Mutation.updateRewardCategory': 'organizer',
  'Mutation.deleteRewardCategory': 'organizer',
};

const EXPECTED_FACADE = {
  'POST /apis/authentication/v1/login/': 'public',
  'POST /apis/authentication/v1/login-token/': 'public',
  'POST /apis/authentication/v1/logout/': 'public',
  'POST /apis/authentication/v1/profile/': 'organizer',
  'GET /apis/authentication/v1/organizations/': 'organizer',
  'POST /apis/authentication/v1/organizations/:id/switch/': 'organizer',
  'POST /accounts/register/': 'public',
  'POST /accounts/verify-registration/': 'public',
  'POST /accounts/send-reset-password-link/': 'public',
  'POST /accounts/reset-password/': 'public',
  'GET /apis/organizer/v1/dashboard/': 'organizer',
  'GET /apis/organizer/v1/fcvg_stats/': 'organizer',
  'GET /apis/organizer/v1/organization/:id/public-events/': 'public',
  'GET /apis/organizer/v1/organization/': 'organizer',
  'GET /apis/organizer/v1/events/': 'organizer',
  'POST /apis/organizer/v1/events/': 'organizer',
  'GET /apis/organizer/v1/listEvent/': 'organizer',
  'GET /apis/organizer/v1/events/:id/': 'organizer',
  'PUT /apis/organizer/v1/events/:id/': 'organizer',
  'PATCH /apis/organizer/v1/events/:id/': 'organizer',
  'DELETE /apis/organizer/v1/events/:id/': 'organizer',
  'POST /apis/organizer/v1/events/:id/clone/': 'organizer',
  'POST /apis/organizer/v1/events/:id/copy_into/': 'organizer',
  'GET /apis/organizer/v1/events/:id/reward_categories/': 'organizer',
  'GET /apis/organizer/v1/participations-rankings/': 'organizer',
  'GET /apis/organizer/v1/publicevent/:uuid/': 'public',
  'GET /apis/organizer/v1/publicevent/:uuid/reward_categories/': 'public',
  'GET /apis/organizer/v1/events/:id/tags/': 'organizer',
  'POST /apis/organizer/v1/events/:id/tags/': 'organizer',
  'GET /apis/organizer/v1/events/:id/tag_passkeys/': 'organizer',
  'POST /apis/organizer/v1/positions/': 'organizer',
  'PUT /apis/organizer/v1/positions/:id/': 'organizer',
  'DELETE /apis/organizer/v1/positions/:id/': 'organizer',
  'POST /apis/organizer/v1/slots/bulk/': 'organizer',
  'POST /apis/organizer/v1/slots/': 'organizer',
  'PUT /apis/organizer/v1/slots/:id/': 'organizer',
  'DELETE /apis/organizer/v1/slots/:id/': 'organizer',
  'PUT /apis/organizer/v1/slots-series/:series/time_slots/': 'organizer',
  'DELETE /apis/organizer/v1/slots-series/:series/': 'organizer',
};

describe('permission snapshot', () => {
  it('lists every GraphQL operation with its guard', () => {
    expect(graphqlGuards()).toEqual(EXPECTED_GRAPHQL);
  });

  it('lists every facade route with its guard', () => {
    expect(facadeGuards(facadePrefixes)).toEqual(EXPECTED_FACADE);
  });
});
