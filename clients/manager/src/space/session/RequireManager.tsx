import { describeApiError } from '@benevo/ui';
import { type ReactNode, useCallback, useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { managerSession } from './manager-session';

export const MANAGER_LOGIN_PATH = '/manager/login';
/** Where a manager lands after login: the list of their events. */
export const MANAGER_HOME = '/manager/events';

/** What the login page is told when it opens after a session ended. */
export interface LoginState {
  expired?: boolean;
}

/** The manager's pages need a session in this browser; without one, the login form (saying if it expired). */
export function RequireManager({ children }: { children: ReactNode }) {
  const expired = managerSession.expired();
  if (!managerSession.read()) return <Navigate to={MANAGER_LOGIN_PATH} replace state={{ expired } satisfies LoginState} />;
  return children;
}

/**
 * For a failed manager request: an ended session (expired, or the manager deleted) clears the stored one
 * and goes back to the login form; returns whether it did, so the caller shows other failures itself.
 */
export function useSessionEnd(): (error: unknown) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (describeApiError(error).code !== 'UNAUTHENTICATED') return false;
      managerSession.clear();
      void navigate(MANAGER_LOGIN_PATH, { replace: true, state: { expired: true } satisfies LoginState });
      return true;
    },
    [navigate],
  );
}

/** A query's failure: an ended session leaves for the login form; true while that is the failure. */
export function useEndedSession(error: unknown): boolean {
  const sessionEnd = useSessionEnd();
  useEffect(() => {
    if (error) sessionEnd(error);
  }, [error, sessionEnd]);
  return Boolean(error) && describeApiError(error).code === 'UNAUTHENTICATED';
}
