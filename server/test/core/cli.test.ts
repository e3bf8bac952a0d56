import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../src/app';
import { loadConfig } from '../../src/config';
import { acquireEmbeddedLock, EmbeddedDatabaseBusyError } from '../../src/db/embedded-lock';

const SERVER_DIR = path.resolve(__dirname, '..', '..');

/** Runs the admin CLI on the embedded database of dataDir (DATABASE_URL removed on purpose). */
function admin(dataDir: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_OPTIONS: '' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return spawnSync(process.execPath, ['-r', '@swc-node/register', 'src/cli.ts', ...args], {
    cwd: SERVER_DIR,
    env,
    encoding: 'utf8',
    timeout: 120_000,
  });
}

describe('embedded database lock', () => {
  it('refuses while a live process holds it and takes over a stale lock', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benevo-lock-'));
    const holder = spawn('sleep', ['30']);
    try {
      fs.writeFileSync(path.join(dataDir, 'embedded.lock'), JSON.stringify({ pid: holder.pid, holder: 'server' }));
      expect(() => acquireEmbeddedLock(dataDir, 'admin CLI')).toThrow(EmbeddedDatabaseBusyError);
      expect(() => acquireEmbeddedLock(dataDir, 'admin CLI')).toThrow(
        new RegExp(`in use by a running Benevo server \\(pid ${holder.pid}\\)`),
      );
    } finally {
      holder.kill();
    }
    fs.writeFileSync(path.join(dataDir, 'embedded.lock'), JSON.stringify({ pid: 2 ** 22 + 7, holder: 'server' }));
    const release = acquireEmbeddedLock(dataDir, 'admin CLI');
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'embedded.lock'), 'utf8')).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(path.join(dataDir, 'embedded.lock'))).toBe(false);
  });
});

describe('admin CLI on the embedded database', () => {
  it('creates an organization and a user, seeds nothing twice, and refuses bad input', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benevo-cli-'));
    const org = admin(dataDir, 'create-organization', '--name', 'Festival CLI', '--slug', 'festival-cli', '--licence', 'pro');
    expect(org.stderr).toBe('');
    expect(org.stdout).toMatch(/Organization \d+ "Festival CLI" \(\/festival-cli, pro\) created\./);

    const user = admin(dataDir, 'create-user', '--email', 'Anna@Festival.ch', '--password', 'long-password', '--organization', 'festival-cli', '--staff');
    expect(user.stdout).toMatch(/User \d+ <anna@festival\.ch> created in "Festival CLI"\./);

    const seed = admin(dataDir, 'seed-demo');
    expect(seed.stdout).toMatch(/already has organizations: nothing seeded/);

    const badLicence = admin(dataDir, 'create-organization', '--name', 'X', '--slug', 'x', '--licence', 'gold');
    expect(badLicence.status).toBe(1);
    expect(badLicence.stderr).toMatch(/--licence must be one of none, light, club, pro, corporate/);

    const features = admin(dataDir, 'set-features', '--organization', 'festival-cli', '--enable', 'shop,vouchers', '--disable', 'campaigns');
    expect(features.stderr).toBe('');
    expect(features.stdout).toMatch(/"Festival CLI": .*shop, .*vouchers.* on\./);
    expect(features.stdout).not.toMatch(/campaigns/);
    const unknownFeature = admin(dataDir, 'set-features', '--organization', 'festival-cli', '--enable', 'casino');
    expect(unknownFeature.status).toBe(1);
    expect(unknownFeature.stderr).toMatch(/Unknown feature "casino"/);

    const unknownOrg = admin(dataDir, 'create-user', '--email', 'b@c.ch', '--password', 'long-password', '--organization', 'nope');
    expect(unknownOrg.status).toBe(1);
    expect(unknownOrg.stderr).toMatch(/No organization with slug "nope"/);
  });
});

describe('admin CLI while a server runs', () => {
  it('refuses with a clear message naming the server', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benevo-busy-'));
    const server = await startServer(
      loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', SEED_DEMO: 'true' }),
    );
    try {
      expect(server.seeded).toBe(true);
      const refused = admin(dataDir, 'seed-demo');
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(`in use by a running Benevo server (pid ${process.pid})`);
    } finally {
      await server.close();
    }
    const after = admin(dataDir, 'seed-demo');
    expect(after.status).toBe(0);
    expect(after.stdout).toMatch(/nothing seeded/);
  });
});
