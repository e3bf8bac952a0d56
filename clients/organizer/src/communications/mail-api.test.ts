import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { mailErrorMessage, mailResult } from './mail-api';

describe('mail-sending helpers (spec 8: the error is the result)', () => {
  it('answers the data of a call that succeeds', async () => {
    const result = await mailResult(async () => ({ data: { testSendEventMail: 'me@example.org' } }), (data) => data.testSendEventMail);
    expect(result).toEqual({ ok: true, data: 'me@example.org' });
  });

  it('returns the server error instead of throwing', async () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Votre événement ne contient aucune tranche horaire ou ne nécessite aucun volontaire',
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
    });
    const result = await mailResult(
      async () => {
        throw error;
      },
      (data: { x: number }) => data.x,
    );
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'BAD_USER_INPUT',
        message: 'Votre événement ne contient aucune tranche horaire ou ne nécessite aucun volontaire',
        fieldErrors: {},
      },
    });
    if (!result.ok) expect(mailErrorMessage(result.error, "Echec de l'envoi")).toBe(result.error.message);
  });

  it('turns a network failure into an error result with the spec message to show', async () => {
    const result = await mailResult(
      async () => {
        throw new TypeError('Failed to fetch');
      },
      (data: { x: number }) => data.x,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(mailErrorMessage(result.error, "Echec de l'envoi")).toBe("Echec de l'envoi");
  });

  it('shows the first field error of a refused send', () => {
    expect(mailErrorMessage({ code: 'BAD_USER_INPUT', message: 'Données invalides', fieldErrors: { body: ['Le message est obligatoire'] } }, 'x')).toBe(
      'Le message est obligatoire',
    );
  });
});
