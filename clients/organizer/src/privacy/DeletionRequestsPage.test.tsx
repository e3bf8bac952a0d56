import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { ConfirmDeletionDocument, type DeletionRequestRowFragment, DeletionRequestsDocument, RefuseDeletionDocument } from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import DeletionRequestsPage from './DeletionRequestsPage';

// Toasts come from useMutationAction inside @benevo/ui: mocked where they are made.
jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

beforeEach(() => jest.clearAllMocks());

function request(id: string, fields: Partial<DeletionRequestRowFragment> = {}): DeletionRequestRowFragment & { __typename: 'DeletionRequest' } {
  return {
    __typename: 'DeletionRequest',
    id,
    volunteerId: `9${id}`,
    status: 'pending',
    firstName: 'Léa',
    lastName: 'Rochat',
    email: 'lea@example.org',
    requestedAt: '2031-06-20T12:00:00.000Z',
    decidedAt: null,
    refusalReason: '',
    ...fields,
  };
}

const listMock = (requests: DeletionRequestRowFragment[]): MockLink.MockedResponse => ({
  request: { query: DeletionRequestsDocument, variables: {} },
  result: { data: { deletionRequests: requests } },
});

const render = (mocks: MockLink.MockedResponse[]) => renderWithProviders(<DeletionRequestsPage />, { messages: organizerMessages, mocks });

describe('deletion requests', () => {
  it('says so when nothing waits, and lists the handled ones', async () => {
    render([listMock([request('2', { status: 'done', firstName: '', lastName: '', email: '', decidedAt: '2031-06-21T12:00:00.000Z' })])]);
    expect(await screen.findByText('Aucune demande en attente')).toBeTruthy();
    expect(screen.getByText('Bénévole anonymisé (n° 92)')).toBeTruthy();
    expect(screen.getByText('Données effacées')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Effacer/ })).toBeNull();
  });

  it('erases only after a confirmation naming the person', async () => {
    const lea = request('3');
    const confirm = jest.fn(() => ({ data: { confirmDeletion: { ...lea, status: 'done', firstName: '', lastName: '', email: '' } } }));
    render([
      listMock([lea]),
      { request: { query: ConfirmDeletionDocument, variables: { id: '3' } }, result: confirm },
      listMock([{ ...lea, status: 'done', firstName: '', lastName: '', email: '' }]),
    ]);
    expect(await screen.findByText('1 demande en attente')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Effacer les données de Léa Rochat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Effacer définitivement les données de Léa Rochat ?' });
    expect(within(dialog).getByText(/lea@example\.org/)).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Effacer les données' }));
    });
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Données effacées'));
    expect(await screen.findByText('Aucune demande en attente')).toBeTruthy();
  });

  it('refuses with the reason typed (trimmed), then lists the request as refused', async () => {
    const lea = request('3');
    const refuse = jest.fn(() => ({ data: { refuseDeletion: { ...lea, status: 'refused', refusalReason: 'Obligation légale' } } }));
    render([
      listMock([lea]),
      { request: { query: RefuseDeletionDocument, variables: { id: '3', reason: 'Obligation légale' } }, result: refuse },
      listMock([{ ...lea, status: 'refused', refusalReason: 'Obligation légale' }]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Refuser la demande de Léa Rochat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuser la demande de Léa Rochat ?' });
    fireEvent.change(within(dialog).getByLabelText('Motif'), { target: { value: ' Obligation légale ' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    });
    await waitFor(() => expect(refuse).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Motif : Obligation légale')).toBeTruthy();

  });

  it('reports a refusal of the server (already handled)', async () => {
    const lea = request('3');
    render([
      listMock([lea]),
      {
        request: { query: ConfirmDeletionDocument, variables: { id: '3' } },
        result: { errors: [new GraphQLError('Cette demande a déjà été traitée', { extensions: { code: 'CONFLICT' } })] },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Effacer les données de Léa Rochat' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Effacer les données' }));
    });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Cette demande a déjà été traitée'));
  });
});
