import type TestAgent from 'supertest/lib/agent';
import { gql, type TestApp } from '../harness';

export const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { id } }`;

/** A member of a fresh organization, logged in (cookie + CSRF). */
export async function organizer(t: TestApp) {
  const organization = await t.createOrganization();
  const user = await t.createUser({ organizations: [organization] });
  const agent = t.agent();
  const answer = await gql(agent, t.server.url, LOGIN, { input: { email: user.email, password: user.password } });
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  const call = async <T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}) =>
    gql<T>(agent, t.server.url, query, variables);
  /** The data of an operation that must succeed. */
  const ok = async <T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const result = await call<T>(query, variables);
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data as T;
  };
  return { organization, user, agent: agent as TestAgent, call, ok };
}

export type Organizer = Awaited<ReturnType<typeof organizer>>;

/** Zurich summer days: 08:00-23:00 local (06:00-21:00 UTC). */
export const DAY1 = { startsAt: '2030-07-01T06:00:00.000Z', endsAt: '2030-07-01T21:00:00.000Z' };
export const DAY2 = { startsAt: '2030-07-02T06:00:00.000Z', endsAt: '2030-07-02T21:00:00.000Z' };

export const EVENT_INPUT = {
  name: 'Fête du lac',
  description: 'La fête annuelle',
  responsable: 'Anne Martin',
  email: 'anne@example.org',
  days: [DAY1, DAY2],
};

export const CREATE_EVENT = `mutation($input: EventInput!) { createEvent(input: $input) { id uuid name status days { startsAt endsAt } } }`;
export const CREATE_POSITION = `mutation($input: PositionInput!) { createPosition(input: $input) { id name order } }`;
export const CREATE_SLOT = `mutation($input: TimeSlotInput!) { createTimeSlot(input: $input) { id startTime endTime duration } }`;

export async function eventWithPosition(o: Organizer) {
  const { createEvent } = await o.ok(CREATE_EVENT, { input: EVENT_INPUT });
  const { createPosition } = await o.ok(CREATE_POSITION, { input: { eventId: createEvent.id, name: 'Bar' } });
  return { eventId: createEvent.id as string, positionId: createPosition.id as string, uuid: createEvent.uuid as string };
}
