import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crossModuleAccesses, readOwnership } from './table-ownership';

/** DESIGN.md "Module boundaries": a module touches only its own tables; others go through its service. */
describe('table ownership', () => {
  it('knows who owns every table', () => {
    const { tables } = readOwnership();
    expect(tables.get('participation')).toBe('participations');
    expect(tables.get('time_slot')).toBe('slots');
    expect(tables.get('waiting_list_entry')).toBe('waiting-list');
    expect(tables.size).toBeGreaterThanOrEqual(29);
  });

  it('finds no module reading or writing a table it does not own (outside read models)', () => {
    const found = crossModuleAccesses();
    console.log(`cross-module table accesses: ${found.length}`);
    expect(found).toEqual([]);
  });

  it('catches a deliberate violation: an entity-manager call, an SQL write, an SQL read outside a read model', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ownership-'));
    try {
      fs.mkdirSync(path.join(dir, 'slots'));
      fs.mkdirSync(path.join(dir, 'signup'));
      fs.writeFileSync(path.join(dir, 'slots', 'time-slot.entity.ts'), "@Entity('time_slot')\nexport class TimeSlot {}\n");
      fs.writeFileSync(
        path.join(dir, 'signup', 'signup.service.ts'),
        [
          'export async function f(tx) {',
          "  await tx.manager.insert(TimeSlot, { id: 1 });",
          "  await tx.manager.query('UPDATE time_slot SET id = 2');",
          "  await tx.manager.query('SELECT id FROM time_slot');",
          '}',
        ].join('\n'),
      );
      expect(crossModuleAccesses(dir)).toEqual([
        'signup/signup.service.ts:2: insert(TimeSlot) of slots',
        'signup/signup.service.ts:3: SQL write on time_slot of slots',
        'signup/signup.service.ts:4: SQL read of time_slot (slots) outside a read model',
      ]);
      // The same read in a file that says it is a read model is allowed; the write never is.
      fs.appendFileSync(path.join(dir, 'signup', 'signup.service.ts'), '\n// Read model: the sign-up page joins slots for speed.\n');
      expect(crossModuleAccesses(dir)).toEqual([
        'signup/signup.service.ts:2: insert(TimeSlot) of slots',
        'signup/signup.service.ts:3: SQL write on time_slot of slots',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
