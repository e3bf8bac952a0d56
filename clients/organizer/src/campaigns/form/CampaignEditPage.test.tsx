import { defaultCampaignEmailText } from '@benevo/schema';
import { sessionStore, toast } from '@benevo/ui';
import { userFixture } from '@benevo/ui/jest/fixtures';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CampaignDocument, type CampaignDetailsFragment, UpdateCampaignDocument } from '../../gql/graphql';
import { organizerMessages } from '../../i18n/messages';
import CampaignEditPage from './CampaignEditPage';
import type { CampaignEditParts } from './types';

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
  nbRegistrations: 2,
  isPublic: true,
  showOnHomeCalendar: false,
  timeZone: 'Europe/Zurich',
  registrationEmailText: 'Merci {volunteerName} !',
};

// The forms feature's editor comes in as a part (src/CampaignEditRoute.tsx): a stand-in here.
const parts: CampaignEditParts = {
  registrationForm: ({ campaignId }) => <p>Éditeur du formulaire de {campaignId}</p>,
};

function renderAt(path: string, mocks: object[]) {
  const router = createMemoryRouter(
    [
      { path: '/campaigns/:cmpId', element: <CampaignEditPage parts={parts} /> },
      { path: '/campaigns/volunteers/:cmpId', element: <p>campaign registrations</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
  return router;
}

const campaignQuery = { request: { query: CampaignDocument, variables: { id: 'c1' } }, result: { data: { campaign } } };

describe('campaign edit page tabs', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    sessionStore.setUser(userFixture());
  });

  it('opens on the general tab and moves between tabs with the keyboard, keeping the tab in ?tab=', async () => {
    const router = renderAt('/campaigns/c1', [campaignQuery]);
    const general = await screen.findByRole('tab', { name: 'Général' });
    expect(general.getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Général', 'Formulaire', 'E-mail de confirmation', 'Actions']);
    // The details without the confirmation text, which has its own tab.
    expect(screen.getByLabelText(/^Nom du contact/)).toBeTruthy();
    expect(screen.queryByLabelText(/Texte de l'e-mail de confirmation/)).toBeNull();

    general.focus();
    fireEvent.keyDown(general, { key: 'ArrowRight' });
    const form = screen.getByRole('tab', { name: 'Formulaire' });
    await waitFor(() => expect(form.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(form);
    expect(router.state.location.search).toBe('?tab=form');
    expect(within(screen.getByRole('tabpanel')).getByText('Éditeur du formulaire de c1')).toBeTruthy();

    fireEvent.keyDown(form, { key: 'ArrowLeft' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(document.activeElement).toBe(general);
    fireEvent.click(screen.getByRole('tab', { name: 'Actions' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=actions'));
  });

  it('saves the details without the confirmation text (updateCampaign keeps what it is not given)', async () => {
    renderAt('/campaigns/c1', [
      campaignQuery,
      {
        request: {
          query: UpdateCampaignDocument,
          variables: {
            id: 'c1',
            input: {
              name: 'Bénévoles 2032',
              description: campaign.description,
              contactName: campaign.contactName,
              contactEmail: campaign.contactEmail,
              isPublic: true,
              showOnHomeCalendar: false,
              timeZone: 'Europe/Zurich',
            },
          },
        },
        result: { data: { updateCampaign: { ...campaign, name: 'Bénévoles 2032' } } },
      },
    ]);
    fireEvent.change(await screen.findByLabelText(/^Nom \*?$/), { target: { value: 'Bénévoles 2032' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Modifications enregistrées'));
    expect(await screen.findByRole('heading', { name: 'Campagne : Bénévoles 2032' })).toBeTruthy();
  });

  it('edits the confirmation e-mail alone in its tab, with the preview', async () => {
    renderAt('/campaigns/c1?tab=email', [
      campaignQuery,
      {
        request: { query: UpdateCampaignDocument, variables: { id: 'c1', input: { registrationEmailText: defaultCampaignEmailText('fr') } } },
        result: { data: { updateCampaign: { ...campaign, registrationEmailText: defaultCampaignEmailText('fr') } } },
      },
    ]);
    const text = (await screen.findByLabelText(/Texte de l'e-mail de confirmation/)) as HTMLTextAreaElement;
    expect(text.value).toBe('Merci {volunteerName} !');
    expect(screen.queryByLabelText(/^Nom du contact/)).toBeNull();
    expect((screen.getByTitle('Aperçu') as HTMLIFrameElement).getAttribute('srcdoc')).toContain('Merci Marie Exemple !');
    fireEvent.click(screen.getByRole('button', { name: 'Utiliser le texte par défaut' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Modifications enregistrées'));
  });

  it('shows the status actions, the public link to copy and the way to the registrations', async () => {
    const router = renderAt('/campaigns/c1?tab=actions', [campaignQuery]);
    expect(await screen.findByRole('button', { name: 'Publier' })).toBeTruthy();
    const link = screen.getByLabelText('Lien d’inscription à partager') as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/o/fc-vetroz/c/tok1`);
    expect(screen.getByText('Ce lien ne prend des inscriptions qu’une fois la campagne publiée.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ouvrir la page publique' }).getAttribute('href')).toBe(link.value);
    fireEvent.click(screen.getByRole('button', { name: 'Copier le lien' }));
    expect(toast.success).toHaveBeenCalledWith('Lien copié');

    expect(screen.getByText('2 inscriptions')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Voir les inscriptions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/volunteers/c1'));
  });
});
