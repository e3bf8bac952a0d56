import crypto from 'node:crypto';
import { CREATE_EVENT, CREATE_POSITION, CREATE_SLOT, organizer, type Organizer } from '../events/fixtures';
import { gql, type GraphQLAnswer, type TestApp } from '../harness';
import { participation, volunteer, type VolunteerRow } from '../participations/fixtures';

export const OPERATOR_FIELDS = 'id eventId name tagIds tags { id name color known } loginSecret lastLoginAt createdAt';
export const OPERATORS = `query($eventId: ID!) { operators(eventId: $eventId) { ${OPERATOR_FIELDS} } }`;
export const CREATE_OPERATOR = `mutation($eventId: ID!, $input: OperatorInput!) { createOperator(eventId: $eventId, input: $input) { ${OPERATOR_FIELDS} } }`;
export const UPDATE_OPERATOR = `mutation($id: ID!, $input: OperatorInput!) { updateOperator(id: $id, input: $input) { ${OPERATOR_FIELDS} } }`;
export const ROTATE = `mutation($id: ID!) { rotateOperatorSecret(id: $id) { ${OPERATOR_FIELDS} } }`;
export const DELETE_OPERATOR = `mutation($id: ID!) { deleteOperator(id: $id) }`;
export const SCAN_CONFIG_FIELDS = 'eventId checkIn orderDelivery voucherRedeem tshirt tshirtAttributeId lateAfterMinutes items { kind refId name tagIds }';
export const SCAN_CONFIG = `query($eventId: ID!) { scanConfig(eventId: $eventId) { ${SCAN_CONFIG_FIELDS} } }`;
export const UPDATE_SCAN_CONFIG = `mutation($eventId: ID!, $input: ScanConfigInput!) { updateScanConfig(eventId: $eventId, input: $input) { ${SCAN_CONFIG_FIELDS} } }`;
export const LOGIN = `mutation($secret: String!) { operatorLogin(secret: $secret) { token expiresAt stand { operatorName eventName checkIn voucherRedeem tags { name known } } } }`;
export const STAND = `query { stand { operatorId operatorName eventId eventName timeZone checkIn orderDelivery voucherRedeem tshirt tags { id name known } } }`;
export const STAND_VOLUNTEER = `query($code: String!) { standVolunteer(code: $code) {
  code volunteerId firstName lastName profilePicture notices
  shifts { participationId positionName startsAt endsAt checkedInAt checkedInBy }
  orders { orderId productName quantity deliveredAt deliveredBy }
  vouchers { voucherCodeId poolName code redeemedAt redeemedBy }
  tshirt { size handedOutAt handedOutBy } } }`;
const ACTION_FIELDS = 'id kind volunteerId volunteerName operatorName label happenedAt createdAt undoneAt';
export const ACT = `mutation($input: StandActionInput!) { standAction(input: $input) { clientId ok message action { ${ACTION_FIELDS} } } }`;
export const REPLAY = `mutation($actions: [StandActionInput!]!) { standReplay(actions: $actions) { clientId ok message action { ${ACTION_FIELDS} } } }`;
export const BOARD = `query($eventId: ID!) { checkInBoard(eventId: $eventId) { eventId day expected checkedIn missing late
  rows { participationId volunteerId volunteerName positionName startsAt checkedInAt operatorName late missing } } }`;
export const ACTIONS = `query($eventId: ID!) { scanActions(eventId: $eventId) { ${ACTION_FIELDS} } }`;
export const UNDO = `mutation($id: ID!) { undoScanAction(id: $id) { ${ACTION_FIELDS} } }`;
export const SCAN_CODE = `query($id: ID!) { volunteerScanCode(volunteerId: $id) }`;
export const REVOKE = `mutation($id: ID!) { revokeScanCode(volunteerId: $id) }`;

export const clientId = (): string => crypto.randomUUID();

/** An organizer of a fresh organization with operators, the shop and vouchers switched on. */
export async function standOrganizer(t: TestApp): Promise<Organizer> {
  const o = await organizer(t);
  await t.db.database.dataSource.query('UPDATE organization SET enable_operators = true, enable_shop = true, enable_vouchers = true WHERE id = $1', [
    o.organization.id,
  ]);
  return o;
}

export interface StandEvent {
  eventId: string;
  barTag: string;
  gateTag: string;
  bar: string;
  gate: string;
  /** Bar, started 30 minutes ago, ends in 3 hours. */
  barSlot: string;
  /** Entrée, started 2 hours ago, ends in 2 hours. */
  gateSlot: string;
}

const minutesFromNow = (minutes: number): string => new Date(Math.floor(Date.now() / 60_000) * 60_000 + minutes * 60_000).toISOString();

/**
 * An event happening now (one day from 4 hours ago to 6 hours ahead) with two tagged positions, Bar
 * (tag "Bar") and Entrée (tag "Entrée"), each with a slot running now.
 */
export async function eventToday(o: Organizer, name = 'Festival du lac'): Promise<StandEvent> {
  const { createEvent } = await o.ok(CREATE_EVENT, {
    input: { name, description: 'Le festival', responsable: 'Anne', email: 'anne@example.org', days: [{ startsAt: minutesFromNow(-240), endsAt: minutesFromNow(360) }] },
  });
  const tag = async (tagName: string) =>
    (await o.ok(`mutation($input: TagInput!) { createTag(input: $input) { id } }`, { input: { eventId: createEvent.id, name: tagName } })).createTag.id as string;
  const barTag = await tag('Bar');
  const gateTag = await tag('Entrée');
  const position = async (positionName: string, tagId: string) =>
    (await o.ok(CREATE_POSITION, { input: { eventId: createEvent.id, name: positionName, tagIds: [tagId] } })).createPosition.id as string;
  const bar = await position('Bar', barTag);
  const gate = await position('Entrée', gateTag);
  const slot = async (positionId: string, from: number, to: number) =>
    (await o.ok(CREATE_SLOT, { input: { positionId, startTime: minutesFromNow(from), endTime: minutesFromNow(to), requiredVolunteerCount: 30 } })).createTimeSlot.id as string;
  return { eventId: createEvent.id, barTag, gateTag, bar, gate, barSlot: await slot(bar, -30, 180), gateSlot: await slot(gate, -120, 120) };
}

/** A volunteer with an accepted participation on the slot. */
export async function volunteerOn(t: TestApp, o: Organizer, e: StandEvent, slotId: string, fields: Record<string, string> = {}): Promise<VolunteerRow & { participationId: string }> {
  const v = await volunteer(t, o.organization.id, fields);
  const participationId = await participation(t, o, { eventId: e.eventId, slotId, volunteer: v });
  return { ...v, participationId };
}

/** A signed-in stand: GraphQL calls with its X-Operator-Token (and a language when given). */
export interface Stand {
  token: string;
  operatorId: string;
  call<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, language?: string): Promise<GraphQLAnswer<T>>;
  ok<T = Record<string, any>>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

export async function standFor(t: TestApp, o: Organizer, eventId: string, name = 'Alice', tagIds: string[] = []): Promise<Stand> {
  const { createOperator } = await o.ok(CREATE_OPERATOR, { eventId, input: { name, tagIds } });
  const agent = t.agent();
  const login = await gql<{ operatorLogin: { token: string } }>(agent, t.server.url, LOGIN, { secret: createOperator.loginSecret });
  if (login.errors) throw new Error(JSON.stringify(login.errors));
  const token = login.data!.operatorLogin.token;
  const call = <T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}, language?: string) =>
    gql<T>(t.agent(), t.server.url, query, variables, { csrf: false, headers: { 'X-Operator-Token': token, ...(language ? { 'X-Language': language } : {}) } });
  const ok = async <T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const answer = await call<T>(query, variables);
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data as T;
  };
  return { token, operatorId: createOperator.id, call, ok };
}

/** A voucher pool with codes, the first `claimed` of them held by the volunteer (as a claim leaves them). */
export async function poolWithClaim(t: TestApp, o: Organizer, name: string, codes: string[], holder: VolunteerRow, claimed = 1): Promise<{ poolId: number; codeIds: number[] }> {
  const db = t.db.database.dataSource;
  const [{ id: poolId }] = await db.query(`INSERT INTO voucher_pool (organization_id, name) VALUES ($1, $2) RETURNING id`, [o.organization.id, name]);
  const codeIds: number[] = [];
  for (const [index, code] of codes.entries()) {
    const mine = index < claimed;
    const [{ id }] = await db.query(
      `INSERT INTO voucher_code (organization_id, pool_id, code, volunteer_id, claimed_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [o.organization.id, poolId, code, mine ? Number(holder.id) : null, mine ? new Date() : null],
    );
    codeIds.push(id);
  }
  return { poolId, codeIds };
}

export async function configure(o: Organizer, eventId: string, input: Record<string, unknown>): Promise<Record<string, any>> {
  return (
    await o.ok(UPDATE_SCAN_CONFIG, {
      eventId,
      input: { checkIn: true, orderDelivery: false, voucherRedeem: false, tshirt: false, tshirtAttributeId: null, lateAfterMinutes: 15, items: [], ...input },
    })
  ).updateScanConfig;
}
