import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { toast } from '../feedback/toast';
import { createI18n } from '../i18n/i18n';
import { useMutationAction } from './use-mutation-action';

jest.mock('../feedback/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const invalid = new CombinedGraphQLErrors({
  errors: [{ message: 'Données invalides', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { name: ['Un nom est obligatoire'] } } }],
});

function renderAction() {
  const i18n = createI18n();
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useMutationAction(), { wrapper }).result;
}

beforeEach(() => jest.clearAllMocks());

describe('useMutationAction', () => {
  it('says a success, then runs what follows it, and gives the result back', async () => {
    const result = renderAction();
    const then = jest.fn();
    const outcome = await act(() => result.current(async () => 3, { success: (n) => `${n} saved`, onSuccess: then }));
    expect(outcome).toEqual({ ok: true, data: 3 });
    expect(toast.success).toHaveBeenCalledWith('3 saved');
    expect(then).toHaveBeenCalledWith(3);
  });

  it("says the server's message, the fallback without one, and never throws", async () => {
    const result = renderAction();
    const outcome = await act(() => result.current(() => Promise.reject(invalid)));
    expect(outcome).toMatchObject({ ok: false, message: 'Données invalides', error: { code: 'BAD_USER_INPUT' } });
    expect(toast.error).toHaveBeenCalledWith('Données invalides');
    await act(() => result.current(() => Promise.reject(new Error('offline')), { fallback: 'Échec' }));
    expect(toast.error).toHaveBeenLastCalledWith('Échec');
    await act(() => result.current(() => Promise.reject(new Error('offline'))));
    expect(toast.error).toHaveBeenLastCalledWith('Une erreur est survenue');
  });

  it('gives the first field message outside a form, and leaves field errors to a form', async () => {
    const result = renderAction();
    await act(() => result.current(() => Promise.reject(invalid), { fieldErrors: 'toast' }));
    expect(toast.error).toHaveBeenCalledWith('Un nom est obligatoire');
    jest.clearAllMocks();
    const outcome = await act(() => result.current(() => Promise.reject(invalid), { fieldErrors: 'form', success: 'saved' }));
    expect(outcome).toMatchObject({ ok: false, error: { fieldErrors: { name: ['Un nom est obligatoire'] } } });
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("reports a failure of what follows the success like the action's, and keeps quiet when asked", async () => {
    const result = renderAction();
    const outcome = await act(() =>
      result.current(async () => 1, { success: 'saved', onSuccess: () => Promise.reject(invalid), errorToast: false }),
    );
    expect(toast.success).toHaveBeenCalledWith('saved');
    expect(toast.error).not.toHaveBeenCalled();
    expect(outcome).toMatchObject({ ok: false, message: 'Données invalides' });
  });
});
