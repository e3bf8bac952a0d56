/**
 * The soak bench's load generator (a child process of its own: the clients' work never shares an event
 * loop with the servers, the round-robin or the memory sampling). Open loop: arrival i is due at
 * start + i / rate whatever the answers do, and each latency is measured from the arrival's due time
 * (what a user waiting since then sees), so a slow server cannot slow the load down and hide its own
 * queueing. Built-in fetch (keep-alive), every request through the round-robin.
 *
 * Protocol: this process says `{ ready: true }`; the parent sends `{ run: LoadPlan }`; this process answers `{ progress }` every 10 s and
 * `{ result: LoadResult }` once every request answered or timed out.
 */

export type ArrivalKind = 'public' | 'signup' | 'planning' | 'portal' | 'scan';

export const OPERATIONS = ['public page', 'sign-up', 'planning day', 'portal', 'scan: look-up', 'scan: check-in', 'mailing'] as const;
export type Operation = (typeof OPERATIONS)[number];

export interface LoadPlan {
  url: string;
  seconds: number;
  /** Arrivals per second (a scan arrival makes two requests: look-up, then check-in). */
  arrivalRate: number;
  timeoutMs: number;
  /** One cycle of arrival kinds in weighted order; arrival i is sequence[i % length]. */
  sequence: ArrivalKind[];
  documents: { publicEvent: string; signUp: string; planningDay: string; portal: string; standVolunteer: string; standAction: string; sendEventMail: string };
  festival: { uuid: string; eventId: number; from: string; to: string };
  organizer: { cookie: string; csrf: string };
  portalTokens: string[];
  /** Sign-up inputs, taken in order. */
  signUps: Array<Record<string, unknown>>;
  scan: { operatorTokens: string[]; codes: string[] };
  mailing: { atSeconds: number; subject: string; body: string } | null;
}

export interface OperationResult {
  name: Operation;
  count: number;
  latencies: number[];
  /** Seconds from the start of the run at which each request was due (same order as latencies). */
  dueAt: number[];
  /** "status CODE" -> count. */
  errors: Record<string, number>;
  /** A few distinct error messages, for the report. */
  samples: string[];
}

export interface LoadResult {
  operations: OperationResult[];
  elapsedMs: number;
  /** Milliseconds between an arrival's due time and its send: the generator's own delay. */
  lagP99: number;
  lagMax: number;
  arrivals: number;
  /** Addresses of the sign-ups the server accepted. */
  signedUp: string[];
  checkIns: number;
  mailing: { communicationId: string; recipientsCount: number; sentAtMs: number } | null;
}

interface Answer {
  status: number;
  code: string | null;
  message: string | null;
  data: any;
}

const csrf = 'soakcsrf0123456789abcdef01234567';
const anonymousHeaders = (client: string): Record<string, string> => ({
  'content-type': 'application/json',
  cookie: `csrftoken=${csrf}`,
  'x-csrftoken': csrf,
  'x-language': 'fr',
  'x-test-client': client,
});

/** A client address of the range `a` (the round-robin turns it into X-Forwarded-For). */
const address = (a: number, n: number): string => `10.${a}.${(n >> 8) & 255}.${n & 255}`;

function operationName(query: string): string | undefined {
  return /^\s*(?:query|mutation)\s+(\w+)/m.exec(query)?.[1];
}

async function post(url: string, timeoutMs: number, headers: Record<string, string>, query: string, variables: Record<string, unknown>): Promise<Answer> {
  try {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ operationName: operationName(query), variables, query }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let body: { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> };
    try {
      body = JSON.parse(text);
    } catch {
      return { status: res.status, code: 'NOT_JSON', message: text.slice(0, 200), data: null };
    }
    const error = body.errors?.[0];
    if (error) return { status: res.status, code: error.extensions?.code ?? 'ERROR', message: error.message, data: body.data ?? null };
    if (res.status !== 200) return { status: res.status, code: 'HTTP', message: text.slice(0, 200), data: null };
    return { status: res.status, code: null, message: null, data: body.data };
  } catch (error) {
    const timeout = (error as Error).name === 'TimeoutError';
    return { status: 0, code: timeout ? 'TIMEOUT' : 'NETWORK', message: String((error as Error).cause ?? error), data: null };
  }
}

async function run(plan: LoadPlan): Promise<LoadResult> {
  const results = new Map<Operation, OperationResult>(OPERATIONS.map((name) => [name, { name, count: 0, latencies: [], dueAt: [], errors: {}, samples: [] }]));
  const start = performance.now() + 50;
  /** Records an answer to a request due at `due` (performance.now() time); false for an error. */
  const record = (name: Operation, due: number, answer: Answer, failed: string | null = null): boolean => {
    const result = results.get(name)!;
    result.count += 1;
    result.latencies.push(performance.now() - due);
    result.dueAt.push((due - start) / 1000);
    const key = answer.code ? `${answer.status} ${answer.code}` : failed ? `${answer.status} ${failed}` : null;
    if (!key) return true;
    result.errors[key] = (result.errors[key] ?? 0) + 1;
    const sample = `${key}: ${answer.message ?? failed}`;
    if (result.samples.length < 5 && !result.samples.includes(sample)) result.samples.push(sample);
    return false;
  };
  const organizerHeaders = { 'content-type': 'application/json', cookie: plan.organizer.cookie, 'x-csrftoken': plan.organizer.csrf, 'x-language': 'fr' };
  const signedUp: string[] = [];
  let checkIns = 0;
  let mailing: LoadResult['mailing'] = null;
  const counters: Record<ArrivalKind, number> = { public: 0, signup: 0, planning: 0, portal: 0, scan: 0 };
  const { url, timeoutMs, documents: d } = plan;

  async function arrival(kind: ArrivalKind, due: number): Promise<void> {
    const k = counters[kind]++;
    switch (kind) {
      case 'public': {
        const answer = await post(url, timeoutMs, anonymousHeaders(address(1, k % 65536)), d.publicEvent, { uuid: plan.festival.uuid, passkey: null });
        record('public page', due, answer, answer.data?.publicEvent ? null : 'EMPTY');
        return;
      }
      case 'signup': {
        const input = plan.signUps[k];
        if (!input) {
          record('sign-up', performance.now(), { status: 0, code: 'NO_INPUT_LEFT', message: 'the bench prepared too few sign-ups', data: null });
          return;
        }
        // Every sign-up from an address of its own: the per-address sign-up limit must not refuse them.
        const answer = await post(url, timeoutMs, anonymousHeaders(address(2 + (k >> 16), k % 65536)), d.signUp, { input });
        if (record('sign-up', due, answer, answer.data?.signUp?.length ? null : 'EMPTY')) signedUp.push(String(input.email));
        return;
      }
      case 'planning': {
        const answer = await post(url, timeoutMs, organizerHeaders, d.planningDay, { id: String(plan.festival.eventId), from: plan.festival.from, to: plan.festival.to });
        record('planning day', due, answer, answer.data?.event ? null : 'EMPTY');
        return;
      }
      case 'portal': {
        const n = k % plan.portalTokens.length;
        const answer = await post(url, timeoutMs, anonymousHeaders(address(20, n)), d.portal, { token: plan.portalTokens[n] });
        record('portal', due, answer, answer.data?.volunteerSpace ? null : 'EMPTY');
        return;
      }
      case 'scan': {
        const code = plan.scan.codes[k];
        const operator = k % plan.scan.operatorTokens.length;
        const headers = { 'content-type': 'application/json', 'x-operator-token': plan.scan.operatorTokens[operator], 'x-language': 'fr', 'x-test-client': address(30, operator) };
        if (!code) {
          record('scan: look-up', performance.now(), { status: 0, code: 'NO_CODE_LEFT', message: 'the bench prepared too few volunteers to scan', data: null });
          return;
        }
        const lookUp = await post(url, timeoutMs, headers, d.standVolunteer, { code });
        const card = lookUp.data?.standVolunteer;
        if (!record('scan: look-up', due, lookUp, card ? null : 'EMPTY')) return;
        // The operator taps the shift the card shows (the stand client sends its participation).
        const shift = (card.shifts as Array<{ participationId: string; checkedInAt: string | null }>).find((s) => !s.checkedInAt);
        const sent = performance.now();
        const action = await post(url, timeoutMs, headers, d.standAction, {
          input: { clientId: `soak-${process.pid}-${k}`, code, kind: 'CHECK_IN', targetId: shift?.participationId ?? null },
        });
        if (record('scan: check-in', sent, action, action.data?.standAction?.ok ? null : 'NOT_OK')) checkIns += 1;
        return;
      }
    }
  }

  const interval = 1000 / plan.arrivalRate;
  const total = Math.floor(plan.seconds * plan.arrivalRate);
  const lags: number[] = [];
  const inFlight = new Set<Promise<void>>();
  const track = (promise: Promise<void>) => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
  };
  let next = 0;

  if (plan.mailing) {
    const { subject, body, atSeconds } = plan.mailing;
    const due = start + atSeconds * 1000;
    setTimeout(() => {
      track(
        (async () => {
          const sentAtMs = Date.now();
          const answer = await post(url, timeoutMs, organizerHeaders, d.sendEventMail, { eventId: String(plan.festival.eventId), input: { subject, body } });
          const done = record('mailing', due, answer, answer.data?.sendEventMail?.communication ? null : 'EMPTY');
          if (done) mailing = { communicationId: answer.data.sendEventMail.communication.id, recipientsCount: answer.data.sendEventMail.recipientsCount, sentAtMs };
        })(),
      );
    }, Math.max(0, due - performance.now()));
  }

  const progress = setInterval(() => {
    let requests = 0;
    let errors = 0;
    for (const r of results.values()) {
      requests += r.count;
      errors += Object.values(r.errors).reduce((a, b) => a + b, 0);
    }
    process.send?.({ progress: { seconds: Math.round((performance.now() - start) / 1000), arrivals: next, requests, errors, inFlight: inFlight.size } });
  }, 10_000);

  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        const due = start + next * interval;
        lags.push(now - due);
        track(arrival(plan.sequence[next % plan.sequence.length], due));
        next += 1;
      }
      if (next >= total) resolve();
      else setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  clearInterval(progress);
  lags.sort((a, b) => a - b);
  return {
    operations: [...results.values()],
    elapsedMs: performance.now() - start,
    lagP99: lags.length ? lags[Math.min(lags.length - 1, Math.ceil(0.99 * lags.length) - 1)] : 0,
    lagMax: lags.length ? lags[lags.length - 1] : 0,
    arrivals: next,
    signedUp,
    checkIns,
    mailing,
  };
}

process.send?.({ ready: true });
process.on('message', (message: { run?: LoadPlan }) => {
  if (!message?.run) return;
  run(message.run).then(
    (result) => process.send?.({ result }),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
