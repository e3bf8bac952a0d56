import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  type LoginInput,
  LoginDocument,
  LogoutDocument,
  LogoutEverywhereDocument,
  MeDocument,
  type OtpVerifyInput,
  OtpVerifyDocument,
  SwitchOrganizationDocument,
  type UpdateProfileInput,
  UpdateProfileDocument,
} from '../gql/graphql';
import { type SessionUser, sessionStore } from './session-store';

/**
 * Logs in; the user is stored on success and the stored user cleared on any failure (spec 4). An
 * account with a second factor fails with OTP_REQUIRED and opens no session: readOtpRequired reads the
 * pending login from that error and useOtpVerify finishes it.
 */
export function useLogin(): (input: LoginInput) => Promise<SessionUser> {
  const [login] = useMutation(LoginDocument);
  return useCallback(
    async (input: LoginInput) => {
      try {
        const { data } = await login({ variables: { input } });
        if (!data) throw new Error('login returned no data');
        sessionStore.setUser(data.login);
        return data.login;
      } catch (error) {
        sessionStore.clear();
        throw error;
      }
    },
    [login],
  );
}

/**
 * The second step of a login with two-factor authentication (the login failed with OTP_REQUIRED, see
 * readOtpRequired): a code of a device or a backup code; on success the session is open and the user
 * stored, as login does. A failure keeps the pending login (another code may be tried).
 */
export function useOtpVerify(): (input: OtpVerifyInput) => Promise<SessionUser> {
  const [otpVerify] = useMutation(OtpVerifyDocument);
  return useCallback(
    async (input: OtpVerifyInput) => {
      const { data } = await otpVerify({ variables: { input } });
      if (!data) throw new Error('otpVerify returned no data');
      sessionStore.setUser(data.otpVerify);
      return data.otpVerify;
    },
    [otpVerify],
  );
}

/** Logs out: the local session is cleared whatever the server answers. */
export function useLogout(): () => Promise<void> {
  const client = useApolloClient();
  const [logout] = useMutation(LogoutDocument);
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // An expired or already closed server session is still a logout for the user.
    }
    sessionStore.clear();
    await client.clearStore();
  }, [client, logout]);
}

/**
 * Ends every session and revokes every API token of the user, then clears the local session. Unlike
 * a logout it rejects when the server refuses: the user must know the other sessions still run.
 */
export function useLogoutEverywhere(): () => Promise<void> {
  const client = useApolloClient();
  const [logoutEverywhere] = useMutation(LogoutEverywhereDocument);
  return useCallback(async () => {
    await logoutEverywhere();
    sessionStore.clear();
    await client.clearStore();
  }, [client, logoutEverywhere]);
}

/** Asks the server for the current user and stores it; rejects when there is no valid session. */
export function useRefreshSession(): () => Promise<SessionUser> {
  const client = useApolloClient();
  return useCallback(async () => {
    const { data } = await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
    if (!data) throw new Error('me returned no data');
    sessionStore.setUser(data.me);
    return data.me;
  }, [client]);
}

/** Switches the active organization, then reloads the user and every active query for it. */
export function useSwitchOrganization(): (organizationId: string) => Promise<SessionUser> {
  const client = useApolloClient();
  const [switchOrganization] = useMutation(SwitchOrganizationDocument);
  const refreshSession = useRefreshSession();
  return useCallback(
    async (organizationId: string) => {
      await switchOrganization({ variables: { organizationId } });
      const user = await refreshSession();
      await client.refetchQueries({ include: 'active' });
      return user;
    },
    [client, refreshSession, switchOrganization],
  );
}

/** Saves the user's or the active organization's profile and keeps the stored user in step. */
export function useUpdateProfile(): (input: UpdateProfileInput) => Promise<SessionUser> {
  const [updateProfile] = useMutation(UpdateProfileDocument);
  return useCallback(
    async (input: UpdateProfileInput) => {
      const { data } = await updateProfile({ variables: { input } });
      if (!data) throw new Error('updateProfile returned no data');
      sessionStore.setUser(data.updateProfile);
      return data.updateProfile;
    },
    [updateProfile],
  );
}
