import type { PendingOtpLogin } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { OtpChallengeDocument } from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import { OtpChallengeStep } from './OtpChallengeStep';

const PENDING: PendingOtpLogin = {
  devices: [
    { id: '12', method: 'TOTP', name: 'Téléphone de Anna', isDefault: false },
    { id: '13', method: 'EMAIL', name: 'anna@example.org', isDefault: true },
  ],
  defaultDevice: '13',
};

function renderStep(mocks: object[]) {
  const onVerified = jest.fn();
  const onRestart = jest.fn();
  renderWithProviders(<OtpChallengeStep pending={PENDING} onVerified={onVerified} onRestart={onRestart} />, {
    messages: organizerMessages,
    mocks: mocks as never,
  });
  return { onVerified, onRestart };
}

afterEach(() => jest.useRealTimers());

describe('the login’s second step', () => {
  it('preselects the default e-mail method, and lets another code be mailed only after 30 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const challenge = jest.fn(() => ({ data: { otpChallenge: true } }));
    renderStep([
      { request: { query: OtpChallengeDocument, variables: { device: '13' } }, result: challenge },
      { request: { query: OtpChallengeDocument, variables: { device: '13' } }, result: challenge },
    ]);
    expect((screen.getByRole('radio', { name: /anna@example.org \(par défaut\)/ }) as HTMLInputElement).checked).toBe(true);
    // The password form is gone: the keyboard goes on from the button that mails the code.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'M’envoyer un code' }));
    fireEvent.click(screen.getByRole('button', { name: 'M’envoyer un code' }));
    await screen.findByText('Code envoyé. Consultez votre boîte mail.');
    expect((screen.getByRole('button', { name: /Renvoyer le code dans \d+ s/ }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      jest.advanceTimersByTime(31_000);
    });
    const resend = await screen.findByRole('button', { name: 'Renvoyer le code' });
    expect((resend as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(resend);
    await waitFor(() => expect(challenge).toHaveBeenCalledTimes(2));
  });

  it('switches to the app: no mail to ask for, the code field at once', async () => {
    renderStep([]);
    expect(screen.queryByLabelText(/Code à 6 chiffres/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Téléphone de Anna/ }));
    expect(await screen.findByLabelText(/Code à 6 chiffres/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'M’envoyer un code' })).toBeNull();
    expect(screen.getByText("Ouvrez votre application d'authentification et saisissez le code affiché pour Benevo.")).toBeTruthy();
  });

  it('says so when too many code mails were asked for', async () => {
    renderStep([
      {
        request: { query: OtpChallengeDocument, variables: { device: '13' } },
        result: { errors: [new GraphQLError('Trop de demandes, réessayez dans un moment', { extensions: { code: 'TOO_MANY_REQUESTS' } })] },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'M’envoyer un code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Trop de demandes, réessayez dans un moment');
    expect(screen.queryByLabelText(/Code à 6 chiffres/)).toBeNull();
  });

  it('goes back to the password on request', () => {
    const { onRestart } = renderStep([]);
    fireEvent.click(screen.getByRole('button', { name: 'Retour à la connexion' }));
    expect(onRestart).toHaveBeenCalledWith();
  });
});
