import { redactUrl } from '../../src/logger';

describe('portal access secrets in log lines', () => {
  it('redacts the one-time login code of a login link and the token of a rotation', () => {
    const code = 'q'.repeat(43);
    expect(redactUrl(`/portal/login/${code}`)).toBe('/portal/login/[REDACTED]');
    expect(redactUrl(`/portal/login/${code}?utm=mail`)).toBe('/portal/login/[REDACTED]?utm=mail');
    expect(redactUrl('/apis/organizer/v1/volunteers/token/rotate/?token=abcdefghijklmnop')).toBe('/apis/organizer/v1/volunteers/token/rotate/?token=[REDACTED]');
  });
});
