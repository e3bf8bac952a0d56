import type { LicenseType } from '@benevo/schema';
import type TestAgent from 'supertest/lib/agent';
import type { CreateOrganizationInput } from '../../src/modules/organizations/organization.service';
import { csrfOf, gql, type TestApp } from '../harness';
import { API } from '../events/rest';
import { CREATE_EVENT, EVENT_INPUT, LOGIN } from '../events/fixtures';

/** A logged-in member of a fresh organization with this licence (GraphQL and facade helpers). */
export async function formsOrganizer(t: TestApp, licenseType: LicenseType = 'pro', extra: Partial<CreateOrganizationInput> = {}) {
  const organization = await t.createOrganization({ licenseType, ...extra });
  const user = await t.createUser({ organizations: [organization] });
  const agent: TestAgent = t.agent();
  const login = await gql(agent, t.server.url, LOGIN, { input: { email: user.email, password: user.password } });
  if (login.errors) throw new Error(JSON.stringify(login.errors));
  const csrf = csrfOf(agent, t.server.url);
  const call = <T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}) => gql<T>(agent, t.server.url, query, variables);
  const ok = async <T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const answer = await call<T>(query, variables);
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data as T;
  };
  const createEvent = async (): Promise<string> => (await ok(CREATE_EVENT, { input: EVENT_INPUT })).createEvent.id;
  return {
    organization,
    user,
    agent,
    call,
    ok,
    createEvent,
    get: (path: string) => agent.get(`${API}${path}`),
    post: (path: string, body: unknown = {}) => agent.post(`${API}${path}`).set('X-CSRFToken', csrf).send(body as object),
    put: (path: string, body: unknown = {}) => agent.put(`${API}${path}`).set('X-CSRFToken', csrf).send(body as object),
    patch: (path: string, body: unknown = {}) => agent.patch(`${API}${path}`).set('X-CSRFToken', csrf).send(body as object),
    del: (path: string) => agent.delete(`${API}${path}`).set('X-CSRFToken', csrf),
  };
}

export type FormsOrganizer = Awaited<ReturnType<typeof formsOrganizer>>;

export const ATTRIBUTE_FIELDS = `id name valueType eventId onRegistration options { id option }`;
export const CREATE_ATTRIBUTE = `mutation($input: AttributeInput!) { createAttribute(input: $input) { ${ATTRIBUTE_FIELDS} } }`;
export const UPDATE_ATTRIBUTE = `mutation($id: ID!, $input: AttributeInput!) { updateAttribute(id: $id, input: $input) { ${ATTRIBUTE_FIELDS} } }`;
export const DELETE_ATTRIBUTE = `mutation($id: ID!) { deleteAttribute(id: $id) }`;
export const LIST_ATTRIBUTES = `query($eventId: ID, $organizationId: ID) { customAttributes(eventId: $eventId, organizationId: $organizationId) { ${ATTRIBUTE_FIELDS} } }`;
const FORM_FIELDS = `id eventId fields { id type baseAttribute isRequired label description parentFieldId order minChoices maxChoices
  condition { targetAttribute targetOption } attribute { id name valueType options { id option } } }`;
export const EVENT_FORM = `query($eventId: ID!) { eventForm(eventId: $eventId) { ${FORM_FIELDS} } }`;
export const SAVE_FORM = `mutation($eventId: ID!, $fields: [FormFieldInput!]!) { saveEventForm(eventId: $eventId, fields: $fields) { ${FORM_FIELDS} } }`;

/** Field errors of a failed GraphQL operation. */
export function fieldErrors(answer: { errors?: Array<{ extensions?: { fieldErrors?: Record<string, string[]> } }> }) {
  return answer.errors?.[0]?.extensions?.fieldErrors;
}
