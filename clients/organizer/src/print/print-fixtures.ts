import { PrintEventPositionsDocument, PrintEventsDocument } from '../gql/graphql';

/** Test data of the print screens: the organization's events, categories and the positions of the first event. */
export const PRINT_EVENTS = [
  {
    __typename: 'Event' as const,
    id: '2',
    displayName: 'Fête du lac 2030',
    status: 'PUBLISHED' as const,
    timeZone: 'Europe/Zurich',
    days: [
      { __typename: 'EventDay' as const, id: '21', startsAt: '2030-07-01T06:00:00Z', endsAt: '2030-07-01T20:00:00Z' },
      { __typename: 'EventDay' as const, id: '22', startsAt: '2030-07-02T06:00:00Z', endsAt: '2030-07-02T20:00:00Z' },
    ],
  },
  {
    __typename: 'Event' as const,
    id: '1',
    displayName: '[ARCHIVE] Fête du lac 2020',
    status: 'ARCHIVED' as const,
    timeZone: 'Europe/Zurich',
    days: [{ __typename: 'EventDay' as const, id: '11', startsAt: '2020-07-01T06:00:00Z', endsAt: '2020-07-01T20:00:00Z' }],
  },
];

export const printEventsMock = {
  request: { query: PrintEventsDocument },
  result: { data: { events: PRINT_EVENTS, volunteerCategories: [{ __typename: 'VolunteerCategory' as const, id: '4', name: 'Staff' }] } },
};

export const printPositionsMock = {
  request: { query: PrintEventPositionsDocument, variables: { id: '2' } },
  result: {
    data: {
      event: {
        __typename: 'Event' as const,
        id: '2',
        positions: [
          { __typename: 'Position' as const, id: '31', name: 'Bar' },
          { __typename: 'Position' as const, id: '32', name: 'Entrée' },
        ],
      },
    },
  },
};
