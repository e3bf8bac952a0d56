import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { UpdateProfileDocument } from '../gql/graphql';
import { createApolloClient } from './create-apollo-client';

/** What the browser client sends: the page's language on every request, and no `__typename` in variables. */
describe('createApolloClient', () => {
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
        res.end(JSON.stringify({ data: { updateProfile: null } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => (received = []));

  it("sends the page's language and strips __typename from the variables a form sends back", async () => {
    let language = 'fr-ch';
    const client = createApolloClient({ uri: url, language: () => language, navigate: () => undefined, notifyForbidden: () => undefined });
    const input = { __typename: 'User', firstName: 'Anna', nested: { __typename: 'Organization', name: 'Club' } };
    await client.mutate({ mutation: UpdateProfileDocument, variables: { input: input as never } }).catch(() => undefined);
    language = 'de';
    await client.mutate({ mutation: UpdateProfileDocument, variables: { input: { firstName: 'Ben' } } }).catch(() => undefined);
    expect(received.map((r) => r.headers['x-language'])).toEqual(['fr-ch', 'de']);
    expect(received[0].body.variables).toEqual({ input: { firstName: 'Anna', nested: { name: 'Club' } } });
  });
});
