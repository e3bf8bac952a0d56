import { MANAGER_SESSION_KEY, managerSession } from './manager-session';

const session = { token: 'mgr-token', expiresAt: '2031-09-12T10:00:00.000Z', email: 'chef@example.org', organizationName: 'FC Vétroz', events: [] };
const before = Date.parse('2031-09-12T09:59:59.000Z');
const after = Date.parse('2031-09-12T10:00:00.000Z');

beforeEach(() => localStorage.clear());

describe('managerSession', () => {
  it('keeps the session in localStorage under benevo.manager until it expires', () => {
    managerSession.write(session);
    expect(JSON.parse(localStorage.getItem('benevo.manager') ?? 'null')).toEqual(session);
    expect(managerSession.read(before)).toEqual(session);
    expect(managerSession.expired(before)).toBe(false);
    expect(managerSession.expired(after)).toBe(true);
    expect(managerSession.read(after)).toBeNull();
    // Read past its expiry, the session is gone for good.
    expect(localStorage.getItem(MANAGER_SESSION_KEY)).toBeNull();
  });

  it('ignores what is not a session (an older format, broken JSON)', () => {
    localStorage.setItem(MANAGER_SESSION_KEY, '{"token":"x"}');
    expect(managerSession.read(before)).toBeNull();
    expect(managerSession.token()).toBeNull();
    localStorage.setItem(MANAGER_SESSION_KEY, '{not json');
    expect(managerSession.read(before)).toBeNull();
    expect(managerSession.expired(before)).toBe(false);
  });

  it('forgets the session at logout', () => {
    managerSession.write({ ...session, expiresAt: '2099-01-01T00:00:00.000Z' });
    expect(managerSession.token()).toBe('mgr-token');
    managerSession.clear();
    expect(managerSession.token()).toBeNull();
  });
});
