import { useSyncExternalStore } from 'react';
import type { SessionUserFragment } from '../gql/graphql';

export type SessionUser = SessionUserFragment;
export type SessionOrganization = NonNullable<SessionUser['activeOrganization']>;

/**
 * The non-secret profile of the logged-in user (spec 4 Session), kept in localStorage so a reload
 * does not flash the login page. The session itself is the server's http-only cookie.
 */
const STORAGE_KEY = 'benevo.user';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: SessionUser | null | undefined;

function read(): SessionUser | null {
  if (cached !== undefined) return cached;
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    cached = raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    // A corrupt entry is treated as no session: the guard asks the server again.
    cached = null;
  }
  return cached;
}

function publish(user: SessionUser | null): void {
  cached = user;
  listeners.forEach((listener) => listener());
}

export const sessionStore = {
  getUser(): SessionUser | null {
    return read();
  },
  setUser(user: SessionUser): void {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(user));
    publish(user);
  },
  clear(): void {
    window.localStorage.removeItem(STORAGE_KEY);
    publish(null);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab logging in or out changes this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY) return;
    cached = undefined;
    publish(read());
  });
}

export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getUser, () => null);
}

export function useActiveOrganization(): SessionOrganization | null {
  return useSessionUser()?.activeOrganization ?? null;
}
