import './production-env';
import { main as planningQuery } from './planning-query';

/**
 * Benchmarks (DESIGN.md "Tests and checks"): each prints its figures as tables; none is a test.
 * Usage: npm run bench -- <name>   (from the repository root or server/)
 */
const benches: Record<string, { description: string; run: () => Promise<void> }> = {
  'planning-query': {
    description: 'festival-size planning query under 20 concurrent clients, SQL statements, chromium time to interactive',
    run: planningQuery,
  },
};

function usage(): void {
  console.log('Usage: npm run bench -- <name>\n\nAvailable benches:');
  for (const [name, bench] of Object.entries(benches)) console.log(`  ${name.padEnd(16)} ${bench.description}`);
}

async function dispatch(): Promise<number> {
  const name = process.argv[2];
  if (!name || name === '--help' || name === '-h') {
    usage();
    return 0;
  }
  const bench = benches[name];
  if (!bench) {
    console.error(`Unknown bench "${name}".`);
    usage();
    return 1;
  }
  await bench.run();
  return 0;
}

dispatch().then(
  (code) => process.exit(process.exitCode ?? code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
