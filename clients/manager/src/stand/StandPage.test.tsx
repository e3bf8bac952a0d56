import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  OperatorLoginDocument,
  StandActionDocument,
  StandDocument,
  StandReplayDocument,
  type StandActionMutationVariables,
  type StandReplayMutationVariables,
  StandVolunteerDocument,
} from '../gql/graphql';
import { managerMessages } from '../i18n/messages';
import { OfflineQueue } from './offline-queue';
import { OPERATOR_SESSION_KEY } from './operator-session';
import { StandScreen } from './StandPage';

const standInfo = {
  __typename: 'StandInfo' as const,
  operatorId: '3',
  operatorName: 'Entrée nord',
  eventId: '7',
  eventName: 'Fête des vendanges',
  tags: [],
  checkIn: true,
  orderDelivery: true,
  voucherRedeem: true,
  tshirt: false,
  timeZone: 'Europe/Zurich',
};

const CODE = 'B1-42-1-K7Q2M9XW3A';

function volunteer(overrides: { checkedInAt?: string | null; redeemedAt?: string | null } = {}) {
  return {
    __typename: 'StandVolunteer' as const,
    code: CODE,
    volunteerId: '42',
    firstName: 'Anna',
    lastName: 'Keller',
    profilePicture: null,
    shifts: [
      {
        __typename: 'StandShift' as const,
        participationId: '11',
        positionName: 'Bar',
        startsAt: '2031-09-12T12:00:00.000Z',
        endsAt: '2031-09-12T16:00:00.000Z',
        checkedInAt: overrides.checkedInAt ?? null,
        checkedInBy: overrides.checkedInAt ? 'Entrée nord' : null,
      },
    ],
    orders: [],
    vouchers: [
      {
        __typename: 'StandVoucher' as const,
        voucherCodeId: '9',
        poolName: 'Repas',
        code: 'REPAS-1',
        redeemedAt: overrides.redeemedAt ?? null,
        redeemedBy: overrides.redeemedAt ? 'Stand repas' : null,
      },
    ],
    tshirt: null,
    notices: [],
  };
}

const standMock: MockLink.MockedResponse = { request: { query: StandDocument }, result: { data: { stand: standInfo } }, maxUsageCount: 5 };
const volunteerMock = (data = volunteer()): MockLink.MockedResponse => ({
  request: { query: StandVolunteerDocument, variables: { code: CODE } },
  result: { data: { standVolunteer: data } },
});
const refused = (message: string, code: string) => ({ errors: [new GraphQLError(message, { extensions: { code } })] });

function storeSession() {
  localStorage.setItem(OPERATOR_SESSION_KEY, JSON.stringify({ token: 'op-token', expiresAt: '2099-01-01T00:00:00.000Z', stand: standInfo }));
}

function renderStand(mocks: MockLink.MockedResponse[], entry = '/manager/scan') {
  const queue = new OfflineQueue(localStorage);
  const router = createMemoryRouter([{ path: '/manager/scan', element: <StandScreen queue={queue} /> }], { initialEntries: [entry] });
  renderWithProviders(<RouterProvider router={router} />, { messages: managerMessages, mocks });
  return { router, queue };
}

async function typeCode(code: string) {
  fireEvent.change(await screen.findByLabelText(/^Code/), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
}

beforeEach(() => {
  localStorage.clear();
  setOnline(true);
});
afterEach(() => jest.useRealTimers());

describe('scan stand', () => {
  it('logs in from the link, takes the secret out of the address and keeps the session', async () => {
    const { router } = renderStand(
      [
        {
          request: { query: OperatorLoginDocument, variables: { secret: 's3cret' } },
          result: { data: { operatorLogin: { __typename: 'OperatorSession', token: 'op-token', expiresAt: '2099-01-01T00:00:00.000Z', stand: standInfo } } },
        },
        standMock,
      ],
      '/manager/scan#secret=s3cret',
    );
    expect(await screen.findByText('Entrée nord')).toBeTruthy();
    expect(screen.getByText('Fête des vendanges')).toBeTruthy();
    expect(router.state.location.hash).toBe('');
    expect(JSON.parse(localStorage.getItem(OPERATOR_SESSION_KEY) ?? '{}')).toMatchObject({ token: 'op-token', stand: { operatorName: 'Entrée nord' } });
    // No camera in this browser: said, and the manual entry is there.
    expect(screen.getByText(/Ce navigateur ne donne pas accès à la caméra/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Valider' })).toBeTruthy();
  });

  it('says a stored session has expired and asks for the secret again', async () => {
    localStorage.setItem(OPERATOR_SESSION_KEY, JSON.stringify({ token: 'op-token', expiresAt: '2020-01-01T00:00:00.000Z', stand: standInfo }));
    renderStand([]);
    expect((await screen.findByRole('alert')).textContent).toContain('La session du stand a expiré');
    expect(screen.getByLabelText(/Secret de connexion/)).toBeTruthy();
    expect(localStorage.getItem(OPERATOR_SESSION_KEY)).toBeNull();
  });

  it("shows the server's message for a wrong typed secret", async () => {
    renderStand([
      {
        request: { query: OperatorLoginDocument, variables: { secret: 'wrong' } },
        result: refused('Lien de connexion invalide ou expiré', 'UNAUTHENTICATED'),
      },
    ]);
    fireEvent.change(await screen.findByLabelText(/Secret de connexion/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Lien de connexion invalide ou expiré');
    expect(localStorage.getItem(OPERATOR_SESSION_KEY)).toBeNull();
  });

  it('shows the card of a typed code, checks in with a new clientId and says it in green', async () => {
    storeSession();
    const sent: StandActionMutationVariables[] = [];
    renderStand([
      standMock,
      volunteerMock(),
      {
        request: { query: StandActionDocument, variables: (variables: StandActionMutationVariables) => (sent.push(variables), true) },
        result: { data: { standAction: { __typename: 'StandActionResult', clientId: 'x', ok: true, message: 'Arrivée enregistrée' } } },
      },
      volunteerMock(volunteer({ checkedInAt: '2031-09-12T12:05:00.000Z' })),
    ]);
    await typeCode(CODE);
    const card = await screen.findByRole('article', { name: 'Anna Keller' });
    expect(within(card).getByText('Repas')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: "Pointer l'arrivée : Bar 14:00–18:00" }));
    const banner = (await screen.findByText('Arrivée enregistrée')).closest('[data-feedback]');
    expect(banner?.getAttribute('data-feedback')).toBe('success');
    expect(banner?.getAttribute('role')).toBe('status');
    expect(banner?.textContent).toContain('Fait');
    expect(await screen.findByText('Arrivée pointée le 12.09.2031 à 14:05 par Entrée nord')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0].input).toMatchObject({ code: CODE, kind: 'CHECK_IN', targetId: '11' });
    expect(sent[0].input.clientId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows a refusal in a big red alert with the server's words", async () => {
    storeSession();
    renderStand([
      standMock,
      volunteerMock(),
      { request: { query: StandActionDocument, variables: () => true }, result: refused('Déjà utilisé le 12.09.2031 à 10:02 par Stand repas', 'CONFLICT') },
      volunteerMock(volunteer({ redeemedAt: '2031-09-12T08:02:00.000Z' })),
    ]);
    await typeCode(CODE);
    fireEvent.click(await screen.findByRole('button', { name: 'Utiliser : Repas REPAS-1' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Refusé');
    expect(alert.textContent).toContain('Déjà utilisé le 12.09.2031 à 10:02 par Stand repas');
    expect(await screen.findByText('Déjà utilisé le 12.09.2031 à 10:02 par Stand repas', { selector: 'article *' })).toBeTruthy();
  });

  it('says an unknown code', async () => {
    storeSession();
    renderStand([standMock, { request: { query: StandVolunteerDocument, variables: { code: 'NOPE' } }, result: refused('Code inconnu', 'NOT_FOUND') }]);
    await typeCode('NOPE');
    expect((await screen.findByRole('alert')).textContent).toContain('Code inconnu');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('goes back to the login form with the message when the session has ended', async () => {
    storeSession();
    renderStand([
      standMock,
      { request: { query: StandVolunteerDocument, variables: { code: CODE } }, result: refused('Session de stand expirée', 'UNAUTHENTICATED') },
    ]);
    await typeCode(CODE);
    expect((await screen.findByRole('alert')).textContent).toContain('Session de stand expirée');
    expect(screen.getByLabelText(/Secret de connexion/)).toBeTruthy();
    expect(localStorage.getItem(OPERATOR_SESSION_KEY)).toBeNull();
  });

  it('queues an action whose request found no server, and sends it again later with the same clientId', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    storeSession();
    const replayed: StandReplayMutationVariables[] = [];
    const sent: StandActionMutationVariables[] = [];
    const { queue } = renderStand([
      standMock,
      volunteerMock(),
      {
        request: { query: StandActionDocument, variables: (variables: StandActionMutationVariables) => (sent.push(variables), true) },
        error: new TypeError('Failed to fetch'),
      },
      {
        request: { query: StandReplayDocument, variables: (variables: StandReplayMutationVariables) => (replayed.push(variables), true) },
        result: (variables: StandReplayMutationVariables) => ({
          data: {
            standReplay: [variables.actions].flat().map((action) => ({ __typename: 'StandActionResult' as const, clientId: action.clientId, ok: true, message: 'Bon utilisé' })),
          },
        }),
      },
      volunteerMock(volunteer({ redeemedAt: '2031-09-12T08:02:00.000Z' })),
    ]);
    await typeCode(CODE);
    fireEvent.click(await screen.findByRole('button', { name: 'Utiliser : Repas REPAS-1' }));
    expect(await screen.findByText('Anna Keller · Repas · REPAS-1', { selector: '[data-feedback] *' })).toBeTruthy();
    expect(queue.list()).toHaveLength(1);
    expect(within(screen.getByRole('article')).getByText("En attente d'envoi")).toBeTruthy();
    expect(replayed).toHaveLength(0);
    // The retry timer: 30 seconds later.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_000);
    });
    await waitFor(() => expect(queue.list()).toEqual([]));
    expect([replayed[0].actions].flat().map((action) => action.clientId)).toEqual([sent[0].input.clientId]);
    expect(await screen.findByText('Déjà utilisé le 12.09.2031 à 10:02 par Stand repas')).toBeTruthy();
  });

  it('queues an arrival scanned offline and replays it when back online, listing the conflict', async () => {
    storeSession();
    setOnline(false);
    const replayed: StandReplayMutationVariables[] = [];
    const { queue } = renderStand([
      standMock,
      {
        request: { query: StandReplayDocument, variables: (variables: StandReplayMutationVariables) => (replayed.push(variables), true) },
        result: (variables: StandReplayMutationVariables) => ({
          data: {
            standReplay: [variables.actions].flat().map((action) => ({
              __typename: 'StandActionResult' as const,
              clientId: action.clientId,
              ok: false,
              message: "Aucune tranche horaire aujourd'hui pour vos missions",
            })),
          },
        }),
      },
    ]);
    expect(await screen.findByText('Hors ligne')).toBeTruthy();
    await typeCode(CODE);
    expect(await screen.findByText(`Hors ligne : l'arrivée du badge ${CODE} sera envoyée au retour du réseau.`)).toBeTruthy();
    expect(screen.getByText('1 action en attente')).toBeTruthy();
    // Scanned again while still offline: the same arrival, not a second one.
    await typeCode(CODE);
    expect(queue.list()).toMatchObject([{ code: CODE, kind: 'CHECK_IN', targetId: null }]);

    setOnline(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    const conflicts = await screen.findByRole('region', { name: 'Conflits' });
    expect(within(conflicts).getByText(`Arrivée du badge ${CODE}`)).toBeTruthy();
    expect(within(conflicts).getByText("Aucune tranche horaire aujourd'hui pour vos missions")).toBeTruthy();
    expect(replayed).toHaveLength(1);
    const actions = [replayed[0].actions].flat();
    expect(actions).toEqual([expect.objectContaining({ code: CODE, kind: 'CHECK_IN', targetId: null })]);
    expect(actions[0]).not.toHaveProperty('label');
    await waitFor(() => expect(queue.list()).toEqual([]));
    expect(screen.queryByText('1 action en attente')).toBeNull();
    expect(screen.queryByText(`Hors ligne : l'arrivée du badge ${CODE} sera envoyée au retour du réseau.`)).toBeNull();
    fireEvent.click(within(conflicts).getByRole('button', { name: `Retirer « Arrivée du badge ${CODE} » de la liste` }));
    expect(screen.queryByRole('region', { name: 'Conflits' })).toBeNull();
  });
});
