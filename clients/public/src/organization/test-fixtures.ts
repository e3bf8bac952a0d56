import type { MockLink } from '@apollo/client/testing';
import { PublicCampaignsDocument, PublicEventsDocument, PublicOrganizationDocument } from '../gql/graphql';

// Mocked answers for the organization pages (test-only module).

export const organization = {
  __typename: 'PublicOrganization' as const,
  id: '7',
  slug: 'fc-vetroz',
  name: 'FC Vétroz',
  description: 'Le club de foot du village.',
  logo: null,
  contactPhone: '+41 27 123 45 67',
  hasContactEmail: true,
};

export function eventSummary(id: string, name: string, days: Array<[string, string]>, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PublicEventSummary' as const,
    id,
    uuid: `uuid-${id}`,
    name,
    teaser: `${name} : venez nous aider`,
    logo: null,
    timeZone: 'Europe/Zurich',
    days: days.map(([startsAt, endsAt], index) => ({ __typename: 'EventDay' as const, id: `${id}-${index}`, startsAt, endsAt })),
    nbrVolunteersRequired: 20,
    nbrVolunteersRegistered: 12,
    showOnHomeCalendar: true,
    ...overrides,
  };
}

export function campaignSummary(id: string, name: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Campaign' as const,
    id,
    token: `token-${id}`,
    name,
    description: `${name} : rejoignez notre équipe de bénévoles`,
    logo: null,
    showOnHomeCalendar: true,
    ...overrides,
  };
}

export function organizationMocks(
  events: ReturnType<typeof eventSummary>[],
  org: typeof organization = organization,
  campaigns: ReturnType<typeof campaignSummary>[] = [],
): MockLink.MockedResponse[] {
  return [
    { request: { query: PublicOrganizationDocument, variables: { slug: 'fc-vetroz' } }, result: { data: { publicOrganization: org } } },
    { request: { query: PublicEventsDocument, variables: { organizationSlug: 'fc-vetroz' } }, result: { data: { publicEvents: events } } },
    { request: { query: PublicCampaignsDocument, variables: { organizationSlug: 'fc-vetroz' } }, result: { data: { publicCampaigns: campaigns } } },
  ];
}
