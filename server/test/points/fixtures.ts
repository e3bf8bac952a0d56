import type { TestApp } from '../harness';

export interface LedgerRow {
  id: number;
  volunteerId: number;
  pointsDiff: number;
  balance: number;
  trigger: string;
  triggerData: Record<string, unknown>;
  participationId: number | null;
}

async function rows<T = any>(t: TestApp, sql: string, params: unknown[] = []): Promise<T[]> {
  return t.db.database.dataSource.query(sql, params);
}

/** A volunteer's ledger, oldest first. */
export async function ledger(t: TestApp, volunteerId: string | number): Promise<LedgerRow[]> {
  const found = await rows(
    t,
    `SELECT id, volunteer_id, points_diff, balance, trigger, trigger_data, participation_id FROM points_transaction WHERE volunteer_id = $1 ORDER BY id`,
    [Number(volunteerId)],
  );
  return found.map((row) => ({
    id: row.id,
    volunteerId: row.volunteer_id,
    pointsDiff: Number(row.points_diff),
    balance: Number(row.balance),
    trigger: row.trigger,
    triggerData: typeof row.trigger_data === 'string' ? JSON.parse(row.trigger_data) : row.trigger_data,
    participationId: row.participation_id,
  }));
}

/** The stored running balance (0 without an account). */
export async function storedBalance(t: TestApp, volunteerId: string | number): Promise<number> {
  const [row] = await rows(t, `SELECT balance FROM points_account WHERE volunteer_id = $1`, [Number(volunteerId)]);
  return row ? Number(row.balance) : 0;
}

/** The ledger rows of one participation. */
export async function rowsOfParticipation(t: TestApp, participationId: string | number): Promise<LedgerRow[]> {
  const found = await rows(t, `SELECT volunteer_id FROM points_transaction WHERE participation_id = $1 GROUP BY volunteer_id`, [Number(participationId)]);
  const all = (await Promise.all(found.map((row) => ledger(t, row.volunteer_id)))).flat();
  return all.filter((row) => row.participationId === Number(participationId)).sort((a, b) => a.id - b.id);
}

/**
 * The ledger's invariants over the whole database: every account's stored balance is the SQL SUM of its
 * rows, every row's balance is the previous row's plus its diff, and no balance is below zero.
 * Answers the number of accounts checked.
 */
export async function assertLedgerConsistent(t: TestApp): Promise<number> {
  const sums = await rows(
    t,
    `SELECT a.volunteer_id, a.balance::text AS stored, COALESCE(SUM(x.points_diff), 0)::text AS summed, COUNT(x.id)::int AS n
       FROM points_account a LEFT JOIN points_transaction x ON x.volunteer_id = a.volunteer_id
      GROUP BY a.volunteer_id, a.balance`,
  );
  for (const row of sums) expect({ volunteer: row.volunteer_id, balance: Number(row.stored) }).toEqual({ volunteer: row.volunteer_id, balance: Number(row.summed) });
  const orphans = await rows(t, `SELECT DISTINCT volunteer_id FROM points_transaction x WHERE NOT EXISTS (SELECT 1 FROM points_account a WHERE a.volunteer_id = x.volunteer_id)`);
  expect(orphans).toEqual([]);
  const chain = await rows(
    t,
    `SELECT id, volunteer_id, points_diff, balance, LAG(balance) OVER (PARTITION BY volunteer_id ORDER BY id) AS before FROM points_transaction`,
  );
  for (const row of chain) {
    expect({ id: row.id, balance: Number(row.balance) }).toEqual({ id: row.id, balance: Math.round((Number(row.before ?? 0) + Number(row.points_diff)) * 100) / 100 });
  }
  const negative = await rows(t, `SELECT volunteer_id FROM points_account WHERE balance < 0`);
  expect(negative).toEqual([]);
  return sums.length;
}

export const CREATE_CATEGORY = `mutation($input: RewardCategoryInput!) { createRewardCategory(input: $input) { id hourlyRate isDefault } }`;
export const UPDATE_CATEGORY = `mutation($id: ID!, $input: RewardCategoryInput!) { updateRewardCategory(id: $id, input: $input) { id hourlyRate isDefault } }`;
export const DELETE_CATEGORY = `mutation($id: ID!) { deleteRewardCategory(id: $id) }`;
export const UPDATE_SLOT = `mutation($id: ID!, $input: TimeSlotInput!) { updateTimeSlot(id: $id, input: $input) { id startTime endTime hourlyRate } }`;
export const DELETE_SLOT = `mutation($id: ID!) { deleteTimeSlot(id: $id) }`;
export const ADD = `mutation($input: [AddParticipationInput!]!) { addParticipations(input: $input) { id validationStatus } }`;
export const SET_STATUS = `mutation($ids: [ID!]!, $status: ParticipationStatus!) { setParticipationsStatus(ids: $ids, status: $status) { id validationStatus } }`;
export const MOVE = `mutation($id: ID!, $slot: ID!) { moveParticipation(id: $id, timeSlotId: $slot) { id timeSlotId } }`;
export const CHANGE_VOLUNTEER = `mutation($id: ID!, $volunteerId: ID!) { changeParticipationVolunteer(id: $id, volunteerId: $volunteerId) { id volunteerId } }`;
export const DELETE_PARTICIPATION = `mutation($id: ID!) { deleteParticipation(id: $id) }`;
export const CANCEL_MINE = `mutation($token: String!, $id: ID!) { cancelMyParticipation(token: $token, id: $id) { id validationStatus } }`;
export const ADJUST = `mutation($volunteerId: ID!, $points: Float!, $reason: String!) { adjustPoints(volunteerId: $volunteerId, points: $points, reason: $reason) { id pointsDiff balance trigger label triggerData { reason } } }`;
export const POINTS_FIELDS = `volunteerId balance transactions { id createdAt pointsDiff balance trigger label triggerData { eventName positionName startTime endTime eventId positionId participationId productName quantity orderId reason } }`;
export const VOLUNTEER_POINTS = `query($id: ID!) { volunteerPoints(volunteerId: $id) { ${POINTS_FIELDS} } }`;
export const MY_POINTS = `query($token: String!) { myPoints(token: $token) { ${POINTS_FIELDS} } }`;
