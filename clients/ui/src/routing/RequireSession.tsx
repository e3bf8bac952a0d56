import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../feedback/PageLoader';
import { MeDocument } from '../gql/graphql';
import { OTP_SETUP_PATH } from '../session/otp';
import { sessionStore, useSessionUser } from '../session/session-store';
import { loginUrl } from './login-url';

/**
 * Guards the authenticated routes: with a stored user the page shows at once (the server still
 * checks every call); without one, the server is asked for the current user first, and a failure
 * sends the user to login with the path to come back to. A restricted session (enforce2fa, no
 * second factor yet) goes to the two-factor setup page instead.
 */
export function RequireSession({ loginPath, otpSetupPath = OTP_SETUP_PATH }: { loginPath?: string; otpSetupPath?: string }) {
  const user = useSessionUser();
  const location = useLocation();
  const { data, error } = useQuery(MeDocument, { skip: user !== null, fetchPolicy: 'network-only' });

  useEffect(() => {
    if (data) sessionStore.setUser(data.me);
  }, [data]);

  // enforce2fa without a method: the server refuses everything but the setup, so the user goes there.
  if (user?.otpSetupRequired) {
    const params = new URLSearchParams({ redirect: `${location.pathname}${location.search}` });
    return <Navigate to={`${otpSetupPath}?${params.toString()}`} replace />;
  }
  if (user) return <Outlet />;
  if (error) return <Navigate to={loginUrl(`${location.pathname}${location.search}`, { loginPath })} replace />;
  return <PageLoader />;
}
