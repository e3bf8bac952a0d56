import { LoginDocument, OtpVerifyDocument, sessionStore } from '@benevo/ui';
import { userFixture } from '@benevo/ui/jest/fixtures';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { OtpChallengeDocument } from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import LoginRoute from '../LoginRoute';

const input = { email: 'anna@example.org', password: 'secret-pass' };

function renderLogin(result: object, entry = '/account/login?redirect=%2Fprofile%2Fuser', more: object[] = []) {
  const router = createMemoryRouter(
    [
      // The app's login (LoginRoute) is this page with its two-factor step.
      { path: '/account/login', Component: LoginRoute },
      { path: '/account/two-factor', element: <p>two-factor setup page</p> },
      { path: '/profile/user', element: <p>profile page</p> },
      { path: '/dashboard', element: <p>dashboard page</p> },
    ],
    { initialEntries: [entry] },
  );
  renderWithProviders(<RouterProvider router={router} />, {
    messages: organizerMessages,
    mocks: [{ request: { query: LoginDocument, variables: { input } }, result }, ...(more as never[])],
  });
  return router;
}

const TOTP = { id: '12', method: 'TOTP', name: 'Téléphone de Anna', isDefault: true };
const EMAIL = { id: '13', method: 'EMAIL', name: 'anna@example.org', isDefault: false };

/** The login's answer for an account with a second factor: no session, the devices to choose from. */
function otpRequired(devices: object[], defaultDevice: string) {
  return {
    errors: [new GraphQLError('Code de vérification requis', { extensions: { code: 'OTP_REQUIRED', otp: { devices, defaultDevice } } })],
  };
}

const verifyMock = (variables: object, result: object) => ({ request: { query: OtpVerifyDocument, variables: { input: variables } }, result });

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

  it('keeps a user without two-factor authentication on the plain form (no second step)', async () => {
    const router = renderLogin({ data: { login: userFixture() } }, '/account/login');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByText('Vérification en deux étapes')).toBeNull();
  });

  it('asks for the code of the default app after the password, then stores the user and follows the redirect', async () => {
    const verify = jest.fn(() => ({ data: { otpVerify: userFixture({ dfaId: '12' }) } }));
    const router = renderLogin(otpRequired([TOTP, EMAIL], '12'), undefined, [verifyMock({ device: '12', code: '123456' }, verify as never)]);
    submit();
    expect(await screen.findByRole('heading', { name: 'Vérification en deux étapes' })).toBeTruthy();
    // Nothing stored yet: the password alone opens no session.
    expect(sessionStore.getUser()).toBeNull();
    expect((screen.getByRole('radio', { name: /Téléphone de Anna \(par défaut\)/ }) as HTMLInputElement).checked).toBe(true);
    const code = screen.getByLabelText(/Code à 6 chiffres/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/user'));
    expect(verify).toHaveBeenCalledTimes(1);
    expect(sessionStore.getUser()?.id).toBe('42');
  });

  it('shows the server message for a wrong code under the field and a too-many-attempts refusal as an alert', async () => {
    renderLogin(otpRequired([TOTP], '12'), undefined, [
      verifyMock({ device: '12', code: '111111' }, { errors: [new GraphQLError('Données invalides', { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { code: ['Code invalide ou expiré'] } } })] }),
      verifyMock({ device: '12', code: '222222' }, { errors: [new GraphQLError('Trop de tentatives, réessayez plus tard', { extensions: { code: 'TOO_MANY_REQUESTS' } })] }),
    ]);
    submit();
    const code = await screen.findByLabelText(/Code à 6 chiffres/);
    // A code of the wrong shape is refused before the server.
    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Saisissez les 6 chiffres du code')).toBeTruthy();
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Code invalide ou expiré')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(code, { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Trop de tentatives, réessayez plus tard');
    expect(sessionStore.getUser()).toBeNull();
  });

  it('mails a code for an e-mail device, then waits before another one', async () => {
    const challenge = jest.fn(() => ({ data: { otpChallenge: true } }));
    const verify = jest.fn(() => ({ data: { otpVerify: userFixture() } }));
    const router = renderLogin(otpRequired([EMAIL, TOTP], '13'), '/account/login', [
      { request: { query: OtpChallengeDocument, variables: { device: '13' } }, result: challenge },
      verifyMock({ device: '13', code: '654321' }, verify as never),
    ]);
    submit();
    await screen.findByRole('heading', { name: 'Vérification en deux étapes' });
    // No code field before the mail is asked for: nothing to type yet.
    expect(screen.queryByLabelText(/Code à 6 chiffres/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'M’envoyer un code' }));
    expect(await screen.findByText('Code envoyé. Consultez votre boîte mail.')).toBeTruthy();
    expect(challenge).toHaveBeenCalledTimes(1);
    const resend = screen.getByRole('button', { name: /Renvoyer le code dans \d+ s/ });
    expect(resend.hasAttribute('disabled') || resend.getAttribute('data-disabled') === 'true').toBe(true);
    fireEvent.change(screen.getByLabelText(/Code à 6 chiffres/), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('takes a backup code instead (no device sent)', async () => {
    const verify = jest.fn(() => ({ data: { otpVerify: userFixture() } }));
    const router = renderLogin(otpRequired([TOTP], '12'), undefined, [verifyMock({ device: null, code: 'abcd-2345' }, verify as never)]);
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Utiliser un code de secours' }));
    const code = screen.getByLabelText(/Code de secours/);
    expect(code.getAttribute('autocomplete')).toBe('off');
    fireEvent.change(code, { target: { value: 'abcd-2345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/user'));
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('goes back to the password with a message when the pending login expired', async () => {
    renderLogin(otpRequired([TOTP], '12'), undefined, [
      verifyMock({ device: '12', code: '123456' }, { errors: [new GraphQLError('La connexion a expiré, recommencez', { extensions: { code: 'UNAUTHENTICATED' } })] }),
    ]);
    submit();
    fireEvent.change(await screen.findByLabelText(/Code à 6 chiffres/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect((await screen.findByRole('alert')).textContent).toContain('La vérification a expiré. Saisissez à nouveau votre mot de passe.');
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy();
    // The login typed is kept, the password is not.
    expect((screen.getByLabelText(/E-mail ou nom d'utilisateur/) as HTMLInputElement).value).toBe(input.email);
    expect((screen.getByLabelText(/Mot de passe/) as HTMLInputElement).value).toBe('');
  });

  it('sends a member of an organization that enforces 2FA without a method to the setup page', async () => {
    const router = renderLogin({ data: { login: userFixture({ otpSetupRequired: true }) } });
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/two-factor'));
    expect(router.state.location.search).toBe('?redirect=%2Fprofile%2Fuser');
    await act(async () => undefined);
    expect(sessionStore.getUser()?.otpSetupRequired).toBe(true);
  });
});
