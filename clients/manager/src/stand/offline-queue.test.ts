import { newClientId, OfflineQueue, type StandActionPayload, STAND_QUEUE_KEY } from './offline-queue';

const checkIn = { code: 'B1-42-1-K7Q2M9XW3A', kind: 'CHECK_IN' as const, targetId: null, label: 'Anna Keller · Arrivée' };
const voucher = { code: 'B1-42-1-K7Q2M9XW3A', kind: 'REDEEM_VOUCHER' as const, targetId: '9', label: 'Anna Keller · Repas' };

beforeEach(() => localStorage.clear());

describe('stand offline queue', () => {
  it('keeps queued actions in localStorage across instances (a reload), oldest first', () => {
    const queue = new OfflineQueue(localStorage);
    const first = queue.enqueue(checkIn);
    const second = queue.enqueue({ ...voucher, scannedAt: '2031-09-12T10:00:00.000Z' });
    expect(first.clientId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first.clientId).not.toBe(second.clientId);
    expect(Date.parse(first.scannedAt)).not.toBeNaN();

    const afterReload = new OfflineQueue(localStorage);
    expect(afterReload.list()).toEqual([first, { ...voucher, clientId: second.clientId, scannedAt: '2031-09-12T10:00:00.000Z' }]);
    afterReload.remove([first.clientId]);
    expect(new OfflineQueue(localStorage).list().map((item) => item.kind)).toEqual(['REDEEM_VOUCHER']);
  });

  it('gives the same list while nothing changed, and tells subscribers about changes', () => {
    const queue = new OfflineQueue(localStorage);
    const listener = jest.fn();
    const unsubscribe = queue.subscribe(listener);
    const before = queue.list();
    expect(queue.list()).toBe(before);
    queue.enqueue(checkIn);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(queue.list()).not.toBe(before);
    unsubscribe();
    queue.clear();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(queue.list()).toEqual([]);
  });

  it('ignores a damaged entry instead of failing the stand', () => {
    localStorage.setItem(STAND_QUEUE_KEY, '{not json');
    expect(new OfflineQueue(localStorage).list()).toEqual([]);
    localStorage.setItem(STAND_QUEUE_KEY, JSON.stringify([{ clientId: 'x', kind: 'DANCE' }, { ...checkIn, clientId: 'c1', scannedAt: 'now' }]));
    expect(new OfflineQueue(localStorage).list().map((item) => item.clientId)).toEqual(['c1']);
  });

  it('replays everything in one call, drops accepted and refused actions, and lists the refusals', async () => {
    const queue = new OfflineQueue(localStorage);
    const first = queue.enqueue(checkIn);
    const second = queue.enqueue(voucher);
    const sent: StandActionPayload[][] = [];
    const outcome = await queue.replay(async (actions) => {
      sent.push(actions);
      // An action queued while the replay is on its way is not part of it and stays queued.
      queue.enqueue({ ...checkIn, label: 'Luc Martin · Arrivée' });
      return [
        { clientId: first.clientId, ok: true, message: 'Arrivée enregistrée' },
        { clientId: second.clientId, ok: false, message: 'Déjà utilisé le 12.09.2031 à 10:02 par Stand repas' },
      ];
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual([
      { clientId: first.clientId, code: checkIn.code, kind: 'CHECK_IN', targetId: null, scannedAt: first.scannedAt },
      { clientId: second.clientId, code: voucher.code, kind: 'REDEEM_VOUCHER', targetId: '9', scannedAt: second.scannedAt },
    ]);
    expect(outcome).toEqual({
      sent: 2,
      conflicts: [{ clientId: second.clientId, label: 'Anna Keller · Repas', code: voucher.code, message: 'Déjà utilisé le 12.09.2031 à 10:02 par Stand repas' }],
    });
    expect(queue.list().map((item) => item.label)).toEqual(['Luc Martin · Arrivée']);
  });

  it('keeps the queue when the replay cannot reach the server', async () => {
    const queue = new OfflineQueue(localStorage);
    queue.enqueue(checkIn);
    await expect(queue.replay(() => Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow('Failed to fetch');
    expect(queue.list()).toHaveLength(1);
    const send = jest.fn();
    queue.clear();
    expect(await queue.replay(send)).toEqual({ sent: 0, conflicts: [] });
    expect(send).not.toHaveBeenCalled();
  });

  it('makes version 4 UUIDs without crypto.randomUUID (a stand on plain http)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, newClientId));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
