import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/config';

describe('loadConfig', () => {
  it('runs on embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 4000, databaseUrl: null, redisUrl: null, smtpUrl: null, seedDemo: true });
    expect(config.dataDir).toBe(path.resolve('.data'));
    expect(config.publicUrl).toBe('http://localhost:4000');
  });

  it('lists every bad value in one clear message', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://db/benevo',
        REDIS_URL: 'not a url',
        SECRET_KEY: 'short',
        JOB_ATTEMPTS: '0',
        RUN_WORKERS: 'maybe',
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT must be an integer between 0 and 65535 \(got "eighty"\)/);
    expect(attempt).toThrow(/DATABASE_URL must use postgres: or postgresql: \(got "mysql:"\)/);
    expect(attempt).toThrow(/REDIS_URL is not a valid URL/);
    expect(attempt).toThrow(/SECRET_KEY must be at least 32 characters/);
    expect(attempt).toThrow(/JOB_ATTEMPTS must be an integer between 1 and 100/);
    expect(attempt).toThrow(/RUN_WORKERS must be true or false/);
  });

  it('requires a real SECRET_KEY in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRET_KEY must be set in production/);
    expect(loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(40) }).secretKey).toBe('x'.repeat(40));
  });
});
