import 'reflect-metadata';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { startServer, type BenevoServer } from '../src/app';
import { createUser, type UserInput } from '../src/db/seed-demo';
import type { User } from '../src/modules/auth/user.entity';
import type { Organization } from '../src/modules/organizations/organization.entity';
import { organizationService, type CreateOrganizationInput } from '../src/modules/organizations/organization.service';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  server: BenevoServer;
  db: TestDatabase;
  /** A cookie-keeping HTTP client against the real server. */
  agent(): TestAgent;
  createOrganization(input?: Partial<CreateOrganizationInput>): Promise<Organization>;
  createUser(input: Partial<UserInput> & { organizations?: Organization[] }): Promise<User & { password: string }>;
  close(): Promise<void>;
}

let counter = 0;

/** A real server on a fresh database for one test file (call in beforeAll, close in afterAll). */
export async function startTestApp(env: Record<string, string | undefined> = {}): Promise<TestApp> {
  const db = await createTestDatabase({ PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', ...env });
  const server = await startServer(db.config, { database: db.database });
  const manager = db.database.dataSource.manager;
  return {
    server,
    db,
    agent: () => request.agent(server.url),
    createOrganization: (input = {}) => {
      counter += 1;
      return organizationService.create(manager, { name: `Organisation ${counter}`, licenseType: 'club', ...input });
    },
    async createUser(input) {
      counter += 1;
      const password = input.password ?? 'correct-horse-battery';
      const user = await createUser(manager, {
        email: input.email ?? `user${counter}@example.org`,
        ...input,
        password,
        organizationIds: input.organizationIds ?? input.organizations?.map((o) => o.id) ?? [],
      });
      return Object.assign(user, { password });
    },
    async close() {
      await server.close();
      await db.close();
    },
  };
}

/** Reads the csrftoken cookie an agent holds. */
export function csrfOf(agent: TestAgent, url: string): string {
  const cookie = agent.jar.getCookie('csrftoken', { domain: new URL(url).hostname, path: '/', secure: false, script: true });
  if (!cookie) throw new Error('no csrftoken cookie yet');
  return cookie.value;
}

export interface GraphQLAnswer<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string; fieldErrors?: Record<string, string[]> } }>;
}

/** Posts a GraphQL operation with the agent's cookies and CSRF header (unless told not to). */
export async function gql<T = Record<string, unknown>>(
  agent: TestAgent,
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: { csrf?: boolean; headers?: Record<string, string> } = {},
): Promise<GraphQLAnswer<T>> {
  let req = agent.post('/graphql').set('Content-Type', 'application/json');
  if (options.csrf !== false) {
    try {
      req = req.set('X-CSRFToken', csrfOf(agent, url));
    } catch {
      // No cookie yet: the first request receives one.
    }
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) req = req.set(name, value);
  const res = await req.send({ query, variables });
  return { status: res.status, data: res.body.data, errors: res.body.errors };
}
