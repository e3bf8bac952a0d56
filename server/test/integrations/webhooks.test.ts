import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { organizer, type Organizer } from '../events/fixtures';
import { csrfOf, startTestApp, type TestApp } from '../harness';
import { waitFor } from '../jobs/wait';
import { countStatements } from '../sql-count';
import { withTransaction } from '../../src/context';
import { webhooksService } from '../../src/modules/webhooks/webhooks.service';
import { planning, serviceContext, volunteer } from '../participations/fixtures';
import { PLACE_ORDER, product, richVolunteer, shopOrganizer } from '../shop/fixtures';
import { SIGN_UP, person, publishedEvent, visitor } from '../signup/fixtures';
import { checkWebhookUrl, isPrivateAddress, postJson } from '../../src/modules/webhooks/webhooks.http';

/**
 * Webhooks (issue 16) against a loopback receiver: signed deliveries for real changes, retries with
 * backoff until a 2xx, delivery records, "send test", tenant isolation, URL checks (SSRF).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver on an ephemeral loopback port; answers the queued statuses, then 200. */
async function receiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = statuses.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    statuses,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Receiver = Awaited<ReturnType<typeof receiver>>;
const receivers: Receiver[] = [];
afterAll(async () => {
  for (const r of receivers) await r.close();
});
async function newReceiver() {
  const r = await receiver();
  receivers.push(r);
  return r;
}

/** Verifies X-Benevo-Signature as the README tells integrators to. */
function verify(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const expected = crypto.createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  return parts.v1.length === expected.length && crypto.timingSafeEqual(Buffer.from(parts.v1), Buffer.from(expected));
}

const CREATE = `mutation($input: WebhookInput!) { createWebhook(input: $input) { secret webhook { id url events isActive description } } }`;
const UPDATE = `mutation($id: ID!, $input: WebhookInput!) { updateWebhook(id: $id, input: $input) { id url events isActive } }`;
const DELIVERIES = `query($id: ID!) { webhookDeliveries(webhookId: $id) { id event status attempts responseCode lastError createdAt lastAttemptAt deliveredAt } }`;
const TEST = `mutation($id: ID!) { testWebhook(id: $id) { id event status } }`;

async function createWebhook(o: Organizer, input: Record<string, unknown>) {
  const data = await o.ok(CREATE, { input });
  return data.createWebhook as { secret: string; webhook: { id: string; url: string; events: string[]; isActive: boolean } };
}

async function deliveries(o: Organizer, id: string) {
  return (await o.ok(DELIVERIES, { id })).webhookDeliveries as Array<{ id: string; event: string; status: string; attempts: number; responseCode: number | null; lastError: string | null }>;
}

describe('webhooks', () => {
  it('a participation created through GraphQL reaches the receiver, signed with the secret shown once', async () => {
    const o = await organizer(t);
    const r = await newReceiver();
    const { secret, webhook } = await createWebhook(o, { url: r.url, events: ['participation.created', 'participation.cancelled'], description: 'Intranet' });
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(webhook).toMatchObject({ url: r.url, events: ['participation.created', 'participation.cancelled'], isActive: true });
    const listed = await o.ok(`{ webhooks { id url events isActive } }`);
    expect(listed.webhooks).toEqual([expect.objectContaining({ id: webhook.id })]);
    expect(JSON.stringify(listed)).not.toContain(secret);
    const [row] = await t.db.database.dataSource.query(`SELECT * FROM webhook WHERE id = $1`, [Number(webhook.id)]);
    expect(JSON.stringify(row)).not.toContain(secret);

    const p = await planning(o);
    const v = await volunteer(t, o.organization.id);
    const added = await o.ok(`mutation($input: [AddParticipationInput!]!) { addParticipations(input: $input) { id } }`, {
      input: [{ volunteerId: v.id, timeSlotId: p.slotA }],
    });
    const participationId = added.addParticipations[0].id as string;

    const [delivery] = await waitFor('the delivery', async () => (r.received.length > 0 ? r.received : undefined));
    expect(delivery.headers['content-type']).toBe('application/json');
    expect(delivery.headers['x-benevo-event']).toBe('participation.created');
    const body = JSON.parse(delivery.body);
    expect(body).toMatchObject({
      id: delivery.headers['x-benevo-delivery'],
      event: 'participation.created',
      organizationId: o.organization.id,
      data: { participationId: Number(participationId), eventId: Number(p.eventId), timeSlotId: Number(p.slotA), volunteerId: Number(v.id), validationStatus: 6 },
    });
    expect(new Date(body.createdAt).toString()).not.toBe('Invalid Date');
    // Ids and public fields only: no contact details.
    expect(delivery.body).not.toContain(v.email);
    const signature = delivery.headers['x-benevo-signature'] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verify(secret, signature, delivery.body)).toBe(true);
    expect(verify('whsec_wrong', signature, delivery.body)).toBe(false);
    expect(verify(secret, signature, delivery.body.replace('"participation.created"', '"participation.changed"'))).toBe(false);

    const records = await waitFor('the record', async () => {
      const list = await deliveries(o, webhook.id);
      return list[0]?.status === 'succeeded' ? list : undefined;
    });
    expect(records).toEqual([expect.objectContaining({ id: body.id, event: 'participation.created', status: 'succeeded', attempts: 1, responseCode: 200, lastError: null })]);

    // An event the webhook did not choose sends nothing.
    await o.ok(`mutation($ids: [ID!]!) { setParticipationsStatus(ids: $ids, status: AWAITING_ORGANIZER_VALIDATION) { id } }`, { ids: [participationId] });
    await o.ok(`mutation($ids: [ID!]!) { setParticipationsStatus(ids: $ids, status: CANCELLED_BY_ORGANIZER) { id } }`, { ids: [participationId] });
    const cancelled = await waitFor('the cancellation', async () => r.received.find((d) => d.headers['x-benevo-event'] === 'participation.cancelled'));
    expect(JSON.parse(cancelled.body).data).toMatchObject({ participationId: Number(participationId), validationStatus: 4 });
    expect(r.received.filter((d) => d.headers['x-benevo-event'] === 'participation.changed')).toEqual([]);
  });

  it('a public sign-up announces the new volunteer and the participation', async () => {
    const e = await publishedEvent(t);
    const r = await newReceiver();
    const { secret } = await createWebhook(e.o, { url: r.url, events: ['volunteer.created', 'participation.created'] });
    const input = person(e.uuid, [e.slots[0]]);
    // The organization's webhooks are read once per transaction (issue 19): the second announcement,
    // made while the sign-up holds its slot's lock, is served from the transaction's loader.
    const webhookReads: string[] = [];
    let answer: any;
    await countStatements(
      async () => {
        answer = await visitor(t).ok(SIGN_UP, { input });
      },
      (sql) => {
        // The list read by the transaction's loader (the delivery job's later look-up by id is not it).
        if (/FROM "webhook" "Webhook" WHERE \(\("Webhook"\."organization_id" IN/.test(sql)) webhookReads.push(sql);
      },
    );
    expect(webhookReads).toHaveLength(1);
    const participationId = Number(answer.signUp[0].id);
    await waitFor('two deliveries', async () => (r.received.length >= 2 ? true : undefined));
    const byEvent = Object.fromEntries(r.received.map((d) => [d.headers['x-benevo-event'] as string, JSON.parse(d.body)]));
    expect(byEvent['participation.created'].data).toMatchObject({ participationId, eventId: Number(e.eventId), timeSlotId: Number(e.slots[0]) });
    expect(byEvent['volunteer.created'].data).toEqual({ volunteerId: byEvent['participation.created'].data.volunteerId, source: 'signUp' });
    for (const d of r.received) {
      expect(verify(secret, d.headers['x-benevo-signature'] as string, d.body)).toBe(true);
      expect(d.body).not.toContain(input.email);
    }
  });

  it('announces nothing to a webhook deleted or switched off after the transaction read the list', async () => {
    const o = await organizer(t);
    const r = await newReceiver();
    const { webhook: gone } = await createWebhook(o, { url: r.url, events: ['participation.created'] });
    const { webhook: off } = await createWebhook(o, { url: r.url, events: ['participation.created'] });
    const { webhook: kept } = await createWebhook(o, { url: r.url, events: ['participation.created'] });
    const organizationId = o.organization.id;
    const queued = await withTransaction(serviceContext(t), async (tx) => {
      // The list is read first (as a sign-up does before waiting on a slot's lock)…
      expect(await tx.loaders.webhooks.activeByOrganization.load(organizationId)).toHaveLength(3);
      // …then, as other transactions could meanwhile, one webhook is deleted and one switched off.
      await tx.manager.query('DELETE FROM webhook WHERE id = $1', [Number(gone.id)]);
      await tx.manager.query('UPDATE webhook SET is_active = false WHERE id = $1', [Number(off.id)]);
      return webhooksService.emit(tx, organizationId, 'participation.created', { participationId: 1 });
    });
    expect(queued).toBe(1);
    const rows = await t.db.database.dataSource.query('SELECT webhook_id FROM webhook_delivery WHERE organization_id = $1', [organizationId]);
    expect(rows.map((row: { webhook_id: number }) => row.webhook_id)).toEqual([Number(kept.id)]);
  });

  it('an order placed with points is announced (no voucher codes)', async () => {
    const o = await shopOrganizer(t);
    const r = await newReceiver();
    await createWebhook(o, { url: r.url, events: ['order.placed'] });
    const p = await product(o, { price: 5, stock: 4 });
    const v = await richVolunteer(t, o, 20);
    const { placeOrder } = await o.ok(PLACE_ORDER, { token: v.token, productId: p.id, quantity: 2 });
    const [delivery] = await waitFor('the order', async () => (r.received.length > 0 ? r.received : undefined));
    expect(delivery.headers['x-benevo-event']).toBe('order.placed');
    expect(JSON.parse(delivery.body).data).toEqual({
      orderId: Number(placeOrder.id),
      volunteerId: Number(v.id),
      productId: Number(p.id),
      productName: 'T-shirt',
      quantity: 2,
      price: 10,
      status: 'awaiting_delivery',
    });
    expect(delivery.body).not.toContain(v.token);
  });

  it('a receiver answering 500 then 200 gets the same delivery twice; it ends succeeded after 2 attempts', async () => {
    const o = await organizer(t);
    const r = await newReceiver();
    r.statuses.push(500);
    const { secret, webhook } = await createWebhook(o, { url: r.url, events: ['volunteer.created'] });
    const sent = await o.ok(TEST, { id: webhook.id });
    expect(sent.testWebhook).toMatchObject({ event: 'ping', status: 'pending' });

    const [record] = await waitFor('success after a retry', async () => {
      const list = await deliveries(o, webhook.id);
      return list[0]?.status === 'succeeded' ? list : undefined;
    });
    expect(record).toMatchObject({ id: sent.testWebhook.id, event: 'ping', status: 'succeeded', attempts: 2, responseCode: 200, lastError: null });
    expect(r.received).toHaveLength(2);
    expect(r.received.map((d) => d.headers['x-benevo-delivery'])).toEqual([sent.testWebhook.id, sent.testWebhook.id]);
    expect(r.received[0].body).toBe(r.received[1].body);
    for (const d of r.received) expect(verify(secret, d.headers['x-benevo-signature'] as string, d.body)).toBe(true);
  });

  it('a receiver that keeps failing leaves the delivery failed with its last response code after JOB_ATTEMPTS', async () => {
    const o = await organizer(t);
    const r = await newReceiver();
    r.statuses.push(503, 503, 503, 503, 503, 503);
    const { webhook } = await createWebhook(o, { url: r.url, events: ['order.placed'] });
    await o.ok(TEST, { id: webhook.id });
    const [record] = await waitFor('the final failure', async () => {
      const list = await deliveries(o, webhook.id);
      return list[0]?.status === 'failed' ? list : undefined;
    });
    expect(record).toMatchObject({ status: 'failed', attempts: t.db.config.jobAttempts, responseCode: 503, lastError: 'receiver answered HTTP 503' });
    expect(r.received).toHaveLength(t.db.config.jobAttempts);
  });

  it('rotating the secret signs the next deliveries with the new one; a switched-off webhook gets no events', async () => {
    const o = await organizer(t);
    const r = await newReceiver();
    const { secret: first, webhook } = await createWebhook(o, { url: r.url, events: ['participation.created'] });
    const rotated = await o.ok(`mutation($id: ID!) { rotateWebhookSecret(id: $id) }`, { id: webhook.id });
    const second = rotated.rotateWebhookSecret as string;
    expect(second).not.toBe(first);
    await o.ok(TEST, { id: webhook.id });
    const [ping] = await waitFor('the ping', async () => (r.received.length > 0 ? r.received : undefined));
    expect(verify(second, ping.headers['x-benevo-signature'] as string, ping.body)).toBe(true);
    expect(verify(first, ping.headers['x-benevo-signature'] as string, ping.body)).toBe(false);

    const off = await o.ok(UPDATE, { id: webhook.id, input: { isActive: false } });
    expect(off.updateWebhook.isActive).toBe(false);
    const p = await planning(o);
    const v = await volunteer(t, o.organization.id);
    await o.ok(`mutation($input: [AddParticipationInput!]!) { addParticipations(input: $input) { id } }`, { input: [{ volunteerId: v.id, timeSlotId: p.slotA }] });
    const list = await deliveries(o, webhook.id);
    expect(list.map((d) => d.event)).toEqual(['ping']);

    const actions = await t.db.database.dataSource.query(`SELECT action, detail FROM audit_entry WHERE organization_id = $1 AND action LIKE 'webhook.%' ORDER BY id`, [o.organization.id]);
    expect(actions.map((a: { action: string }) => a.action)).toEqual(['webhook.created', 'webhook.changed', 'webhook.changed']);
    expect(JSON.stringify(actions)).not.toContain(second);
  });

  it('another organization cannot list, see, change, test or delete a webhook or its deliveries', async () => {
    const o = await organizer(t);
    const other = await organizer(t);
    const r = await newReceiver();
    const { webhook } = await createWebhook(o, { url: r.url, events: ['participation.created'] });
    await o.ok(TEST, { id: webhook.id });

    expect((await other.ok(`{ webhooks { id } }`)).webhooks).toEqual([]);
    for (const [query, variables] of [
      [DELIVERIES, { id: webhook.id }],
      [UPDATE, { id: webhook.id, input: { isActive: false } }],
      [TEST, { id: webhook.id }],
      [`mutation($id: ID!) { deleteWebhook(id: $id) }`, { id: webhook.id }],
      [`mutation($id: ID!) { rotateWebhookSecret(id: $id) }`, { id: webhook.id }],
    ] as const) {
      const answer = await other.call(query, variables);
      expect(answer.errors?.[0]).toMatchObject({ message: "Ce webhook n'existe pas", extensions: { code: 'NOT_FOUND' } });
    }
    const csrf = csrfOf(other.agent, t.server.url);
    expect((await other.agent.get('/apis/organizer/v1/webhooks/')).body).toEqual([]);
    expect((await other.agent.get(`/apis/organizer/v1/webhooks/${webhook.id}/`)).status).toBe(404);
    expect((await other.agent.get(`/apis/organizer/v1/webhooks/${webhook.id}/deliveries/`)).status).toBe(404);
    expect((await other.agent.post(`/apis/organizer/v1/webhooks/${webhook.id}/test/`).set('X-CSRFToken', csrf)).status).toBe(404);
    expect((await other.agent.delete(`/apis/organizer/v1/webhooks/${webhook.id}/`).set('X-CSRFToken', csrf)).status).toBe(404);
    expect((await o.ok(`{ webhooks { id isActive } }`)).webhooks).toEqual([{ id: webhook.id, isActive: true }]);
  });

  it('the facade lists, creates, changes, tests and deletes; bad input answers field errors', async () => {
    const o = await organizer(t);
    const r = await newReceiver();
    const csrf = csrfOf(o.agent, t.server.url);
    const bad = async (body: Record<string, unknown>) => (await o.agent.post('/apis/organizer/v1/webhooks/').set('X-CSRFToken', csrf).send(body)).body;
    expect(await bad({ url: 'ftp://example.org/x', events: ['order.placed'] })).toEqual({ url: ['Entrez une adresse web complète (http:// ou https://)'] });
    expect(await bad({ url: 'javascript:alert(1)', events: ['order.placed'] })).toEqual({ url: ['Entrez une adresse web complète (http:// ou https://)'] });
    expect(await bad({ url: r.url, events: [] })).toEqual({ events: ['Choisissez au moins un événement'] });
    expect(await bad({ url: r.url, events: ['order.deleted'] })).toEqual({ events: ['Événement inconnu'] });

    const created = await o.agent.post('/apis/organizer/v1/webhooks/').set('X-CSRFToken', csrf).send({ url: r.url, events: ['order.placed', 'volunteer.created'] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ url: r.url, events: ['volunteer.created', 'order.placed'], isActive: true });
    expect(created.body.secret).toMatch(/^whsec_/);
    const id = created.body.id as number;
    const listed = await o.agent.get('/apis/organizer/v1/webhooks/');
    expect(listed.body).toEqual([expect.not.objectContaining({ secret: expect.anything() })]);
    const patched = await o.agent.patch(`/apis/organizer/v1/webhooks/${id}/`).set('X-CSRFToken', csrf).send({ events: ['campaignRegistration.created'], description: 'CRM' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ events: ['campaignRegistration.created'], description: 'CRM' });
    const tested = await o.agent.post(`/apis/organizer/v1/webhooks/${id}/test/`).set('X-CSRFToken', csrf);
    expect(tested.status).toBe(201);
    await waitFor('the ping', async () => (r.received.length > 0 ? true : undefined));
    const delivered = await waitFor('the record', async () => {
      const res = await o.agent.get(`/apis/organizer/v1/webhooks/${id}/deliveries/`);
      return res.body[0]?.status === 'succeeded' ? res.body : undefined;
    });
    expect(delivered[0]).toMatchObject({ id: tested.body.id, event: 'ping', attempts: 1, responseCode: 200 });
    const removed = await o.agent.delete(`/apis/organizer/v1/webhooks/${id}/`).set('X-CSRFToken', csrf);
    expect(removed.status).toBe(204);
    expect((await o.agent.get('/apis/organizer/v1/webhooks/')).body).toEqual([]);
    const [{ count }] = await t.db.database.dataSource.query(`SELECT COUNT(*)::int AS count FROM webhook_delivery WHERE webhook_id = $1`, [id]);
    expect(count).toBe(0);
  });

  it('refuses private and loopback targets when they are not allowed (production default)', async () => {
    for (const url of ['http://127.0.0.1:8080/', 'http://localhost/', 'http://10.0.0.5/', 'http://192.168.1.1/', 'http://169.254.169.254/latest', 'http://[::1]/', 'http://[::ffff:127.0.0.1]/', 'http://0.0.0.0/']) {
      expect([url, await checkWebhookUrl(url, false)]).toEqual([url, 'private']);
    }
    expect(await checkWebhookUrl('https://93.184.216.34/hook', false)).toBeNull();
    expect(await checkWebhookUrl('http://127.0.0.1:8080/', true)).toBeNull();
    expect(await checkWebhookUrl('file:///etc/passwd', true)).toBe('invalid');
    expect(isPrivateAddress('172.20.1.1')).toBe(true);
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
    const r = await newReceiver();
    await expect(postJson(r.url, '{}', {}, false)).rejects.toThrow(/not allowed/);
    expect(r.received).toHaveLength(0);
    await expect(postJson(r.url, '{}', {}, true)).resolves.toEqual({ status: 200 });
  });
});
