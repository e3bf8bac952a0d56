import { organizer, type Organizer } from '../events/fixtures';
import { gql, type TestApp } from '../harness';
import { participation, planning, volunteer, type Planning, type VolunteerRow } from '../participations/fixtures';

export const SWAP_FIELDS = `id status eventId eventName participationId shiftAvailable timeSlotId positionName startTime endTime named targetEmail
  approvalRequired mine takenByMe offeredByName takerName offeredByEmail takerEmail decisionMessage takenAt decidedAt`;

export const MY_SWAPS = `query($token: String!) { mySwaps(token: $token) { mine { ${SWAP_FIELDS} } available { ${SWAP_FIELDS} } swappableParticipationIds } }`;
export const OFFER = `mutation($token: String!, $participationId: ID!, $targetEmail: String) {
  offerShiftSwap(token: $token, participationId: $participationId, targetEmail: $targetEmail) { ${SWAP_FIELDS} } }`;
export const TAKE = `mutation($token: String!, $id: ID!) { takeShiftSwap(token: $token, id: $id) { ${SWAP_FIELDS} } }`;
export const WITHDRAW = `mutation($token: String!, $id: ID!) { withdrawShiftSwap(token: $token, id: $id) { ${SWAP_FIELDS} } }`;
export const PENDING = `query($eventId: ID) { pendingSwaps(eventId: $eventId) { ${SWAP_FIELDS} } }`;
export const APPROVE = `mutation($id: ID!) { approveSwap(id: $id) { ${SWAP_FIELDS} } }`;
export const REFUSE = `mutation($id: ID!, $message: String) { refuseSwap(id: $id, message: $message) { ${SWAP_FIELDS} } }`;
export const ADD = `mutation($input: [AddParticipationInput!]!) { addParticipations(input: $input) { id } }`;
export const UPDATE_SLOT = `mutation($id: ID!, $input: TimeSlotInput!) { updateTimeSlot(id: $id, input: $input) { id hourlyRate } }`;

/** A volunteer's call (no session: the token is the credential). */
export function asVolunteer(t: TestApp) {
  const agent = t.agent();
  return <T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}) => gql<T>(agent, t.server.url, query, variables);
}

export const sql = (t: TestApp, query: string, params: unknown[] = []) => t.db.database.dataSource.query(query, params);

/** Sets event configuration keys (the lead's issue-17 settings) directly. */
export async function configure(t: TestApp, eventId: string, values: Record<string, unknown>): Promise<void> {
  await sql(t, `UPDATE event SET configuration = configuration || $2::jsonb WHERE id = $1`, [Number(eventId), JSON.stringify(values)]);
}

export interface SwapWorld {
  o: Organizer;
  p: Planning;
  /** Offers the shift: holds slot A (bar, day 1 10:00-12:00, 2 places) through an organizer's add (points settled). */
  alice: VolunteerRow;
  aliceShift: string;
  /** Takes part in the event (slot D, day 2): may see open offers. */
  bob: VolunteerRow;
  /** Of the organization, not of the event. */
  carol: VolunteerRow;
}

/** An event with swaps on, Alice on slot A (10 points an hour: 20 points), Bob on slot D, Carol elsewhere. */
export async function swapWorld(t: TestApp, settings: Record<string, unknown> = {}): Promise<SwapWorld> {
  const o = await organizer(t);
  const p = await planning(o);
  await configure(t, p.eventId, { enableShiftSwaps: true, ...settings });
  await o.ok(UPDATE_SLOT, { id: p.slotA, input: { hourlyRate: 10 } });
  const alice = await volunteer(t, o.organization.id, { first_name: 'Alice', last_name: 'Martin' });
  const bob = await volunteer(t, o.organization.id, { first_name: 'Bob', last_name: 'Keller' });
  const carol = await volunteer(t, o.organization.id, { first_name: 'Carol', last_name: 'Favre' });
  const { addParticipations } = await o.ok(ADD, { input: [{ volunteerId: alice.id, timeSlotId: p.slotA }] });
  await participation(t, o, { eventId: p.eventId, slotId: p.slotD, volunteer: bob });
  return { o, p, alice, aliceShift: addParticipations[0].id, bob, carol };
}

export async function participationsOn(t: TestApp, slotId: string): Promise<Array<{ id: number; volunteerId: number; status: number; email: string }>> {
  const rows = await sql(t, `SELECT id, volunteer_id, validation_status, email FROM participation WHERE time_slot_id = $1 ORDER BY id`, [Number(slotId)]);
  return rows.map((row: any) => ({ id: row.id, volunteerId: row.volunteer_id, status: Number(row.validation_status), email: row.email }));
}

export async function balanceOf(t: TestApp, volunteerId: string): Promise<number> {
  const [row] = await sql(t, `SELECT COALESCE(SUM(points_diff), 0)::int AS total FROM points_transaction WHERE volunteer_id = $1`, [Number(volunteerId)]);
  return Number(row.total);
}

export async function mailsTo(t: TestApp, address: string): Promise<Array<{ subject: string; text: string }>> {
  const rows = await sql(t, `SELECT subject, text FROM mail WHERE to_address = $1 ORDER BY id`, [address]);
  return rows.map((row: any) => ({ subject: row.subject, text: row.text }));
}
