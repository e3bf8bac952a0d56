import 'reflect-metadata';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { translate } from '@benevo/schema';
import { LOGIN } from '../events/fixtures';
import { csrfOf, gql, startTestApp, type TestApp } from '../harness';
import { buildCall, ENDERS, enumerateOperations, type BuiltCall, type CallSide, type Operation, type Target } from './operations';
import { ALL_FLAGS, seedTenant, signInMember, type Material, type Member, type Tenant } from './seed';
import { changedTables, crossTenantLinks, organizationRows } from './snapshot';

/**
 * Issue 20 "Isolation matrix, generated": every GraphQL operation and every facade route, read from the
 * schema and the route table, called by seven roles against a victim organization B:
 *
 * - anonymous (no credentials), a volunteer of A (A's portal token), an operator of A's event, a
 *   manager of A's event, an organizer of A: every request names B's objects (ids, uuid, slug, scan
 *   code); none may answer one of B's private values (marked `VICTIM-<hex>`) or a 500, a caller without
 *   the operation's kind of credential is refused, and a caller of the right kind is refused whenever it
 *   names one of B's objects; after all of them (writes included) B's rows are unchanged;
 * - a member whose organization lacks the right (B's own caller while B's licence and flags are off),
 *   for the operations that declare a right (@RequiresRight, a route's `right`): FORBIDDEN with the
 *   right's message; n/a for the others;
 * - the rightful caller (B's organizer, operator, manager or volunteer token, the staff user, or anyone
 *   with B's secret for the public doors), last: never refused for its credentials, reads served.
 */

const ROLES = ['anonymous', 'volunteer', 'operator', 'manager', 'otherOrganizer', 'noRight', 'rightful'] as const;
/**
 * `mixed`: the organizer of A again, acting on its own object with B's for the rest (A's position into
 * B's sector, B's volunteer onto A's slot): an extra probe of that role for the organizer writes that
 * name more than one object.
 */
type Role = (typeof ROLES)[number] | 'mixed';
const ATTACKERS: Role[] = ['anonymous', 'volunteer', 'operator', 'manager', 'otherOrganizer'];

/**
 * Real isolation holes the matrix found, `<operation> <role>` -> evidence, until the server is fixed:
 * the matrix reports them without failing, and fails once one no longer reproduces (remove it then).
 */
const KNOWN_HOLES: Record<string, string> = {};

/**
 * Rightful calls the generic arguments cannot make succeed, `<operation>` -> why (the answer may be a
 * validation or not-found refusal, never an UNAUTHENTICATED/FORBIDDEN one unless said here).
 */
const RIGHTFUL_UNSERVED: Record<string, string> = {
  // A second factor finishes a pending sign-in (cookie or ephemeralToken): the matrix starts none.
  'Mutation.otpChallenge': 'no pending two-factor sign-in',
  'Mutation.otpVerify': 'no pending two-factor sign-in',
  'POST /apis/authentication/v1/otp-verify/': 'no pending two-factor sign-in',
  // The ticketing vendor is not configured (no credentials, no mapping, no synchronisation).
  'Query.ticketingVendorEvents': 'no ticketing credentials (CONFLICT)',
  'GET /apis/organizer/v1/ticketing/vendor-events/': 'no ticketing credentials (CONFLICT)',
  'GET /apis/organizer/v1/ticketing/events/:eventId/mapping/': 'no ticketing mapping (NOT_FOUND)',
  'Query.ticketingSync': 'no ticketing synchronisation (NOT_FOUND)',
  // The offer token is mailed when a place frees up; the matrix seeds no offer.
  'Query.waitingListOffer': 'no waiting-list offer (NOT_FOUND)',
};

/**
 * Answers that refuse in their payload rather than with an error: `<operation>` -> whether the answer
 * is such a refusal (the stand's replay answers one result per action, ok: false for a refused one).
 */
const IN_BAND_REFUSALS: Record<string, (body: any) => boolean> = {
  'Mutation.standReplay': (body) => Array.isArray(body?.data?.standReplay) && body.data.standReplay.every((result: { ok: boolean }) => result.ok === false),
  'Mutation.standAction': (body) => body?.data?.standAction?.ok === false,
  'POST /apis/scan/v1/actions/': (body) => body?.ok === false,
  'POST /apis/scan/v1/actions/replay/': (body) => Array.isArray(body) && body.every((result: { ok: boolean }) => result.ok === false),
};

const CONCURRENCY = 8;

let t: TestApp;
let a: Tenant;
let b: Tenant;
let staff: Member;
let operations: Operation[];
const results = new Map<string, Partial<Record<Role, Outcome>>>();
let attackChanges: string[] = [];
let noRightChanges: string[] = [];
let openWriteChanges: string[] = [];
let linksAfterAttacks: string[] = [];
let linksAtTheEnd: string[] = [];
let mixedCount = 0;
let sent = 0;
let elapsed = '';

interface Outcome {
  status: number;
  text: string;
  refused: boolean;
  serverError: boolean;
  codes: string[];
  messages: string[];
  leaked: string[];
  targets: string[];
  request: string;
  ms: number;
  invalid?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Callers
// ---------------------------------------------------------------------------------------------

const BOGUS: Material = {
  portalToken: 'bogus-portal-token-0000000000',
  calendarSecret: 'bogus-calendar-secret-000000',
  operatorSecret: 'bogus-operator-secret-00000',
  managerEmail: 'intrus@example.org',
  managerPassword: 'Mauvais-mot-de-passe-1',
  managerOrganizationId: '0',
  overviewSecret: 'bogus-overview-secret-00000',
  campaignToken: 'bogus-campaign-token-000000',
  userEmail: 'intrus@example.org',
  userPassword: 'Mauvais-mot-de-passe-1',
  scanCode: 'bogus-scan-code',
};

function targetOf(tenant: Tenant): Target {
  return {
    ids: tenant.ids,
    uuid: tenant.uuid,
    slug: tenant.slug,
    series: tenant.series,
    organizationName: tenant.organization.name,
    scanCode: tenant.material.scanCode,
  };
}

function sideFor(role: Role): CallSide {
  const target = targetOf(b);
  const m = a.material;
  switch (role) {
    case 'anonymous':
      return { target, material: { ...BOGUS, managerOrganizationId: String(b.organization.id) } };
    case 'volunteer':
      return { target, material: { ...BOGUS, portalToken: m.portalToken, calendarSecret: m.calendarSecret } };
    case 'operator':
      return { target, material: { ...BOGUS, operatorSecret: m.operatorSecret } };
    case 'manager':
      return { target, material: { ...BOGUS, managerEmail: m.managerEmail, managerPassword: m.managerPassword, managerOrganizationId: m.managerOrganizationId } };
    case 'otherOrganizer':
    case 'mixed':
      return {
        target,
        material: { ...BOGUS, userEmail: m.userEmail, userPassword: m.userPassword, overviewSecret: m.overviewSecret, campaignToken: m.campaignToken },
        own: role === 'mixed' ? targetOf(a) : undefined,
        mixed: role === 'mixed',
      };
    default:
      return { target, material: { ...b.material } };
  }
}

interface Caller {
  agent?: TestAgent;
  headers: Record<string, string>;
}

function callerFor(role: Role, op: Operation): Caller {
  switch (role) {
    case 'anonymous':
      return { headers: {} };
    case 'volunteer':
      return { headers: { 'X-Volunteer-Token': a.material.portalToken } };
    case 'operator':
      return { headers: { 'X-Operator-Token': a.operatorToken } };
    case 'manager':
      return { headers: { 'X-Manager-Token': a.managerToken } };
    case 'otherOrganizer':
    case 'mixed':
      return { agent: a.organizer.agent, headers: {} };
    default:
      switch (op.guard) {
        case 'organizer':
          return { agent: b.organizer.agent, headers: {} };
        case 'staff':
          return { agent: staff.agent, headers: {} };
        case 'operator':
          return { headers: { 'X-Operator-Token': b.operatorToken } };
        case 'manager':
          // The manager variants sign in with the credentials of their query.
          return { headers: op.rest?.variant ? {} : { 'X-Manager-Token': b.managerToken } };
        case 'volunteer':
          return { headers: { 'X-Volunteer-Token': b.material.portalToken } };
        default:
          return { headers: {} };
      }
  }
}

/** Whether the role holds the kind of credential the operation's guard asks for. */
function holdsCredential(role: Role, op: Operation): boolean {
  if (op.guard === 'public' && op.publicKind !== 'portal') return true;
  if (op.guard === 'public' || op.guard === 'volunteer') return role === 'volunteer';
  if (op.guard === 'organizer') return role === 'otherOrganizer';
  if (op.guard === 'operator') return role === 'operator';
  if (op.guard === 'manager') return role === 'manager';
  return false;
}

// ---------------------------------------------------------------------------------------------
// Sending and reading answers
// ---------------------------------------------------------------------------------------------

/** The answer as text, with base64 payloads (exported files) decoded next to it. */
function readable(text: string): string {
  const decoded = (text.match(/[A-Za-z0-9+/]{40,}={0,2}/g) ?? []).map((chunk) => Buffer.from(chunk, 'base64').toString('utf8'));
  return [text, ...decoded].join('\n');
}

function leaksOf(text: string): string[] {
  const lower = readable(text).toLowerCase();
  return b.privateMarkers.filter((marker) => lower.includes(marker.toLowerCase()));
}

async function send(role: Role, op: Operation, built: BuiltCall): Promise<Outcome> {
  const caller = callerFor(role, op);
  const base = caller.agent ?? request(t.server.url);
  const unsafe = op.door === 'graphql' || op.rest!.method !== 'GET';
  let req;
  let described: string;
  if (built.graphql) {
    req = base.post('/graphql').set('Content-Type', 'application/json');
    described = `${built.graphql.query} ${JSON.stringify(built.graphql.variables)}`;
  } else {
    const { method, url, query } = built.rest!;
    const params = new URLSearchParams(query);
    if (op.guard === 'volunteer') params.set('token', sideFor(role).material.portalToken);
    if (url.split('/').includes('export')) params.set('format', 'csv');
    const full = `${url}?${params.toString()}`;
    req = (base as any)[method.toLowerCase()](full);
    described = `${method} ${full} ${built.rest!.body ? JSON.stringify(built.rest!.body) : ''}`;
  }
  if (caller.agent && unsafe) req = req.set('X-CSRFToken', csrfOf(caller.agent, t.server.url));
  for (const [name, value] of Object.entries(caller.headers)) req = req.set(name, value);
  const began = Date.now();
  const res = built.graphql ? await req.send({ query: built.graphql.query, variables: built.graphql.variables }) : await (built.rest!.body ? req.send(built.rest!.body) : req);
  sent += 1;
  const text = typeof res.text === 'string' && res.text.length > 0 ? res.text : Buffer.isBuffer(res.body) ? res.body.toString('latin1') : JSON.stringify(res.body ?? null);
  const outcome: Outcome = {
    status: res.status,
    text,
    refused: false,
    serverError: res.status >= 500,
    codes: [],
    messages: [],
    leaked: leaksOf(text),
    targets: [...built.targets],
    request: described,
    ms: Date.now() - began,
  };
  if (IN_BAND_REFUSALS[op.key]?.(res.body)) outcome.refused = true;
  if (built.graphql) {
    const errors: Array<{ message: string; path?: unknown[]; extensions?: { code?: string } }> = res.body?.errors ?? [];
    const data = res.body?.data?.[built.graphql.field];
    outcome.refused ||= (data === null || data === undefined) && errors.length > 0;
    outcome.serverError ||= errors.some((error) => ['INTERNAL_SERVER_ERROR', 'SERVICE_UNAVAILABLE'].includes(error.extensions?.code ?? ''));
    const top = errors.filter((error) => !error.path || error.path.length <= 1);
    outcome.codes = top.map((error) => error.extensions?.code ?? '?');
    // The operation never ran: the generated request itself was refused (variables, validation, cost).
    outcome.invalid = errors.some((error) => !error.path || ['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED'].includes(error.extensions?.code ?? ''));
    outcome.messages = top.map((error) => error.message);
  } else {
    outcome.refused ||= res.status >= 400 && res.status < 500;
    outcome.codes = [String(res.status)];
    const detail = res.body && typeof res.body === 'object' && !Buffer.isBuffer(res.body) ? (res.body as { detail?: unknown }).detail : undefined;
    if (typeof detail === 'string') outcome.messages = [detail];
  }
  return outcome;
}

function record(op: Operation, role: Role, outcome: Outcome): void {
  const row = results.get(op.key) ?? {};
  row[role] = outcome;
  results.set(op.key, row);
}

async function run(calls: Array<{ op: Operation; role: Role }>, concurrency: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < calls.length) {
      const { op, role } = calls[next++];
      record(op, role, await send(role, op, buildCall(op, sideFor(role), role)));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, calls.length) }, worker));
}

const alive = async (query: string, headers: Record<string, string>, agent?: TestAgent) =>
  !(await gql(agent ?? request.agent(t.server.url), t.server.url, query, {}, { csrf: !!agent, headers })).errors;

/**
 * Fresh credentials for a tenant where an ender or a rotation ended them (each checked with a cheap
 * read first: a sign-in costs an argon2 hash).
 */
async function ensureAlive(tenant: Tenant): Promise<void> {
  const ds = t.db.database.dataSource;
  if (!(await alive('{ me { id } }', {}, tenant.organizer.agent))) {
    await gql(tenant.organizer.agent, t.server.url, LOGIN, { input: { email: tenant.material.userEmail, password: tenant.material.userPassword } });
  }
  const [row] = await ds.query('SELECT token FROM volunteer WHERE id = $1', [Number(tenant.volunteers[0].id)]);
  if (row?.token) tenant.material.portalToken = row.token;
  if (!(await alive('{ stand { operatorId } }', { 'X-Operator-Token': tenant.operatorToken }))) {
    const operator = await gql<{ operatorLogin: { token: string } }>(request.agent(t.server.url), t.server.url, `mutation($s: String!) { operatorLogin(secret: $s) { token } }`, {
      s: tenant.material.operatorSecret,
    }, { csrf: false });
    if (operator.data?.operatorLogin) tenant.operatorToken = operator.data.operatorLogin.token;
  }
  if (!(await alive('{ managerMe { email } }', { 'X-Manager-Token': tenant.managerToken }))) {
    const manager = await gql<{ managerLogin: { token: string } }>(
      request.agent(t.server.url),
      t.server.url,
      `mutation($e: String!, $p: String!, $o: ID!) { managerLogin(email: $e, password: $p, organizationId: $o) { token } }`,
      { e: tenant.material.managerEmail, p: tenant.material.managerPassword, o: tenant.material.managerOrganizationId },
      { csrf: false },
    );
    if (manager.data?.managerLogin) tenant.managerToken = manager.data.managerLogin.token;
  }
}

/** The enders one by one, the credentials of the side that calls revived before each. */
async function runEnders(calls: Array<{ op: Operation; role: Role }>, tenant: Tenant): Promise<void> {
  for (const call of calls) {
    await ensureAlive(tenant);
    await run([call], 1);
  }
}

// ---------------------------------------------------------------------------------------------
// Phases
// ---------------------------------------------------------------------------------------------

const DESTRUCTIVE = /^(delete|remove|rotate|revoke|erase|confirmDeletion|refuseDeletion|cancel|decline|withdraw|leave|archive|close|undo|requestMyDeletion|managerCancelSlots|updateManager)/;

/** The order of the rightful calls: reads, writes, then what destroys credentials or objects, sessions last. */
function stageOf(op: Operation): number {
  if (!op.write) return 0;
  const name = op.graphql ? op.key.split('.')[1] : op.rest!.path;
  const othersCredential = op.guard === 'volunteer' || op.guard === 'operator' || op.guard === 'manager' || op.publicKind === 'portal';
  if (ENDERS.has(op.key)) return othersCredential ? 3 : 5;
  const destructive = op.graphql
    ? DESTRUCTIVE.test(name)
    : op.rest!.method === 'DELETE' || /rotate|revoke|confirm|refuse|cancel|decline|withdraw|undo|scan_code|deletion-request/.test(name) || (op.rest!.method === 'PUT' && /admin_manager/.test(name));
  if (destructive) return othersCredential ? 2 : 4;
  return 1;
}

/** Within a stage: deletions after the other writes, the event's and the volunteer's last (their rows hold the rest). */
function deletionRank(op: Operation): number {
  const deletes = op.graphql ? /^Mutation\.delete/.test(op.key) : op.rest!.method === 'DELETE';
  if (!deletes) return 0;
  if (/Mutation\.deleteEvent$|\/events\/:id\/$/.test(op.key)) return 3;
  if (/Mutation\.deleteVolunteer$|volunteers2\/:id\/$/.test(op.key)) return 2;
  return 1;
}

const RIGHT_COLUMNS = Object.keys(ALL_FLAGS).map((flag) => flag.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));

async function setRights(tenant: Tenant, on: boolean): Promise<void> {
  await t.db.database.dataSource.query(
    `UPDATE organization SET license_type = $2, ${RIGHT_COLUMNS.map((column) => `${column} = $3`).join(', ')} WHERE id = $1`,
    [tenant.organization.id, on ? 'pro' : 'club', on],
  );
}

beforeAll(async () => {
  const started = Date.now();
  // A high attempt limit: the doors must refuse for the credentials, not for the count (429 is no proof).
  t = await startTestApp({ LOGIN_RATE_LIMIT: '10000' });
  const laps: string[] = [];
  let last = started;
  const lap = (name: string) => {
    laps.push(`${name} ${((Date.now() - last) / 1000).toFixed(1)} s`);
    last = Date.now();
  };
  lap('start');
  a = await seedTenant(t, 'A');
  b = await seedTenant(t, 'B');
  const staffOrganization = await t.createOrganization({ name: 'Plateforme' });
  const staffUser = await t.createUser({ email: 'staff@example.org', isStaff: true, organizations: [staffOrganization] });
  staff = await signInMember(t, staffUser);
  lap('seed');

  operations = enumerateOperations();
  const callable = operations.filter((op) => op.problems.length === 0);

  // 1. The attackers, B's rows compared before and after (their enders last). The public writes open
  //    to anyone (a sign-up, a contact message, a portal link) may add rows to B: they come after the
  //    comparison, and may change or remove none of B's rows.
  const before = await organizationRows(t, b.organization.id);
  const attacks = callable.flatMap((op) => ATTACKERS.map((role) => ({ op, role })));
  const openWrite = (op: Operation) => op.write && op.publicKind === 'open';
  await run(
    attacks.filter(({ op }) => !ENDERS.has(op.key) && !openWrite(op)),
    CONCURRENCY,
  );
  await runEnders(
    attacks.filter(({ op }) => ENDERS.has(op.key) && !openWrite(op)),
    a,
  );
  // The organizer of A on its own objects with B's attached, for the writes that name more than one.
  const mixed = callable
    .filter((op) => op.guard === 'organizer' && op.write && stageOf(op) === 1 && (op.door === 'graphql' || op.rest!.method !== 'DELETE'))
    .filter((op) => {
      const built = buildCall(op, sideFor('mixed'), 'mixed');
      return built.ownUsed === true && (op.door === 'rest' || built.targets.size > 0);
    })
    .map((op) => ({ op, role: 'mixed' as Role }));
  mixedCount = mixed.length;
  await ensureAlive(a);
  await run(mixed, CONCURRENCY);
  lap('attacks');
  const attacked = await organizationRows(t, b.organization.id);
  attackChanges = changedTables(before, attacked);
  linksAfterAttacks = await crossTenantLinks(t);
  lap('checks');
  await run(
    attacks.filter(({ op }) => !ENDERS.has(op.key) && openWrite(op)),
    CONCURRENCY,
  );
  await runEnders(
    attacks.filter(({ op }) => ENDERS.has(op.key) && openWrite(op)),
    a,
  );
  openWriteChanges = changedTables(attacked, await organizationRows(t, b.organization.id), { additions: true });
  lap('open writes');

  // 2. B's own callers while B's licence and flags are off, for the operations that declare a right.
  await setRights(b, false);
  const off = await organizationRows(t, b.organization.id);
  await run(
    callable.filter((op) => op.right).map((op) => ({ op, role: 'noRight' as Role })),
    CONCURRENCY,
  );
  noRightChanges = changedTables(off, await organizationRows(t, b.organization.id));
  await setRights(b, true);
  lap('missing right');

  // 3. The rightful callers, last: reads at once, then the writes one by one in stage order.
  await ensureAlive(b);
  const rightful = callable.map((op) => ({ op, role: 'rightful' as Role }));
  await run(
    rightful.filter(({ op }) => stageOf(op) === 0),
    CONCURRENCY,
  );
  lap('rightful reads');
  for (const stage of [1, 2, 3, 4, 5]) {
    const calls = rightful.filter(({ op }) => stageOf(op) === stage).sort((x, y) => deletionRank(x.op) - deletionRank(y.op) || x.op.key.localeCompare(y.op.key));
    if (stage === 3 || stage === 5) await runEnders(calls, b);
    else await run(calls, 1);
  }
  lap('rightful writes');
  if (process.env.MATRIX_DEBUG) {
    const slow = [...results.entries()]
      .map(([key, row]) => [key, Object.values(row).reduce((sum, o) => sum + (o?.ms ?? 0), 0)] as const)
      .sort((x, y) => y[1] - x[1])
      .slice(0, 40);
    console.log(slow.map(([key, ms]) => `${ms} ${key}`).join('\n'));
    const answered = [...results.entries()].flatMap(([key, row]) =>
      [...ATTACKERS, 'mixed' as Role].filter((role) => row[role] && !row[role]!.refused).map((role) => `${key} ${role}: ${row[role]!.text.slice(0, 160)}`),
    );
    console.log(`ANSWERED ${answered.length}\n${answered.join('\n')}`);
    const unserved = [...results.entries()]
      .filter(([, row]) => row.rightful?.refused)
      .map(([key, row]) => `${key}: ${row.rightful!.codes.join(',')} ${row.rightful!.text.slice(0, 200)}`);
    console.log(`RIGHTFUL REFUSED ${unserved.length}\n${unserved.join('\n')}`);
  }
  linksAtTheEnd = await crossTenantLinks(t);
  lap('checks');
  elapsed = laps.join(', ');
}, 600_000);

afterAll(async () => {
  await t?.close();
});

// ---------------------------------------------------------------------------------------------
// Verdicts
// ---------------------------------------------------------------------------------------------

const AUTH_REFUSALS = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'OTP_SETUP_REQUIRED', 'CSRF_FAILED', '401', '403']);

function excerpt(outcome: Outcome): string {
  return `HTTP ${outcome.status} ${outcome.text.slice(0, 400)}\n      request: ${outcome.request.slice(0, 400)}`;
}

function attackerProblem(op: Operation, role: Role, outcome: Outcome): string | null {
  if (outcome.invalid) return `the generated request was refused before the operation ran: ${excerpt(outcome)}`;
  if (outcome.serverError) return `answered a server error: ${excerpt(outcome)}`;
  if (outcome.leaked.length > 0) return `answered B's private data (${outcome.leaked.join(', ')}): ${excerpt(outcome)}`;
  const mustRefuse = !holdsCredential(role, op) || (op.publicKind !== 'open' && op.publicKind !== 'secret' && outcome.targets.length > 0);
  if (mustRefuse && !outcome.refused) {
    const why = holdsCredential(role, op) ? `names B's ${outcome.targets.join(', ')}` : `holds no ${op.guard === 'public' ? 'portal token' : op.guard} credential`;
    return `was not refused although it ${why}: ${excerpt(outcome)}`;
  }
  return null;
}

function noRightProblem(op: Operation, outcome: Outcome): string | null {
  if (outcome.serverError) return `answered a server error: ${excerpt(outcome)}`;
  const message = translate('fr', `rights.${op.right!}`);
  const forbidden = op.door === 'graphql' ? outcome.codes.includes('FORBIDDEN') : outcome.status === 403;
  if (!outcome.refused || !forbidden || !outcome.messages.includes(message)) return `was not refused with "${message}": ${excerpt(outcome)}`;
  return null;
}

function rightfulProblem(op: Operation, outcome: Outcome): string | null {
  if (outcome.invalid) return `the generated request was refused before the operation ran: ${excerpt(outcome)}`;
  if (outcome.serverError) return `answered a server error: ${excerpt(outcome)}`;
  if (RIGHTFUL_UNSERVED[op.key]) return null;
  const authRefused = outcome.refused && outcome.codes.some((code) => AUTH_REFUSALS.has(code));
  if (authRefused) return `was refused for its credentials: ${excerpt(outcome)}`;
  if (!op.write && outcome.refused) return `a read was not served: ${excerpt(outcome)}`;
  return null;
}

describe('the isolation matrix (issue 20)', () => {
  const listed = enumerateOperations();

  it('covers every operation and route, and prints its size', () => {
    const graphqlCount = listed.filter((op) => op.door === 'graphql').length;
    const restCount = listed.length - graphqlCount;
    const withRight = listed.filter((op) => op.right).length;
    const cells = listed.length * ROLES.length;
    const rightful = [...results.values()].map((row) => row.rightful).filter((o): o is Outcome => !!o);
    const served = rightful.filter((o) => !o.refused).length;
    const na = listed.length - withRight;
    console.log(
      `Isolation matrix: ${listed.length} operations × ${ROLES.length} roles = ${cells} calls ` +
        `(${graphqlCount} GraphQL operations + ${restCount} facade routes; the missing-right role is n/a for ${na} operations without a declared right, ` +
        `so ${cells - na} calls made, plus ${mixedCount} of the organizer of A on its own objects with B's attached; ${sent} requests sent; the rightful caller served ${served} of ${rightful.length}, ` +
        `the others answered with a validation, not-found or conflict error; ${elapsed})`,
    );
    expect(graphqlCount).toBeGreaterThan(200);
    expect(restCount).toBeGreaterThan(200);
    expect(results.size).toBe(listed.filter((op) => op.problems.length === 0).length);
  });

  it.each(listed.map((op) => [op.key, op] as const))('%s', (_key, op) => {
    expect(op.problems).toEqual([]);
    const row = results.get(op.key) ?? {};
    const problems: string[] = [];
    const holes: string[] = [];
    for (const role of ATTACKERS) {
      const outcome = row[role];
      if (!outcome) {
        problems.push(`${role}: not called`);
        continue;
      }
      const problem = attackerProblem(op, role, outcome);
      const known = KNOWN_HOLES[`${op.key} ${role}`];
      if (known) {
        if (!problem) problems.push(`${role}: the known hole (${known}) no longer reproduces: remove it from KNOWN_HOLES`);
        else holes.push(`${role}: ${problem}`);
      } else if (problem) problems.push(`${role} ${problem}`);
    }
    if (row.mixed) {
      const outcome = row.mixed;
      const known = KNOWN_HOLES[`${op.key} mixed`];
      const problem = outcome.invalid
        ? `the generated request was refused before the operation ran: ${excerpt(outcome)}`
        : outcome.serverError
          ? `answered a server error: ${excerpt(outcome)}`
          : outcome.leaked.length > 0
            ? `answered B's private data (${outcome.leaked.join(', ')}): ${excerpt(outcome)}`
            : null;
      if (known) {
        if (!problem) problems.push(`mixed: the known hole (${known}) no longer reproduces: remove it from KNOWN_HOLES`);
        else holes.push(`mixed: ${problem}`);
      } else if (problem) problems.push(`otherOrganizer on its own object with B's attached ${problem}`);
    }
    if (op.right) {
      const outcome = row.noRight;
      if (!outcome) problems.push('noRight: not called');
      else {
        const problem = noRightProblem(op, outcome);
        if (problem) problems.push(`noRight (B without the ${op.right} right) ${problem}`);
      }
    }
    const rightful = row.rightful;
    if (!rightful) problems.push('rightful: not called');
    else {
      const problem = rightfulProblem(op, rightful);
      if (problem) problems.push(`rightful ${problem}`);
    }
    if (holes.length > 0) console.warn(`KNOWN HOLE ${op.key}\n  ${holes.join('\n  ')}`);
    expect(problems).toEqual([]);
  });

  it('links no row of one organization to a row of another, after the attacks and at the end', () => {
    expect(linksAfterAttacks).toEqual([]);
    expect(linksAtTheEnd).toEqual([]);
  });

  it('leaves B’s rows as they were after every attack, writes included', () => {
    expect(attackChanges).toEqual([]);
    expect(noRightChanges).toEqual([]);
    expect(openWriteChanges).toEqual([]);
  });

  it('can see a leak: the rightful answers of B’s reads carry B’s private values', () => {
    const seen = [...results.entries()].filter(([, row]) => (row.rightful?.leaked.length ?? 0) > 0).map(([key]) => key);
    for (const key of [
      'Query.volunteer',
      'Query.volunteers',
      'Query.eventParticipations',
      'Query.products',
      'Query.voucherCodes',
      'Query.managers',
      'Query.operators',
      'Query.volunteerSpace',
      'GET /apis/organizer/v1/organization/:org/volunteers2/:id/',
      'GET /apis/shop/v1/products/',
    ]) {
      expect({ key, seen: seen.includes(key) }).toEqual({ key, seen: true });
    }
  });
});
