import './production-env';
import { main as autoAssign } from './auto-assign';
import { main as clientBundles } from './client-bundles';
import { main as compare } from './compare';
import { main as growth } from './growth';
import { main as lighthouse } from './lighthouse';
import { main as mailThroughput } from './mail-throughput';
import { main as planningQuery } from './planning-query';
import { main as pointsRecompute } from './points-recompute';
import { main as printPlanning } from './print-planning';
import { main as signupBurst } from './signup-burst';
import { main as soak } from './soak/soak';

/**
 * Benchmarks (DESIGN.md "Tests and checks"): each prints its figures as tables; none is a test.
 * Usage: npm run bench -- <name>   (from the repository root or server/)
 */
const benches: Record<string, { description: string; run: () => Promise<void> }> = {
  'planning-query': {
    description: 'festival-size planning query under 20 concurrent clients, SQL statements, chromium time to interactive',
    run: planningQuery,
  },
  compare: {
    description: 'the festival served by Benevo, PostGraphile 5 and one json_agg statement (the floor), one load generator: req/s, p50/p95/p99, SQL and CPU per request, ratios',
    run: compare,
  },
  growth: {
    description: 'whole-planning read at 1x, 4x, 16x the festival (2,000 / 8,000 / 32,000 slots) at 1 and 4 clients: req/s, p50/p95, SQL and CPU per request, memory, growth vs scale; production server startup and RSS at rest',
    run: growth,
  },
  'client-bundles': {
    description: 'gzipped JS of each built client app on first load and per lazy route (npm run build first)',
    run: clientBundles,
  },
  lighthouse: {
    description: 'Lighthouse 12 performance and accessibility of the public sign-up page (phone) and the planning page (desktop, phone), served from the built clients: scores, FCP/LCP/TBT/CLS, main-thread time, unused JS',
    run: lighthouse,
  },
  'signup-burst': {
    description: '500 volunteers signing up at once, on one slot and spread over 2,000, beside pgbench running the same lock-count-insert: sign-ups/s, p50/p95, ratio, lock wait/held, SQL per sign-up and their list, overbooking (must be 0)',
    run: signupBurst,
  },
  'points-recompute': {
    description: 'rate change on the festival event (12,000 participations): organizer request, recompute job, idempotent rerun, SQL per participation',
    run: pointsRecompute,
  },
  'print-planning': {
    description: '2,000-slot festival planning as PDF: managers’ door at once, preview, outbox job (page per position, compact), meals list: pages, seconds, MB',
    run: printPlanning,
  },
  'auto-assign': {
    description: 'auto-assignment on generated festivals (200/100, 2,000/800, 8,000/3,000 volunteers/slots): places filled vs HiGHS MIP or LP bound, preference score, seconds, violations (must be 0)',
    run: autoAssign,
  },
  'mail-throughput': {
    description: '10,000-recipient mailing through the outbox and bull to a local SMTP sink: mails/s, duplicates, lost, raw nodemailer rate',
    run: mailThroughput,
  },
  soak: {
    description: 'two API processes and a worker behind a round-robin under a mixed open-loop load (public page, sign-ups, planning, portal, scans, a mailing) for SOAK_SECONDS (120) at SOAK_RATE (40 req/s): errors (must be 0), p50/p95/p99 per operation, RSS growth per process, mail delivered once, no overbooking',
    run: soak,
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
