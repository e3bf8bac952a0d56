import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from './smtp-sink';
import { sleep } from './wait';

export interface RedisServer {
  port: number;
  url: string;
  /** Kills the server at once (SIGKILL): nothing saved, as after a crash. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Whether a `redis-server` binary is on the PATH (the tests that start their own Redis need one). */
export function redisServerAvailable(): boolean {
  const result = spawnSync('redis-server', ['--version'], { timeout: 5000 });
  if (result.status === 0) return true;
  console.warn('Skipping the tests that restart Redis: no redis-server binary on the PATH.');
  return false;
}

async function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setTimeout(500);
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      answer += data.toString();
      if (answer.includes('\r\n')) {
        socket.destroy();
        resolve(answer.startsWith('+PONG'));
      }
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * A redis-server of the test's own, on a free loopback port, without persistence: a restart comes
 * back empty, as a Redis that lost its data. Never the shared instance on 6379.
 */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;

  async function start(): Promise<void> {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'no'], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 200; i += 1) {
      if (await pings(port)) return;
      await sleep(25);
    }
    throw new Error(`redis-server did not start on port ${port}`);
  }

  async function kill(): Promise<void> {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGKILL');
    await exited;
  }

  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    kill,
    restart: start,
    stop: kill,
  };
}
