import type { MockLink } from '@apollo/client/testing';
import { MySwapsDocument, type SwapFieldsFragment } from '../../gql/graphql';

/** Test data (tests only): a swap as the server answers it, and the MySwaps answer. */
export function swap(id: string, fields: Partial<SwapFieldsFragment> = {}): SwapFieldsFragment & { __typename: 'ShiftSwap' } {
  return {
    __typename: 'ShiftSwap',
    id,
    status: 'open',
    eventId: '1',
    eventName: 'Fête du lac',
    eventTimeZone: 'Europe/Zurich',
    participationId: '40',
    shiftAvailable: true,
    timeSlotId: '7',
    positionName: 'Bar',
    sectorName: null,
    startTime: '2030-07-01T08:00:00.000Z',
    endTime: '2030-07-01T10:00:00.000Z',
    named: false,
    targetEmail: null,
    approvalRequired: false,
    mine: false,
    takenByMe: false,
    offeredByName: 'Alice M.',
    takerName: null,
    decisionMessage: '',
    createdAt: '2030-06-01T08:00:00.000Z',
    takenAt: null,
    ...fields,
  };
}

export function mySwapsMock(
  mine: SwapFieldsFragment[],
  available: SwapFieldsFragment[],
  swappableParticipationIds: string[] = [],
  token = 'tok',
): MockLink.MockedResponse {
  return {
    request: { query: MySwapsDocument, variables: { token } },
    result: { data: { mySwaps: { __typename: 'MySwaps' as const, mine, available, swappableParticipationIds } } },
  };
}

/** The swaps every shift card asks for (OfferSwapButton), answered "nothing to swap", as often as asked: for the space's page tests. */
export function noSwaps(token = 'tok'): MockLink.MockedResponse {
  return { ...mySwapsMock([], [], [], token), maxUsageCount: Number.POSITIVE_INFINITY };
}
