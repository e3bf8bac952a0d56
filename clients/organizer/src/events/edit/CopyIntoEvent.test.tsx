import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CopyEventIntoDocument, EventsDocument, VolunteerCategoriesDocument } from '../../gql/graphql';
import { organizerMessages } from '../../i18n/messages';
import { CopyIntoEvent } from './CopyIntoEvent';

// Toasts come from the screens and from useMutationAction inside @benevo/ui: mocked where they are made.
jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

const listed = (id: string, name: string, startsAt: string) => ({
  __typename: 'Event' as const,
  id,
  uuid: `uuid-${id}`,
  name,
  displayName: name,
  status: 'DRAFT' as const,
  timeZone: 'Europe/Zurich',
  days: [{ __typename: 'EventDay' as const, id: `d${id}`, startsAt, endsAt: startsAt }],
  nbrVolunteersRegistered: 0,
  nbrVolunteersRequired: 0,
});

const eventsMock = {
  request: { query: EventsDocument, variables: {} },
  result: {
    data: {
      events: [listed('3', 'Fête du village', '2025-06-14T06:00:00.000Z'), listed('9', 'Fête 2026', '2026-06-13T06:00:00.000Z')],
    },
  },
};

function renderCopy(mocks: unknown[]) {
  const router = createMemoryRouter([{ path: '/events/:eventId', element: <CopyIntoEvent event={{ id: '3', name: 'Fête du village' }} /> }], {
    initialEntries: ['/events/3'],
  });
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
}

describe('copy into another event', () => {
  it('offers the other events, asks for confirmation, copies and links to the target', async () => {
    renderCopy([
      eventsMock,
      {
        request: { query: VolunteerCategoriesDocument, variables: {} },
        result: { data: { volunteerCategories: [{ __typename: 'VolunteerCategory', id: '4', name: 'Staff', isByDefault: false }] } },
      },
      {
        request: {
          query: CopyEventIntoDocument,
          variables: { id: '3', input: { targetEventId: '9', startDay: '2026-06-14', cloneParticipations: true, cloneOnlyParticipationsInCategories: [] } },
        },
        result: { data: { copyEventInto: { __typename: 'Event', id: '9' } } },
      },
    ]);
    const select = await screen.findByLabelText('Événement cible');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Fête 2026' })).toBeTruthy());
    // The event itself is no target.
    expect(screen.queryByRole('option', { name: 'Fête du village' })).toBeNull();
    fireEvent.change(select, { target: { value: '9' } });
    const day = screen.getByLabelText('Premier jour dans l’événement cible') as HTMLInputElement;
    expect(day.value).toBe('2026-06-13');
    fireEvent.change(day, { target: { value: '2026-06-14' } });
    fireEvent.click(screen.getByLabelText('Copier aussi les inscriptions'));
    // Copying participations offers to keep only those of some volunteer categories (none: all).
    expect(await screen.findByText('Seulement les inscriptions des bénévoles de ces catégories')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copier' }));
    expect(
      await screen.findByText('Copier les missions et tranches de « Fête du village » dans « Fête 2026 » à partir du 14.06.2026 ?'),
    ).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Copier' });
    fireEvent.click(buttons[buttons.length - 1]);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Copie terminée dans « Fête 2026 »'));
    const link = await screen.findByRole('link', { name: 'Ouvrir « Fête 2026 »' });
    expect(link.getAttribute('href')).toBe('/events/9');
  });
});
