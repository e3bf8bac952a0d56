import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RotatePortalTokenDocument } from '../../gql/graphql';
import { portalMessages } from '../../i18n/messages';
import { RotateLinkCard, withToken } from './RotateLinkCard';

function renderCard(mocks: MockLink.MockedResponse[]) {
  const router = createMemoryRouter([{ path: '/portal/t/:token/:section?', element: <RotateLinkCard token="old-token" /> }], {
    initialEntries: ['/portal/t/old-token/profile'],
  });
  renderWithProviders(<RouterProvider router={router} />, { messages: portalMessages, mocks });
  return router;
}

describe('RotateLinkCard', () => {
  it('asks first, then moves the page to the new token (the old address replaced)', async () => {
    const rotate = jest.fn(() => ({ data: { rotatePortalToken: { __typename: 'PortalAccessToken' as const, token: 'new-token' } } }));
    const router = renderCard([{ request: { query: RotatePortalTokenDocument, variables: { token: 'old-token' } }, result: rotate }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remplacer mon lien' }));
    expect(await screen.findByRole('dialog', { name: 'Remplacer votre lien personnel ?' })).toBeTruthy();
    expect(rotate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remplacer le lien' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/t/new-token/profile'));
    expect(rotate).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Nouveau lien créé et envoyé par e-mail')).toBeTruthy();
  });

  it('changes nothing when cancelled, and stays put when the server refuses', async () => {
    const router = renderCard([
      {
        request: { query: RotatePortalTokenDocument, variables: { token: 'old-token' } },
        result: { errors: [new GraphQLError("Ce lien n'est pas valide", { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remplacer mon lien' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Remplacer mon lien' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remplacer le lien' }));
    expect(await screen.findByText("Ce lien n'est pas valide")).toBeTruthy();
    expect(router.state.location.pathname).toBe('/portal/t/old-token/profile');
  });

  it('keeps the section when it swaps the token in the address', () => {
    expect(withToken('/portal/t/a%2Fb/points', 'a/b', 'c')).toBe('/portal/t/c/points');
    expect(withToken('/portal/t/abc', 'abc', 'xyz')).toBe('/portal/t/xyz');
    expect(withToken('/elsewhere', 'abc', 'xyz')).toBe('/portal/t/xyz');
  });
});
