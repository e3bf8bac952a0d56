import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CampaignRegistrationsDocument, DeleteCampaignRegistrationDocument } from '../../gql/graphql';
import { organizerMessages } from '../../i18n/messages';
import CampaignRegistrationsPage from './CampaignRegistrationsPage';

jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

function registration(id: string, firstName: string, phoneNumber = '') {
  return {
    __typename: 'CampaignRegistration' as const,
    id,
    createdAt: '2030-06-01T10:00:00Z',
    volunteerId: `v${id}`,
    volunteer: { __typename: 'Volunteer' as const, id: `v${id}`, firstName, lastName: 'Test', email: `${firstName.toLowerCase()}@example.org`, phoneNumber },
  };
}

const list = (registrations: ReturnType<typeof registration>[]) => ({
  request: { query: CampaignRegistrationsDocument, variables: { campaignId: 'c1' } },
  result: {
    data: {
      campaign: { __typename: 'Campaign' as const, id: 'c1', name: 'Bénévoles 2031', nbRegistrations: registrations.length, timeZone: 'Europe/Zurich' },
      campaignRegistrations: registrations,
    },
  },
  maxUsageCount: 10,
});

function renderPage(mocks: object[]) {
  const router = createMemoryRouter([{ path: '/campaigns/volunteers/:cmpId', Component: CampaignRegistrationsPage }], {
    initialEntries: ['/campaigns/volunteers/c1'],
  });
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
}

describe('campaign registrations', () => {
  beforeEach(() => jest.clearAllMocks());

  it('lists the registrations, searches and selects', async () => {
    renderPage([list([registration('1', 'Anna', '+41 79 123 45 67'), registration('2', 'Ben')])]);
    const anna = (await screen.findByText('Anna Test')).closest('tr') as HTMLElement;
    expect(within(anna).getByText('anna@example.org')).toBeTruthy();
    expect(within(anna).getByText('+41 79 123 45 67')).toBeTruthy();
    expect(within(anna).getByText('01.06.2030')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Inscriptions : Bénévoles 2031' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Sélectionner Anna Test'));
    expect(screen.getByText(/1 sélectionnée\b/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Rechercher'), { target: { value: 'ben' } });
    expect(screen.queryByText('Anna Test')).toBeNull();
    expect(screen.getByText('Ben Test')).toBeTruthy();
  });

  it('deletes a registration after confirmation', async () => {
    renderPage([
      list([registration('1', 'Anna'), registration('2', 'Ben')]),
      { request: { query: DeleteCampaignRegistrationDocument, variables: { id: '1' } }, result: { data: { deleteCampaignRegistration: true } } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: "Supprimer l'inscription de Anna Test" }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("Supprimer l'inscription de Anna Test à cette campagne ?")).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Inscription supprimée'));
    await waitFor(() => expect(screen.queryByText('Anna Test')).toBeNull());
    expect(screen.getByText('Ben Test')).toBeTruthy();
  });

  it('says so when nobody registered yet', async () => {
    renderPage([list([])]);
    expect(await screen.findByRole('heading', { name: 'Aucune inscription' })).toBeTruthy();
  });
});
