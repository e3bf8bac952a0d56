import { ACTIVE_PARTICIPATION_STATUSES, availabilityRanges, localDate, type AgeBand, type AutoAssignOptionsValues, type AvailabilityWindow } from '@benevo/schema';
import type { EntityManager } from 'typeorm';
import { takenPlaces, type SlotRow } from '../participations/capacity';
import type { StoredProposal } from './assignment.proposal';
import type { SolverCandidate, SolverInstance, SolverPosition, SolverSlot, TimeRange, VolunteerSlotPair } from './solver/types';

// Read model: builds the solver's instance of one event from the tables of the events, slots,
// registration-rules, volunteers, participations, waiting-list, campaigns and preferences modules
// (their rows as they are now; capacity through the participations module's takenPlaces). It reads,
// never writes, and every statement is scoped to the event's organization.

export interface InstanceScope {
  organizationId: number;
  eventId: number;
  timeZone: string;
}

/** The instance and what explaining its result needs (StoredProposal minus the result). */
export interface BuiltInstance {
  instance: SolverInstance;
  labels: Omit<StoredProposal, 'result'>;
  /** Open places of the event (Σ capacity − taken over the slots, never negative per slot). */
  placesOpen: number;
}

const ids = (values: string[]) => values.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
const MINUTE = 60_000;

/** Every slot and position of the event with its rules and places taken. */
async function planningOf(manager: EntityManager, scope: InstanceScope, priorities: Map<number, number>) {
  const [positionRows, slotRows, ruleRows] = await Promise.all([
    manager.query(`SELECT id, name, max_participants_at_time FROM position WHERE event_id = $1 AND organization_id = $2 ORDER BY id`, [
      scope.eventId,
      scope.organizationId,
    ]) as Promise<Array<{ id: number; name: string; max_participants_at_time: number }>>,
    manager.query(
      `SELECT id, position_id, required_volunteer_count,
         floor(extract(epoch FROM start_time) * 1000)::float8 AS start_ms, floor(extract(epoch FROM end_time) * 1000)::float8 AS end_ms
         FROM time_slot WHERE event_id = $1 AND organization_id = $2 ORDER BY start_time, id`,
      [scope.eventId, scope.organizationId],
    ) as Promise<SlotRow[]>,
    manager.query(`SELECT position_id, category_id, age_band FROM registration_rule WHERE event_id = $1 AND organization_id = $2`, [
      scope.eventId,
      scope.organizationId,
    ]) as Promise<Array<{ position_id: number | null; category_id: number | null; age_band: AgeBand | null }>>,
  ]);
  const taken = await takenPlaces(manager, slotRows.map((slot) => slot.id));
  const positions: SolverPosition[] = positionRows.map((row) => ({
    id: row.id,
    name: row.name,
    maxParticipantsAtTime: row.max_participants_at_time,
    priority: priorities.get(row.id) ?? 1,
    rules: ruleRows
      .filter((rule) => rule.position_id === null || rule.position_id === row.id)
      .map((rule) => ({ categoryId: rule.category_id, ageBand: rule.age_band })),
  }));
  const slots: SolverSlot[] = slotRows.map((row) => ({
    id: row.id,
    positionId: row.position_id,
    start: Number(row.start_ms),
    end: Number(row.end_ms),
    day: localDate(new Date(Number(row.start_ms)), scope.timeZone),
    capacity: row.required_volunteer_count,
    taken: taken.get(row.id) ?? 0,
  }));
  return { positions, slots };
}

/** The candidates' volunteer ids: the sources the options name, plus pinned volunteers of the organization. */
async function candidateIds(manager: EntityManager, scope: InstanceScope, options: AutoAssignOptionsValues): Promise<number[]> {
  const found = new Set<number>();
  const add = (rows: Array<{ id: number }>) => rows.forEach((row) => found.add(Number(row.id)));
  if (options.registered) {
    add(
      await manager.query(
        `SELECT volunteer_id AS id FROM participation WHERE event_id = $1 AND organization_id = $2 AND volunteer_id IS NOT NULL AND validation_status = ANY($3)
         UNION SELECT volunteer_id FROM waiting_list_entry WHERE event_id = $1 AND organization_id = $2 AND status IN ('waiting', 'offered')`,
        [scope.eventId, scope.organizationId, [...ACTIVE_PARTICIPATION_STATUSES]],
      ),
    );
  }
  const campaigns = ids(options.campaignIds);
  if (campaigns.length > 0) {
    add(await manager.query(`SELECT volunteer_id AS id FROM campaign_registration WHERE campaign_id = ANY($1) AND organization_id = $2`, [campaigns, scope.organizationId]));
  }
  const categories = ids(options.categoryIds);
  if (categories.length > 0) {
    add(
      await manager.query(
        `SELECT m.volunteer_id AS id FROM volunteer_category_member m JOIN volunteer_category c ON c.id = m.category_id
          WHERE m.category_id = ANY($1) AND c.organization_id = $2`,
        [categories, scope.organizationId],
      ),
    );
  }
  const pinned = ids(options.pinned.map((pair) => pair.volunteerId));
  if (pinned.length > 0) add(await manager.query(`SELECT id FROM volunteer WHERE id = ANY($1) AND organization_id = $2`, [pinned, scope.organizationId]));
  return [...found].sort((a, b) => a - b);
}

interface PreferenceRow {
  volunteer_id: number;
  event_id: number | null;
  availability: AvailabilityWindow[] | null;
  preferred_position_ids: number[] | null;
  preferred_position_names: string[] | null;
  time_zone: string | null;
}

/** The volunteers' preferences for this event, else for the campaigns named (positions by name). */
async function preferencesOf(manager: EntityManager, scope: InstanceScope, volunteerIds: number[], campaignIds: number[]): Promise<Map<number, PreferenceRow>> {
  const result = new Map<number, PreferenceRow>();
  if (volunteerIds.length === 0) return result;
  const rows: PreferenceRow[] = await manager.query(
    `SELECT p.volunteer_id, p.event_id, p.availability, p.preferred_position_ids, p.preferred_position_names, c.time_zone
       FROM assignment_preference p LEFT JOIN campaign c ON c.id = p.campaign_id
      WHERE p.organization_id = $1 AND p.volunteer_id = ANY($2) AND (p.event_id = $3 OR p.campaign_id = ANY($4))
      ORDER BY p.event_id NULLS LAST, p.updated_at DESC`,
    [scope.organizationId, volunteerIds, scope.eventId, campaignIds],
  );
  for (const row of rows) if (!result.has(row.volunteer_id)) result.set(row.volunteer_id, row);
  return result;
}

/**
 * The event's instance for the options: every slot (full ones too), the positions with their rules and
 * priorities, and the candidates with categories, birth date, availability, ranked preferences, busy
 * ranges (active participations in any event of the organization), existing shifts of this event and
 * group size. `options` are validated (ids as strings).
 */
export async function buildInstance(manager: EntityManager, scope: InstanceScope, options: AutoAssignOptionsValues): Promise<BuiltInstance> {
  const priorities = new Map(options.positionPriorities.map((p) => [Number(p.positionId), p.priority]));
  const { positions, slots } = await planningOf(manager, scope, priorities);
  const positionIds = new Set(positions.map((position) => position.id));
  const volunteerIds = await candidateIds(manager, scope, options);
  const campaignIds = ids(options.campaignIds);

  const [volunteerRows, categoryRows, busyRows, groupRows, categoryNames, preferences] = await Promise.all([
    manager.query(`SELECT id, first_name, last_name, to_char(born_date, 'YYYY-MM-DD') AS born_date FROM volunteer WHERE id = ANY($1) AND organization_id = $2`, [
      volunteerIds,
      scope.organizationId,
    ]) as Promise<Array<{ id: number; first_name: string; last_name: string; born_date: string | null }>>,
    manager.query(
      `SELECT m.volunteer_id, m.category_id FROM volunteer_category_member m JOIN volunteer_category c ON c.id = m.category_id
        WHERE m.volunteer_id = ANY($1) AND c.organization_id = $2`,
      [volunteerIds, scope.organizationId],
    ) as Promise<Array<{ volunteer_id: number; category_id: number }>>,
    manager.query(
      `SELECT p.volunteer_id, p.event_id, floor(extract(epoch FROM s.start_time) * 1000)::float8 AS start_ms, floor(extract(epoch FROM s.end_time) * 1000)::float8 AS end_ms
         FROM participation p JOIN time_slot s ON s.id = p.time_slot_id
        WHERE p.volunteer_id = ANY($1) AND p.organization_id = $2 AND p.validation_status = ANY($3)`,
      [volunteerIds, scope.organizationId, [...ACTIVE_PARTICIPATION_STATUSES]],
    ) as Promise<Array<{ volunteer_id: number; event_id: number; start_ms: number; end_ms: number }>>,
    options.keepGroupsTogether
      ? (manager.query(
          `SELECT volunteer_id, MAX(nb) AS nb FROM (
             SELECT volunteer_id, nb_participants AS nb FROM participation WHERE event_id = $1 AND organization_id = $2 AND volunteer_id = ANY($3)
             UNION ALL SELECT volunteer_id, nb_participants FROM waiting_list_entry WHERE event_id = $1 AND organization_id = $2 AND volunteer_id = ANY($3)
           ) AS sizes GROUP BY volunteer_id`,
          [scope.eventId, scope.organizationId, volunteerIds],
        ) as Promise<Array<{ volunteer_id: number; nb: number }>>)
      : Promise.resolve([]),
    manager.query(`SELECT id, name FROM volunteer_category WHERE organization_id = $1`, [scope.organizationId]) as Promise<Array<{ id: number; name: string }>>,
    preferencesOf(manager, scope, volunteerIds, campaignIds),
  ]);

  const categoriesOf = new Map<number, number[]>();
  for (const row of categoryRows) categoriesOf.set(row.volunteer_id, [...(categoriesOf.get(row.volunteer_id) ?? []), row.category_id]);
  const busyOf = new Map<number, Array<TimeRange & { eventId: number }>>();
  for (const row of busyRows) {
    busyOf.set(row.volunteer_id, [...(busyOf.get(row.volunteer_id) ?? []), { start: Number(row.start_ms), end: Number(row.end_ms), eventId: row.event_id }]);
  }
  const groupOf = new Map(groupRows.map((row) => [row.volunteer_id, Math.max(1, Number(row.nb))]));
  const positionByName = new Map<string, number>();
  for (const position of positions) {
    const key = position.name.trim().toLowerCase();
    if (!positionByName.has(key)) positionByName.set(key, position.id);
  }

  const candidates: SolverCandidate[] = [];
  const labels: BuiltInstance['labels'] = {
    timeZone: scope.timeZone,
    candidates: 0,
    volunteers: {},
    slots: Object.fromEntries(slots.map((slot) => [slot.id, { positionId: slot.positionId, start: slot.start, end: slot.end }])),
    positions: Object.fromEntries(positions.map((position) => [position.id, position.name])),
    categories: Object.fromEntries(categoryNames.map((row) => [row.id, row.name])),
  };
  for (const row of volunteerRows.sort((a, b) => a.id - b.id)) {
    const preference = preferences.get(row.id);
    let availability: TimeRange[] | null = null;
    let ranked: number[] = [];
    if (preference) {
      availability = availabilityRanges(preference.availability, preference.event_id !== null ? scope.timeZone : (preference.time_zone ?? scope.timeZone));
      ranked =
        preference.event_id !== null
          ? (preference.preferred_position_ids ?? []).map(Number).filter((id) => positionIds.has(id))
          : (preference.preferred_position_names ?? []).flatMap((name) => positionByName.get(name.trim().toLowerCase()) ?? []);
      ranked = [...new Set(ranked)];
    }
    const busy = busyOf.get(row.id) ?? [];
    const existing = options.respectExisting ? busy.filter((range) => range.eventId === scope.eventId) : [];
    candidates.push({
      id: row.id,
      size: options.keepGroupsTogether ? (groupOf.get(row.id) ?? 1) : 1,
      categoryIds: categoriesOf.get(row.id) ?? [],
      bornDate: row.born_date,
      availability,
      preferences: ranked,
      busy: busy.map((range) => ({ start: range.start, end: range.end })),
      existingShifts: existing.length,
      existingMinutes: existing.reduce((sum, range) => sum + Math.round((range.end - range.start) / MINUTE), 0),
    });
    labels.volunteers[row.id] = { name: `${row.first_name} ${row.last_name}`.trim(), availability, preferences: ranked };
  }
  labels.candidates = candidates.length;

  const pairs = (list: Array<{ volunteerId: string; slotId: string }>): VolunteerSlotPair[] =>
    list.map((pair) => ({ volunteerId: Number(pair.volunteerId), slotId: Number(pair.slotId) }));
  const instance: SolverInstance = {
    positions,
    slots,
    candidates,
    options: {
      maxHours: options.maxHours,
      maxShifts: options.maxShifts,
      minRestMinutes: options.minRestMinutes ?? 0,
      pinned: pairs(options.pinned),
      forbidden: pairs(options.forbidden),
      onlyPreferredPositions: options.onlyPreferredPositions,
      timeLimitSeconds: options.timeLimitSeconds,
      method: options.method,
    },
  };
  return { instance, labels, placesOpen: slots.reduce((sum, slot) => sum + Math.max(0, slot.capacity - slot.taken), 0) };
}

/** Which of the given ids are not the organization's campaigns / volunteer categories / the event's positions. */
export async function foreignReferences(
  manager: EntityManager,
  scope: InstanceScope,
  refs: { campaignIds: number[]; categoryIds: number[]; positionIds: number[] },
): Promise<{ campaignIds: number[]; categoryIds: number[]; positionIds: number[] }> {
  const known = async (sql: string, wanted: number[], param: number): Promise<number[]> => {
    if (wanted.length === 0) return [];
    const rows: Array<{ id: number }> = await manager.query(sql, [wanted, param]);
    const found = new Set(rows.map((row) => Number(row.id)));
    return wanted.filter((id) => !found.has(id));
  };
  return {
    campaignIds: await known(`SELECT id FROM campaign WHERE id = ANY($1) AND organization_id = $2`, refs.campaignIds, scope.organizationId),
    categoryIds: await known(`SELECT id FROM volunteer_category WHERE id = ANY($1) AND organization_id = $2`, refs.categoryIds, scope.organizationId),
    positionIds: await known(`SELECT id FROM position WHERE id = ANY($1) AND event_id = $2`, refs.positionIds, scope.eventId),
  };
}

/** The default status of a new participation on each position of the event (positions module's column). */
export async function defaultStatuses(manager: EntityManager, scope: InstanceScope): Promise<Map<number, number>> {
  const rows: Array<{ id: number; status: number }> = await manager.query(
    `SELECT id, default_participation_validation_status AS status FROM position WHERE event_id = $1 AND organization_id = $2`,
    [scope.eventId, scope.organizationId],
  );
  return new Map(rows.map((row) => [row.id, Number(row.status)]));
}

/** The slots among `slotIds` that are the event's. */
export async function eventSlotIds(manager: EntityManager, scope: InstanceScope, slotIds: number[]): Promise<number[]> {
  if (slotIds.length === 0) return [];
  const rows: Array<{ id: number }> = await manager.query(`SELECT id FROM time_slot WHERE id = ANY($1) AND event_id = $2 AND organization_id = $3 ORDER BY id`, [
    slotIds,
    scope.eventId,
    scope.organizationId,
  ]);
  return rows.map((row) => Number(row.id));
}

/** The event of a background run, read without a caller (the job is the credential): its organization and time zone. */
export async function eventForJob(manager: EntityManager, eventId: number): Promise<{ organizationId: number; timeZone: string } | null> {
  const rows: Array<{ organization_id: number; time_zone: string }> = await manager.query(`SELECT organization_id, time_zone FROM event WHERE id = $1`, [eventId]);
  return rows[0] ? { organizationId: Number(rows[0].organization_id), timeZone: rows[0].time_zone } : null;
}

/** Waiting-list entries still 'waiting' of these volunteers on these slots of the event (they got the place another way). */
export async function waitingEntriesOf(manager: EntityManager, scope: InstanceScope, pairs: Array<{ volunteerId: number; slotId: number }>): Promise<number[]> {
  if (pairs.length === 0) return [];
  const rows: Array<{ id: number }> = await manager.query(
    `SELECT w.id FROM waiting_list_entry w JOIN unnest($3::int[], $4::int[]) AS p(volunteer_id, slot_id) ON p.volunteer_id = w.volunteer_id AND p.slot_id = w.time_slot_id
      WHERE w.event_id = $1 AND w.organization_id = $2 AND w.status = 'waiting' ORDER BY w.id`,
    [scope.eventId, scope.organizationId, pairs.map((p) => p.volunteerId), pairs.map((p) => p.slotId)],
  );
  return rows.map((row) => Number(row.id));
}
