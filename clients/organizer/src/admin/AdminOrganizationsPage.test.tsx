import { MeDocument, sessionStore } from '@benevo/ui';
import { organizationFixture, userFixture } from '@benevo/ui/jest/fixtures';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { StaffOrganizationsDocument, StaffSwitchOrganizationDocument, UpdateStaffOrganizationDocument } from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import AdminOrganizationsPage, { PAGE_SIZE } from './AdminOrganizationsPage';
import { browser } from './browser';

function organization(id: string, name: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'StaffOrganization' as const,
    id,
    name,
    slug: name.toLowerCase().replace(/[^a-z]+/g, '-'),
    licenseType: 'CLUB' as const,
    supportType: 'STANDARD' as const,
    validUntil: null as string | null,
    enableCampaigns: false,
    enableGroupRegistrations: false,
    enableShop: false,
    enableVouchers: false,
    enableBadges: false,
    enableOperators: false,
    enableParticipationsValidation: false,
    enableWeezevent: false,
    enforce2fa: false,
    memberCount: 1,
    createdAt: '2030-01-01T10:00:00Z',
    ...overrides,
  };
}

const FESTIVAL = organization('3', 'Festival du Lac', { licenseType: 'PRO', validUntil: '2031-06-30', enableShop: true, enableCampaigns: true, enforce2fa: true, memberCount: 4 });
const CLUB = organization('4', 'Club Vieux', { validUntil: '2020-01-31', memberCount: 2 });

const listMock = (search: string | null, results: ReturnType<typeof organization>[]) => ({
  request: { query: StaffOrganizationsDocument, variables: { search, offset: 0, limit: PAGE_SIZE } },
  result: { data: { staffOrganizations: { __typename: 'StaffOrganizationPage' as const, count: results.length, results } } },
});

function renderPage(mocks: object[]) {
  const router = createMemoryRouter(
    [
      { path: '/admin/organizations', Component: AdminOrganizationsPage },
      { path: '/404', element: <p>Page introuvable</p> },
    ],
    { initialEntries: ['/admin/organizations'] },
  );
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
  return router;
}

const STAFF = userFixture({ isStaff: true });

describe('the super admin organizations page', () => {
  it('is not shown to an organizer who is not staff', async () => {
    sessionStore.setUser(userFixture());
    const router = renderPage([]);
    expect(await screen.findByText('Page introuvable')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('lists every organization with licence, end date, flags and members, and searches', async () => {
    sessionStore.setUser(STAFF);
    renderPage([listMock(null, [FESTIVAL, CLUB]), listMock('vieux', [CLUB])]);
    const table = await screen.findByRole('table', { name: 'Organisations de la plateforme' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 6).map((cell) => cell.textContent))).toEqual([
      ['Festival du Lac', '/festival-du-lac', 'Pro', '30.06.2031', 'CampagnesBoutiqueDouble authentification obligatoire', '4'],
      ['Club Vieux', '/club-vieux', 'Club', '31.01.2020 · Échue', 'Aucune', '2'],
    ]);
    expect(screen.getByText('2 organisations')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher une organisation' }), { target: { value: 'vieux' } });
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('1 organisation')).toBeTruthy();
  });

  it('edits licence flags and end date after a confirmation, sending only the changes', async () => {
    sessionStore.setUser(STAFF);
    const update = jest.fn(() => ({
      data: { updateStaffOrganization: { ...CLUB, enableBadges: true, validUntil: '2032-12-31' } },
    }));
    renderPage([
      listMock(null, [FESTIVAL, CLUB]),
      {
        request: { query: UpdateStaffOrganizationDocument, variables: { id: '4', input: { validUntil: '2032-12-31', enableBadges: true } } },
        result: update,
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier Club Vieux' }));
    const dialog = await screen.findByRole('dialog', { name: 'Licence et fonctionnalités de Club Vieux' });
    expect((within(dialog).getByRole('switch', { name: 'Boutique' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Badges' }));
    fireEvent.change(within(dialog).getByLabelText(/^Valable jusqu'au/), { target: { value: '2032-12-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    const confirm = await screen.findByRole('dialog', { name: 'Enregistrer les changements ?' });
    expect(update).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(await screen.findByText('Club Vieux : changements enregistrés')).toBeTruthy();
  });

  it('switches into an organization after a confirmation and reloads into the dashboard', async () => {
    sessionStore.setUser(STAFF);
    const reload = jest.spyOn(browser, 'reloadInto').mockImplementation(() => undefined);
    const visited = organizationFixture({ id: '3', name: 'Festival du Lac', staffVisit: true });
    const switched = jest.fn(() => ({ data: { staffSwitchOrganization: { __typename: 'Organization' as const, id: '3', name: 'Festival du Lac', staffVisit: true } } }));
    renderPage([
      listMock(null, [FESTIVAL, CLUB]),
      { request: { query: StaffSwitchOrganizationDocument, variables: { organizationId: '3' } }, result: switched },
      { request: { query: MeDocument }, result: { data: { me: { ...STAFF, activeOrganization: visited } } } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Entrer dans Festival du Lac' }));
    const confirm = await screen.findByRole('dialog', { name: 'Entrer dans Festival du Lac ?' });
    expect(switched).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Entrer' }));
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/dashboard'));
    expect(switched).toHaveBeenCalled();
    expect(sessionStore.getUser()?.activeOrganization?.staffVisit).toBe(true);
    // The banner's way back will lead to the organization left.
    expect(window.sessionStorage.getItem('benevo.staffReturn')).toBe('7');
    reload.mockRestore();
  });
});
