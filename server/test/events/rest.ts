import type TestAgent from 'supertest/lib/agent';
import { csrfOf, gql, type TestApp } from '../harness';
import { EVENT_INPUT } from './fixtures';

export const API = '/apis/organizer/v1';

/** A member of a fresh organization, logged in through the facade (session cookie + CSRF header). */
export async function restOrganizer(t: TestApp) {
  const organization = await t.createOrganization();
  const user = await t.createUser({ organizations: [organization] });
  const agent: TestAgent = t.agent();
  const login = await agent.post('/apis/authentication/v1/login/').send({ email: user.email, password: user.password });
  expect(login.status).toBe(200);
  const csrf = csrfOf(agent, t.server.url);
  return {
    organization,
    user,
    agent,
    get: (path: string) => agent.get(`${API}${path}`),
    post: (path: string, body: object = {}) => agent.post(`${API}${path}`).set('X-CSRFToken', csrf).send(body),
    put: (path: string, body: object = {}) => agent.put(`${API}${path}`).set('X-CSRFToken', csrf).send(body),
    patch: (path: string, body: object = {}) => agent.patch(`${API}${path}`).set('X-CSRFToken', csrf).send(body),
    del: (path: string) => agent.delete(`${API}${path}`).set('X-CSRFToken', csrf),
    /** A GraphQL operation that must succeed (for set-ups the facade has no route for). */
    gql: async (query: string, variables: Record<string, unknown>) => {
      const answer = await gql(agent, t.server.url, query, variables);
      if (answer.errors) throw new Error(JSON.stringify(answer.errors));
      return answer.data as Record<string, any>;
    },
  };
}

export type RestOrganizer = Awaited<ReturnType<typeof restOrganizer>>;

/** An event (EVENT_INPUT: two Zurich summer days) with one position, through the facade. */
export async function restEventWithPosition(o: RestOrganizer, extra: object = {}) {
  const event = await o.post('/events/', { ...EVENT_INPUT, ...extra });
  expect(event.status).toBe(201);
  const position = await o.post('/positions/', { event_id: event.body.id, name: 'Bar' });
  expect(position.status).toBe(201);
  return { event: event.body, position: position.body };
}
