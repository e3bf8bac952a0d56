import { formatSlot, toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { TakeShiftSwapDocument, WithdrawShiftSwapDocument } from '../../gql/graphql';
import { portalMessages } from '../../i18n/messages';
import { mySwapsMock, swap } from './swaps-mocks';
import { SwapsSection } from './SwapsSection';

jest.mock('@benevo/ui', () => ({
  ...jest.requireActual('@benevo/ui'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

beforeEach(() => jest.clearAllMocks());

const slot = formatSlot('2030-07-01T08:00:00.000Z', '2030-07-01T10:00:00.000Z', 'Europe/Zurich');

describe('volunteer space: swaps', () => {
  it('says so when nothing is offered and I have no swaps', async () => {
    renderWithProviders(<SwapsSection token="tok" />, { messages: portalMessages, mocks: [mySwapsMock([], [])] });
    expect(await screen.findByText("Aucune tranche horaire n'est proposée pour le moment")).toBeTruthy();
    expect(screen.getByText('Aucun échange pour le moment')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Reprendre/ })).toBeNull();
  });

  it('lists the offers I may take and my swaps with their state and reason', async () => {
    renderWithProviders(<SwapsSection token="tok" />, {
      messages: portalMessages,
      mocks: [
        mySwapsMock(
          [
            swap('2', { mine: true, named: true, targetEmail: 'carol@example.org', offeredByName: 'Moi Même', positionName: 'Cuisine' }),
            swap('3', { mine: true, status: 'refused', decisionMessage: 'Trop tard', positionName: 'Caisse' }),
            swap('4', { takenByMe: true, status: 'done', offeredByName: 'Dan K.', positionName: 'Parking' }),
          ],
          [swap('1', { named: true, approvalRequired: true })],
        ),
      ],
    });
    const offers = (await screen.findByRole('heading', { name: 'Tranches horaires proposées' })).parentElement as HTMLElement;
    expect(within(offers).getByText('Proposée par Alice M.')).toBeTruthy();
    expect(within(offers).getByText('Proposée à vous personnellement')).toBeTruthy();
    expect(within(offers).getByText("L'organisation valide chaque échange")).toBeTruthy();
    expect(within(offers).getByRole('button', { name: `Reprendre : Bar, ${slot}` })).toBeTruthy();
    const mine = screen.getByRole('heading', { name: 'Mes échanges' }).parentElement as HTMLElement;
    expect(within(mine).getByText('Proposée à carol@example.org')).toBeTruthy();
    expect(within(mine).getByRole('button', { name: `Retirer l'offre : Cuisine, ${slot}` })).toBeTruthy();
    expect(within(mine).getByText('Refusée')).toBeTruthy();
    expect(within(mine).getByText('Motif : Trop tard')).toBeTruthy();
    expect(within(mine).getByText('Reprise de Dan K.')).toBeTruthy();
    // Only my open offer can be withdrawn.
    expect(within(mine).getAllByRole('button')).toHaveLength(1);
  });

  it('takes an offer after a confirmation, then shows it taken', async () => {
    const offer = swap('1');
    renderWithProviders(<SwapsSection token="tok" />, {
      messages: portalMessages,
      mocks: [
        mySwapsMock([], [offer]),
        {
          request: { query: TakeShiftSwapDocument, variables: { token: 'tok', id: '1' } },
          result: { data: { takeShiftSwap: { ...offer, status: 'done', takenByMe: true, takerName: 'Bob Keller' } } },
        },
        mySwapsMock([{ ...offer, status: 'done', takenByMe: true, takerName: 'Bob Keller' }], []),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: `Reprendre : Bar, ${slot}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Reprendre cette tranche horaire ?' });
    expect(within(dialog).getByText(`Vous serez inscrit pour « Bar » (Fête du lac), ${slot}, à la place de Alice M..`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reprendre la tranche horaire' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Tranche horaire reprise : elle figure dans vos inscriptions'));
    expect(await screen.findByText('Reprise de Alice M.')).toBeTruthy();
    expect(screen.getByText("Aucune tranche horaire n'est proposée pour le moment")).toBeTruthy();
  });

  it('shows the server’s refusal in the dialog (someone was faster) and reads the list again', async () => {
    const offer = swap('1', { approvalRequired: true });
    renderWithProviders(<SwapsSection token="tok" />, {
      messages: portalMessages,
      mocks: [
        mySwapsMock([], [offer]),
        {
          request: { query: TakeShiftSwapDocument, variables: { token: 'tok', id: '1' } },
          result: { errors: [new GraphQLError("Cet échange n'est plus ouvert : quelqu'un l'a peut-être déjà repris", { extensions: { code: 'CONFLICT' } })] },
        },
        mySwapsMock([], []),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: `Reprendre : Bar, ${slot}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Reprendre cette tranche horaire ?' });
    expect(within(dialog).getByText("L'organisation doit encore valider l'échange : vous recevrez un e-mail dès sa décision.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reprendre la tranche horaire' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', "Cet échange n'est plus ouvert : quelqu'un l'a peut-être déjà repris");
    expect(toast.success).not.toHaveBeenCalled();
    expect(await screen.findByText("Aucune tranche horaire n'est proposée pour le moment")).toBeTruthy();
  });

  it('withdraws my open offer after a confirmation', async () => {
    const mine = swap('2', { mine: true, offeredByName: 'Moi Même' });
    renderWithProviders(<SwapsSection token="tok" />, {
      messages: portalMessages,
      mocks: [
        mySwapsMock([mine], []),
        { request: { query: WithdrawShiftSwapDocument, variables: { token: 'tok', id: '2' } }, result: { data: { withdrawShiftSwap: { ...mine, status: 'cancelled' } } } },
        mySwapsMock([{ ...mine, status: 'cancelled' }], []),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: `Retirer l'offre : Bar, ${slot}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirer cette offre ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: "Retirer l'offre" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Offre retirée'));
    expect(await screen.findByText('Retirée')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Retirer l'offre/ })).toBeNull();
  });
});
