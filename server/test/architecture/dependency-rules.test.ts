import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The layering rules of `npm run lint:deps` (.dependency-cruiser.cjs) catch what they promise: run on
 * a small tree that breaks each of them on purpose, they fail and name every rule.
 */
const ROOT = path.resolve(__dirname, '../../..');
const DEPCRUISE = path.join(ROOT, 'node_modules', '.bin', 'depcruise');

function write(dir: string, file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

describe('dependency rules', () => {
  it('fail on a door imported by a service, an import cycle and a client feature importing another', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'depcruise-'));
    try {
      // A service importing a door of another module, and a cycle between two modules.
      write(dir, 'server/src/modules/events/events.service.ts', "import { slotsService } from '../slots/slots.service';\nimport { route } from '../slots/slots.rest';\nexport const eventsService = { slotsService, route };\n");
      write(dir, 'server/src/modules/slots/slots.service.ts', "import { eventsService } from '../events/events.service';\nexport const slotsService = { eventsService };\n");
      write(dir, 'server/src/modules/slots/slots.rest.ts', 'export const route = 1;\n');
      // A client feature importing another feature of the same app.
      write(dir, 'clients/organizer/src/planning/Page.tsx', "import { QueryError } from '../events/QueryError';\nexport const page = QueryError;\n");
      write(dir, 'clients/organizer/src/events/QueryError.tsx', 'export const QueryError = 1;\n');
      const result = spawnSync(DEPCRUISE, ['server/src', 'clients/organizer/src', '--config', path.join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'err'], {
        cwd: dir,
        encoding: 'utf8',
      });
      const output = `${result.stdout}${result.stderr}`;
      expect(result.status).not.toBe(0);
      expect(output).toMatch(/doors-only-from-assembly: server\/src\/modules\/events\/events\.service\.ts → server\/src\/modules\/slots\/slots\.rest\.ts/);
      expect(output).toMatch(/no-circular: server\/src\/modules\/(events|slots)\/\1\.service\.ts/);
      expect(output).toMatch(/clients\/organizer\/src\/planning\/Page\.tsx → clients\/organizer\/src\/events\/QueryError\.tsx/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('pass on the project itself (npm run lint:deps)', () => {
    const result = spawnSync('npm', ['run', '--silent', 'lint:deps'], { cwd: ROOT, encoding: 'utf8' });
    expect({ status: result.status, output: result.status === 0 ? '' : `${result.stdout}${result.stderr}`.slice(-3000) }).toEqual({ status: 0, output: '' });
  });
});
