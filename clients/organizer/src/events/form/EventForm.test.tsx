import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CreateEventDocument } from '../../gql/graphql';
import { organizerMessages } from '../../i18n/messages';
import EventNewPage from '../new/EventNewPage';
import { eventInputOf } from './EventForm';

// Mantine's notifications need an AbortSignal jsdom accepts; the toast itself is what is checked here.
jest.mock('@benevo/ui', () => ({
  ...jest.requireActual('@benevo/ui'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

const filled = {
  name: 'Fête du village',
  description: 'Trois jours de fête',
  responsable: 'Anna Muster',
  email: 'anna@example.org',
  teaser: '',
  website: 'https://fete.example.org',
  timeZone: 'Europe/Zurich',
  days: [{ startsAt: '2025-06-14T08:00', endsAt: '2025-06-14T23:00' }],
};

function renderNew(mocks: Parameters<typeof renderWithProviders>[1] extends infer O ? O extends { mocks?: infer M } ? M : never : never) {
  const router = createMemoryRouter(
    [
      { path: '/events/new', Component: EventNewPage },
      { path: '/events/:eventId', element: <p>edit page</p> },
    ],
    { initialEntries: ['/events/new'] },
  );
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks });
  return router;
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fill() {
  type(/^Nom \*?$/, filled.name);
  type(/^Description/, filled.description);
  type(/Nom du responsable/, filled.responsable);
  type(/E-mail du responsable/, filled.email);
  type(/Site web/, filled.website);
  type(/Jour 1 · Début/, filled.days[0].startsAt);
  type(/Jour 1 · Fin/, filled.days[0].endsAt);
}

describe('event form', () => {
  it('turns local day times into instants of the event time zone', () => {
    const input = eventInputOf(filled);
    // 08:00 in Zurich in June is 06:00 UTC.
    expect(input.days?.[0].startsAt).toBe('2025-06-14T06:00:00.000Z');
    expect(input.name).toBe('Fête du village');
  });

  it('shows the shared schema messages before calling the server', async () => {
    renderNew([]);
    fireEvent.click(screen.getByRole('button', { name: "Créer l'événement" }));
    expect(await screen.findByText('Un nom est obligatoire')).toBeTruthy();
    expect(screen.getAllByText('Ce champ est obligatoire').length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByText('Entrez une adresse e-mail valide').length).toBe(1);
  });

  it('asks for at least one day', async () => {
    renderNew([]);
    fireEvent.click(screen.getByRole('button', { name: /Retirer ce jour/ }));
    fireEvent.click(screen.getByRole('button', { name: "Créer l'événement" }));
    expect(await screen.findByText('Au moins une date est obligatoire')).toBeTruthy();
  });

  it('shows the server field errors under their fields', async () => {
    renderNew([
      {
        request: { query: CreateEventDocument, variables: { input: eventInputOf(filled) } },
        result: {
          errors: [
            new GraphQLError('Données invalides', {
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { website: ['Ce site ne répond pas'] } },
            }),
          ],
        },
      },
    ]);
    fill();
    fireEvent.click(screen.getByRole('button', { name: "Créer l'événement" }));
    const message = await screen.findByText('Ce site ne répond pas');
    expect(screen.getByLabelText(/Site web/).getAttribute('aria-describedby')).toContain(message.id);
  });

  it('creates the event and opens it', async () => {
    const router = renderNew([
      {
        request: { query: CreateEventDocument, variables: { input: eventInputOf(filled) } },
        result: { data: { createEvent: { __typename: 'Event', id: '12' } } },
      },
    ]);
    fill();
    fireEvent.click(screen.getByRole('button', { name: "Créer l'événement" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/12'));
    expect(toast.success).toHaveBeenCalledWith('Événement créé');
  });
});
