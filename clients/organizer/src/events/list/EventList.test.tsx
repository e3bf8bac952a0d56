import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { EventsDocument } from '../../gql/graphql';
import { organizerMessages } from '../../i18n/messages';
import EventArchivePage from './EventArchivePage';
import EventListPage from './EventListPage';

function event(id: string, name: string, status: 'DRAFT' | 'PUBLISHED' | 'ARCHIVED', registered: number, required: number) {
  return {
    __typename: 'Event' as const,
    id,
    uuid: `uuid-${id}`,
    name,
    displayName: status === 'ARCHIVED' ? `[ARCHIVE] ${name}` : name,
    status,
    timeZone: 'Europe/Zurich',
    days: [{ __typename: 'EventDay' as const, id: `d${id}`, startsAt: '2025-06-14T06:00:00Z', endsAt: '2025-06-14T21:00:00Z' }],
    nbrVolunteersRegistered: registered,
    nbrVolunteersRequired: required,
  };
}

const events = [
  event('1', 'Fête du village', 'PUBLISHED', 3, 10),
  event('2', 'Marché', 'DRAFT', 6, 10),
  event('3', 'Course', 'PUBLISHED', 8, 10),
  event('4', 'Tournoi', 'PUBLISHED', 10, 10),
  event('5', 'Ancien festival', 'ARCHIVED', 1, 1),
];

function renderList(archive: boolean) {
  const router = createMemoryRouter([{ path: '/', Component: archive ? EventArchivePage : EventListPage }]);
  renderWithProviders(<RouterProvider router={router} />, {
    messages: organizerMessages,
    mocks: [{ request: { query: EventsDocument, variables: { status: archive ? 'ARCHIVED' : null } }, result: { data: { events } } }],
  });
}

describe('event list', () => {
  it('colours each progress bar by the spec 4 percentage levels', async () => {
    renderList(false);
    const level = async (name: string) => {
      const row = (await screen.findByText(name)).closest('tr') as HTMLElement;
      return within(row).getByRole('progressbar').closest('[data-level]')?.getAttribute('data-level');
    };
    expect(await level('Fête du village')).toBe('danger'); // 30 %
    expect(await level('Marché')).toBe('warning'); // 60 %
    expect(await level('Course')).toBe('info'); // 80 %
    expect(await level('Tournoi')).toBe('success'); // 100 %
    expect(screen.getByText('3 / 10')).toBeTruthy();
    expect(screen.getByText('Brouillon')).toBeTruthy();
    expect(screen.queryByText(/Ancien festival/)).toBeNull();
  });

  it('shows archived events with the archive prefix', async () => {
    renderList(true);
    expect(await screen.findByText('[ARCHIVE] Ancien festival')).toBeTruthy();
    expect(screen.queryByText('Marché')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Événements archivés' })).toBeTruthy();
  });
});
