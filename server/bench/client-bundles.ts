/**
 * Client weight (issue 19): the gzipped JavaScript each app loads on a first visit, and per route (each
 * lazy chunk with what it imports beyond the entry). Reads the built apps (`npm run build`: clients/<app>/
 * dist); gzip at zlib's default level, as a server or CDN compresses. A chunk is named by its first own
 * source file (from its source map), so a lazy route shows as its page component.
 *
 * Run: npm run bench -- client-bundles   (CLIENTS_DIR to read another build)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { table } from './kit';

const APPS = ['public', 'organizer', 'portal', 'manager'];
/** Issue 19: the public sign-up page under 200 kB of gzipped JS on first load. */
const PUBLIC_TARGET_KB = 200;

interface Chunk {
  file: string;
  gzip: number;
  /** The brotli variant the build wrote beside the file (what the server sends a browser), else the gzip size. */
  served: number;
  imports: string[];
  dynamicImports: string[];
  name: string;
}

function readChunk(dir: string, file: string): Chunk {
  const text = fs.readFileSync(path.join(dir, file), 'utf8');
  const base = path.dirname(file);
  const resolve = (spec: string) => path.join(base, spec).replace(/\\/g, '/');
  // Static imports (`import{a as b}from"./x.js"`, `import"./x.js"`) and dynamic ones (`import(\`./x.js\`)`), as rolldown writes them.
  const imports = [...text.matchAll(/(?:^|[;}\s])import\s*(?:[\w{},*\s$]+from\s*)?["'`](\.\/[^"'`]+\.js)["'`]/g)].map((m) => resolve(m[1]));
  const dynamicImports = [...text.matchAll(/import\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g)].map((m) => resolve(m[1]));
  let name = file;
  const mapFile = path.join(dir, `${file}.map`);
  if (fs.existsSync(mapFile)) {
    const sources = (JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources;
    const own = sources.find((s) => !s.includes('node_modules') && /\/src\//.test(s));
    name = own ? own.replace(/^(\.\.\/)+/, '').replace(/^clients\//, '') : `${file} (${sources.length} sources, libraries)`;
  }
  const gzip = zlib.gzipSync(text).length;
  const br = path.join(dir, `${file}.br`);
  return { file, gzip, served: fs.existsSync(br) ? fs.statSync(br).size : gzip, imports, dynamicImports, name };
}

function closure(chunks: Map<string, Chunk>, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file) || !chunks.has(file)) continue;
    seen.add(file);
    stack.push(...chunks.get(file)!.imports);
  }
  return seen;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export async function main(): Promise<void> {
  const clientsDir = path.resolve(process.env.CLIENTS_DIR ?? path.join(__dirname, '..', '..', 'clients'));
  const summary: Array<Array<string | number>> = [];
  for (const app of APPS) {
    const dist = path.join(clientsDir, app, 'dist');
    const indexFile = path.join(dist, 'index.html');
    if (!fs.existsSync(indexFile)) {
      console.log(`${app}: not built (${indexFile} missing; npm run build)`);
      continue;
    }
    const html = fs.readFileSync(indexFile, 'utf8');
    const local = (url: string) => url.replace(new RegExp(`^/static/${app}/`), '');
    const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) =>
      local(m[1]),
    );
    const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => local(m[1]));
    const files = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
    const chunks = new Map(files.map((f) => [f, readChunk(dist, f)]));
    const first = closure(chunks, entries);
    const firstGzip = [...first].reduce((sum, f) => sum + chunks.get(f)!.gzip, 0);
    const cssGzip = css.reduce((sum, f) => sum + (fs.existsSync(path.join(dist, f)) ? zlib.gzipSync(fs.readFileSync(path.join(dist, f))).length : 0), 0);
    const allGzip = [...chunks.values()].reduce((sum, c) => sum + c.gzip, 0);
    const firstServed = [...first].reduce((sum, f) => sum + chunks.get(f)!.served, 0);
    summary.push([app, first.size, kb(firstGzip), kb(firstServed), kb(cssGzip), chunks.size, kb(allGzip)]);

    // Routes: each chunk loaded by a dynamic import, with what it pulls beyond the first load.
    const lazy = new Set([...chunks.values()].flatMap((c) => c.dynamicImports));
    const routes = [...lazy]
      .filter((f) => chunks.has(f) && !first.has(f))
      .map((f) => {
        const extra = [...closure(chunks, [f])].filter((x) => !first.has(x));
        const extraGzip = extra.reduce((sum, x) => sum + chunks.get(x)!.gzip, 0);
        const extraServed = extra.reduce((sum, x) => sum + chunks.get(x)!.served, 0);
        return { name: chunks.get(f)!.name, extra: extra.length, extraGzip, total: firstGzip + extraGzip, served: firstServed + extraServed };
      })
      .sort((a, b) => b.total - a.total);
    console.log(`\n${app}: first load ${kb(firstGzip)} kB gzipped JS in ${first.size} files; ${routes.length} lazy chunks (the ${Math.min(12, routes.length)} heaviest):\n`);
    const largest = [...first].map((f) => chunks.get(f)!).sort((a, b) => b.gzip - a.gzip).slice(0, 3);
    console.log(`largest first-load files: ${largest.map((c) => `${c.file} ${kb(c.gzip)} kB (${c.name})`).join('; ')}\n`);
    console.log(
      table(
        ['route chunk (first own source)', 'files beyond first load', 'their gzip kB', 'route total gzip kB', 'route total as served kB'],
        routes.slice(0, 12).map((r) => [r.name, r.extra, kb(r.extraGzip), kb(r.total), kb(r.served)]),
      ),
    );
  }
  console.log('\nFirst load per app (gzip at zlib\'s default level; "as served": the brotli files the build wrote, which the server sends):\n');
  console.log(table(['app', 'JS files', 'JS gzip kB', 'JS as served kB', 'CSS gzip kB', 'all chunks', 'all JS gzip kB'], summary));
  const pub = summary.find((row) => row[0] === 'public');
  if (pub) console.log(`\nPublic app first load: ${pub[2]} kB of gzipped JS (target < ${PUBLIC_TARGET_KB} kB; a route adds its lazy chunk).`);
}
