import type { PublicEventQuery, PublicSlotFragment } from '../gql/graphql';
import { type FormFieldFixture, formField } from '../test-fixtures';

// Mocked answers need __typename for Apollo's cache; the generated types leave it out. Test-only module.

type Slot = PublicSlotFragment & { __typename: 'PublicTimeSlot' };

export function slot(id: string, positionId: string, startTime: string, endTime: string, overrides: Partial<Slot> = {}): Slot {
  return {
    __typename: 'PublicTimeSlot',
    id,
    positionId,
    description: '',
    startTime,
    endTime,
    requiredVolunteerCount: 4,
    freePlaces: 4,
    isPrivate: false,
    isPast: false,
    volunteerNames: [],
    waitingListLength: 0,
    ...overrides,
  };
}

type Field = FormFieldFixture;

export function baseField(id: string, baseAttribute: NonNullable<Field['baseAttribute']>, isRequired = false): Field {
  return formField(id, Number(id), { baseAttribute, isRequired });
}

export function customField(
  id: string,
  attributeId: string,
  label: string,
  valueType: NonNullable<Field['attribute']>['valueType'],
  options: string[] = [],
  overrides: Partial<Field> = {},
): Field {
  return formField(id, Number(id), {
    type: 'event',
    label,
    attribute: {
      __typename: 'Attribute',
      id: attributeId,
      name: label,
      valueType,
      options: options.map((option, index) => ({ __typename: 'AttributeOption', id: `${attributeId}${index + 1}`, option })),
    } as NonNullable<Field['attribute']>,
    ...overrides,
  });
}

type EventData = PublicEventQuery['publicEvent'];

/**
 * Fête du village, two days in Zurich (14 and 15 June 2031). Sector "Entrées": Caisse (a free slot,
 * a full one with a waiting list, a night slot of day 1 after midnight); no sector: Parking (one free slot).
 */
export function eventFixture(overrides: { configuration?: Partial<EventData['configuration']>; positions?: EventData['positions']; fields?: Field[] } = {}) {
  const positions = overrides.positions ?? [
    {
      __typename: 'PublicPosition',
      id: 'p1',
      name: 'Caisse',
      description: 'Encaisser les entrées',
      order: 1,
      sectorId: 's1',
      sectorName: 'Entrées',
      maxParticipantsAtTime: 0,
      timeSlots: [
        slot('a', 'p1', '2031-06-14T06:00:00.000Z', '2031-06-14T08:00:00.000Z', { volunteerNames: ['Anna M.'], freePlaces: 3 }),
        slot('b', 'p1', '2031-06-14T08:00:00.000Z', '2031-06-14T10:00:00.000Z', { freePlaces: 0, waitingListLength: 2 }),
        // 01:00 to 03:00 on the 15th, Zurich time: still day 1 (+10:00 nights).
        slot('c', 'p1', '2031-06-14T23:00:00.000Z', '2031-06-15T01:00:00.000Z', { freePlaces: 2 }),
      ],
    },
    {
      __typename: 'PublicPosition',
      id: 'p2',
      name: 'Parking',
      description: '',
      order: 2,
      sectorId: null,
      sectorName: null,
      maxParticipantsAtTime: 0,
      timeSlots: [slot('d', 'p2', '2031-06-15T08:00:00.000Z', '2031-06-15T10:00:00.000Z', { freePlaces: 1 })],
    },
  ];
  const event = {
    __typename: 'PublicEvent' as const,
    id: '3',
    uuid: 'uuid-3',
    name: 'Fête du village',
    description: 'Trois jours de fête au village.',
    teaser: 'Venez nous aider !',
    website: 'https://fete.example.org',
    logo: null,
    images: [],
    timeZone: 'Europe/Zurich',
    organizationName: 'FC Vétroz',
    organizationSlug: 'fc-vetroz',
    responsable: 'Anna',
    days: [
      { __typename: 'EventDay' as const, id: 'd1', startsAt: '2031-06-14T06:00:00.000Z', endsAt: '2031-06-15T04:00:00.000Z' },
      { __typename: 'EventDay' as const, id: 'd2', startsAt: '2031-06-15T06:00:00.000Z', endsAt: '2031-06-15T20:00:00.000Z' },
    ],
    configuration: {
      __typename: 'PublicEventConfiguration' as const,
      volunteerNameDisplay: 'last_name_abbreviated',
      positionOrdering: 'preserve_order',
      allowPublicTimeSlotCreation: false,
      enableRegistrations: true,
      showPastSlots: false,
      enableGroupRegistrations: false,
      fullSlotsDefaultDisplay: 'hide',
      closePositionByDefault: false,
      colorFree: '#4fd68e',
      colorFull: '#d65f4f',
      groupMaxSize: 10,
      ...overrides.configuration,
    },
    positions,
    form: { __typename: 'Form' as const, id: 'f1', fields: overrides.fields ?? [] },
  };
  // Checked against the generated type without excess-property errors for __typename.
  const typed: EventData = event;
  return Object.assign(typed, event);
}
