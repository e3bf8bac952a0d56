import { CREATE_EVENT, EVENT_INPUT, organizer } from '../events/fixtures';
import { csrfOf, gql, startTestApp, type TestApp } from '../harness';

// Issue 19: operations run compiled (graphql-jit turns a document into JavaScript from its second
// sighting; the first runs graphql-js). An attacker controls the document: aliases and literals must
// stay data, never code, and the answers must be what graphql-js gives (errors with their codes, paths
// and locations, nulls propagated). Every request below is sent twice: the second one runs compiled.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('compiled execution', () => {
  it('keeps aliases and string literals as data: JavaScript names, quotes and template syntax change nothing', async () => {
    const o = await organizer(t);
    const name = "Fête `${process.exit(1)}` \\\" '); process.exit(1); //";
    const { createEvent } = await o.ok(`mutation { createEvent(input: { name: ${JSON.stringify(name)}, description: "x", responsable: "A", email: "a@example.org", days: [{ startsAt: "2030-07-01T06:00:00Z", endsAt: "2030-07-01T21:00:00Z" }] }) { id name } }`);
    expect(createEvent.name).toBe(name);
    const ALIASES = `query($id: ID!) {
      constructor: event(id: $id) { __proto__: name prototype: id }
      toString: event(id: $id) { hasOwnProperty: name }
      process: event(id: $id) { require: id }
    }`;
    const first = await o.ok(ALIASES, { id: createEvent.id });
    const answer = await o.ok(ALIASES, { id: createEvent.id });
    // The same members (the compiled answer writes "__proto__" after its sibling: key order only).
    expect(answer).toEqual(first);
    // "__proto__" comes back as an own member of the answer (JSON.parse makes it one), never a prototype.
    expect(Object.getOwnPropertyDescriptor(answer.constructor, '__proto__')?.value).toBe(name);
    expect(answer).toEqual({
      constructor: JSON.parse(JSON.stringify({ prototype: createEvent.id }).replace('{', `{"__proto__":${JSON.stringify(name)},`)),
      toString: { hasOwnProperty: name },
      process: { require: createEvent.id },
    });
    expect(({} as Record<string, unknown>).prototype).toBeUndefined();
    // The server is still up and answers the next request.
    expect((await o.ok('{ me { id } }')).me.id).toBe(String(o.user.id));
  });

  it('answers service errors as graphql-js did: code, localized message, path, location and null propagation', async () => {
    const o = await organizer(t);
    const { createEvent } = await o.ok(CREATE_EVENT, { input: EVENT_INPUT });
    const MISSING = `query($id: ID!) {
      mine: event(id: $id) { id }
      missing: event(id: "999999999") { id }
    }`;
    await o.call(MISSING, { id: createEvent.id });
    const answer = await o.call(MISSING, { id: createEvent.id });
    // `event` is non-null: its error nulls the whole answer, as graphql-js does.
    expect(answer.data).toBeNull();
    expect(answer.errors).toEqual([
      expect.objectContaining({ path: ['missing'], locations: [{ line: 3, column: 7 }], extensions: expect.objectContaining({ code: 'NOT_FOUND' }) }),
    ]);
    expect(answer.errors?.[0].message).not.toBe('Internal server error');
    const anonymous = await gql(t.agent(), t.server.url, '{ me { id } }');
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('what graphql-jit would get wrong', () => {
  it("runs no code from a string literal carrying graphql-jit's markers (written plainly or with escapes)", async () => {
    const global = globalThis as { benevoJitProbe?: number };
    delete global.benevoJitProbe;
    const marker = '__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d';
    const escaped = marker.replace('_', '\\u005F');
    for (const payload of [`${marker}globalThis.benevoJitProbe=1`, `${escaped}globalThis.benevoJitProbe=2`, '__MAGIC_NAN__57f286b9_4c20_487f_b409_79804ddcb4f8']) {
      const query = `{ __type(name: "${payload}") { name } }`;
      for (let i = 0; i < 3; i += 1) {
        const answer = await gql(t.agent(), t.server.url, query);
        expect(answer).toMatchObject({ data: { __type: null } });
      }
    }
    expect(global.benevoJitProbe).toBeUndefined();
  });

  it('refuses an operationName that names no operation, and runs nothing', async () => {
    const o = await organizer(t);
    const mutation = `mutation { createEvent(input: { name: "Sous un faux nom", description: "x", responsable: "A", email: "a@example.org", days: [{ startsAt: "2030-07-01T06:00:00Z", endsAt: "2030-07-01T21:00:00Z" }] }) { id } }`;
    for (let i = 0; i < 3; i += 1) {
      const res = await o.agent.post('/graphql').set('Content-Type', 'application/json').set('X-CSRFToken', csrfOf(o.agent, t.server.url)).send({ query: mutation, operationName: 'x' });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(JSON.stringify(res.body.errors)).toContain('Unknown operation named');
    }
    expect((await o.ok('{ events { name } }')).events).toEqual([]);
  });

  it("hands a variable's Date default to the resolver as a date", async () => {
    const o = await organizer(t);
    const { createEvent } = await o.ok(CREATE_EVENT, { input: EVENT_INPUT });
    const CLONE_DEFAULT = `mutation($id: ID!, $day: Date = "2031-08-01") { cloneEvent(id: $id, input: { startDay: $day }) { days { startsAt } } }`;
    for (let i = 0; i < 2; i += 1) {
      const { cloneEvent } = await o.ok(CLONE_DEFAULT, { id: createEvent.id });
      expect(cloneEvent.days[0].startsAt).toMatch(/^2031-08-01/);
    }
  });
});

describe('variables', () => {
  it('apply input field defaults and refuse bad values as graphql-js does (field defaults, scalars, enums)', async () => {
    const o = await organizer(t);
    const { createEvent } = await o.ok(CREATE_EVENT, { input: EVENT_INPUT });
    const CLONE = `mutation($id: ID!, $input: CloneEventInput!) { cloneEvent(id: $id, input: $input) { id name } }`;
    // cloneParticipations (Boolean! = false) left out: graphql-jit alone refused it as missing.
    await o.ok(CLONE, { id: createEvent.id, input: { startDay: '2031-07-01' } });
    const { cloneEvent } = await o.ok(CLONE, { id: createEvent.id, input: { startDay: '2031-07-01' } });
    expect(cloneEvent.name).toBe(`[CLONE] ${EVENT_INPUT.name}`);
    await o.call(CLONE, { id: createEvent.id, input: { startDay: '2031-13-45' } });
    const badDate = await o.call(CLONE, { id: createEvent.id, input: { startDay: '2031-13-45' } });
    expect(badDate.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(badDate.errors?.[0].message).toMatch(/\$input/);
  });
});

describe('GRAPHQL_JIT=false', () => {
  it('runs graphql-js and answers the same', async () => {
    const plain = await startTestApp({ GRAPHQL_JIT: 'false' });
    try {
      expect(plain.server).toBeDefined();
      const o = await organizer(plain);
      const { createEvent } = await o.ok(CREATE_EVENT, { input: EVENT_INPUT });
      const answer = await o.call(`query($id: ID!) { constructor: event(id: $id) { name } missing: event(id: "999999999") { id } }`, { id: createEvent.id });
      expect(answer.data).toBeNull();
      expect(answer.errors).toEqual([expect.objectContaining({ path: ['missing'], extensions: expect.objectContaining({ code: 'NOT_FOUND' }) })]);
      expect((await o.ok(`query($id: ID!) { constructor: event(id: $id) { name } }`, { id: createEvent.id })).constructor.name).toBe(EVENT_INPUT.name);
    } finally {
      await plain.close();
    }
  });
});
