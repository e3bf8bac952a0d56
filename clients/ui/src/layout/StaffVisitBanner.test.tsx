import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { organizationFixture, userFixture } from '../../jest/fixtures';
import { renderWithProviders } from '../../jest/render-with-providers';
import { MeDocument, SwitchOrganizationDocument } from '../gql/graphql';
import { sessionStore } from '../session/session-store';
import { rememberStaffReturn, StaffVisitBanner } from './StaffVisitBanner';

const OWN = organizationFixture({ id: '7', name: 'FC Vétroz' });
const VISITED = organizationFixture({ id: '9', name: 'Festival du Lac', staffVisit: true });
const visiting = userFixture({
  isStaff: true,
  activeOrganization: VISITED,
  availableOrganizations: [
    { __typename: 'Organization', id: '7', name: 'FC Vétroz', staffVisit: false },
    { __typename: 'Organization', id: '9', name: 'Festival du Lac', staffVisit: true },
  ] as never,
});

function renderBanner(mocks: object[] = []) {
  const router = createMemoryRouter(
    [
      { path: '/events/list', element: <StaffVisitBanner /> },
      { path: '/dashboard', element: <p>Tableau</p> },
    ],
    { initialEntries: ['/events/list'] },
  );
  renderWithProviders(<RouterProvider router={router} />, { mocks: mocks as never });
  return router;
}

describe('StaffVisitBanner', () => {
  it('says nothing in one of the user’s own organizations', () => {
    sessionStore.setUser(userFixture({ isStaff: true }));
    renderBanner();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tells a visiting staff user where it is and switches back to its own organization', async () => {
    sessionStore.setUser(visiting);
    const switched = jest.fn(() => ({ data: { switchOrganization: { __typename: 'Organization', id: '7', nbPendingValidations: 0 } } }));
    const router = renderBanner([
      { request: { query: SwitchOrganizationDocument, variables: { organizationId: '7' } }, result: switched },
      { request: { query: MeDocument }, result: { data: { me: userFixture({ isStaff: true, activeOrganization: OWN }) } } },
    ]);
    expect(screen.getByText('Vous consultez Festival du Lac en tant que support')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Liste des organisations' }).getAttribute('href')).toBe('/admin/organizations');
    fireEvent.click(screen.getByRole('button', { name: 'Revenir à FC Vétroz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(switched).toHaveBeenCalled();
    expect(sessionStore.getUser()?.activeOrganization?.staffVisit).toBe(false);
  });

  it('leads back to the organization the user left, not the first by name', () => {
    sessionStore.setUser(
      userFixture({
        isStaff: true,
        activeOrganization: VISITED,
        availableOrganizations: [
          { __typename: 'Organization', id: '5', name: 'Association A', staffVisit: false },
          { __typename: 'Organization', id: '7', name: 'FC Vétroz', staffVisit: false },
          { __typename: 'Organization', id: '9', name: 'Festival du Lac', staffVisit: true },
        ] as never,
      }),
    );
    rememberStaffReturn('7');
    renderBanner();
    expect(screen.getByRole('button', { name: 'Revenir à FC Vétroz' })).toBeTruthy();
  });
});
