import { organizer, type Organizer } from '../events/fixtures';
import { csrfOf, startTestApp, type TestApp } from '../harness';
import { waitFor } from '../jobs/wait';
import { ticketingService } from '../../src/modules/ticketing/ticketing.service';
import { participation, planning, serviceContext, volunteer, type VolunteerRow } from '../participations/fixtures';
import { VendorStub } from './vendor-stub';

/**
 * The ticketing integration (issue 16, enableWeezevent) against a local stub of the vendor's API: the
 * accepted volunteers of a linked event exported as accreditations (once each, updated, removed), their
 * check-ins read back, failures in the sync log, retries by the job system, and the credentials kept
 * out of every answer and every stored row.
 */
const API_KEY = 'wz-partner-key-1234567890-ABCD';
const ACCESS_TOKEN = 'wz-access-token-0987654321-WXYZ';
const JOB_ATTEMPTS = 3;

let t: TestApp;
let stub: VendorStub;
/** Every answer body the tests received, to prove no credential ever comes back. */
const answers: string[] = [];

beforeAll(async () => {
  stub = await new VendorStub(API_KEY, ACCESS_TOKEN).start();
  stub.addEvent('501', [{ id: '9001', name: 'Bénévoles' }, { id: '9002', name: 'Public' }]);
  stub.addEvent('502', [{ id: '9101', name: 'Staff' }]);
  t = await startTestApp({
    TICKETING_BASE_URL: stub.url,
    JOB_ATTEMPTS: String(JOB_ATTEMPTS),
    JOB_BACKOFF_MS: '10',
    SWEEP_INTERVAL_MS: '20',
  });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

const SETTINGS_FIELDS = 'baseUrl effectiveBaseUrl apiKeySet apiKeyLast4 accessTokenSet accessTokenLast4';
const SYNC_FIELDS = 'id eventId status attempts exported updated removed imported error startedAt finishedAt';
const SETTINGS = `query { ticketingSettings { ${SETTINGS_FIELDS} } }`;
const UPDATE_SETTINGS = `mutation($input: TicketingSettingsInput!) { updateTicketingSettings(input: $input) { ${SETTINGS_FIELDS} } }`;
const SET_MAPPING = `mutation($eventId: ID!, $input: TicketingMappingInput!) { setTicketingMapping(eventId: $eventId, input: $input) { eventId vendorEventId vendorTicketId } }`;
const SYNC = `mutation($eventId: ID!) { syncTicketing(eventId: $eventId) { ${SYNC_FIELDS} } }`;
const SYNC_ONE = `query($id: ID!) { ticketingSync(id: $id) { ${SYNC_FIELDS} } }`;
const SYNCS = `query($eventId: ID) { ticketingSyncs(eventId: $eventId) { ${SYNC_FIELDS} } }`;
const ACCREDITATIONS = `query($eventId: ID!) { ticketingAccreditations(eventId: $eventId) { volunteerId firstName lastName email vendorParticipantId barcode checkedIn checkedInAt } }`;

const sql = (query: string, params: unknown[] = []) => t.db.database.dataSource.query(query, params);

/** An operation's whole answer (kept for the credential check). */
async function call(o: Organizer, query: string, variables: Record<string, unknown> = {}) {
  const answer = await o.call(query, variables);
  answers.push(JSON.stringify(answer));
  return answer;
}

async function ok(o: Organizer, query: string, variables: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const answer = await call(o, query, variables);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data as Record<string, any>;
}

async function rest(o: Organizer, method: 'get' | 'put' | 'post', path: string, body?: unknown) {
  let req = o.agent[method](`/apis/organizer/v1/${path}`);
  if (method !== 'get') req = req.set('X-CSRFToken', csrfOf(o.agent, t.server.url));
  const res = body === undefined ? await req : await req.send(body as object);
  answers.push(JSON.stringify(res.body));
  return res;
}

/** An organizer of a fresh organization with the ticketing switched on (or off). */
async function ticketingOrganizer(enabled = true): Promise<Organizer> {
  const o = await organizer(t);
  await sql('UPDATE organization SET enable_weezevent = $2 WHERE id = $1', [o.organization.id, enabled]);
  return o;
}

/** A linked event with three accepted volunteers, one awaiting validation and one who refused. */
async function festival(o: Organizer, options: { apiKey?: string; vendorEventId?: string; vendorTicketId?: string; baseUrl?: string } = {}) {
  await ok(o, UPDATE_SETTINGS, { input: { apiKey: options.apiKey ?? API_KEY, accessToken: ACCESS_TOKEN, baseUrl: options.baseUrl ?? '' } });
  const p = await planning(o);
  const accepted: VolunteerRow[] = [];
  for (const name of ['Zoé', 'Léo', 'Ana']) {
    const v = await volunteer(t, o.organization.id, { first_name: name, last_name: 'Müller' });
    await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: v });
    accepted.push(v);
  }
  // Zoé twice: still one accreditation.
  await participation(t, o, { eventId: p.eventId, slotId: p.slotD, volunteer: accepted[0] });
  const waiting = await volunteer(t, o.organization.id, { first_name: 'Attente' });
  await participation(t, o, { eventId: p.eventId, slotId: p.slotB, volunteer: waiting, status: 0 });
  const refused = await volunteer(t, o.organization.id, { first_name: 'Refus' });
  await participation(t, o, { eventId: p.eventId, slotId: p.slotB, volunteer: refused, status: 3 });
  await ok(o, SET_MAPPING, { eventId: p.eventId, input: { vendorEventId: options.vendorEventId ?? '501', vendorTicketId: options.vendorTicketId ?? '9001' } });
  return { p, accepted, waiting, refused };
}

/** Sync now, then the sync once finished (done or failed after its attempts). */
async function syncNow(o: Organizer, eventId: string): Promise<Record<string, any>> {
  const { syncTicketing } = await ok(o, SYNC, { eventId });
  return waitFor(
    'the ticketing sync',
    async () => {
      const { ticketingSync } = await ok(o, SYNC_ONE, { id: syncTicketing.id });
      return ticketingSync.finishedAt ? ticketingSync : undefined;
    },
    30_000,
  );
}

const accreditations = async (o: Organizer, eventId: string) => (await ok(o, ACCREDITATIONS, { eventId })).ticketingAccreditations as Array<Record<string, any>>;

describe('settings', () => {
  it('keeps the credentials encrypted, shows only that they are set, and records the change without them', async () => {
    const o = await ticketingOrganizer();
    const empty = (await ok(o, SETTINGS)).ticketingSettings;
    expect(empty).toEqual({ baseUrl: '', effectiveBaseUrl: stub.url, apiKeySet: false, apiKeyLast4: null, accessTokenSet: false, accessTokenLast4: null });

    const saved = (await ok(o, UPDATE_SETTINGS, { input: { apiKey: ` ${API_KEY} `, accessToken: ACCESS_TOKEN } })).updateTicketingSettings;
    expect(saved).toMatchObject({ apiKeySet: true, apiKeyLast4: 'ABCD', accessTokenSet: true, accessTokenLast4: 'WXYZ' });
    const [row] = await sql('SELECT * FROM ticketing_settings WHERE organization_id = $1', [o.organization.id]);
    expect(row.api_key_encrypted).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(API_KEY);

    // An empty key keeps the stored one, but not for a new address: the stored keys never follow a base URL
    // change (a member could send them to a server of their own), so both are typed again.
    const moved = await call(o, UPDATE_SETTINGS, { input: { apiKey: '', baseUrl: 'https://ticketing.example.org/' } });
    expect(moved.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { baseUrl: ["Pour une nouvelle adresse, entrez à nouveau la clé API et le jeton d'accès"] },
    });
    const unchanged = (await ok(o, UPDATE_SETTINGS, { input: { apiKey: '' } })).updateTicketingSettings;
    expect(unchanged).toMatchObject({ apiKeySet: true, apiKeyLast4: 'ABCD', baseUrl: '' });
    // A base URL of the organization wins over the installation's.
    const kept = (
      await ok(o, UPDATE_SETTINGS, { input: { apiKey: API_KEY, accessToken: ACCESS_TOKEN, baseUrl: 'https://ticketing.example.org/' } })
    ).updateTicketingSettings;
    expect(kept).toMatchObject({ apiKeySet: true, apiKeyLast4: 'ABCD', baseUrl: 'https://ticketing.example.org', effectiveBaseUrl: 'https://ticketing.example.org' });

    const viaRest = await rest(o, 'get', 'ticketing/settings/');
    expect(viaRest.status).toBe(200);
    expect(viaRest.body).toMatchObject({ apiKeySet: true, apiKeyLast4: 'ABCD', accessTokenSet: true });

    const audit = await sql(`SELECT action, detail, user_id FROM audit_entry WHERE organization_id = $1 AND action LIKE 'ticketing.%' ORDER BY id`, [o.organization.id]);
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['ticketing.settingsChanged', 'ticketing.settingsChanged', 'ticketing.settingsChanged']);
    expect(audit[0]).toMatchObject({ user_id: o.user.id, detail: { apiKeyReplaced: true, accessTokenReplaced: true, baseUrlChanged: false } });
    expect(audit[1].detail).toEqual({ apiKeyReplaced: false, accessTokenReplaced: false, baseUrlChanged: false });
    expect(audit[2].detail).toEqual({ apiKeyReplaced: true, accessTokenReplaced: true, baseUrlChanged: true });
  });

  it('refuses a base URL that is no web address, and vendor ids with odd characters, as field errors', async () => {
    const o = await ticketingOrganizer();
    const bad = await call(o, UPDATE_SETTINGS, { input: { baseUrl: 'ftp://example.org' } });
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { baseUrl: ['Entrez une adresse https:// complète'] } });
    const p = await planning(o);
    const res = await rest(o, 'put', `ticketing/events/${p.eventId}/mapping/`, { vendorEventId: '50 1', vendorTicketId: '' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ vendorEventId: ['Identifiant non valide (chiffres et lettres, 64 caractères au plus)'], vendorTicketId: ['Entrez un identifiant du fournisseur'] });
    expect(await sql('SELECT id FROM ticketing_event_mapping WHERE event_id = $1', [Number(p.eventId)])).toEqual([]);
  });
});

describe('vendor events', () => {
  const VENDOR_EVENTS = `query { ticketingVendorEvents { id name ticketTypes { id name } } }`;

  it("lists the vendor's events and their ticket types with the stored credentials, and says why it cannot", async () => {
    const o = await ticketingOrganizer();
    const unset = await call(o, VENDOR_EVENTS);
    expect(unset.errors?.[0]).toMatchObject({ message: "Enregistrez d'abord la clé API et le jeton d'accès de la billetterie", extensions: { code: 'CONFLICT' } });

    await ok(o, UPDATE_SETTINGS, { input: { apiKey: API_KEY, accessToken: ACCESS_TOKEN } });
    const { ticketingVendorEvents } = await ok(o, VENDOR_EVENTS);
    expect(ticketingVendorEvents).toEqual(
      expect.arrayContaining([
        { id: '501', name: 'Event 501', ticketTypes: [{ id: '9001', name: 'Bénévoles' }, { id: '9002', name: 'Public' }] },
        { id: '502', name: 'Event 502', ticketTypes: [{ id: '9101', name: 'Staff' }] },
      ]),
    );
    const viaRest = await rest(o, 'get', 'ticketing/vendor-events/');
    expect(viaRest.status).toBe(200);
    expect(viaRest.body).toEqual(ticketingVendorEvents);

    await ok(o, UPDATE_SETTINGS, { input: { apiKey: 'wz-wrong-key-7777777777-RRRR' } });
    const refused = await call(o, VENDOR_EVENTS);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'La billetterie a refusé la clé API ou le jeton d’accès : vérifiez-les dans les réglages',
      extensions: { code: 'CONFLICT' },
    });
    expect(JSON.stringify(refused)).not.toContain('wz-wrong-key');
  });
});

describe('export and import', () => {
  it('exports one accreditation per accepted volunteer, with the volunteers’ ticket type', async () => {
    const o = await ticketingOrganizer();
    const { p, accepted } = await festival(o);
    const sync = await syncNow(o, p.eventId);
    expect(sync).toMatchObject({ status: 'DONE', attempts: 1, exported: 3, updated: 0, removed: 0, imported: 0, error: null });

    const rows = await accreditations(o, p.eventId);
    expect(rows.map((row) => row.firstName).sort()).toEqual(['Ana', 'Léo', 'Zoé']);
    expect(new Set(rows.map((row) => row.volunteerId))).toEqual(new Set(accepted.map((v) => v.id)));
    const atVendor = stub.of('501').filter((participant) => rows.some((row) => row.vendorParticipantId === participant.id));
    expect(atVendor).toHaveLength(3);
    expect(atVendor.every((participant) => participant.ticketId === '9001')).toBe(true);
    expect(atVendor.map((participant) => participant.email).sort()).toEqual(accepted.map((v) => v.email).sort());
    expect(rows.every((row) => row.checkedIn === false && row.barcode.startsWith('BC'))).toBe(true);

    const viaRest = await rest(o, 'get', `ticketing/events/${p.eventId}/accreditations/`);
    expect(viaRest.status).toBe(200);
    expect(viaRest.body).toHaveLength(3);
  });

  it('is idempotent: a second sync creates nothing, a changed name is sent again, a cancelled volunteer is removed', async () => {
    const o = await ticketingOrganizer();
    const { p, accepted } = await festival(o);
    await syncNow(o, p.eventId);
    const ids = (await accreditations(o, p.eventId)).map((row) => row.vendorParticipantId).sort();
    const posts = stub.writes('POST');

    const again = await syncNow(o, p.eventId);
    expect(again).toMatchObject({ status: 'DONE', exported: 0, updated: 0, removed: 0 });
    expect(stub.writes('POST')).toBe(posts);
    expect((await accreditations(o, p.eventId)).map((row) => row.vendorParticipantId).sort()).toEqual(ids);

    await sql('UPDATE volunteer SET last_name = $2 WHERE id = $1', [Number(accepted[1].id), 'Dupont']);
    // Every participation of Ana cancelled: her accreditation goes.
    await sql('UPDATE participation SET validation_status = 4 WHERE volunteer_id = $1', [Number(accepted[2].id)]);
    // One of Zoé's two cancelled: she keeps hers.
    await sql('UPDATE participation SET validation_status = 5 WHERE volunteer_id = $1 AND time_slot_id = $2', [Number(accepted[0].id), Number(p.slotD)]);
    const third = await syncNow(o, p.eventId);
    expect(third).toMatchObject({ status: 'DONE', exported: 0, updated: 1, removed: 1 });
    const rows = await accreditations(o, p.eventId);
    expect(rows.map((row) => `${row.firstName} ${row.lastName}`).sort()).toEqual(['Léo Dupont', 'Zoé Müller']);
    const ana = ids.filter((id) => !rows.some((row) => row.vendorParticipantId === id));
    expect(ana).toHaveLength(1);
    expect(stub.participants.has(ana[0])).toBe(false);
    const leo = rows.find((row) => row.firstName === 'Léo')!;
    expect(stub.participants.get(leo.vendorParticipantId)?.lastName).toBe('Dupont');
  });

  it('brings the check-ins back from the vendor', async () => {
    const o = await ticketingOrganizer();
    const { p } = await festival(o);
    await syncNow(o, p.eventId);
    const [first, second] = await accreditations(o, p.eventId);
    stub.checkIn(first.vendorParticipantId, '2030-07-01 08:15:00');
    stub.checkIn(second.vendorParticipantId, '2030-07-01T09:30:00+02:00');
    const sync = await syncNow(o, p.eventId);
    expect(sync).toMatchObject({ status: 'DONE', imported: 2, exported: 0 });
    const rows = await accreditations(o, p.eventId);
    expect(rows.find((row) => row.vendorParticipantId === first.vendorParticipantId)).toMatchObject({ checkedIn: true, checkedInAt: '2030-07-01T08:15:00.000Z' });
    expect(rows.find((row) => row.vendorParticipantId === second.vendorParticipantId)).toMatchObject({ checkedIn: true, checkedInAt: '2030-07-01T07:30:00.000Z' });
    expect(rows.filter((row) => row.checkedIn)).toHaveLength(2);
    // Read again with nothing new: nothing imported.
    expect(await syncNow(o, p.eventId)).toMatchObject({ imported: 0 });
  });

  it('calls the base URL of the organization when it has one', async () => {
    const other = await new VendorStub(API_KEY, ACCESS_TOKEN).start();
    try {
      other.addEvent('777', [{ id: '1', name: 'Helfer' }]);
      const o = await ticketingOrganizer();
      const { p } = await festival(o, { baseUrl: other.url, vendorEventId: '777', vendorTicketId: '1' });
      const before = stub.requests.length;
      expect(await syncNow(o, p.eventId)).toMatchObject({ status: 'DONE', exported: 3 });
      expect(other.of('777')).toHaveLength(3);
      expect(stub.requests.length).toBe(before);
    } finally {
      await other.close();
    }
  });
});

describe('failures', () => {
  afterEach(() => stub.clearFailures());

  it('retries a vendor outage through the job system, then succeeds', async () => {
    const o = await ticketingOrganizer();
    const { p } = await festival(o);
    stub.failNext(500, 1);
    const sync = await syncNow(o, p.eventId);
    expect(sync).toMatchObject({ status: 'DONE', attempts: 2, exported: 3, error: null });
  });

  it('marks the sync failed with the vendor’s status after the last attempt', async () => {
    const o = await ticketingOrganizer();
    const { p } = await festival(o);
    stub.failNext(500, 1000);
    const sync = await syncNow(o, p.eventId);
    expect(sync).toMatchObject({ status: 'FAILED', attempts: JOB_ATTEMPTS, exported: 0 });
    expect(sync.error).toBe('La billetterie a répondu par une erreur (500)');
    // The outbox row is marked failed once bull gives up on the job, a moment after the sync says FAILED.
    const outbox = await waitFor('the outbox row failed', async () => {
      const [row] = await sql(`SELECT status, attempts FROM outbox WHERE kind = 'ticketing.sync' AND payload->>'syncId' = $1`, [String(sync.id)]);
      return row?.status === 'failed' ? row : undefined;
    }, 10_000);
    expect(outbox).toEqual({ status: 'failed', attempts: JOB_ATTEMPTS });
    const log = (await ok(o, SYNCS, { eventId: p.eventId })).ticketingSyncs;
    expect(log[0]).toMatchObject({ id: sync.id, status: 'FAILED' });
    const res = await rest(o, 'get', `ticketing/syncs/?eventId=${p.eventId}`);
    expect(res.body[0]).toMatchObject({ id: Number(sync.id), status: 'failed', attempts: JOB_ATTEMPTS, error: sync.error });
  });

  it('fails at once with a clear message when the vendor refuses the key, and never keeps the key', async () => {
    const o = await ticketingOrganizer();
    const wrongKey = 'wz-wrong-key-5555555555-QQQQ';
    const { p } = await festival(o, { apiKey: wrongKey });
    const sync = await syncNow(o, p.eventId);
    expect(sync).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(sync.error).toBe('La billetterie a refusé la clé API ou le jeton d’accès : vérifiez-les dans les réglages');
    // The stub echoed the wrong key in its error: nothing of it is stored.
    const stored = JSON.stringify(await sql('SELECT * FROM ticketing_sync'));
    expect(stored).not.toContain(wrongKey);
    expect(JSON.stringify(await sql(`SELECT * FROM outbox WHERE kind = 'ticketing.sync'`))).not.toContain(wrongKey);
  });

  it('answers the sync under way instead of starting a second one, and refuses an event that is not linked', async () => {
    const o = await ticketingOrganizer();
    const { p } = await festival(o);
    // A sync of the event still running (as a worker holds it).
    const [running] = await sql(`INSERT INTO ticketing_sync (organization_id, event_id, status, attempts) VALUES ($1, $2, 'running', 1) RETURNING id`, [
      o.organization.id,
      Number(p.eventId),
    ]);
    const jobs = async () => Number((await sql(`SELECT COUNT(*)::int AS n FROM outbox WHERE kind = 'ticketing.sync'`))[0].n);
    const before = await jobs();
    const answer = (await ok(o, SYNC, { eventId: p.eventId })).syncTicketing;
    expect(answer).toMatchObject({ id: String(running.id), status: 'RUNNING' });
    expect((await rest(o, 'post', `ticketing/events/${p.eventId}/sync/`)).body).toMatchObject({ id: running.id, status: 'running' });
    expect(await jobs()).toBe(before);
    // The database holds it too: a second unfinished sync of the event is refused.
    await expect(sql(`INSERT INTO ticketing_sync (organization_id, event_id, status) VALUES ($1, $2, 'pending')`, [o.organization.id, Number(p.eventId)])).rejects.toThrow();
    await sql(`UPDATE ticketing_sync SET status = 'done', finished_at = now() WHERE id = $1`, [running.id]);
    expect(await syncNow(o, p.eventId)).toMatchObject({ status: 'DONE', exported: 3 });

    const unlinked = await planning(o);
    const refused = await call(o, SYNC, { eventId: unlinked.eventId });
    expect(refused.errors?.[0]).toMatchObject({ message: "Cet événement n'est relié à aucun événement de la billetterie", extensions: { code: 'CONFLICT' } });
    const res = await rest(o, 'post', `ticketing/events/${unlinked.eventId}/sync/`);
    expect(res.status).toBe(409);
  });
});

describe('rights and tenants', () => {
  it('answers FORBIDDEN to every door while the organization has the ticketing switched off', async () => {
    const o = await ticketingOrganizer(false);
    const p = await planning(o);
    for (const [query, variables] of [
      [SETTINGS, {}],
      [UPDATE_SETTINGS, { input: { apiKey: API_KEY } }],
      [SET_MAPPING, { eventId: p.eventId, input: { vendorEventId: '501', vendorTicketId: '9001' } }],
      [SYNC, { eventId: p.eventId }],
      [SYNCS, {}],
      [ACCREDITATIONS, { eventId: p.eventId }],
    ] as const) {
      const answer = await call(o, query, variables);
      expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    for (const [method, path] of [
      ['get', 'ticketing/settings/'],
      ['put', 'ticketing/settings/'],
      ['put', `ticketing/events/${p.eventId}/mapping/`],
      ['post', `ticketing/events/${p.eventId}/sync/`],
      ['get', 'ticketing/syncs/'],
      ['get', `ticketing/events/${p.eventId}/accreditations/`],
    ] as const) {
      expect((await rest(o, method, path, method === 'get' ? undefined : {})).status).toBe(403);
    }
    expect(await sql('SELECT * FROM ticketing_settings WHERE organization_id = $1', [o.organization.id])).toEqual([]);
  });

  it('stops a queued sync whose organization switched the ticketing off since', async () => {
    const o = await ticketingOrganizer();
    const { p } = await festival(o);
    const posts = stub.writes('POST');
    const [queued] = await sql(`INSERT INTO ticketing_sync (organization_id, event_id, status) VALUES ($1, $2, 'pending') RETURNING id`, [o.organization.id, Number(p.eventId)]);
    await sql('UPDATE organization SET enable_weezevent = false WHERE id = $1', [o.organization.id]);
    await ticketingService.runSync(serviceContext(t), queued.id, false);
    const [row] = await sql('SELECT status, error_key, finished_at FROM ticketing_sync WHERE id = $1', [queued.id]);
    expect(row).toMatchObject({ status: 'failed', error_key: 'ticketing.error.disabled' });
    expect(row.finished_at).not.toBeNull();
    expect(stub.writes('POST')).toBe(posts);
  });

  it("keeps another organization's settings, log and accreditations out of reach", async () => {
    const owner = await ticketingOrganizer();
    const { p } = await festival(owner);
    const sync = await syncNow(owner, p.eventId);
    const stranger = await ticketingOrganizer();
    expect((await ok(stranger, SETTINGS)).ticketingSettings).toMatchObject({ apiKeySet: false, accessTokenSet: false });
    expect((await ok(stranger, SYNCS, {})).ticketingSyncs).toEqual([]);
    expect((await call(stranger, SYNC_ONE, { id: sync.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await call(stranger, ACCREDITATIONS, { eventId: p.eventId })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await call(stranger, SYNC, { eventId: p.eventId })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await rest(stranger, 'get', `ticketing/events/${p.eventId}/accreditations/`)).status).toBe(404);
    expect((await rest(stranger, 'get', `ticketing/syncs/?eventId=${p.eventId}`)).status).toBe(404);
    expect((await rest(stranger, 'put', `ticketing/events/${p.eventId}/mapping/`, { vendorEventId: '1', vendorTicketId: '2' })).status).toBe(404);
  });
});

describe('credentials', () => {
  it('never appear in an answer, and are stored nowhere in clear', async () => {
    expect(answers.length).toBeGreaterThan(20);
    for (const answer of answers) {
      expect(answer).not.toContain(API_KEY);
      expect(answer).not.toContain(ACCESS_TOKEN);
    }
    const tables: Array<{ table_name: string }> = await sql(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
    for (const { table_name } of tables) {
      const dump = JSON.stringify(await sql(`SELECT * FROM "${table_name}"`));
      expect({ table: table_name, hasKey: dump.includes(API_KEY) || dump.includes(ACCESS_TOKEN) }).toEqual({ table: table_name, hasKey: false });
    }
    // The stub did receive them: the sync really used the stored credentials.
    expect(stub.requests.some((request) => request.query.api_key?.[0] === API_KEY)).toBe(true);
  });
});
