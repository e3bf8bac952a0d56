import type { ManagerEventViewFragment } from '../../gql/graphql';

type Row = ManagerEventViewFragment['rows'][number];

/** An object as the server sends it, with its __typename (the generated types leave it out of nested objects). */
function typed<T extends object>(typename: string, value: T): T {
  return { __typename: typename, ...value };
}

/** 12 September 2031 in Zurich (UTC+2): an hour local time, as ISO. */
const at = (day: number, hour: number) => new Date(Date.UTC(2031, 8, day, hour - 2)).toISOString();

function row(id: string, day: number, from: number, to: number, position: { id: string; name: string; sector: string | null }, name: string, extra: Partial<Row> = {}): Row {
  return typed('AssignmentRow', {
    participationId: id,
    day: `2031-09-${day}`,
    startsAt: at(day, from),
    endsAt: at(day, to),
    sectorName: position.sector,
    positionId: position.id,
    positionName: position.name,
    volunteerName: name,
    email: `${name.split(' ')[0].toLowerCase()}@example.org`,
    phoneNumber: '+41 79 123 45 67',
    nbParticipants: 1,
    groupName: null,
    validationStatus: 6,
    ...extra,
  });
}

const bar = { id: '21', name: 'Bar', sector: 'Accueil' };
const caisse = { id: '22', name: 'Caisse', sector: 'Accueil' };
const parking = { id: '23', name: 'Parking', sector: null };

/** A two-day event with three positions, five assignments and a lunch: what the tests filter and cancel. */
export function eventView(overrides: Partial<ManagerEventViewFragment> = {}): ManagerEventViewFragment {
  return typed('ManagerEventView', {
    id: '7',
    uuid: '0b6f-uuid',
    name: 'Fête des vendanges',
    timeZone: 'Europe/Zurich',
    days: ['2031-09-12', '2031-09-13'],
    positions: [
      typed('ManagerPositionRef', { id: bar.id, name: bar.name, sectorId: '5' }),
      typed('ManagerPositionRef', { id: caisse.id, name: caisse.name, sectorId: '5' }),
      typed('ManagerPositionRef', { id: parking.id, name: parking.name, sectorId: null }),
    ],
    sectors: [typed('ManagerSectorRef', { id: '5', name: 'Accueil' })],
    rows: [
      row('101', 12, 10, 12, bar, 'Anna Keller'),
      row('102', 12, 12, 14, bar, 'Léa Favre', { validationStatus: 0 }),
      row('103', 13, 9, 11, caisse, 'Luc Martin', { nbParticipants: 3, groupName: 'Les Martin' }),
      row('104', 13, 14, 16, parking, 'Paul Rey', { email: null, phoneNumber: null }),
      row('105', 12, 16, 18, caisse, 'Nina Berger'),
    ],
    meals: [
      typed('MealCount', {
        day: '2031-09-12',
        mealId: '1',
        mealName: 'Dîner',
        count: 2,
        volunteers: [
          typed('MealVolunteer', { volunteerId: '41', name: 'Anna Keller', positionName: 'Bar' }),
          typed('MealVolunteer', { volunteerId: '42', name: 'Léa Favre', positionName: 'Bar' }),
        ],
      }),
      typed('MealCount', {
        day: '2031-09-13',
        mealId: '1',
        mealName: 'Dîner',
        count: 1,
        volunteers: [typed('MealVolunteer', { volunteerId: '43', name: 'Luc Martin', positionName: 'Caisse' })],
      }),
    ],
    canCancelSlots: true,
    ...overrides,
  });
}
