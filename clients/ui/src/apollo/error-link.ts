import { ErrorLink } from '@apollo/client/link/error';
import { loginUrl } from '../routing/login-url';
import { OTP_SETUP_PATH } from '../session/otp';
import { sessionStore } from '../session/session-store';
import { describeApiError } from './api-error';

export interface ErrorLinkOptions {
  /** Client-side navigation (the router's), replacing the current entry. */
  navigate: (to: string) => void;
  /** Shows a FORBIDDEN message; the session stays. */
  notifyForbidden: (message: string | null) => void;
  loginPath?: string;
  /** Path and query of the page the user is on, to come back to after login. */
  currentPath?: () => string;
  /** Where a restricted session (OTP_SETUP_REQUIRED) sets up two-factor authentication. */
  otpSetupPath?: string;
}

/**
 * An operation sent with `context: { [QUIET_FORBIDDEN]: true }` asks whether a feature is on: its
 * FORBIDDEN is an answer the screen reads (a section it does not show), not a refusal to toast.
 */
export const QUIET_FORBIDDEN = 'quietForbidden';

/** Operations that are allowed to fail on authentication without ending on the login page. */
const SESSIONLESS_OPERATIONS = new Set([
  'Login',
  'Logout',
  'Register',
  'VerifyRegistration',
  'SendResetPasswordLink',
  'ResetPassword',
  // The login's second step: a pending login that expired sends back to the password, on the login page.
  'OtpChallenge',
  'OtpVerify',
]);

function browserPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * UNAUTHENTICATED or CSRF_FAILED: the session is gone, so the local user is cleared and the user sent to
 * login (told the session expired when there was one). FORBIDDEN: a switched-off feature or a missing
 * right must not log the user out, so it is only shown.
 */
export function createErrorLink(options: ErrorLinkOptions): ErrorLink {
  const currentPath = options.currentPath ?? browserPath;
  return new ErrorLink(({ error, operation }) => {
    const { code, message } = describeApiError(error);
    if (code === 'UNAUTHENTICATED' || code === 'CSRF_FAILED') {
      if (SESSIONLESS_OPERATIONS.has(operation.operationName ?? '')) return;
      const hadUser = sessionStore.getUser() !== null;
      sessionStore.clear();
      const path = currentPath();
      const login = options.loginPath ?? '/account/login';
      if (!path.startsWith(login)) options.navigate(loginUrl(path, { expired: hadUser, loginPath: login }));
    } else if (code === 'FORBIDDEN') {
      if ((operation.getContext() as Record<string, unknown>)[QUIET_FORBIDDEN] === true) return;
      options.notifyForbidden(message);
    } else if (code === 'OTP_SETUP_REQUIRED') {
      // enforce2fa and no method yet: the session stays (no logout), restricted to the setup page.
      const user = sessionStore.getUser();
      if (user && !user.otpSetupRequired) sessionStore.setUser({ ...user, otpSetupRequired: true });
      const setupPath = options.otpSetupPath ?? OTP_SETUP_PATH;
      const path = currentPath();
      if (!path.startsWith(setupPath)) options.navigate(`${setupPath}?${new URLSearchParams({ redirect: path }).toString()}`);
    }
  });
}
