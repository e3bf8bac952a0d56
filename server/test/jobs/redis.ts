import { spawnSync } from 'node:child_process';

/**
 * The Redis the bull tests use: REDIS_URL (CI sets it), else a local one on the default port, if it
 * answers PING. Checked synchronously (in a child process) so a test file can choose describe.skip
 * while jest collects it. Returns null, after saying why, when none answers.
 */
export function reachableRedisUrl(): string | null {
  const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const probe = `
    const { Redis } = require('ioredis');
    const client = new Redis(process.argv[1], { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => {});
    client.connect().then(() => client.ping()).then((r) => { client.disconnect(); process.exit(r === 'PONG' ? 0 : 1); }, () => process.exit(1));
  `;
  const result = spawnSync(process.execPath, ['-e', probe, url], { timeout: 5000, cwd: __dirname });
  if (result.status === 0) return url;
  console.warn(`Skipping the bull (Redis) tests: no Redis answers at ${url}. Set REDIS_URL or start Redis.`);
  return null;
}
