import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, SECRET_KEY_FILE, loadConfig } from '../../src/config';

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

  it('reads TRUST_PROXY: loopback by default, proxy-addr names or addresses/CIDRs, anything else refused (issue 20)', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'uniquelocal' }).trustProxy).toBe('uniquelocal');
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.2 ,fd00::/8' }).trustProxy).toBe('10.0.0.0/8, 192.168.1.2, fd00::/8');
    for (const bad of ['true', 'everyone', '10.0.0.0/8/2', '300.1.1.1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY must be loopback, linklocal, uniquelocal or addresses\/CIDRs/);
    }
  });

  it('requires a real SECRET_KEY and SMTP_URL in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRET_KEY must be set in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(40) })).toThrow(/SMTP_URL must be set in production/);
    const production = { NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(40), SMTP_URL: 'smtp://mail.example.org:587' };
    expect(loadConfig(production).secretKey).toBe('x'.repeat(40));
  });

  it('generates a random SECRET_KEY at the first start and keeps it in DATA_DIR, readable by the owner only (issue 9)', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benevo-secret-'));
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'benevo-secret-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir }).secretKey;
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(first).not.toBe('benevo-embedded-development-secret-change-me');
      const file = path.join(dataDir, SECRET_KEY_FILE);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(loadConfig({ DATA_DIR: dataDir }).secretKey).toBe(first);
      expect(loadConfig({ DATA_DIR: other }).secretKey).not.toBe(first);
      expect(loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 'y'.repeat(40) }).secretKey).toBe('y'.repeat(40));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(other, { recursive: true, force: true });
    }
  });
});
