import type TestAgent from 'supertest/lib/agent';
import { API } from '../events/rest';
import { LOGIN } from '../events/fixtures';
import { csrfOf, gql, type TestApp } from '../harness';

export const CAMPAIGN_FIELDS = `id organizationId organizationName token name description contactName contactEmail logo status
  nbRegistrations isPublic showOnHomeCalendar timeZone registrationEmailText createdAt modifiedAt`;
export const CREATE_CAMPAIGN = `mutation($input: CampaignInput!) { createCampaign(input: $input) { ${CAMPAIGN_FIELDS} } }`;
export const UPDATE_CAMPAIGN = `mutation($id: ID!, $input: CampaignInput!) { updateCampaign(id: $id, input: $input) { ${CAMPAIGN_FIELDS} } }`;
export const CAMPAIGN = `query($id: ID!) { campaign(id: $id) { ${CAMPAIGN_FIELDS} } }`;
export const CAMPAIGNS = `query($status: CampaignStatus, $organizationId: ID) { campaigns(status: $status, organizationId: $organizationId) { id name status } }`;
export const REGISTRATIONS = `query($campaignId: ID!) { campaignRegistrations(campaignId: $campaignId) {
  id campaignId createdAt modifiedAt volunteer { id firstName lastName email phoneNumber language } } }`;
export const PUBLIC_CAMPAIGN = `query($token: String!) { publicCampaign(token: $token) { id name token status description contactName organizationName nbRegistrations } }`;
export const PUBLIC_CAMPAIGNS = `query($slug: String, $id: ID) { publicCampaigns(organizationSlug: $slug, organizationId: $id) { id name token } }`;
export const REGISTER = `mutation($input: CampaignRegistrationInput!) { registerForCampaign(input: $input) }`;
export const DELETE_REGISTRATION = `mutation($id: ID!) { deleteCampaignRegistration(id: $id) }`;
export const status = (name: string) => `mutation($id: ID!) { ${name}(id: $id) { id status } }`;

export const CAMPAIGN_INPUT = {
  name: 'Bénévoles 2031',
  description: 'Rejoignez-nous pour la saison 2031',
  contactName: 'Anne Martin',
  contactEmail: 'anne@example.org',
};

/** A member of a fresh organization with campaigns on (or off), logged in for GraphQL and the facade. */
export async function campaignOrganizer(t: TestApp, options: { enableCampaigns?: boolean; defaultLanguage?: string } = {}) {
  const organization = await t.createOrganization({ flags: { enableCampaigns: options.enableCampaigns ?? true } });
  if (options.defaultLanguage) {
    await t.db.database.dataSource.query(`UPDATE organization SET default_language = $1 WHERE id = $2`, [options.defaultLanguage, organization.id]);
  }
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
  return {
    organization,
    user,
    agent,
    csrf,
    call,
    ok,
    get: (path: string) => agent.get(`${API}${path}`),
    post: (path: string, body: object = {}) => agent.post(`${API}${path}`).set('X-CSRFToken', csrf).send(body),
    put: (path: string, body: object = {}) => agent.put(`${API}${path}`).set('X-CSRFToken', csrf).send(body),
    patch: (path: string, body: object = {}) => agent.patch(`${API}${path}`).set('X-CSRFToken', csrf).send(body),
    del: (path: string) => agent.delete(`${API}${path}`).set('X-CSRFToken', csrf),
    /** A multipart/form-data request (fields as strings, files as buffers). */
    form: (method: 'post' | 'put' | 'patch', path: string, fields: Record<string, string>, files: Record<string, Buffer> = {}) => {
      let req = agent[method](`${API}${path}`).set('X-CSRFToken', csrf);
      for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
      for (const [name, value] of Object.entries(files)) req = req.attach(name, value, `${name}.png`);
      return req;
    },
    async campaign(input: Record<string, unknown> = {}) {
      return (await ok(CREATE_CAMPAIGN, { input: { ...CAMPAIGN_INPUT, ...input } })).createCampaign as Record<string, any>;
    },
    async publishedCampaign(input: Record<string, unknown> = {}) {
      const campaign = (await ok(CREATE_CAMPAIGN, { input: { ...CAMPAIGN_INPUT, ...input } })).createCampaign as Record<string, any>;
      await ok(status('publishCampaign'), { id: campaign.id });
      return campaign;
    },
  };
}

export type CampaignOrganizer = Awaited<ReturnType<typeof campaignOrganizer>>;

let people = 0;

/** A valid public registration of a new person (unique e-mail) to the campaign of `token`. */
export function registrant(token: string, extra: Record<string, unknown> = {}) {
  people += 1;
  const email = `recrue${people}.${Date.now()}@example.org`;
  return { token, firstName: 'Luc', lastName: `Favre${people}`, email, emailConfirmation: email, policyAccepted: true, ...extra };
}

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
