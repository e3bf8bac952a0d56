import { licenceRunning, organizationRights, RIGHT_FLAGS, RIGHTS } from './organization-rights';

const NONE = Object.fromEntries(RIGHTS.map((right) => [right, false]));
const today = new Date('2026-06-15T12:00:00Z');

describe('organizationRights', () => {
  it('gives nothing to a Club licence without flags, each flag its own right', () => {
    expect(organizationRights({ licenseType: 'club' }, today)).toEqual(NONE);
    for (const [right, flag] of Object.entries(RIGHT_FLAGS)) {
      expect(organizationRights({ licenseType: 'club', [flag]: true }, today)).toEqual({ ...NONE, [right]: true });
    }
  });

  it('gives the calendar and validation to Pro, Corporate and granted Pro rights', () => {
    for (const org of [{ licenseType: 'pro' as const }, { licenseType: 'corporate' as const }, { licenseType: 'none' as const, grantedProRights: true }]) {
      expect(organizationRights(org, today)).toEqual({ ...NONE, calendar: true, validation: true });
    }
    expect(organizationRights({ licenseType: 'light' }, today).calendar).toBe(false);
  });

  it('ends the licence after its validUntil day, never the flags or the granted rights', () => {
    expect(licenceRunning({ validUntil: null }, today)).toBe(true);
    expect(licenceRunning({ validUntil: '2026-06-15' }, today)).toBe(true);
    expect(licenceRunning({ validUntil: '2026-06-14' }, today)).toBe(false);
    expect(licenceRunning({ validUntil: new Date('2026-06-14T00:00:00Z') }, today)).toBe(false);
    expect(organizationRights({ licenseType: 'pro', validUntil: '2026-06-14', enableShop: true, enableParticipationsValidation: true }, today)).toEqual({
      ...NONE,
      shop: true,
      validation: true,
    });
    expect(organizationRights({ licenseType: 'none', validUntil: '2020-01-01', grantedProRights: true }, today).calendar).toBe(true);
  });
});
