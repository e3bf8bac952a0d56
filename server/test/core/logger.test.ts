import { redactUrl } from '../../src/logger';

describe('redactUrl', () => {
  it('hides passwords and secrets of query strings from log lines', () => {
    expect(redactUrl('/apis/organizer/v1/consult_manager/?email=a@b.ch&password=hunter2&orgId=3')).toBe(
      '/apis/organizer/v1/consult_manager/?email=a%40b.ch&password=[REDACTED]&orgId=3',
    );
    expect(redactUrl('/apis/organizer/v1/publicevent/abc/?passkey=X1&s=secret')).toBe(
      '/apis/organizer/v1/publicevent/abc/?passkey=[REDACTED]&s=[REDACTED]',
    );
    expect(redactUrl('/healthz')).toBe('/healthz');
  });

  it('hides personal tokens carried in paths (issue 9)', () => {
    const token = 'c0ffee'.repeat(8);
    expect(redactUrl(`/portal/t/${token}`)).toBe('/portal/t/[REDACTED]');
    expect(redactUrl(`/portal/t/${token}/messages/4`)).toBe('/portal/t/[REDACTED]/messages/4');
    expect(redactUrl(`/apis/organizer/v1/volunteers/by-token/${token}/participations/?page=2`)).toBe(
      '/apis/organizer/v1/volunteers/by-token/[REDACTED]/participations/?page=2',
    );
    expect(redactUrl(`/o/club/waiting/${token}?passkey=abc`)).toBe('/o/club/waiting/[REDACTED]?passkey=[REDACTED]');
    expect(redactUrl('/manager/3f2a-uuid/s3cret')).toBe('/manager/3f2a-uuid/[REDACTED]');
    expect(redactUrl('/manager/login')).toBe('/manager/login');
    expect(redactUrl('/manager/list')).toBe('/manager/list');
    expect(redactUrl('/o/club/e-cal/1234')).toBe('/o/club/e-cal/1234');
    // Express serves these paths whatever their case: the redaction follows.
    expect(redactUrl(`/PORTAL/T/${token}`)).toBe('/PORTAL/T/[REDACTED]');
    expect(redactUrl(`/apis/organizer/v1/CALENDAR/${token}.ics`)).toBe('/apis/organizer/v1/CALENDAR/[REDACTED]');
  });
});
