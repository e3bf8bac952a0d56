import type { ManagerEventRefFieldsFragment } from '../../gql/graphql';

/** The manager's session in this browser: the token sent in X-Manager-Token, until it expires. */
export interface ManagerSession {
  token: string;
  expiresAt: string;
  email: string;
  organizationName: string;
  events: ManagerEventRefFieldsFragment[];
}

export const MANAGER_SESSION_KEY = 'benevo.manager';

function isSession(value: unknown): value is ManagerSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Record<string, unknown>;
  return (
    typeof session.token === 'string' &&
    typeof session.expiresAt === 'string' &&
    typeof session.email === 'string' &&
    typeof session.organizationName === 'string' &&
    Array.isArray(session.events)
  );
}

function stored(): unknown {
  try {
    return JSON.parse(localStorage.getItem(MANAGER_SESSION_KEY) ?? 'null');
  } catch {
    return null;
  }
}

/**
 * The manager session kept in localStorage (no cookie: an organizer signed in on the same computer
 * stays out of the manager's requests, and the other way round). It survives a reload and ends at its expiry.
 */
export const managerSession = {
  read(now: number = Date.now()): ManagerSession | null {
    const parsed = stored();
    if (!isSession(parsed)) return null;
    if (Date.parse(parsed.expiresAt) <= now) {
      localStorage.removeItem(MANAGER_SESSION_KEY);
      return null;
    }
    return parsed;
  },
  /** Whether a session is stored but past its expiry (the login form then says it has ended). */
  expired(now: number = Date.now()): boolean {
    const parsed = stored();
    return isSession(parsed) && Date.parse(parsed.expiresAt) <= now;
  },
  write(session: ManagerSession): void {
    localStorage.setItem(MANAGER_SESSION_KEY, JSON.stringify(session));
  },
  clear(): void {
    localStorage.removeItem(MANAGER_SESSION_KEY);
  },
  /** The token of a session that has not expired, for the request header. */
  token(): string | null {
    return managerSession.read()?.token ?? null;
  },
};
