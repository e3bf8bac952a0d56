import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import { AdjustVolunteerPointsDocument, type ProfilePointsTransactionFragment, VolunteerPointsDocument } from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import { PointsSection } from './PointsSection';

jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

type TriggerData = Omit<ProfilePointsTransactionFragment['triggerData'], '__typename'>;

const NO_DATA: TriggerData = { eventId: null, eventName: null, positionName: null, startTime: null, endTime: null, productName: null, quantity: null, orderId: null, reason: null };

function transaction(id: string, pointsDiff: number, balance: number, trigger: string, label: string, triggerData: Partial<TriggerData>) {
  return {
    __typename: 'PointsTransaction' as const,
    id,
    createdAt: '2030-07-03T10:00:00Z',
    pointsDiff,
    balance,
    trigger,
    label,
    triggerData: { __typename: 'PointsTriggerData' as const, ...NO_DATA, ...triggerData },
  };
}

const HISTORY = [
  transaction('3', -5, 32.5, 'manual_adjustment', 'Ajustement manuel', { reason: 'Repas offert' }),
  transaction('2', -2.5, 37.5, 'product_purchased', 'Achat', { productName: 'T-shirt', quantity: 2, orderId: '9' }),
  // 08:00-12:00 UTC is 10:00-14:00 in Zurich (summer time).
  transaction('1', 40, 40, 'participation_accepted', 'Inscription acceptée', {
    eventId: '2',
    eventName: 'Fête du lac',
    positionName: 'Bar',
    startTime: '2030-07-01T08:00:00Z',
    endTime: '2030-07-01T12:00:00Z',
  }),
];

function pointsMock(balance: number, transactions: ReturnType<typeof transaction>[]) {
  return {
    request: { query: VolunteerPointsDocument, variables: { volunteerId: '5' } },
    result: { data: { volunteerPoints: { __typename: 'VolunteerPoints' as const, volunteerId: '5', balance, transactions } } },
  };
}

function renderPoints(mocks: object[]) {
  renderWithProviders(
    <MemoryRouter>
      <PointsSection volunteerId="5" name="Zoé Martin" />
    </MemoryRouter>,
    { messages: organizerMessages, mocks: mocks as never },
  );
}

beforeEach(() => jest.clearAllMocks());

describe('the points of a volunteer profile', () => {
  it('shows the balance and the history with its diffs, balances and causes', async () => {
    renderPoints([pointsMock(32.5, HISTORY)]);
    expect(await screen.findByText('Solde : 32,5 points')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Historique des points' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Ajustement manuel', 'Achat', 'Inscription acceptée']);
    // Diffs signed and coloured, the balance after each change.
    const diff = within(rows[0]).getByText('-5');
    expect(diff.getAttribute('style') ?? diff.className).toMatch(/red/);
    expect(within(rows[2]).getByText('+40')).toBeTruthy();
    expect(within(rows[1]).getByText('37,5')).toBeTruthy();
    expect(within(rows[0]).getByText('03.07.2030 12:00')).toBeTruthy();
    // The cause: the reason, the product and quantity, the participation.
    expect(within(rows[0]).getByText('Repas offert')).toBeTruthy();
    expect(within(rows[1]).getByText('T-shirt × 2')).toBeTruthy();
    expect(within(rows[2]).getByRole('link', { name: 'Fête du lac' }).getAttribute('href')).toBe('/events/volunteers/2');
    expect(within(rows[2]).getByText('Bar')).toBeTruthy();
    expect(within(rows[2]).getByText(/10:00 – 14:00/)).toBeTruthy();
  });

  it('says when no point moved yet', async () => {
    renderPoints([pointsMock(0, [])]);
    expect(await screen.findByRole('heading', { name: 'Aucun mouvement de points' })).toBeTruthy();
    expect(screen.getByText('Solde : 0 point')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('adjusts the points after showing the new balance, then reloads the history', async () => {
    const adjusted = transaction('4', -12.5, 20, 'manual_adjustment', 'Ajustement manuel', { reason: 'Bon perdu' });
    const mutation = jest.fn(() => ({ data: { adjustPoints: adjusted } }));
    renderPoints([
      pointsMock(32.5, HISTORY),
      { request: { query: AdjustVolunteerPointsDocument, variables: { volunteerId: '5', points: -12.5, reason: 'Bon perdu' } }, result: mutation },
      pointsMock(20, [adjusted, ...HISTORY]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajuster les points' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajuster les points de Zoé Martin' });

    // Both fields are required.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    expect(await within(dialog).findByText('Ce champ est obligatoire')).toBeTruthy();
    expect(within(dialog).getByText('Indiquez la raison de cet ajustement')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Points à ajouter/ }), { target: { value: '-12.5' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Raison/ }), { target: { value: '  Bon perdu ' } });
    expect(await within(dialog).findByText('Nouveau solde : 20 points')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    expect(await within(dialog).findByText('Ajuster les points de Zoé Martin de -12,5 : le solde passe de 32,5 à 20 points.')).toBeTruthy();
    expect(mutation).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: "Confirmer l'ajustement" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Points de Zoé Martin ajustés : nouveau solde 20 points'));
    expect(mutation).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Solde : 20 points')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Historique des points' })).getByText('Bon perdu')).toBeTruthy();
  });

  it("puts the server's refusal on its field", async () => {
    renderPoints([
      pointsMock(32.5, HISTORY),
      {
        request: { query: AdjustVolunteerPointsDocument, variables: { volunteerId: '5', points: 3, reason: 'x'.repeat(3) } },
        result: {
          errors: [
            new GraphQLError('Requête invalide', {
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { reason: ['Au plus 500 caractères'] } },
            }),
          ],
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajuster les points' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Points à ajouter/ }), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Raison/ }), { target: { value: 'xxx' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: "Confirmer l'ajustement" }));
    expect(await within(dialog).findByText('Au plus 500 caractères')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /Raison/ })).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
