import { gql, type GraphQLAnswer, type TestApp } from '../harness';
import type { Organizer } from '../events/fixtures';

export const MANAGER_FIELDS = 'id email organizationId eventIds events { id uuid name } invitedAt hasPassword createdAt';
export const MANAGERS = `query { managers { ${MANAGER_FIELDS} } }`;
export const CREATE_MANAGER = `mutation($input: ManagerInput!) { createManager(input: $input) { ${MANAGER_FIELDS} } }`;
export const UPDATE_MANAGER = `mutation($id: ID!, $input: ManagerInput!) { updateManager(id: $id, input: $input) { ${MANAGER_FIELDS} } }`;
export const DELETE_MANAGER = `mutation($id: ID!) { deleteManager(id: $id) }`;
export const SET_PASSWORD = `mutation($token: String!, $password: String!) { setManagerPassword(token: $token, password: $password) }`;
export const ROTATE_SECRET = `mutation($eventId: ID!) { rotateOverviewSecret(eventId: $eventId) }`;
export const MANAGER_LOGIN = `mutation($email: String!, $password: String!, $organizationId: ID!) {
  managerLogin(email: $email, password: $password, organizationId: $organizationId) { token expiresAt email organizationName events { id uuid name } } }`;
export const MANAGER_LOGOUT = `mutation { managerLogout }`;
export const MANAGER_ME = `query { managerMe { token expiresAt email organizationName events { id uuid name } } }`;
const VIEW_FIELDS = `id uuid name timeZone days positions { id name sectorId } sectors { id name }
  rows { participationId day startsAt endsAt sectorName positionId positionName volunteerName email phoneNumber nbParticipants groupName validationStatus }
  meals { day mealId mealName count volunteers { volunteerId name positionName } } canCancelSlots`;
export const MANAGER_EVENT = `query($eventId: ID!, $filter: AssignmentFilter) { managerEvent(eventId: $eventId, filter: $filter) { ${VIEW_FIELDS} } }`;
export const ASSIGNMENTS_PDF = `query($eventId: ID!, $filter: AssignmentFilter) { managerAssignmentsPdf(eventId: $eventId, filter: $filter) { fileName mimeType base64 } }`;
export const MEALS_PDF = `query($eventId: ID!, $filter: AssignmentFilter) { managerMealsPdf(eventId: $eventId, filter: $filter) { fileName mimeType base64 } }`;
export const CANCEL_SLOTS = `mutation($eventId: ID!, $ids: [ID!]!) { managerCancelSlots(eventId: $eventId, participationIds: $ids) }`;
export const PUBLIC_VIEW = `query($uuid: String!, $secret: String!) { publicManagerEvent(eventUuid: $uuid, secret: $secret) { ${VIEW_FIELDS} } }`;

export const PASSWORD = 'manager-secret-1';

/** A manager of the organizer's organization for these events, with a password. */
export async function createManager(o: Organizer, eventIds: string[], email = `chef${Math.random().toString(36).slice(2, 8)}@example.org`, canCancelSlots = true) {
  const { createManager: manager } = await o.ok(CREATE_MANAGER, { input: { email, password: PASSWORD, eventIds, canCancelSlots } });
  return manager as { id: string; email: string; organizationId: string; eventIds: string[] };
}

/** A signed-in manager: GraphQL calls with its X-Manager-Token (and a language when given). */
export interface ManagerClient {
  token: string;
  call<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, language?: string): Promise<GraphQLAnswer<T>>;
  ok<T = Record<string, any>>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

export async function signIn(t: TestApp, email: string, organizationId: number | string, password = PASSWORD): Promise<ManagerClient> {
  const login = await gql<{ managerLogin: { token: string } }>(t.agent(), t.server.url, MANAGER_LOGIN, { email, password, organizationId: String(organizationId) });
  if (login.errors) throw new Error(JSON.stringify(login.errors));
  return clientFor(t, login.data!.managerLogin.token);
}

export function clientFor(t: TestApp, token: string): ManagerClient {
  const call = <T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}, language?: string) =>
    gql<T>(t.agent(), t.server.url, query, variables, { csrf: false, headers: { 'X-Manager-Token': token, ...(language ? { 'X-Language': language } : {}) } });
  const ok = async <T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const answer = await call<T>(query, variables);
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data as T;
  };
  return { token, call, ok };
}

/** The `token` of the set-password link in the last invitation mail to this address. */
export async function invitationToken(t: TestApp, email: string): Promise<string> {
  const rows: Array<{ text: string }> = await t.db.database.dataSource.query('SELECT text FROM mail WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [email]);
  const match = /(https?:\/\/\S+)/.exec(rows[0]?.text ?? '');
  if (!match) throw new Error(`no invitation mail to ${email}`);
  const url = new URL(match[1]);
  if (url.pathname !== '/manager/password') throw new Error(`unexpected link ${url.pathname}`);
  return url.searchParams.get('token') ?? '';
}
