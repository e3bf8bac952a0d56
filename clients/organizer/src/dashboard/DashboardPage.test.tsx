import { sessionStore } from '@benevo/ui';
import { organizationFixture, userFixture } from '@benevo/ui/jest/fixtures';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { DashboardSummaryDocument } from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import DashboardPage from './DashboardPage';

const summaryWith = (pending: number) => ({
  request: { query: DashboardSummaryDocument },
  result: {
    data: {
      me: { __typename: 'User', id: '42', activeOrganization: { __typename: 'Organization', id: '7', nbPendingValidations: pending } },
      eventsSummary: {
        __typename: 'EventsSummary',
        draft: 1,
        published: 2,
        archive: 0,
        registeredPublished: 30,
        requiredPublished: 40,
        registeredAll: 30,
        requiredAll: 50,
        hoursRequired: 120,
        hoursRegistered: 75.5,
      },
    },
  },
});

function renderDashboard(pending = 0) {
  return renderWithProviders(
    <MemoryRouter>
      <DashboardPage />
    </MemoryRouter>,
    { messages: organizerMessages, mocks: [summaryWith(pending)] },
  );
}

afterEach(() => sessionStore.clear());

describe('DashboardPage greeting', () => {
  it('greets by first name', async () => {
    sessionStore.setUser(userFixture({ firstName: 'Camille' }));
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Camille' })).toBeTruthy();
  });

  it('never greets with an e-mail address (the default username)', async () => {
    sessionStore.setUser(userFixture({ firstName: '', username: 'anna@example.org' }));
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour' })).toBeTruthy();
    expect(screen.queryByText(/anna@example\.org/)).toBeNull();
  });
});

describe('DashboardPage registrations to validate (issue 10)', () => {
  it('shows the count from the server and links to the validation screen when validation is on', async () => {
    const organization = organizationFixture({ id: '7', enableParticipationsValidation: true, nbPendingValidations: 1 });
    sessionStore.setUser(userFixture({ activeOrganization: organization }));
    renderDashboard(3);
    expect(await screen.findByText('3 inscriptions attendent votre validation')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Valider les inscriptions' }).getAttribute('href')).toBe('/participations/to-validate');
  });

  it('says so when none waits, and stays away without validation or a Pro licence', async () => {
    sessionStore.setUser(userFixture({ activeOrganization: organizationFixture({ id: '7', hasProRights: true }) }));
    const { unmount } = renderDashboard(0);
    expect(await screen.findByText('Aucune inscription en attente de validation')).toBeTruthy();
    unmount();
    sessionStore.setUser(userFixture({ activeOrganization: organizationFixture({ id: '7' }) }));
    renderDashboard(0);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText('Inscriptions à valider')).toBeNull();
  });
});
