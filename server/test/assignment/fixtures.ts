import { CREATE_POSITION, CREATE_SLOT, EVENT_INPUT, type Organizer } from '../events/fixtures';
import type { RestOrganizer } from '../events/rest';
import type { TestApp } from '../harness';
import { at, volunteer, type VolunteerRow } from '../participations/fixtures';

export const RUN_FIELDS = `id eventId status progress error jobId createdAt finishedAt appliedAt appliedCount
  options { registered campaignIds categoryIds maxHours maxShifts minRestMinutes keepGroupsTogether respectExisting onlyPreferredPositions
    positionPriorities { positionId priority } pinned { volunteerId slotId } forbidden { volunteerId slotId } method timeLimitSeconds background }
  proposal {
    assignments { volunteerId volunteerName slotId positionId positionName startTime endTime size preferenceRank pinned explanation }
    unfilled { slotId positionId positionName startTime endTime places reason message }
    rejectedPins { volunteerId volunteerName slotId reason message }
    stats { method optimal candidates placesOpen placesFilled weightedFilled bound preferenceScore hoursSpread seconds }
  }`;

export const AUTO_ASSIGN = `mutation($eventId: ID!, $options: AutoAssignOptionsInput) { autoAssign(eventId: $eventId, options: $options) { ${RUN_FIELDS} } }`;
export const AUTO_ASSIGN_RUN = `query($id: ID!) { autoAssignRun(id: $id) { ${RUN_FIELDS} } }`;
export const AUTO_ASSIGN_RUNS = `query($eventId: ID!) { autoAssignRuns(eventId: $eventId) { id status createdAt } }`;
export const APPLY = `mutation($runId: ID!, $assignments: [VolunteerSlotInput!], $skipConflicts: Boolean) {
  applyAutoAssign(runId: $runId, assignments: $assignments, skipConflicts: $skipConflicts) {
    applied participations { id timeSlotId validationStatus nbParticipants } conflicts { volunteerId volunteerName slotId reason message }
  }
}`;

export interface Assignment {
  volunteerId: string;
  volunteerName: string;
  slotId: string;
  positionId: string;
  positionName: string;
  size: number;
  preferenceRank: number | null;
  pinned: boolean;
  explanation: string;
}

export const sql = <T = Record<string, any>>(t: TestApp, query: string, params: unknown[] = []): Promise<T[]> => t.db.database.dataSource.query(query, params);

/** A category of the organization with these volunteers in it. */
export async function category(t: TestApp, o: Organizer, name: string, members: VolunteerRow[]): Promise<string> {
  const [{ id }] = await sql(t, `INSERT INTO volunteer_category (organization_id, name) VALUES ($1, $2) RETURNING id`, [o.organization.id, name]);
  for (const member of members) await sql(t, `INSERT INTO volunteer_category_member (volunteer_id, category_id) VALUES ($1, $2)`, [Number(member.id), id]);
  return String(id);
}

/** `n` volunteers of the organization. */
export async function volunteers(t: TestApp, o: Organizer, n: number, fields: Record<string, string | null> = {}): Promise<VolunteerRow[]> {
  const list: VolunteerRow[] = [];
  for (let i = 0; i < n; i += 1) list.push(await volunteer(t, o.organization.id, fields));
  return list;
}

/** A volunteer's preferences for the event, as the sign-up stores them. */
export async function preferences(
  t: TestApp,
  o: Organizer,
  eventId: string,
  v: VolunteerRow,
  values: { availability?: Array<{ day: string; from: string; to: string }> | null; positions?: string[] },
): Promise<void> {
  await sql(
    t,
    `INSERT INTO assignment_preference (organization_id, volunteer_id, event_id, availability, preferred_position_ids) VALUES ($1, $2, $3, $4, $5)`,
    [o.organization.id, Number(v.id), Number(eventId), values.availability ? JSON.stringify(values.availability) : null, (values.positions ?? []).map(Number)],
  );
}

/** Active places held on a slot (group sizes counted). */
export async function held(t: TestApp, slotId: string): Promise<number> {
  const [{ places }] = await sql(t, `SELECT COALESCE(SUM(nb_participants), 0)::int AS places FROM participation WHERE time_slot_id = $1 AND validation_status IN (0, 1, 6)`, [
    Number(slotId),
  ]);
  return places;
}

/** An event (through the facade) with a Bar position, one 10:00-12:00 slot of `places`, and `n` volunteers in a category. */
export async function barEvent(t: TestApp, o: RestOrganizer, places: number, n: number) {
  const { id: eventId } = (await o.post('/events/', EVENT_INPUT)).body;
  const { createPosition } = await o.gql(CREATE_POSITION, { input: { eventId: String(eventId), name: 'Bar' } });
  const { createTimeSlot } = await o.gql(CREATE_SLOT, {
    input: { positionId: createPosition.id, startTime: at(1, 10), endTime: at(1, 12), requiredVolunteerCount: places },
  });
  const people: VolunteerRow[] = [];
  for (let i = 0; i < n; i += 1) people.push(await volunteer(t, o.organization.id));
  const [{ id: categoryId }] = await sql(t, `INSERT INTO volunteer_category (organization_id, name) VALUES ($1, 'Bar') RETURNING id`, [o.organization.id]);
  for (const v of people) await sql(t, `INSERT INTO volunteer_category_member (volunteer_id, category_id) VALUES ($1, $2)`, [Number(v.id), categoryId]);
  return { eventId: String(eventId), positionId: String(createPosition.id), slotId: String(createTimeSlot.id), people, categoryId: Number(categoryId) };
}
