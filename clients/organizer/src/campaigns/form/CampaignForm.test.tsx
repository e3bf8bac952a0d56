import { defaultCampaignEmailText } from '@benevo/schema';
import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  CampaignDocument,
  type CampaignDetailsFragment,
  CreateCampaignDocument,
  DeleteCampaignDocument,
  PublishCampaignDocument,
} from '../../gql/graphql';
import { organizerMessages } from '../../i18n/messages';
import CampaignEditPage from './CampaignEditPage';
import { campaignInputOf, emptyCampaign } from './CampaignForm';
import CampaignNewPage from './CampaignNewPage';

// Toasts come from the screens and from useMutationAction inside @benevo/ui: mocked where they are made.
jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

const campaign: CampaignDetailsFragment & { __typename: 'Campaign' } = {
  __typename: 'Campaign',
  id: 'c1',
  token: 'tok1',
  name: 'Bénévoles 2031',
  description: 'Rejoignez-nous',
  contactName: 'Anna Muster',
  contactEmail: 'anna@example.org',
  logo: null,
  status: 'DRAFT',
  nbRegistrations: 0,
  isPublic: true,
  showOnHomeCalendar: false,
  timeZone: 'Europe/Zurich',
  registrationEmailText: defaultCampaignEmailText('fr'),
};

function renderAt(path: string, mocks: object[]) {
  const router = createMemoryRouter(
    [
      { path: '/campaigns/new', Component: CampaignNewPage },
      { path: '/campaigns/list', element: <p>campaign list</p> },
      { path: '/campaigns/:cmpId', Component: CampaignEditPage },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
  return router;
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('campaign form', () => {
  beforeEach(() => jest.clearAllMocks());

  it('refuses a campaign without name, description or contact, in French', async () => {
    renderAt('/campaigns/new', []);
    fireEvent.click(screen.getByRole('button', { name: 'Créer la campagne' }));
    expect(await screen.findByText('Un nom est obligatoire')).toBeTruthy();
    expect(screen.getByText('La description est obligatoire')).toBeTruthy();
    expect(screen.getByText('Le nom du contact est obligatoire')).toBeTruthy();
    expect(screen.getByText('Ce champ est obligatoire')).toBeTruthy();
  });

  it('creates a valid campaign and opens it', async () => {
    const values = { ...emptyCampaign('fr'), name: 'Bénévoles 2031', description: 'Rejoignez-nous', contactName: 'Anna Muster', contactEmail: 'anna@example.org' };
    const router = renderAt('/campaigns/new', [
      { request: { query: CreateCampaignDocument, variables: { input: campaignInputOf(values) } }, result: { data: { createCampaign: campaign } } },
      { request: { query: CampaignDocument, variables: { id: 'c1' } }, result: { data: { campaign } } },
    ]);
    type(/^Nom \*?$/, values.name);
    type(/^Description/, values.description);
    type(/^Nom du contact/, values.contactName);
    type(/^E-mail du contact/, values.contactEmail);
    // The live preview fills the placeholders with the form's values.
    const preview = screen.getByTitle('Aperçu') as HTMLIFrameElement;
    expect(preview.getAttribute('srcdoc')).toContain('campagne Bénévoles 2031');
    fireEvent.click(screen.getByRole('button', { name: 'Créer la campagne' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Campagne créée'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/c1'));
  });

  it('publishes only after confirmation', async () => {
    renderAt('/campaigns/c1?tab=actions', [
      { request: { query: CampaignDocument, variables: { id: 'c1' } }, result: { data: { campaign } } },
      {
        request: { query: PublishCampaignDocument, variables: { id: 'c1' } },
        result: { data: { publishCampaign: { __typename: 'Campaign', id: 'c1', status: 'PUBLISHED' } } },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Publier' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Publier « Bénévoles 2031 » \?/)).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publier' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Campagne publiée'));
    expect(await screen.findByRole('button', { name: 'Fermer les inscriptions' })).toBeTruthy();
  });

  it('deletes only after confirmation, then goes back to the list', async () => {
    const router = renderAt('/campaigns/c1?tab=actions', [
      { request: { query: CampaignDocument, variables: { id: 'c1' } }, result: { data: { campaign } } },
      { request: { query: DeleteCampaignDocument, variables: { id: 'c1' } }, result: { data: { deleteCampaign: true } } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer la campagne' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Supprimer la campagne « Bénévoles 2031 »/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Campagne supprimée'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/list'));
  });
});
