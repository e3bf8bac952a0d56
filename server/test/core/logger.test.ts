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
});
