import { LoginDocument, sessionStore } from '@benevo/ui';
import { userFixture } from '@benevo/ui/jest/fixtures';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { organizerMessages } from '../i18n/messages';
import LoginPage from './LoginPage';

const input = { email: 'anna@example.org', password: 'secret-pass' };

function renderLogin(result: object, entry = '/account/login?redirect=%2Fprofile%2Fuser') {
  const router = createMemoryRouter(
    [
      { path: '/account/login', Component: LoginPage },
      { path: '/profile/user', element: <p>profile page</p> },
      { path: '/dashboard', element: <p>dashboard page</p> },
    ],
    { initialEntries: [entry] },
  );
  renderWithProviders(<RouterProvider router={router} />, {
    messages: organizerMessages,
    mocks: [{ request: { query: LoginDocument, variables: { input } }, result }],
  });
  return router;
}

function submit() {
  fireEvent.change(screen.getByLabelText(/E-mail ou nom d'utilisateur/), { target: { value: input.email } });
  fireEvent.change(screen.getByLabelText(/Mot de passe/), { target: { value: input.password } });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

beforeEach(() => {
  window.localStorage.clear();
  sessionStore.clear();
});

describe('LoginPage', () => {
  it('shows the server field errors under their fields', async () => {
    renderLogin({
      errors: [
        new GraphQLError('Données invalides', {
          extensions: { code: 'BAD_USER_INPUT', fieldErrors: { password: ['Ce mot de passe est trop court'] } },
        }),
      ],
    });
    submit();
    const message = await screen.findByText('Ce mot de passe est trop court');
    const passwordInput = screen.getByLabelText(/Mot de passe/);
    expect(passwordInput.getAttribute('aria-invalid')).toBe('true');
    expect(message.id).toBe(passwordInput.getAttribute('aria-describedby')?.split(' ').find((id) => id === message.id));
  });

  it('shows a message not tied to a field as an alert and stores no user', async () => {
    renderLogin({
      errors: [new GraphQLError('Adresse e-mail ou mot de passe incorrect', { extensions: { code: 'UNAUTHENTICATED' } })],
    });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Adresse e-mail ou mot de passe incorrect');
    expect(sessionStore.getUser()).toBeNull();
  });

  it('stores the user and goes to the redirect path', async () => {
    const router = renderLogin({ data: { login: userFixture() } });
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/user'));
    expect(sessionStore.getUser()?.id).toBe('42');
  });

  it('tells a user whose session expired why they are here', async () => {
    renderLogin({ data: { login: userFixture() } }, '/account/login?redirect=%2Fdashboard&expired=1');
    expect(await screen.findByText('Votre session a expiré')).toBeTruthy();
  });

  it('validates before calling the server', async () => {
    renderLogin({ data: { login: userFixture() } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findAllByText('Ce champ est obligatoire')).length).toBe(2);
  });
});
