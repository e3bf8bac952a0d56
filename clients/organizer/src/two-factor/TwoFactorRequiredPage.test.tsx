import { MeDocument, sessionStore } from '@benevo/ui';
import { organizationFixture, userFixture } from '@benevo/ui/jest/fixtures';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { OtpChallengeDocument, OtpDevicesDocument, OtpSetupDocument, OtpValidateDocument } from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import TwoFactorRequiredPage from './TwoFactorRequiredPage';

jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));

const MAIL = {
  __typename: 'OtpDevice' as const,
  id: '21',
  method: 'EMAIL' as const,
  name: 'anna@example.org',
  confirmed: false,
  isDefault: false,
  createdAt: '2030-06-01T10:00:00Z',
  lastUsedAt: null,
};
const restricted = () => userFixture({ otpSetupRequired: true, activeOrganization: organizationFixture({ name: 'Commune de Sion', enforce2fa: true }) });

function renderPage(mocks: object[], entry = '/account/two-factor') {
  const router = createMemoryRouter(
    [
      { path: '/account/two-factor', Component: TwoFactorRequiredPage },
      { path: '/account/login', element: <p>login page</p> },
      { path: '/dashboard', element: <p>dashboard page</p> },
      { path: '/events/list', element: <p>events page</p> },
    ],
    { initialEntries: [entry] },
  );
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
  return router;
}

afterEach(() => sessionStore.clear());

describe('the enforced two-factor setup page', () => {
  it('explains why, adds an e-mail method with the mailed code, then leads on to where the user was going', async () => {
    sessionStore.setUser(restricted());
    const validate = jest.fn(() => ({ data: { otpValidate: { __typename: 'OtpValidateResult', device: { ...MAIL, confirmed: true, isDefault: true }, backupCodes: ['abcd-2345'] } } }));
    const resend = jest.fn(() => ({ data: { otpChallenge: true } }));
    const router = renderPage(
      [
        { request: { query: OtpDevicesDocument }, result: { data: { otpDevices: [] } } },
        { request: { query: OtpSetupDocument, variables: { input: { method: 'EMAIL', name: null } } }, result: { data: { otpSetup: { __typename: 'OtpSetupResult', device: MAIL, secret: null, otpauthUrl: null, qrCode: null } } } },
        { request: { query: OtpChallengeDocument, variables: { device: '21' } }, result: resend },
        { request: { query: OtpValidateDocument, variables: { input: { device: '21', code: '246810', secret: null } } }, result: validate },
        { request: { query: OtpDevicesDocument }, result: { data: { otpDevices: [{ ...MAIL, confirmed: true, isDefault: true }] } } },
        { request: { query: MeDocument }, result: { data: { me: userFixture({ otpSetupRequired: false, dfaId: '21' }) } } },
      ],
      '/account/two-factor?redirect=%2Fevents%2Flist',
    );
    expect(await screen.findByRole('heading', { name: 'Activez l’authentification à deux facteurs' })).toBeTruthy();
    expect(screen.getByText(/Votre organisation « Commune de Sion » exige une deuxième étape/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se déconnecter' }).getAttribute('href')).toBe('/account/logout');
    expect(screen.queryByRole('link', { name: /Continuer/ })).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un code par e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un code par e-mail' });
    expect(within(dialog).getByText(/Nous envoyons un code à 6 chiffres à anna@example.org/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le code' }));
    expect(await within(dialog).findByText('Code envoyé à anna@example.org.')).toBeTruthy();
    // The mail just went: another one only after the delay.
    expect(within(dialog).getByRole('button', { name: /Renvoyer le code dans \d+ s/ })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Code à 6 chiffres/), { target: { value: '246810' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activer' }));

    const codes = await screen.findByRole('dialog', { name: 'Vos codes de secours' });
    expect(validate).toHaveBeenCalledTimes(1);
    fireEvent.click(within(codes).getByRole('button', { name: 'J’ai enregistré mes codes' }));
    expect(await screen.findByText('C’est fait : votre compte est protégé.')).toBeTruthy();
    expect(sessionStore.getUser()?.otpSetupRequired).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Continuer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/list'));
    expect(resend).not.toHaveBeenCalled();
  });

  it('has no remove or default actions in the restricted session', async () => {
    sessionStore.setUser(restricted());
    renderPage([{ request: { query: OtpDevicesDocument }, result: { data: { otpDevices: [{ ...MAIL, confirmed: true, isDefault: true }] } } }]);
    const table = await screen.findByRole('table', { name: 'Méthodes de vérification' });
    expect(within(table).queryByRole('button')).toBeNull();
  });

  it('sends a visitor without a session to the login', async () => {
    const router = renderPage([]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(router.state.location.search).toBe('?redirect=%2Faccount%2Ftwo-factor');
  });
});
