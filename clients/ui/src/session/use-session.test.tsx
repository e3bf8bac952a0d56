import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { ApolloProvider } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { ReactNode } from 'react';
import { userFixture } from '../../jest/fixtures';
import { LoginDocument, LogoutDocument, OtpVerifyDocument } from '../gql/graphql';
import { readOtpRequired } from './otp';
import { sessionStore } from './session-store';
import { useLogin, useLogout, useOtpVerify } from './use-session';

const input = { email: 'anna@example.org', password: 'correct horse' };

function wrapperWith(mocks: MockLink.MockedResponse[]) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <MockedProvider mocks={mocks}>{children}</MockedProvider>;
  };
}

beforeEach(() => {
  window.localStorage.clear();
  sessionStore.clear();
});

describe('useLogin', () => {
  it('stores the user returned by the server', async () => {
    const user = userFixture();
    const { result } = renderHook(() => useLogin(), {
      wrapper: wrapperWith([{ request: { query: LoginDocument, variables: { input } }, result: { data: { login: user } } }]),
    });
    await act(() => result.current(input));
    expect(sessionStore.getUser()?.email).toBe('anna@example.org');
    expect(JSON.parse(window.localStorage.getItem('benevo.user') ?? 'null')).toMatchObject({ id: '42' });
  });

  it('clears a previously stored user when the login fails', async () => {
    sessionStore.setUser(userFixture({ email: 'previous@example.org' }));
    const { result } = renderHook(() => useLogin(), {
      wrapper: wrapperWith([
        {
          request: { query: LoginDocument, variables: { input } },
          result: { errors: [new GraphQLError('Adresse e-mail ou mot de passe incorrect', { extensions: { code: 'UNAUTHENTICATED' } })] },
        },
      ]),
    });
    await act(async () => {
      await expect(result.current(input)).rejects.toThrow('Adresse e-mail ou mot de passe incorrect');
    });
    expect(sessionStore.getUser()).toBeNull();
    expect(window.localStorage.getItem('benevo.user')).toBeNull();
  });
});

describe('useLogout', () => {
  it('clears the session and the Apollo cache even when the server refuses', async () => {
    sessionStore.setUser(userFixture());
    const client = new ApolloClient({
      cache: new InMemoryCache(),
      link: new MockLink([{ request: { query: LogoutDocument }, error: new Error('network down') }]),
    });
    const clearStore = jest.spyOn(client, 'clearStore');
    const { result } = renderHook(() => useLogout(), {
      wrapper: ({ children }) => <ApolloProvider client={client}>{children}</ApolloProvider>,
    });
    await act(() => result.current());
    expect(sessionStore.getUser()).toBeNull();
    expect(clearStore).toHaveBeenCalled();
  });
});

describe('two-factor login', () => {
  const otpError = new GraphQLError('Code de vérification requis', {
    extensions: {
      code: 'OTP_REQUIRED',
      otp: { devices: [{ id: 12, method: 'TOTP', name: 'Téléphone', isDefault: false }, { id: '13', method: 'EMAIL', name: 'anna@example.org', isDefault: true }], defaultDevice: 13 },
    },
  });

  it('reads the pending login of an OTP_REQUIRED refusal, and stores no user for it', async () => {
    const { result } = renderHook(() => useLogin(), {
      wrapper: wrapperWith([{ request: { query: LoginDocument, variables: { input } }, result: { errors: [otpError] } }]),
    });
    let failure: unknown;
    await act(async () => {
      failure = await result.current(input).catch((error: unknown) => error);
    });
    expect(readOtpRequired(failure)).toEqual({
      devices: [
        { id: '12', method: 'TOTP', name: 'Téléphone', isDefault: false },
        { id: '13', method: 'EMAIL', name: 'anna@example.org', isDefault: true },
      ],
      defaultDevice: '13',
    });
    expect(sessionStore.getUser()).toBeNull();
  });

  it('does not take another refusal for a second step', async () => {
    const { result } = renderHook(() => useLogin(), {
      wrapper: wrapperWith([
        { request: { query: LoginDocument, variables: { input } }, result: { errors: [new GraphQLError('Adresse e-mail ou mot de passe incorrect', { extensions: { code: 'UNAUTHENTICATED' } })] } },
      ]),
    });
    let failure: unknown;
    await act(async () => {
      failure = await result.current(input).catch((error: unknown) => error);
    });
    expect(readOtpRequired(failure)).toBeNull();
    expect(readOtpRequired(new Error('network'))).toBeNull();
  });

  it('stores the user once the second factor is verified', async () => {
    const verify = { device: '12', code: '123456' };
    const { result } = renderHook(() => useOtpVerify(), {
      wrapper: wrapperWith([{ request: { query: OtpVerifyDocument, variables: { input: verify } }, result: { data: { otpVerify: userFixture({ dfaId: '12' }) } } }]),
    });
    await act(() => result.current(verify));
    expect(sessionStore.getUser()?.dfaId).toBe('12');
  });
});
