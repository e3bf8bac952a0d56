import type TestAgent from 'supertest/lib/agent';
import { CREATE_EVENT, CREATE_POSITION, CREATE_SLOT, EVENT_INPUT, organizer, type Organizer } from '../events/fixtures';
import { gql, type GraphQLAnswer, type TestApp } from '../harness';

export const SIGN_UP = `mutation($input: SignUpInput!) {
  signUp(input: $input) { id firstName lastName nbParticipants groupName validationStatus }
}`;
export const PUBLISH = `mutation($id: ID!) { publishEvent(id: $id) { id status } }`;
export const UPDATE_EVENT = `mutation($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }`;
export const UPDATE_POSITION = `mutation($id: ID!, $input: PositionInput!) { updatePosition(id: $id, input: $input) { id } }`;

/** 2030-07-01 in Zurich (UTC+2): an hour at `hour` local time, as ISO. */
export const at = (hour: number, minute = 0, day = 1) =>
  new Date(Date.UTC(2030, 6, day, hour - 2, minute)).toISOString();

export interface PublishedEvent {
  o: Organizer;
  eventId: string;
  uuid: string;
  positionId: string;
  /** Slot ids, in creation order. */
  slots: string[];
}

/**
 * A published event of a fresh organization: one position "Bar" with `slots` (default: one 08:00-10:00
 * slot needing 5), the configuration given.
 */
export async function publishedEvent(
  t: TestApp,
  options: {
    configuration?: Record<string, unknown>;
    slots?: Array<{ start: string; end: string; required?: number; isPrivate?: boolean }>;
    event?: Record<string, unknown>;
    o?: Organizer;
  } = {},
): Promise<PublishedEvent> {
  const o = options.o ?? (await organizer(t));
  // An event taking groups needs the organization's right too (enableGroupRegistrations, issue 16).
  if (options.configuration?.enableGroupRegistrations === true) {
    await t.db.database.dataSource.query('UPDATE organization SET enable_group_registrations = true WHERE id = $1', [o.organization.id]);
  }
  const { createEvent } = await o.ok(CREATE_EVENT, { input: { ...EVENT_INPUT, ...options.event, configuration: options.configuration ?? {} } });
  const { createPosition } = await o.ok(CREATE_POSITION, { input: { eventId: createEvent.id, name: 'Bar' } });
  const slots: string[] = [];
  for (const slot of options.slots ?? [{ start: at(8), end: at(10), required: 5 }]) {
    const { createTimeSlot } = await o.ok(CREATE_SLOT, {
      input: { positionId: createPosition.id, startTime: slot.start, endTime: slot.end, requiredVolunteerCount: slot.required ?? 5, isPrivate: slot.isPrivate ?? false },
    });
    slots.push(createTimeSlot.id);
  }
  await o.ok(PUBLISH, { id: createEvent.id });
  return { o, eventId: createEvent.id, uuid: createEvent.uuid, positionId: createPosition.id, slots };
}

export async function addSlot(o: Organizer, positionId: string, start: string, end: string, required = 5): Promise<string> {
  const { createTimeSlot } = await o.ok(CREATE_SLOT, { input: { positionId, startTime: start, endTime: end, requiredVolunteerCount: required } });
  return createTimeSlot.id;
}

export async function addPosition(o: Organizer, eventId: string, name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { createPosition } = await o.ok(CREATE_POSITION, { input: { eventId, name, ...extra } });
  return createPosition.id;
}

let people = 0;

/** A valid sign-up of a new person (unique e-mail) for `slotIds`. */
export function person(uuid: string, slotIds: string[], extra: Record<string, unknown> = {}) {
  people += 1;
  const email = `benevole${people}.${Date.now()}@example.org`;
  return {
    eventUuid: uuid,
    slotIds,
    firstName: 'Anne',
    lastName: `Martin${people}`,
    email,
    emailConfirmation: email,
    policyAccepted: true,
    ...extra,
  };
}

/** A visitor: no login, a cookie jar of its own. */
export function visitor(t: TestApp, headers: Record<string, string> = {}) {
  const agent: TestAgent = t.agent();
  const call = <T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLAnswer<T>> =>
    gql<T>(agent, t.server.url, query, variables, { headers });
  const ok = async <T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const answer = await call<T>(query, variables);
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data as T;
  };
  return { agent, call, ok };
}

export type Visitor = ReturnType<typeof visitor>;

/** The first error of an answer: its message, code and field errors. */
export function errorOf(answer: GraphQLAnswer) {
  const error = answer.errors?.[0];
  return { message: error?.message, code: error?.extensions?.code, fieldErrors: error?.extensions?.fieldErrors };
}

/** Rows of a table through the test database (assertions on what was written). */
export async function rows<T = Record<string, any>>(t: TestApp, sql: string, params: unknown[] = []): Promise<T[]> {
  return t.db.database.dataSource.query(sql, params);
}
