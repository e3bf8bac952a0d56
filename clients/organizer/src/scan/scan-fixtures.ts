import { ScanEventsDocument, ScanEventTagsDocument } from '../gql/graphql';

/** Test data of the scan screens: the organization's events and the tags of the first one. */
export function scanEvent(id: string, name: string, status: 'DRAFT' | 'PUBLISHED' | 'ARCHIVED', startsAt: string, endsAt: string) {
  return {
    __typename: 'Event' as const,
    id,
    name,
    displayName: status === 'ARCHIVED' ? `[ARCHIVE] ${name}` : name,
    status,
    timeZone: 'Europe/Zurich',
    days: [{ __typename: 'EventDay' as const, id: `${id}0`, startsAt, endsAt }],
  };
}

export const SCAN_EVENTS = [
  scanEvent('2', 'Fête du lac 2030', 'PUBLISHED', '2030-07-01T06:00:00Z', '2030-07-01T20:00:00Z'),
  scanEvent('1', 'Fête du lac 2020', 'ARCHIVED', '2020-07-01T06:00:00Z', '2020-07-01T20:00:00Z'),
];

export const scanEventsMock = { request: { query: ScanEventsDocument }, result: { data: { events: SCAN_EVENTS } } };

export function scanTagsMock(eventId = '2') {
  return {
    request: { query: ScanEventTagsDocument, variables: { id: eventId } },
    result: {
      data: {
        event: {
          __typename: 'Event' as const,
          id: eventId,
          tags: [
            { __typename: 'Tag' as const, id: '31', name: 'Bar', displayName: 'Bar', color: '#ffc107' },
            { __typename: 'Tag' as const, id: '32', name: 'Entrée', displayName: 'Accueil - Entrée', color: '#1971c2' },
          ],
        },
      },
    },
  };
}
