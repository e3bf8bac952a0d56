import fs from 'node:fs';
import path from 'node:path';

/**
 * Who may touch which table (DESIGN.md "Module boundaries", issue 11): a module owns the tables of the
 * entities declared in its folder. Another module reads or writes them only through the owner's
 * service or loaders. Read models that join many tables for speed may read across modules in SQL when
 * their file says so with a `Read model:` comment; nobody writes another module's table in SQL.
 */

export const MODULES_DIR = path.resolve(__dirname, '../../src/modules');

export interface Ownership {
  /** Entity class name -> owning module. */
  entities: Map<string, string>;
  /** Table name -> owning module. */
  tables: Map<string, string>;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

export function moduleOf(file: string, dir = MODULES_DIR): string {
  return path.relative(dir, file).split(path.sep)[0];
}

export function readOwnership(dir = MODULES_DIR): Ownership {
  const entities = new Map<string, string>();
  const tables = new Map<string, string>();
  for (const file of sourceFiles(dir).filter((f) => f.endsWith('.entity.ts'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/@Entity\('(\w+)'\)[\s\S]*?export (?:abstract )?class (\w+)/g)) {
      tables.set(match[1], moduleOf(file, dir));
      entities.set(match[2], moduleOf(file, dir));
    }
  }
  return { entities, tables };
}

const ENTITY_CALL =
  /\.(find|findOne|findBy|findOneBy|findAndCount|findOneOrFail|findOneByOrFail|save|insert|update|delete|remove|count|countBy|exists|existsBy|increment|decrement|upsert|getRepository|createQueryBuilder|sum|maximum|minimum|create|preload|merge|softDelete|restore)\(\s*(\w+)\b/g;
const SQL_WRITE = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?(\w+)"?/gi;
const SQL_READ = /\b(?:FROM|JOIN)\s+"?(\w+)"?/gi;

/** Every place a module touches a table it does not own, as `module/file:line: what`. */
export function crossModuleAccesses(dir = MODULES_DIR, ownership = readOwnership(dir)): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(dir)) {
    if (file.endsWith('.entity.ts')) continue;
    const owner = moduleOf(file, dir);
    const text = fs.readFileSync(file, 'utf8');
    const readModel = /Read model:/.test(text);
    const where = (index: number) => `${path.relative(dir, file)}:${text.slice(0, index).split('\n').length}`;
    for (const match of text.matchAll(ENTITY_CALL)) {
      const module = ownership.entities.get(match[2]);
      if (module && module !== owner) found.push(`${where(match.index ?? 0)}: ${match[1]}(${match[2]}) of ${module}`);
    }
    // SQL lives in template or plain strings; their text is scanned as is.
    for (const match of text.matchAll(SQL_WRITE)) {
      const module = ownership.tables.get(match[1]);
      if (module && module !== owner) found.push(`${where(match.index ?? 0)}: SQL write on ${match[1]} of ${module}`);
    }
    if (!readModel) {
      for (const match of text.matchAll(SQL_READ)) {
        const module = ownership.tables.get(match[1]);
        if (module && module !== owner) found.push(`${where(match.index ?? 0)}: SQL read of ${match[1]} (${module}) outside a read model`);
      }
    }
  }
  return found;
}
