import { sessionStore } from '@benevo/ui';
import { userFixture } from '@benevo/ui/jest/fixtures';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { DashboardSummaryDocument } from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import DashboardPage from './DashboardPage';

const summary = {
  request: { query: DashboardSummaryDocument },
  result: {
    data: {
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
};

function renderDashboard() {
  return renderWithProviders(
    <MemoryRouter>
      <DashboardPage />
    </MemoryRouter>,
    { messages: organizerMessages, mocks: [summary] },
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
