import { sessionStore } from '@benevo/ui';
import { organizationFixture, userFixture } from '@benevo/ui/jest/fixtures';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CalendarEventsDocument } from '../../gql/graphql';
import { organizerMessages } from '../../i18n/messages';
import EventCalendarPage from './EventCalendarPage';

/** The events calendar follows the organization's `calendar` right (issue 16), which the server checks as well. */
const calendarMock = {
  request: { query: CalendarEventsDocument },
  result: { data: { calendarEvents: [] } },
};

function renderCalendar() {
  return renderWithProviders(
    <MemoryRouter>
      <EventCalendarPage />
    </MemoryRouter>,
    { messages: organizerMessages, mocks: [calendarMock] },
  );
}

afterEach(() => sessionStore.clear());

describe('EventCalendarPage', () => {
  it('shows the month with the calendar right', async () => {
    sessionStore.setUser(userFixture({ activeOrganization: organizationFixture({ hasProRights: true }) }));
    renderCalendar();
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendrier des événements' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains the licence without the right, even with Pro rights on paper (an expired licence)', async () => {
    const rights = { ...organizationFixture().rights, calendar: false };
    sessionStore.setUser(userFixture({ activeOrganization: organizationFixture({ hasProRights: true, rights }) }));
    renderCalendar();
    expect((await screen.findByRole('alert')).textContent).toContain('Pro ou Corporate');
  });
});
