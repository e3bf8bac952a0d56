import { MeDocument, sessionStore } from '@benevo/ui';
import { userFixture } from '@benevo/ui/jest/fixtures';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  OtpBackupStatusDocument,
  OtpDevicesDocument,
  OtpRegenerateBackupCodesDocument,
  OtpRemoveDeviceDocument,
  OtpSetDefaultDeviceDocument,
  OtpSetupDocument,
  OtpValidateDocument,
} from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import TwoFactorPage from './TwoFactorPage';

jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));

function device(id: string, method: 'TOTP' | 'EMAIL', name: string, extra: { isDefault?: boolean; confirmed?: boolean; lastUsedAt?: string | null } = {}) {
  return {
    __typename: 'OtpDevice' as const,
    id,
    method,
    name,
    confirmed: extra.confirmed ?? true,
    isDefault: extra.isDefault ?? false,
    createdAt: '2030-06-01T10:00:00Z',
    lastUsedAt: extra.lastUsedAt ?? null,
  };
}

const PHONE = device('12', 'TOTP', 'Téléphone de Anna', { isDefault: true, lastUsedAt: '2030-06-03T10:00:00Z' });
const MAIL = device('13', 'EMAIL', 'anna@example.org');
const CODES = ['abcd-2345', 'efgh-6789', 'jkmn-2345', 'pqrs-6789', 'tuvw-2345', 'xyza-6789', 'bcde-2345', 'fghj-6789', 'kmnp-2345', 'qrst-6789'];

const devicesMock = (devices: object[]) => ({ request: { query: OtpDevicesDocument }, result: { data: { otpDevices: devices } } });
const backupMock = (remaining: number) => ({
  request: { query: OtpBackupStatusDocument },
  result: { data: { otpBackupCodes: { __typename: 'OtpBackupStatus', remaining, generatedAt: '2030-06-01T10:00:00Z' } } },
});
const meMock = (overrides: object = {}) => ({ request: { query: MeDocument }, result: { data: { me: userFixture(overrides) } } });

function renderPage(mocks: object[]) {
  const router = createMemoryRouter([{ path: '/profile/two-factor', Component: TwoFactorPage }], { initialEntries: ['/profile/two-factor'] });
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
  return router;
}

beforeEach(() => sessionStore.setUser(userFixture()));
afterEach(() => sessionStore.clear());

describe('the two-factor page', () => {
  it('shows an empty state, then adds an authenticator app: QR code, key to type, first code, backup codes shown once', async () => {
    const validate = jest.fn(() => ({
      data: { otpValidate: { __typename: 'OtpValidateResult', device: { ...PHONE, name: 'Mon téléphone' }, backupCodes: CODES } },
    }));
    renderPage([
      devicesMock([]),
      {
        request: { query: OtpSetupDocument, variables: { input: { method: 'TOTP', name: 'Mon téléphone' } } },
        result: {
          data: {
            otpSetup: {
              __typename: 'OtpSetupResult',
              device: device('12', 'TOTP', 'Mon téléphone', { confirmed: false }),
              secret: 'JBSWY3DPEHPK3PXP',
              otpauthUrl: 'otpauth://totp/Benevo:anna@example.org?secret=JBSWY3DPEHPK3PXP&issuer=Benevo',
              qrCode: 'data:image/png;base64,iVBORw0KGgo=',
            },
          },
        },
      },
      { request: { query: OtpValidateDocument, variables: { input: { device: '12', code: '123456', secret: 'JBSWY3DPEHPK3PXP' } } }, result: validate },
      devicesMock([{ ...PHONE, name: 'Mon téléphone' }]),
      meMock({ dfaId: '12' }),
      backupMock(10),
    ]);
    expect(await screen.findByRole('heading', { name: 'Aucune méthode de vérification' })).toBeTruthy();
    // No backup codes without a method.
    expect(screen.queryByRole('heading', { name: 'Codes de secours' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une application' }));
    const dialog = await screen.findByRole('dialog', { name: "Ajouter une application d'authentification" });
    fireEvent.change(within(dialog).getByLabelText(/Nom de cet appareil/), { target: { value: 'Mon téléphone' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer' }));

    const qr = await within(dialog).findByRole('img', { name: 'Code QR à scanner avec votre application d’authentification' });
    expect(qr.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    // The key to type by hand, whole and in groups of 4; copied without the spaces.
    const key = within(dialog).getByRole('group', { name: 'Clé secrète' });
    expect(within(key).getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(within(key).getByRole('button', { name: 'Copier la clé secrète' })).toBeTruthy();
    const code = within(dialog).getByLabelText(/Code à 6 chiffres/);
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activer' }));
    expect(await within(dialog).findByText('Saisissez les 6 chiffres du code')).toBeTruthy();
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activer' }));

    const codesDialog = await screen.findByRole('dialog', { name: 'Vos codes de secours' });
    expect(validate).toHaveBeenCalledTimes(1);
    expect(within(within(codesDialog).getByRole('list', { name: 'Codes de secours' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    expect(within(codesDialog).getByRole('button', { name: 'Télécharger (.txt)' })).toBeTruthy();
    expect(within(codesDialog).getByRole('button', { name: 'Imprimer' })).toBeTruthy();
    fireEvent.click(within(codesDialog).getByRole('button', { name: 'J’ai enregistré mes codes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Vos codes de secours' })).toBeNull());

    const table = await screen.findByRole('table', { name: 'Méthodes de vérification' });
    expect(within(table).getByText('Mon téléphone')).toBeTruthy();
    expect(within(table).getByText('Par défaut')).toBeTruthy();
    await waitFor(() => expect(sessionStore.getUser()?.dfaId).toBe('12'));
    expect(await screen.findByText('Il vous reste 10 codes de secours.')).toBeTruthy();
  });

  it('lists the methods, makes one the default, and removes one with a current code', async () => {
    const setDefault = jest.fn(() => ({ data: { otpSetDefaultDevice: { ...MAIL, isDefault: true } } }));
    const remove = jest.fn(() => ({ data: { otpRemoveDevice: true } }));
    renderPage([
      devicesMock([PHONE, MAIL, device('14', 'TOTP', 'Abandonné', { confirmed: false })]),
      backupMock(7),
      { request: { query: OtpSetDefaultDeviceDocument, variables: { device: '13' } }, result: setDefault },
      devicesMock([{ ...PHONE, isDefault: false }, { ...MAIL, isDefault: true }]),
      meMock({ dfaId: '13' }),
      backupMock(7),
      {
        request: { query: OtpRemoveDeviceDocument, variables: { device: '12', code: '999999' } },
        result: { errors: [new GraphQLError('Données invalides', { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { code: ['Code invalide ou expiré'] } } })] },
      },
      { request: { query: OtpRemoveDeviceDocument, variables: { device: '12', code: 'abcd-2345' } }, result: remove },
      devicesMock([{ ...MAIL, isDefault: true }]),
      meMock({ dfaId: '13' }),
      backupMock(6),
    ]);
    const table = await screen.findByRole('table', { name: 'Méthodes de vérification' });
    const rows = within(table).getAllByRole('row').slice(1);
    // The unconfirmed (abandoned) setup is not a method.
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent))).toEqual([
      ['Téléphone de AnnaPar défaut', "Application d'authentification", '01.06.2030', '03.06.2030'],
      ['anna@example.org', 'Code par e-mail', '01.06.2030', 'Jamais'],
    ]);
    expect(await screen.findByText('Il vous reste 7 codes de secours.')).toBeTruthy();
    // One e-mail method per account: no second one to add.
    expect(screen.queryByRole('button', { name: 'Ajouter un code par e-mail' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ajouter une application' })).toBeTruthy();
    // The default has no "make default" button.
    expect(screen.queryByRole('button', { name: 'Utiliser « Téléphone de Anna » par défaut' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Utiliser « anna@example.org » par défaut' }));
    await waitFor(() => expect(setDefault).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Utiliser « Téléphone de Anna » par défaut' })).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer « Téléphone de Anna »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer une méthode de vérification' });
    // With an e-mail method, a code can be mailed to confirm.
    expect(within(dialog).getByRole('button', { name: 'M’envoyer un code' })).toBeTruthy();
    const code = within(dialog).getByLabelText(/Code actuel/);
    fireEvent.change(code, { target: { value: '999999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await within(dialog).findByText('Code invalide ou expiré')).toBeTruthy();
    fireEvent.change(code, { target: { value: 'abcd-2345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText('Téléphone de Anna')).toBeNull());
    expect(await screen.findByText('Il vous reste 6 codes de secours.')).toBeTruthy();
  });

  it('generates new backup codes after a current code, and shows them once', async () => {
    renderPage([
      devicesMock([PHONE]),
      backupMock(0),
      { request: { query: OtpRegenerateBackupCodesDocument, variables: { code: '123456' } }, result: { data: { otpRegenerateBackupCodes: CODES } } },
      backupMock(10),
    ]);
    expect(await screen.findByText('Vous n’avez plus de code de secours : générez-en de nouveaux.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Générer de nouveaux codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Générer de nouveaux codes de secours' });
    // Without an e-mail method, no mail to ask for.
    expect(within(dialog).queryByRole('button', { name: 'M’envoyer un code' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Générer de nouveaux codes' }));
    expect(await within(dialog).findByText('Ce champ est obligatoire')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Code actuel/), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Générer de nouveaux codes' }));
    const codesDialog = await screen.findByRole('dialog', { name: 'Vos codes de secours' });
    expect(within(codesDialog).getAllByRole('listitem')).toHaveLength(10);
    expect(await screen.findByText('Il vous reste 10 codes de secours.')).toBeTruthy();
  });

  it('asks for a current code (or a mailed one) before adding a second method', async () => {
    const setup = jest.fn(() => ({
      data: {
        otpSetup: {
          __typename: 'OtpSetupResult',
          device: device('15', 'TOTP', "Application d'authentification", { confirmed: false }),
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Benevo:anna@example.org?secret=JBSWY3DPEHPK3PXP&issuer=Benevo',
          qrCode: 'data:image/png;base64,iVBORw0KGgo=',
        },
      },
    }));
    renderPage([
      devicesMock([PHONE, MAIL]),
      backupMock(10),
      {
        request: { query: OtpSetupDocument, variables: { input: { method: 'TOTP', name: null, code: '111111' } } },
        result: { errors: [new GraphQLError('Données invalides', { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { code: ['Code invalide ou expiré'] } } })] },
      },
      { request: { query: OtpSetupDocument, variables: { input: { method: 'TOTP', name: null, code: 'abcd-2345' } } }, result: setup },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter une application' }));
    const dialog = await screen.findByRole('dialog', { name: "Ajouter une application d'authentification" });
    expect(within(dialog).getByText(/Votre compte est déjà protégé/)).toBeTruthy();
    // The e-mail method can send the code.
    expect(within(dialog).getByRole('button', { name: 'M’envoyer un code' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    expect(await within(dialog).findByText('Ce champ est obligatoire')).toBeTruthy();
    const code = within(dialog).getByLabelText(/Code actuel/);
    fireEvent.change(code, { target: { value: '111 111' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    expect(await within(dialog).findByText('Code invalide ou expiré')).toBeTruthy();
    fireEvent.change(code, { target: { value: 'abcd-2345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    expect(await within(dialog).findByRole('img', { name: /Code QR à scanner/ })).toBeTruthy();
    expect(setup).toHaveBeenCalledTimes(1);
  });
});
