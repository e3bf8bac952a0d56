import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { StandActionDocument, StandDocument } from '../gql/graphql';
import { createStandClient, isNetworkFailure } from './stand-client';

/** What the stand sends: the operator's token and the page's language, no __typename. */
describe('createStandClient', () => {
  let server: http.Server;
  let received: Array<{ headers: http.IncomingHttpHeaders; body: { variables?: unknown } }> = [];
  let url = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body: JSON.parse(body) });
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ errors: [{ message: 'Session de stand expirée', extensions: { code: 'UNAUTHENTICATED' } }] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => (received = []));

  it("sends the operator's current token in X-Operator-Token, and none before login", async () => {
    let token: string | null = null;
    const client = createStandClient({ uri: url, token: () => token, language: () => 'de' });
    const error = await client.query({ query: StandDocument, fetchPolicy: 'network-only' }).catch((e: unknown) => e);
    expect(CombinedGraphQLErrors.is(error)).toBe(true);
    expect(isNetworkFailure(error)).toBe(false);
    token = 'op-token';
    const input = { __typename: 'StandActionInput', clientId: 'c1', code: 'B1-42-1-X', kind: 'CHECK_IN' as const, targetId: null, scannedAt: null };
    await client.mutate({ mutation: StandActionDocument, variables: { input: input as never } }).catch(() => undefined);
    expect(received.map((r) => r.headers['x-operator-token'])).toEqual([undefined, 'op-token']);
    expect(received.map((r) => r.headers['x-language'])).toEqual(['de', 'de']);
    expect(received[1].body.variables).toEqual({ input: { clientId: 'c1', code: 'B1-42-1-X', kind: 'CHECK_IN', targetId: null, scannedAt: null } });
  });

  it('tells a lost network (queue the action) from a refusal (show it)', async () => {
    const client = createStandClient({ uri: 'http://127.0.0.1:1/graphql', token: () => 'op-token', language: () => 'fr' });
    const error = await client.query({ query: StandDocument, fetchPolicy: 'network-only' }).catch((e: unknown) => e);
    expect(isNetworkFailure(error)).toBe(true);
    const gateway = new ServerError('Bad gateway', { response: new Response('', { status: 502 }), bodyText: '' });
    expect(isNetworkFailure(gateway)).toBe(true);
    const tooMany = new ServerError('Too many', { response: new Response('', { status: 429 }), bodyText: '' });
    expect(isNetworkFailure(tooMany)).toBe(false);
  });
});
