import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  CreateWebhookDocument,
  DeleteWebhookDocument,
  TestWebhookDocument,
  UpdateWebhookDocument,
  WebhookDeliveriesDocument,
  WebhooksDocument,
} from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import WebhooksPage from './WebhooksPage';

jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

function webhook(id: string, url: string, events: string[], isActive = true) {
  return { __typename: 'Webhook' as const, id, url, description: '', events, isActive, createdAt: '2030-06-01T10:00:00Z', updatedAt: '2030-06-01T10:00:00Z' };
}

function delivery(id: string, event: string, status: string, attempts: number, responseCode: number | null, lastError: string | null = null) {
  return {
    __typename: 'WebhookDelivery' as const,
    id,
    event,
    status,
    attempts,
    responseCode,
    lastError,
    createdAt: '2030-06-02T10:00:00Z',
    lastAttemptAt: '2030-06-02T10:00:01Z',
    deliveredAt: status === 'succeeded' ? '2030-06-02T10:00:01Z' : null,
  };
}

const HOOK = webhook('7', 'https://crm.example.org/hook', ['participation.created', 'order.placed']);
const listMock = (webhooks: ReturnType<typeof webhook>[]) => ({ request: { query: WebhooksDocument }, result: { data: { webhooks } } });

function renderPage(mocks: object[]) {
  const router = createMemoryRouter([{ path: '/profile/webhooks', Component: WebhooksPage }], { initialEntries: ['/profile/webhooks'] });
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
}

async function openActions(label: string) {
  fireEvent.click(screen.getByRole('button', { name: `Actions ${label}` }));
}

beforeEach(() => jest.clearAllMocks());

describe('the webhooks page', () => {
  it('invites to create the first webhook, checks the form, and shows the secret once', async () => {
    const create = jest.fn(() => ({
      data: { createWebhook: { __typename: 'CreatedWebhook', secret: 'whsec_abc', webhook: webhook('8', 'https://hooks.example.org/in', ['volunteer.created']) } },
    }));
    renderPage([
      listMock([]),
      {
        request: {
          query: CreateWebhookDocument,
          variables: (variables: { input: { url: string; events: string[]; isActive: boolean } }) =>
            variables.input.url === 'https://hooks.example.org/in' && variables.input.events.join(',') === 'volunteer.created' && variables.input.isActive,
        },
        result: create,
      },
      listMock([webhook('8', 'https://hooks.example.org/in', ['volunteer.created'])]),
    ]);
    expect(await screen.findByRole('heading', { name: 'Aucun webhook' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nouveau webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau webhook' });
    fireEvent.change(within(dialog).getByLabelText(/^Adresse \(URL\)/), { target: { value: 'ftp://files.example.org' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Entrez une adresse web complète (http:// ou https://)')).toBeTruthy();
    expect(await within(dialog).findByText('Choisissez au moins un événement')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/^Adresse \(URL\)/), { target: { value: 'https://hooks.example.org/in' } });
    fireEvent.click(within(dialog).getByLabelText('Bénévole créé (volunteer.created)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    const reveal = await screen.findByRole('dialog', { name: 'Secret du webhook' });
    expect(create).toHaveBeenCalledTimes(1);
    expect((within(reveal).getByLabelText('Secret') as HTMLInputElement).value).toBe('whsec_abc');
    fireEvent.click(within(reveal).getByRole('button', { name: "C'est noté" }));
    await waitFor(() => expect(screen.queryByDisplayValue('whsec_abc')).toBeNull());
  });

  it('lists webhooks, switches one off, sends a test and shows the deliveries with their status and response code', async () => {
    const update = jest.fn(() => ({ data: { updateWebhook: { ...HOOK, isActive: false } } }));
    const test = jest.fn(() => ({ data: { testWebhook: delivery('d-3', 'ping', 'pending', 0, null) } }));
    renderPage([
      listMock([HOOK]),
      { request: { query: UpdateWebhookDocument, variables: { id: '7', input: { isActive: false } } }, result: update },
      { request: { query: TestWebhookDocument, variables: { id: '7' } }, result: test },
      {
        request: { query: WebhookDeliveriesDocument, variables: { webhookId: '7' } },
        result: {
          data: {
            webhookDeliveries: [
              delivery('d-2', 'ping', 'succeeded', 2, 200),
              delivery('d-1', 'participation.created', 'failed', 5, 503, 'receiver answered HTTP 503'),
            ],
          },
        },
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row).getByText('https://crm.example.org/hook')).toBeTruthy();
    expect(within(row).getByText('Inscription créée')).toBeTruthy();
    expect(within(row).getByText('Commande passée')).toBeTruthy();

    fireEvent.click(within(row).getByRole('switch', { name: 'Désactiver https://crm.example.org/hook' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Webhook désactivé'));
    expect(update).toHaveBeenCalledTimes(1);

    fireEvent.click(within(row).getByRole('button', { name: 'Envoyer un test https://crm.example.org/hook' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Test envoyé : voyez le résultat dans les envois'));
    expect(test).toHaveBeenCalledTimes(1);

    fireEvent.click(within(row).getByRole('button', { name: 'Envois https://crm.example.org/hook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envois vers https://crm.example.org/hook' });
    const deliveries = await within(dialog).findByRole('table', { name: 'Envois du webhook' });
    const lines = within(deliveries).getAllByRole('row').slice(1);
    expect(lines.map((line) => within(line).getAllByRole('cell').slice(1).map((cell) => cell.textContent))).toEqual([
      ['Test', 'Réussi', '2', '200', ''],
      ['Inscription créée', 'Échoué', '5', '503', 'receiver answered HTTP 503'],
    ]);
  });

  it('deletes a webhook after confirmation', async () => {
    const remove = jest.fn(() => ({ data: { deleteWebhook: true } }));
    renderPage([listMock([HOOK]), { request: { query: DeleteWebhookDocument, variables: { id: '7' } }, result: remove }]);
    await screen.findByRole('table', { name: 'Webhooks' });
    await openActions('https://crm.example.org/hook');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer le webhook' });
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Webhook supprimé'));
    expect(remove).toHaveBeenCalledTimes(1);
  });
});
