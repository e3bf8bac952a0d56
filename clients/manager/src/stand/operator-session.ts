import type { StandInfoFragment } from '../gql/graphql';

/** The operator's session on this phone: the token sent in X-Operator-Token, until it expires. */
export interface OperatorSession {
  token: string;
  expiresAt: string;
  stand: StandInfoFragment;
}

export const OPERATOR_SESSION_KEY = 'benevo.operator';

function isSession(value: unknown): value is OperatorSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Record<string, unknown>;
  return (
    typeof session.token === 'string' &&
    typeof session.expiresAt === 'string' &&
    typeof session.stand === 'object' &&
    session.stand !== null &&
    typeof (session.stand as Record<string, unknown>).eventName === 'string'
  );
}

/** The operator session kept in localStorage: it survives a reload and ends at its expiry (24 h). */
export const operatorSession = {
  read(now: number = Date.now()): OperatorSession | null {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(localStorage.getItem(OPERATOR_SESSION_KEY) ?? 'null');
    } catch {
      parsed = null;
    }
    if (!isSession(parsed)) return null;
    if (Date.parse(parsed.expiresAt) <= now) {
      localStorage.removeItem(OPERATOR_SESSION_KEY);
      return null;
    }
    return parsed;
  },
  /** Whether a session is stored but past its expiry (the login form then says it has ended). */
  expired(now: number = Date.now()): boolean {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(OPERATOR_SESSION_KEY) ?? 'null');
      return isSession(stored) && Date.parse(stored.expiresAt) <= now;
    } catch {
      return false;
    }
  },
  write(session: OperatorSession): void {
    localStorage.setItem(OPERATOR_SESSION_KEY, JSON.stringify(session));
  },
  clear(): void {
    localStorage.removeItem(OPERATOR_SESSION_KEY);
  },
  /** The token of a session that has not expired, for the request header. */
  token(): string | null {
    return operatorSession.read()?.token ?? null;
  },
};

/** The secret of a login link (`/manager/scan#secret=…`), null when the address has none. */
export function secretFromHash(hash: string): string | null {
  const secret = new URLSearchParams(hash.replace(/^#/, '')).get('secret');
  return secret ? secret.trim() || null : null;
}
