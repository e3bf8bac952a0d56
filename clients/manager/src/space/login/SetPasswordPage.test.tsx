import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SetManagerPasswordDocument } from '../../gql/graphql';
import { managerMessages } from '../../i18n/messages';
import SetPasswordPage from './SetPasswordPage';

function renderAt(entry: string, mocks: MockLink.MockedResponse[] = []) {
  const router = createMemoryRouter(
    [
      { path: '/manager/password', element: <SetPasswordPage /> },
      { path: '/manager/login', element: <p>Formulaire de connexion</p> },
    ],
    { initialEntries: [entry] },
  );
  renderWithProviders(<RouterProvider router={router} />, { messages: managerMessages, mocks });
  return router;
}

async function choose(password: string, confirm = password) {
  fireEvent.change(await screen.findByLabelText(/^Nouveau mot de passe/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirmer le mot de passe/), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
}

describe('set the password from the invitation', () => {
  it("sends the link's token with the new password, then goes to the login", async () => {
    const router = renderAt('/manager/password?token=inv-token-1', [
      { request: { query: SetManagerPasswordDocument, variables: { token: 'inv-token-1', password: 'cuisine-2031' } }, result: { data: { setManagerPassword: true } } },
    ]);
    // The toast lasts 2 s: on a loaded machine it may be gone before the page is checked, so the call is
    // what the test holds on to (seen failing in a CI run).
    const success = jest.spyOn(toast, 'success');
    await choose('cuisine-2031');
    expect(await screen.findByText('Formulaire de connexion')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/manager/login');
    await waitFor(() => expect(success).toHaveBeenCalledWith('Mot de passe enregistré : vous pouvez vous connecter.'));
    success.mockRestore();
  });

  it('checks the confirmation before sending anything', async () => {
    renderAt('/manager/password?token=inv-token-1');
    await choose('cuisine-2031', 'cuisine-2032');
    expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeTruthy();
  });

  it("shows the server's refusal of a used or expired link", async () => {
    const router = renderAt('/manager/password?token=used', [
      {
        request: { query: SetManagerPasswordDocument, variables: { token: 'used', password: 'cuisine-2031' } },
        result: { errors: [new GraphQLError('Ce lien a expiré', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    await choose('cuisine-2031');
    expect(await screen.findByText('Ce lien a expiré')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/manager/password');
  });

  it('says a link without its token is incomplete, with no form', async () => {
    renderAt('/manager/password');
    expect(await screen.findByText(/Ce lien n'est pas complet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enregistrer le mot de passe' })).toBeNull();
  });
});
