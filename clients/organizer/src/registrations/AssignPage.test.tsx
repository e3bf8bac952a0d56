import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AssignEventQuery } from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import { Assignments, fillPercent } from './AssignPage';

jest.mock('@benevo/ui', () => ({
  ...jest.requireActual('@benevo/ui'),
  useRefreshSession: () => jest.fn().mockResolvedValue(undefined),
}));

const slot = (id: string, startTime: string, endTime: string, required: number, free: number, participants: Array<{ id: string; firstName: string; nb?: number }>) => ({
  id,
  positionId: 'p1',
  startTime,
  endTime,
  requiredVolunteerCount: required,
  nbParticipants: required - free,
  freePlaces: free,
  series: null,
  participants: participants.map((p) => ({
    id: p.id,
    firstName: p.firstName,
    lastName: 'Test',
    nbParticipants: p.nb ?? 1,
    groupName: '',
    validationStatus: 'ACCEPTED' as const,
    volunteerId: `v${p.id}`,
  })),
});

const event: AssignEventQuery['event'] = {
  id: 'e1',
  name: 'Fête',
  displayName: 'Fête',
  timeZone: 'Europe/Zurich',
  configuration: { groupMaxSize: 10 },
  positions: [
    {
      id: 'p1',
      name: 'Bar',
      sector: null,
      timeSlots: [
        slot('s2', '2030-07-01T10:00:00Z', '2030-07-01T12:00:00Z', 2, 0, [{ id: '1', firstName: 'Anna' }, { id: '2', firstName: 'Ben' }]),
        slot('s1', '2030-07-01T08:00:00Z', '2030-07-01T10:00:00Z', 4, 1, [{ id: '3', firstName: 'Club', nb: 3 }]),
      ],
    },
  ],
};

describe('assignment view', () => {
  it('computes how full a slot is', () => {
    expect(fillPercent({ requiredVolunteerCount: 4, freePlaces: 1 })).toBe(75);
    expect(fillPercent({ requiredVolunteerCount: 0, freePlaces: 0 })).toBe(100);
  });

  it('shows each slot in time order with who is assigned and the places left; add opens the form for that slot', async () => {
    renderWithProviders(
      <MemoryRouter>
        <Assignments event={event} reload={() => Promise.resolve()} />
      </MemoryRouter>,
      { messages: organizerMessages, mocks: [] },
    );
    expect(screen.getByRole('link', { name: 'Répartition automatique' }).getAttribute('href')).toBe('/events/assign/e1/auto');
    const cards = document.querySelectorAll('[data-slot]');
    expect([...cards].map((card) => card.getAttribute('data-slot'))).toEqual(['s1', 's2']);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText(/1 libre\b/)).toBeTruthy();
    expect(first.getByText('Club Test (Groupe de 3)')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText(/Complet/)).toBeTruthy();
    fireEvent.click(first.getByRole('button', { name: /Ajouter un bénévole à Bar/ }));
    expect(await screen.findByRole('dialog', { name: 'Ajouter des inscriptions' })).toBeTruthy();
  });
});
