import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The CI step `.ci/audit` (issue 9): what it does with each kind of `npm audit --json` answer. */
const root = path.resolve(__dirname, '../../..');

function audit(fixture: string) {
  const run = spawnSync(path.join(root, '.ci/audit'), {
    env: { ...process.env, AUDIT_JSON: path.join(root, '.ci/audit-fixtures', fixture) },
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout };
}

describe('.ci/audit', () => {
  it('reports without failing when the advisory endpoint refuses', () => {
    expect(audit('unreachable.json')).toEqual({ status: 0, output: expect.stringContaining('could not be reached (405 Method Not Allowed') });
  });

  it('passes on low findings and fails on high or critical ones, naming them', () => {
    expect(audit('clean.json')).toEqual({ status: 0, output: 'npm audit: 0 critical, 0 high, 0 moderate, 1 low, 0 info.\n' });
    const failed = audit('high.json');
    expect(failed.status).toBe(1);
    expect(failed.output).toContain('lodash (high), minimist (critical)');
  });
});
