import { ApolloClient, ApolloLink, gql, InMemoryCache, Observable } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { createOfflineLink, UNREACHABLE_CODE } from './offline-link';
import { loadSnapshot, offlineState, resetOfflineStateForTests, SNAPSHOT_KEY } from './offline-snapshot';

/**
 * The portal's offline link between the app and a fake server: what it saves after the network answered,
 * what it answers when the network fails, and that one token's data never answers another's query.
 */
const SPACE = gql`
  query VolunteerSpace($token: String!) {
    volunteerSpace(token: $token) {
      firstName
      participations {
        id
        positionName
      }
    }
  }
`;
const CANCEL = gql`
  mutation CancelMyParticipation($token: String!, $id: ID!) {
    cancelMyParticipation(token: $token, id: $id) {
      id
    }
  }
`;
const ORGANIZATIONS = gql`
  query PortalOrganizations($search: String!) {
    portalOrganizations(search: $search) {
      id
      name
    }
  }
`;

function spaceOf(token: string) {
  const name = token === 'token-anna' ? 'Anna' : 'Ben';
  return {
    volunteerSpace: {
      __typename: 'VolunteerSpace',
      firstName: name,
      participations: [{ __typename: 'Participation', id: token === 'token-anna' ? '1' : '2', positionName: `Bar de ${name}` }],
    },
  };
}

type Network = 'up' | 'down' | 'http503' | 'notFound';

/** A fake server: answers each operation, or fails the way `network.mode` says. */
function fakeServer(network: { mode: Network; calls: string[] }) {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        network.calls.push(operation.operationName ?? '');
        if (network.mode === 'down') {
          observer.error(new TypeError('Failed to fetch'));
          return;
        }
        if (network.mode === 'http503') {
          // What HttpLink hands on when a proxy answers 503 with its own page.
          const response = new Response('<html>Service unavailable</html>', { status: 503 });
          observer.error(new ServerError('Response not successful: Received status code 503', { response, bodyText: '<html>Service unavailable</html>' }));
          return;
        }
        if (network.mode === 'notFound') {
          observer.next({ errors: [{ message: 'Lien inconnu', extensions: { code: 'NOT_FOUND' } }] } as never);
          observer.complete();
          return;
        }
        const token = operation.variables.token as string;
        if (operation.operationName === 'VolunteerSpace') observer.next({ data: spaceOf(token) });
        else if (operation.operationName === 'CancelMyParticipation')
          observer.next({ data: { cancelMyParticipation: { __typename: 'Participation', id: operation.variables.id } } });
        else observer.next({ data: { portalOrganizations: [{ __typename: 'PortalOrganization', id: '5', name: 'FC Vétroz' }] } });
        observer.complete();
      }),
  );
}

/** A page load: a new client (empty memory cache), as after a reload. */
function load(network: { mode: Network; calls: string[] }) {
  return new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([createOfflineLink(), fakeServer(network)]) });
}

const UNREACHABLE = 'Le serveur ne répond pas : réessayez dans un moment.';

const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

beforeEach(() => {
  window.localStorage.clear();
  resetOfflineStateForTests();
  jest.restoreAllMocks();
  document.documentElement.lang = 'fr';
});

describe('offline link', () => {
  it("answers a reload without network from the token's last data, and says it is old", async () => {
    const network = { mode: 'up' as Network, calls: [] as string[] };
    const online = load(network);
    await online.query({ query: SPACE, variables: { token: 'token-anna' } });
    await settle();
    const saved = loadSnapshot('token-anna');
    expect(saved?.savedAt).toBeGreaterThan(Date.now() - 5000);
    expect(offlineState.get()).toMatchObject({ fromSnapshot: false, owner: 'token-anna' });

    network.mode = 'down';
    const offline = load(network);
    const { data } = await offline.query({ query: SPACE, variables: { token: 'token-anna' } });
    expect(data).toEqual(spaceOf('token-anna'));
    expect(offlineState.get()).toMatchObject({ fromSnapshot: true, savedAt: saved?.savedAt, owner: 'token-anna' });
    // The network was tried first: the snapshot is a fallback, never a shortcut.
    expect(network.calls).toEqual(['VolunteerSpace', 'VolunteerSpace']);

    // Back online: a fresh answer clears the "may be old" state.
    network.mode = 'up';
    await offline.query({ query: SPACE, variables: { token: 'token-anna' }, fetchPolicy: 'network-only' });
    expect(offlineState.get().fromSnapshot).toBe(false);
  });

  it("never answers a token's query with another token's data, and keeps only the last token's", async () => {
    const network = { mode: 'up' as Network, calls: [] as string[] };
    const client = load(network);
    await client.query({ query: SPACE, variables: { token: 'token-anna' } });
    await settle();
    // Ben opens his link on the same phone: the device now keeps Ben's data only.
    await client.query({ query: SPACE, variables: { token: 'token-ben' } });
    await settle();
    const stored = window.localStorage.getItem(SNAPSHOT_KEY) ?? '';
    expect(stored).toContain('Bar de Ben');
    expect(stored).not.toContain('Anna');
    expect(stored).not.toContain('token-anna');
    expect(loadSnapshot('token-anna')).toBeNull();

    network.mode = 'down';
    await expect(load(network).query({ query: SPACE, variables: { token: 'token-anna' } })).rejects.toThrow(UNREACHABLE);
    const ben = await load(network).query({ query: SPACE, variables: { token: 'token-ben' } });
    expect(ben.data).toEqual(spaceOf('token-ben'));
  });

  it('keeps no public query and answers no mutation from the snapshot', async () => {
    const network = { mode: 'up' as Network, calls: [] as string[] };
    const client = load(network);
    await client.query({ query: ORGANIZATIONS, variables: { search: 'FC' } });
    await client.query({ query: SPACE, variables: { token: 'token-anna' } });
    await client.mutate({ mutation: CANCEL, variables: { token: 'token-anna', id: '1' } });
    await settle();
    expect(window.localStorage.getItem(SNAPSHOT_KEY)).not.toContain('Vétroz');

    network.mode = 'down';
    const offline = load(network);
    await expect(offline.mutate({ mutation: CANCEL, variables: { token: 'token-anna', id: '1' } })).rejects.toThrow(UNREACHABLE);
    await expect(offline.query({ query: ORGANIZATIONS, variables: { search: 'FC' } })).rejects.toThrow('Failed to fetch');
  });

  it('answers from the snapshot when a proxy says 503, not when the server refuses', async () => {
    const network = { mode: 'up' as Network, calls: [] as string[] };
    await load(network).query({ query: SPACE, variables: { token: 'token-anna' } });
    await settle();
    network.mode = 'http503';
    const { data } = await load(network).query({ query: SPACE, variables: { token: 'token-anna' } });
    expect(data).toEqual(spaceOf('token-anna'));

    // The server says the link is unknown (rotated): the refusal shows and the device forgets the data.
    resetOfflineStateForTests();
    network.mode = 'notFound';
    await expect(load(network).query({ query: SPACE, variables: { token: 'token-anna' } })).rejects.toThrow('Lien inconnu');
    expect(loadSnapshot('token-anna')).toBeNull();
    expect(window.localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    network.mode = 'down';
    await expect(load(network).query({ query: SPACE, variables: { token: 'token-anna' } })).rejects.toThrow(UNREACHABLE);
  });

  it('does not answer a query the snapshot only partly holds', async () => {
    const network = { mode: 'up' as Network, calls: [] as string[] };
    await load(network).query({ query: SPACE, variables: { token: 'token-anna' } });
    await settle();
    network.mode = 'down';
    const MORE = gql`
      query VolunteerSpace($token: String!) {
        volunteerSpace(token: $token) {
          firstName
          email
        }
      }
    `;
    await expect(load(network).query({ query: MORE, variables: { token: 'token-anna' } })).rejects.toThrow(UNREACHABLE);
    expect(offlineState.get().fromSnapshot).toBe(false);
  });

  it('says in words, in the page language, why a change or unloaded data cannot be had offline', async () => {
    const network = { mode: 'down' as Network, calls: [] as string[] };
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    document.documentElement.lang = 'de';
    const client = load(network);
    const refused = await client.mutate({ mutation: CANCEL, variables: { token: 'token-anna', id: '1' } }).catch((error: unknown) => error);
    expect(CombinedGraphQLErrors.is(refused) && refused.errors[0]).toMatchObject({
      message: 'Sie sind offline: Annehmen, absagen oder ändern geht erst wieder mit Verbindung.',
      extensions: { code: UNREACHABLE_CODE },
    });
    document.documentElement.lang = 'fr';
    await expect(client.query({ query: SPACE, variables: { token: 'token-anna' } })).rejects.toThrow(
      "Vous êtes hors ligne et ces informations n'ont pas encore été chargées sur cet appareil.",
    );
    // Operations without a personal token keep the network's own error.
    await expect(client.query({ query: ORGANIZATIONS, variables: { search: 'FC' } })).rejects.toThrow('Failed to fetch');
  });
});
