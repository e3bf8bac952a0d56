/** What a stand action does (the contract's ScanActionKind). */
export type StandActionKind = 'CHECK_IN' | 'DELIVER_ORDER' | 'REDEEM_VOUCHER' | 'TSHIRT';

/** One action as `standAction` and `standReplay` take it (the contract's StandActionInput). */
export interface StandActionPayload {
  clientId: string;
  code: string;
  kind: StandActionKind;
  targetId: string | null;
  scannedAt: string;
}

/** A queued action, with what the stand shows of it while it waits (never sent). */
export interface QueuedAction extends StandActionPayload {
  label: string;
}

/** The server's answer for one replayed action. */
export interface ReplayResult {
  clientId: string;
  ok: boolean;
  message: string;
}

/** A replayed action the server refused: listed for the operator with the server's reason. */
export interface ReplayConflict {
  clientId: string;
  label: string;
  code: string;
  message: string;
}

export const STAND_QUEUE_KEY = 'benevo.standQueue';

const KINDS: readonly string[] = ['CHECK_IN', 'DELIVER_ORDER', 'REDEEM_VOUCHER', 'TSHIRT'];

/**
 * The id the server deduplicates a replayed action on. `crypto.randomUUID` exists only on https pages;
 * a stand reached over a plain-http address still gets a version 4 UUID from getRandomValues.
 */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function isQueuedAction(value: unknown): value is QueuedAction {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.clientId === 'string' &&
    typeof item.code === 'string' &&
    typeof item.kind === 'string' &&
    KINDS.includes(item.kind) &&
    (item.targetId === null || typeof item.targetId === 'string') &&
    typeof item.scannedAt === 'string' &&
    typeof item.label === 'string'
  );
}

/**
 * The stand's actions done without network, kept in localStorage so that a reload or a flat battery
 * loses none of them, and sent together with `standReplay` once the phone is back online. The server
 * handles each action on its own and answers "ok" again for a clientId it already has, so a replay cut
 * short may simply be sent again.
 */
export class OfflineQueue {
  private readonly listeners = new Set<() => void>();
  private raw: string | null = null;
  private items: QueuedAction[] = [];

  constructor(
    private readonly storage: Storage,
    private readonly key = STAND_QUEUE_KEY,
  ) {}

  /** The queued actions, oldest first (the same array while nothing changed, for useSyncExternalStore). */
  list = (): QueuedAction[] => {
    const raw = this.storage.getItem(this.key);
    if (raw === this.raw) return this.items;
    this.raw = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      this.items = Array.isArray(parsed) ? parsed.filter(isQueuedAction) : [];
    } catch {
      // A damaged entry (edited by hand, another version): nothing can be replayed from it.
      this.items = [];
    }
    return this.items;
  };

  enqueue(action: Omit<QueuedAction, 'clientId' | 'scannedAt'> & Partial<Pick<QueuedAction, 'clientId' | 'scannedAt'>>): QueuedAction {
    const item: QueuedAction = {
      clientId: action.clientId ?? newClientId(),
      code: action.code,
      kind: action.kind,
      targetId: action.targetId,
      scannedAt: action.scannedAt ?? new Date().toISOString(),
      label: action.label,
    };
    this.write([...this.list(), item]);
    return item;
  }

  remove(clientIds: readonly string[]): void {
    const removed = new Set(clientIds);
    this.write(this.list().filter((item) => !removed.has(item.clientId)));
  }

  clear(): void {
    this.write([]);
  }

  /** Calls `listener` on every change, this tab's and other tabs' (the storage event). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === this.key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      this.listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  /**
   * Sends every queued action in one call. Accepted and refused actions leave the queue (a refusal
   * would be refused again); the refusals come back to be shown. When `send` fails (still offline),
   * it throws and the queue stays as it was. Actions queued while the call runs stay queued.
   */
  async replay(send: (actions: StandActionPayload[]) => Promise<readonly ReplayResult[]>): Promise<{ sent: number; conflicts: ReplayConflict[] }> {
    const batch = this.list();
    if (batch.length === 0) return { sent: 0, conflicts: [] };
    const results = await send(batch.map(({ label: _label, ...payload }) => payload));
    const byId = new Map(batch.map((item) => [item.clientId, item]));
    const answered = results.filter((result) => byId.has(result.clientId));
    this.remove(answered.map((result) => result.clientId));
    const conflicts = answered
      .filter((result) => !result.ok)
      .map((result) => {
        const item = byId.get(result.clientId) as QueuedAction;
        return { clientId: item.clientId, label: item.label, code: item.code, message: result.message };
      });
    return { sent: answered.length, conflicts };
  }

  private write(items: QueuedAction[]): void {
    this.storage.setItem(this.key, JSON.stringify(items));
    for (const listener of this.listeners) listener();
  }
}
