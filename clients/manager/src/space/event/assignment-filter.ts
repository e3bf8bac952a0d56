import type { AssignmentFilter, ManagerEventViewFragment } from '../../gql/graphql';

export type AssignmentRowData = ManagerEventViewFragment['rows'][number];
export type MealCountData = ManagerEventViewFragment['meals'][number];

/** What the manager filters the event's assignments by; empty lists mean "all". */
export interface ViewFilter {
  days: string[];
  positionIds: string[];
  sectorIds: string[];
  statuses: number[];
  search: string;
}

export const NO_FILTER: ViewFilter = { days: [], positionIds: [], sectorIds: [], statuses: [], search: '' };

export function isFiltered(filter: ViewFilter): boolean {
  return filter.days.length + filter.positionIds.length + filter.sectorIds.length + filter.statuses.length > 0 || filter.search.trim() !== '';
}

/** Lower case without accents: "Léa" is found with "lea". */
function folded(value: string): string {
  return value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/**
 * The rows the screen shows. The view is loaded once and filtered here, so that a filter answers at
 * once on a phone with a poor network; the PDFs get the same filter from the server (`toApiFilter`).
 */
export function filterRows(view: Pick<ManagerEventViewFragment, 'rows' | 'positions'>, filter: ViewFilter): AssignmentRowData[] {
  const sectorOf = new Map(view.positions.map((position) => [position.id, position.sectorId]));
  // Like the server's search (the PDFs): every word, anywhere in the names, e-mail or group name.
  const words = folded(filter.search).split(/\s+/).filter(Boolean);
  return view.rows.filter((row) => {
    if (filter.days.length > 0 && !filter.days.includes(row.day)) return false;
    if (filter.positionIds.length > 0 && !filter.positionIds.includes(row.positionId)) return false;
    if (filter.sectorIds.length > 0 && !filter.sectorIds.includes(sectorOf.get(row.positionId) ?? '')) return false;
    if (filter.statuses.length > 0 && !filter.statuses.includes(row.validationStatus)) return false;
    if (words.length > 0) {
      const haystack = folded([row.volunteerName, row.groupName, row.email].filter(Boolean).join(' '));
      if (!words.every((word) => haystack.includes(word))) return false;
    }
    return true;
  });
}

/** Meals of the chosen days (meals are counted per day, so the other filters do not apply). */
export function filterMeals(meals: readonly MealCountData[], filter: ViewFilter): MealCountData[] {
  return meals.filter((meal) => filter.days.length === 0 || filter.days.includes(meal.day));
}

/** The filter as the API takes it (PDFs): only what is set. */
export function toApiFilter(filter: ViewFilter): AssignmentFilter | null {
  if (!isFiltered(filter)) return null;
  return {
    days: filter.days.length > 0 ? filter.days : null,
    positionIds: filter.positionIds.length > 0 ? filter.positionIds : null,
    sectorIds: filter.sectorIds.length > 0 ? filter.sectorIds : null,
    statuses: filter.statuses.length > 0 ? filter.statuses : null,
    search: filter.search.trim() || null,
  };
}

export interface PositionGroup {
  positionId: string;
  positionName: string;
  sectorName: string | null;
  rows: AssignmentRowData[];
}

export interface DayGroup {
  day: string;
  positions: PositionGroup[];
}

/** Rows by day, then by position (in the event's position order), each sorted by start time and name. */
export function groupRows(rows: readonly AssignmentRowData[], positionOrder: readonly { id: string }[]): DayGroup[] {
  const rank = new Map(positionOrder.map((position, index) => [position.id, index]));
  const days = new Map<string, Map<string, PositionGroup>>();
  for (const row of rows) {
    const positions = days.get(row.day) ?? new Map<string, PositionGroup>();
    days.set(row.day, positions);
    const group = positions.get(row.positionId) ?? { positionId: row.positionId, positionName: row.positionName, sectorName: row.sectorName, rows: [] };
    positions.set(row.positionId, group);
    group.rows.push(row);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, positions]) => ({
      day,
      positions: [...positions.values()]
        .sort((a, b) => (rank.get(a.positionId) ?? Infinity) - (rank.get(b.positionId) ?? Infinity) || a.positionName.localeCompare(b.positionName))
        .map((group) => ({
          ...group,
          rows: [...group.rows].sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.volunteerName.localeCompare(b.volunteerName)),
        })),
    }));
}
