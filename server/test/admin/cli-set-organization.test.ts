import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/data-source';

const SERVER_DIR = path.resolve(__dirname, '..', '..');

/** Runs the admin CLI on the embedded database of dataDir (DATABASE_URL removed on purpose), as core/cli.test.ts does. */
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

async function readEmbedded<T>(dataDir: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  const database = await openDatabase(loadConfig(env), { holder: 'test', poolSize: 1 });
  try {
    return (await database.dataSource.query(sql, params)) as T[];
  } finally {
    await database.close();
  }
}

describe('admin CLI set-organization', () => {
  it('changes licence, support, end date, features and 2FA, prints the result and audits it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benevo-set-org-'));
    expect(admin(dataDir, 'create-organization', '--name', 'Festival Admin', '--slug', 'festival-admin', '--licence', 'club').status).toBe(0);

    const set = admin(
      dataDir,
      'set-organization',
      '--slug', 'festival-admin',
      '--licence', 'pro',
      '--support', 'premium',
      '--valid-until', '2031-12-31',
      '--enable', 'campaigns,shop,group-registrations',
      '--enforce-2fa', 'on',
    );
    expect(set.stderr).toBe('');
    expect(set.status).toBe(0);
    expect(set.stdout).toMatch(/Organization \d+ "Festival Admin" \(\/festival-admin\)/);
    expect(set.stdout).toContain('licence: pro');
    expect(set.stdout).toContain('support: premium');
    expect(set.stdout).toContain('valid until: 2031-12-31');
    expect(set.stdout).toContain('features: campaigns, groups, shop');
    expect(set.stdout).toContain('enforce 2fa: on');

    const all = admin(dataDir, 'set-organization', '--slug', 'festival-admin', '--enable', 'all', '--disable', 'ticketing', '--valid-until', 'none');
    expect(all.stderr).toBe('');
    expect(all.stdout).toContain('features: campaigns, groups, shop, badges, vouchers, operators, validation');
    expect(all.stdout).not.toMatch(/features: .*ticketing/);
    expect(all.stdout).toContain('valid until: none');

    // set-features keeps working, through the same audited service.
    const features = admin(dataDir, 'set-features', '--organization', 'festival-admin', '--disable', 'shop,vouchers');
    expect(features.stderr).toBe('');
    expect(features.stdout).toMatch(/"Festival Admin": campaigns, groups, badges, operators, validation on\./);

    const entries = await readEmbedded<{ action: string; actor_id: number | null; detail: any }>(
      dataDir,
      `SELECT action, actor_id, detail FROM audit_entry ORDER BY id`,
    );
    expect(entries.map((e) => e.action)).toEqual([
      'organization.licenceChanged',
      'organization.flagsChanged',
      'organization.licenceChanged',
      'organization.flagsChanged',
      'organization.flagsChanged',
    ]);
    expect(entries.every((e) => e.actor_id === null && e.detail.via === 'cli')).toBe(true);
    expect(entries[0].detail).toEqual({
      before: { licenseType: 'club', supportType: 'standard', validUntil: null },
      after: { licenseType: 'pro', supportType: 'premium', validUntil: '2031-12-31' },
      via: 'cli',
    });
    expect(entries[4].detail).toEqual({ before: { enableShop: true, enableVouchers: true }, after: { enableShop: false, enableVouchers: false }, via: 'cli' });
  }, 240_000);

  it('refuses bad options with the usage text, and an unknown slug', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benevo-set-org-bad-'));
    expect(admin(dataDir, 'create-organization', '--name', 'Club', '--slug', 'club', '--licence', 'club').status).toBe(0);
    const cases: Array<[string[], RegExp]> = [
      [['--licence', 'gold'], /--licence must be one of none, light, club, pro, corporate/],
      [['--support', 'gold'], /--support must be one of standard, plus, premium/],
      [['--valid-until', '31.12.2031'], /--valid-until must be a date YYYY-MM-DD or none/],
      [['--valid-until', '2031-02-30'], /validUntil: Enter a valid date/],
      [['--enable', 'casino'], /Unknown feature "casino"/],
      [['--enable', 'shop', '--disable', 'shop'], /cannot be both enabled and disabled/],
      [['--enforce-2fa', 'yes'], /--enforce-2fa must be on or off/],
    ];
    for (const [args, message] of cases) {
      const answer = admin(dataDir, 'set-organization', '--slug', 'club', ...args);
      expect(answer.status).toBe(1);
      expect(answer.stderr).toMatch(message);
    }
    expect(admin(dataDir, 'set-organization', '--licence', 'pro').stderr).toMatch(/--slug is required/);
    const unknown = admin(dataDir, 'set-organization', '--slug', 'nope', '--licence', 'pro');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/No organization with slug "nope"/);
  }, 240_000);

  it('refuses, naming the pid, while a server holds the embedded database', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'benevo-set-org-busy-'));
    const holder = spawn('sleep', ['60']);
    try {
      fs.writeFileSync(path.join(dataDir, 'embedded.lock'), JSON.stringify({ pid: holder.pid, holder: 'server' }));
      const refused = admin(dataDir, 'set-organization', '--slug', 'club', '--licence', 'pro');
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(`in use by a running Benevo server (pid ${holder.pid})`);
    } finally {
      holder.kill();
    }
  });
});
