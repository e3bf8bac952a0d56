import { InMemoryCache, type OperationVariables } from '@apollo/client';
import type { DocumentNode } from 'graphql';

/**
 * The portal's last data, kept on the device so that the space still reads offline (issue 17).
 *
 * One volunteer at a time: the snapshot belongs to one personal token (its `owner`) and holds only what
 * that token's queries brought (the root fields asked with `token: owner` and the objects they reach).
 * Saving for another token replaces it; it is only ever read back for its owner. So a phone on which
 * two links were opened never shows, nor keeps, the first volunteer's data under the second's link.
 */
export const SNAPSHOT_KEY = 'benevo.portal.offline';
const VERSION = 1;

type StoreValue = unknown;
type NormalizedData = Record<string, Record<string, StoreValue>>;

export interface Snapshot {
  v: number;
  /** The personal token whose data this is. */
  owner: string;
  /** When the data was last brought by the network (ms since epoch). */
  savedAt: number;
  data: NormalizedData;
}

/** localStorage, when the browser gives it (private modes and old WebViews may refuse). */
function defaultStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

let storage: () => Storage | null = defaultStorage;

/** Tests swap the storage. */
export function setStorageForTests(next: () => Storage | null): void {
  storage = next;
}

/** The arguments of a normalized field key: `volunteerSpace({"token":"…"})` or `field:{"token":"…"}` (keyArgs). */
export function fieldArguments(storeFieldName: string): Record<string, unknown> | null {
  const paren = storeFieldName.indexOf('(');
  const colon = storeFieldName.indexOf(':');
  let json: string | null = null;
  if (paren > 0 && storeFieldName.endsWith(')')) json = storeFieldName.slice(paren + 1, -1);
  else if (colon > 0) json = storeFieldName.slice(colon + 1);
  if (json === null) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function collectRefs(value: unknown, into: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, into);
  } else if (typeof value === 'object' && value !== null) {
    const ref = (value as { __ref?: unknown }).__ref;
    if (typeof ref === 'string') into.push(ref);
    else for (const item of Object.values(value)) collectRefs(item, into);
  }
}

/**
 * The part of a normalized cache (`cache.extract()`) that belongs to `token`: the root query fields asked
 * with that token, and every object they reach. Public queries, mutations and other tokens' fields stay out.
 */
export function dataOf(extracted: NormalizedData, token: string): NormalizedData {
  const root = extracted.ROOT_QUERY ?? {};
  const ownRoot: Record<string, StoreValue> = { __typename: 'Query' };
  const pending: string[] = [];
  for (const [key, value] of Object.entries(root)) {
    if (fieldArguments(key)?.token !== token) continue;
    ownRoot[key] = value;
    collectRefs(value, pending);
  }
  const out: NormalizedData = { ROOT_QUERY: ownRoot };
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (id in out || !(id in extracted)) continue;
    out[id] = extracted[id];
    collectRefs(extracted[id], pending);
  }
  return out;
}

function readStored(): Snapshot | null {
  try {
    const text = storage()?.getItem(SNAPSHOT_KEY);
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<Snapshot>;
    if (parsed.v !== VERSION || typeof parsed.owner !== 'string' || typeof parsed.savedAt !== 'number' || typeof parsed.data !== 'object' || !parsed.data) {
      return null;
    }
    return parsed as Snapshot;
  } catch {
    return null;
  }
}

/* ---- The state the banner shows, as an external store (useSyncExternalStore). ---- */

export interface OfflineState {
  /** The browser says it has no network. */
  offline: boolean;
  /** Some data on screen came from the snapshot because the network failed, and nothing fresh came since. */
  fromSnapshot: boolean;
  /** When the data of the token on screen was last brought by the network (ms), null when unknown. */
  savedAt: number | null;
  /** The token `savedAt` is about. */
  owner: string | null;
}

function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

let state: OfflineState = { offline: browserOffline(), fromSnapshot: false, savedAt: null, owner: null };
const listeners = new Set<() => void>();

function setState(patch: Partial<OfflineState>): void {
  const next = { ...state, ...patch };
  if ((Object.keys(next) as Array<keyof OfflineState>).every((key) => next[key] === state[key])) return;
  state = next;
  for (const listener of listeners) listener();
}

export const offlineState = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get(): OfflineState {
    return state;
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => setState({ offline: false }));
  window.addEventListener('offline', () => setState({ offline: true }));
}

/** Tests start from a clean state. */
export function resetOfflineStateForTests(): void {
  state = { offline: browserOffline(), fromSnapshot: false, savedAt: null, owner: null };
  snapshotCache = null;
}

/* ---- Reading and writing the snapshot. ---- */

/** The stored snapshot if it belongs to `token`. */
export function loadSnapshot(token: string): Snapshot | null {
  const snapshot = readStored();
  return snapshot?.owner === token ? snapshot : null;
}

/** The root field of the space's own query (participations, waiting lists). */
const SPACE_FIELD = 'volunteerSpace';

function onlyFields(root: Record<string, StoreValue>, name: string): Record<string, StoreValue> {
  return Object.fromEntries(Object.entries(root).filter(([key]) => key === name || key.startsWith(`${name}(`) || key.startsWith(`${name}:`)));
}

function write(snapshot: Snapshot): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
    return true;
  } catch {
    // Full or refused storage.
    return false;
  }
}

/**
 * Keeps the data of `token` from the cache's normalized content (replacing any other token's). A storage
 * too full for all of it keeps the shifts only; one that refuses even those keeps nothing (never an older
 * snapshot of another token).
 */
export function saveSnapshot(extracted: NormalizedData, token: string, now: number = Date.now()): void {
  const data = dataOf(extracted, token);
  if (!write({ v: VERSION, owner: token, savedAt: now, data })) {
    // Full storage: at least the shifts (the space's own query), else nothing of anyone.
    const shiftsOnly = dataOf({ ...extracted, ROOT_QUERY: onlyFields(extracted.ROOT_QUERY ?? {}, SPACE_FIELD) }, token);
    if (!write({ v: VERSION, owner: token, savedAt: now, data: shiftsOnly })) {
      forgetSnapshot();
      return;
    }
  }
  snapshotCache = null;
  setState({ fromSnapshot: false, savedAt: now, owner: token, offline: browserOffline() });
}

/** Forgets the data kept on the device (a dead link, another volunteer's link opened). */
export function forgetSnapshot(): void {
  try {
    storage()?.removeItem(SNAPSHOT_KEY);
  } catch {
    // Nothing to do.
  }
  snapshotCache = null;
  setState({ fromSnapshot: false, savedAt: null, owner: null });
}

/**
 * At start, on a space page (/portal/t/<token>…): another token's data is dropped at once, before anything
 * is shown; the banner learns when this token's data was saved.
 */
export function claimSnapshotFor(pathname: string): void {
  const token = tokenOfPath(pathname);
  if (!token) return;
  const snapshot = readStored();
  if (snapshot && snapshot.owner !== token) forgetSnapshot();
  else if (snapshot) setState({ savedAt: snapshot.savedAt, owner: token });
}

/** The personal token of a space URL, null elsewhere. */
export function tokenOfPath(pathname: string): string | null {
  const match = /^\/portal\/t\/([^/]+)/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** The token whose data is on this device (the installed app starts on that space), null when none. */
export function rememberedToken(): string | null {
  return readStored()?.owner ?? null;
}

let snapshotCache: { savedAt: number; owner: string; cache: InMemoryCache } | null = null;

/**
 * A query's answer from the snapshot of `token`, or null when the snapshot is another token's or lacks a
 * field of the query (a partial answer would show a half-empty page as if it were complete).
 */
export function answerFromSnapshot(token: string, query: DocumentNode, variables: OperationVariables): Record<string, unknown> | null {
  const snapshot = loadSnapshot(token);
  if (!snapshot) return null;
  if (!snapshotCache || snapshotCache.savedAt !== snapshot.savedAt || snapshotCache.owner !== snapshot.owner) {
    const cache = new InMemoryCache();
    cache.restore(snapshot.data as Parameters<InMemoryCache['restore']>[0]);
    snapshotCache = { savedAt: snapshot.savedAt, owner: snapshot.owner, cache };
  }
  try {
    const data = snapshotCache.cache.readQuery<Record<string, unknown>>({ query, variables, returnPartialData: false });
    if (!data) return null;
    setState({ fromSnapshot: true, savedAt: snapshot.savedAt, owner: token });
    return data;
  } catch {
    return null;
  }
}

/** The network answered for `token`: what is on screen is fresh. */
export function markFresh(): void {
  setState({ fromSnapshot: false, offline: browserOffline() });
}
