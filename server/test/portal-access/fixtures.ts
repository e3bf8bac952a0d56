import crypto from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { API } from '../events/rest';
import { gql, type TestApp } from '../harness';
import { mailsTo, type StoredMail } from '../mails';

export { API };

export interface PortalVolunteer {
  id: number;
  token: string;
  email: string;
  firstName: string;
}

let counter = 0;

/** A volunteer row of the organization (as a sign-up leaves it), with a known token. */
export async function portalVolunteer(t: TestApp, organizationId: number, fields: { email?: string; firstName?: string; language?: string } = {}): Promise<PortalVolunteer> {
  counter += 1;
  const token = crypto.randomBytes(24).toString('base64url');
  const email = fields.email ?? `portal${counter}@example.org`;
  const firstName = fields.firstName ?? `Prénom${counter}`;
  const [{ id }] = await t.db.database.dataSource.query(
    `INSERT INTO volunteer (organization_id, token, email, first_name, last_name, language) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [organizationId, token, email, firstName, `Nom${counter}`, fields.language ?? 'fr'],
  );
  return { id: Number(id), token, email, firstName };
}

/** Waits until every portal login job written so far has run (the job mails the link, after the answer); `allJobs`: every job. */
export async function loginJobsSettled(t: TestApp, timeoutMs = 10_000, allJobs = false): Promise<void> {
  const started = Date.now();
  for (;;) {
    const [{ open }] = await t.db.database.dataSource.query(
      `SELECT count(*)::int AS open FROM outbox WHERE ($1 OR kind = 'portalAccess.login') AND status IN ('pending', 'dispatched')`,
      [allJobs],
    );
    if (Number(open) === 0) return;
    if (Date.now() - started > timeoutMs) throw new Error(`${open} portal login jobs still open`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function loginJobCount(t: TestApp): Promise<number> {
  const [{ n }] = await t.db.database.dataSource.query(`SELECT count(*)::int AS n FROM outbox WHERE kind = 'portalAccess.login'`);
  return Number(n);
}

export async function mailsSettled(t: TestApp, address: string): Promise<StoredMail[]> {
  await loginJobsSettled(t);
  return mailsTo(t.db.database.dataSource, address);
}

/** The code of the login link in a mail (`/portal/login/<code>`). */
export function loginCodeIn(mail: StoredMail): string {
  const match = /\/portal\/login\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no login link in mail "${mail.subject}"`);
  return match[1];
}

export const REQUEST = `mutation($organization: String!, $email: String!, $language: String) {
  requestPortalLogin(organization: $organization, email: $email, language: $language) }`;
export const EXCHANGE = `mutation($code: String!) { portalLogin(code: $code) { token } }`;
export const ROTATE = `mutation($token: String!) { rotatePortalToken(token: $token) { token } }`;
export const SPACE = `query($token: String!) { volunteerSpace(token: $token) { firstName email } }`;

/** An anonymous caller from its own address (the attempt limits count per client address). */
export function caller(t: TestApp, ip: string) {
  const agent: TestAgent = t.agent();
  const headers = { 'X-Forwarded-For': ip };
  return {
    gql: <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) => gql<T>(t.agent(), t.server.url, query, variables, { headers }),
    post: (path: string, body: object) => agent.post(`${API}${path}`).set(headers).send(body),
    get: (path: string) => agent.get(`${API}${path}`).set(headers),
  };
}
