import { formatSlot, toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { ApproveSwapDocument, type PendingSwapFragment, PendingSwapsDocument, RefuseSwapDocument } from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import SwapApprovalPage from './SwapApprovalPage';

// Toasts come from useMutationAction inside @benevo/ui: mocked where they are made.
jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

beforeEach(() => jest.clearAllMocks());

function pending(id: string, fields: Partial<PendingSwapFragment> = {}): PendingSwapFragment & { __typename: 'ShiftSwap' } {
  return {
    __typename: 'ShiftSwap',
    id,
    status: 'pending_approval',
    eventId: '1',
    eventName: 'Fête du lac',
    eventTimeZone: 'Europe/Zurich',
    positionName: 'Bar',
    sectorName: 'Nord',
    startTime: '2030-07-01T08:00:00.000Z',
    endTime: '2030-07-01T10:00:00.000Z',
    named: false,
    offeredByName: 'Alice Martin',
    offeredByEmail: 'alice@example.org',
    takerName: 'Bob Keller',
    takerEmail: 'bob@example.org',
    takenAt: '2030-06-20T10:00:00.000Z',
    ...fields,
  };
}

const listMock = (swaps: PendingSwapFragment[]): MockLink.MockedResponse => ({
  request: { query: PendingSwapsDocument, variables: {} },
  result: { data: { pendingSwaps: swaps } },
});

const slot = formatSlot('2030-07-01T08:00:00.000Z', '2030-07-01T10:00:00.000Z', 'Europe/Zurich');

describe('swaps to approve', () => {
  it('says so when nothing waits', async () => {
    renderWithProviders(<SwapApprovalPage />, { messages: organizerMessages, mocks: [listMock([])] });
    expect(await screen.findByText('Aucun échange à valider')).toBeTruthy();
  });

  it('lists who gives and who takes each shift, and approves after a confirmation', async () => {
    const swap = pending('3');
    renderWithProviders(<SwapApprovalPage />, {
      messages: organizerMessages,
      mocks: [
        listMock([swap, pending('4', { positionName: 'Caisse', offeredByName: 'Carol Favre' })]),
        { request: { query: ApproveSwapDocument, variables: { id: '3' } }, result: { data: { approveSwap: { ...swap, status: 'done' } } } },
        listMock([pending('4', { positionName: 'Caisse', offeredByName: 'Carol Favre' })]),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Échanges à valider' });
    expect(screen.getByText('2 échanges à valider')).toBeTruthy();
    const first = within(list).getAllByRole('listitem')[0];
    expect(within(first).getByText('Bar · Nord')).toBeTruthy();
    expect(within(first).getByText('Alice Martin')).toBeTruthy();
    expect(within(first).getByText('bob@example.org')).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: `Valider l'échange : Bar, ${slot}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Valider cet échange ?' });
    expect(within(dialog).getByText(`Alice Martin ne sera plus inscrit·e pour « Bar », ${slot} ; Bob Keller le sera à sa place. Les deux recevront un e-mail.`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Échange validé'));
    await waitFor(() => expect(screen.getByText('1 échange à valider')).toBeTruthy());
    expect(screen.queryByText('Alice Martin')).toBeNull();
  });

  it('refuses with a reason, and shows the server’s refusal of an approval', async () => {
    const swap = pending('3');
    renderWithProviders(<SwapApprovalPage />, {
      messages: organizerMessages,
      mocks: [
        listMock([swap]),
        {
          request: { query: ApproveSwapDocument, variables: { id: '3' } },
          result: { errors: [new GraphQLError('Cette mission est réservée à certaines catégories de bénévoles', { extensions: { code: 'CONFLICT' } })] },
        },
        listMock([swap]),
        { request: { query: RefuseSwapDocument, variables: { id: '3', message: 'Bob est déjà au bar' } }, result: { data: { refuseSwap: { ...swap, status: 'refused' } } } },
        listMock([]),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: `Valider l'échange : Bar, ${slot}` }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Valider cet échange ?' })).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Cette mission est réservée à certaines catégories de bénévoles'));
    fireEvent.click(await screen.findByRole('button', { name: `Refuser l'échange : Bar, ${slot}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuser cet échange ?' });
    fireEvent.change(within(dialog).getByLabelText('Motif (facultatif, envoyé aux deux bénévoles)'), { target: { value: '  Bob est déjà au bar ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Échange refusé'));
    expect(await screen.findByText('Aucun échange à valider')).toBeTruthy();
  });
});
