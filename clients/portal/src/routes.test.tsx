import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { VolunteerMessageDocument, VolunteerSpaceDocument } from './gql/graphql';
import { portalMessages } from './i18n/messages';
import { routes } from './routes';

function renderAt(entry: string, mocks: MockLink.MockedResponse[] = []) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  renderWithProviders(<RouterProvider router={router} />, { messages: portalMessages, mocks });
  return router;
}

afterEach(() => {
  document.cookie = 'lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('portal routes', () => {
  it('explains the personal link on /portal, in the chosen language', async () => {
    renderAt('/portal');
    expect(await screen.findByRole('heading', { name: 'Votre espace bénévole' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Langue'), { target: { value: 'en' } });
    expect(await screen.findByRole('heading', { name: 'Your volunteer space' })).toBeTruthy();
  });

  it('opens the space of a token link', async () => {
    renderAt('/portal/t/abc123', [
      {
        request: { query: VolunteerSpaceDocument, variables: { token: 'abc123' } },
        result: { errors: [new GraphQLError('Jeton invalide', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    expect(await screen.findByRole('heading', { name: "Ce lien n'est pas valide" })).toBeTruthy();
  });

  it('opens one message of a token link', async () => {
    renderAt('/portal/t/abc123/messages/7', [
      {
        request: { query: VolunteerMessageDocument, variables: { token: 'abc123', id: '7' } },
        result: { errors: [new GraphQLError('Introuvable', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Message introuvable' })).toBeTruthy();
  });

  it('shows the 404 page for unknown portal paths', async () => {
    renderAt('/portal/nothing/here');
    expect(await screen.findByText('Oops, vous êtes perdu')).toBeTruthy();
  });
});
