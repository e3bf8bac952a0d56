import 'reflect-metadata';
import fs from 'node:fs';
import { emittedSchema, SCHEMA_FILE } from '../src/cli';

describe('schema/schema.graphql', () => {
  it('is the schema the server builds (run "npm run schema:emit" when this fails)', () => {
    expect(fs.readFileSync(SCHEMA_FILE, 'utf8')).toBe(emittedSchema());
  });
});
