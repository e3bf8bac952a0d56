import request from 'supertest';
import { startTestApp, type TestApp } from '../harness';

/**
 * Issue 20: behind a balancer the client's address comes from X-Forwarded-For, believed only from the
 * proxies TRUST_PROXY names; the per-address limits (here the reset link's) count that address.
 */
const RESET = { query: 'mutation { sendResetPasswordLink(login: "nobody@example.org") }' };

async function codes(t: TestApp, addresses: string[]): Promise<Array<string | null>> {
  const answers = [];
  for (const address of addresses) {
    const res = await request(t.server.url).post('/graphql').set('X-Forwarded-For', address).send(RESET);
    answers.push(res.body.errors?.[0]?.extensions?.code ?? null);
  }
  return answers;
}

describe.each([
  ['loopback (the default): a local balancer is believed', {}, [null, null, null, null]],
  ['10.0.0.0/8 only: the loopback caller is not a trusted proxy', { TRUST_PROXY: '10.0.0.0/8' }, [null, null, 'TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']],
])('TRUST_PROXY %s', (_label, env: Record<string, string>, expected) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ...env, LOGIN_RATE_LIMIT: '2' });
  });
  afterAll(() => t.close());

  it('counts the reset-link attempts per client address', async () => {
    expect(await codes(t, ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'])).toEqual(expected);
  });
});
