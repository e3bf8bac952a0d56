import { organizer } from '../events/fixtures';
import { gql, startTestApp, type TestApp } from '../harness';
import { participation, planning, volunteer } from '../participations/fixtures';
import { CANCEL_SLOTS, CREATE_MANAGER, MANAGER_EVENT, MANAGER_LOGIN, PASSWORD, SET_PASSWORD, UPDATE_MANAGER, createManager, invitationToken, signIn } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_RATE_LIMIT: '3' });
});
afterAll(() => t.close());

const login = (email: string, organizationId: number, password: string) =>
  gql(t.agent(), t.server.url, MANAGER_LOGIN, { email, password, organizationId: String(organizationId) });

describe('managers hold against misuse', () => {
  it('keeps counting guesses against one organization whatever succeeds in another', async () => {
    const victim = await organizer(t);
    const attacker = await organizer(t);
    const p = await planning(victim);
    const own = await planning(attacker);
    const email = `cible${Date.now()}@example.org`;
    await createManager(victim, [p.eventId], email);
    // The attacker makes a manager of the same address in its own organization, with a known password.
    await createManager(attacker, [own.eventId], email);
    const codes: Array<string | undefined> = [];
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 2; i += 1) codes.push((await login(email, victim.organization.id, `guess-${round}-${i}`)).errors?.[0].extensions?.code);
      expect((await login(email, attacker.organization.id, PASSWORD)).errors).toBeUndefined();
    }
    expect(codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'TOO_MANY_REQUESTS']);
  });

  it('lets a manager cancel slots only when the organizer allows it', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const v = await volunteer(t, o.organization.id);
    const id = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: v });
    const m = await createManager(o, [p.eventId], `lecture${Date.now()}@example.org`, false);
    const client = await signIn(t, m.email, o.organization.id);
    expect((await client.call(MANAGER_EVENT, { eventId: p.eventId })).data?.managerEvent.canCancelSlots).toBe(false);
    const refused = await client.call(CANCEL_SLOTS, { eventId: p.eventId, ids: [id] });
    expect(refused.errors?.[0]).toMatchObject({ message: "L'organisateur ne vous a pas autorisé à annuler des inscriptions", extensions: { code: 'FORBIDDEN' } });
    const [{ validation_status }] = await t.db.database.dataSource.query('SELECT validation_status FROM participation WHERE id = $1', [Number(id)]);
    expect(validation_status).toBe(6);
  });

  it('ends a pending invitation when the organizer changes the address', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    const first = `premier${Date.now()}@example.org`;
    const { createManager: m } = await o.ok(CREATE_MANAGER, { input: { email: first, eventIds: [p.eventId], sendInvitation: true } });
    const token = await invitationToken(t, first);
    await o.ok(UPDATE_MANAGER, { id: m.id, input: { email: `corrige${Date.now()}@example.org`, eventIds: [p.eventId] } });
    const answer = await gql(t.agent(), t.server.url, SET_PASSWORD, { token, password: 'chosen-password' });
    expect(answer.errors?.[0].extensions?.code).toBeDefined();
  });

  it('never sends the credentials of a query back in the page links', async () => {
    const o = await organizer(t);
    const p = await planning(o);
    for (let i = 0; i < 2; i += 1) await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: await volunteer(t, o.organization.id) });
    const m = await createManager(o, [p.eventId], `pages${Date.now()}@example.org`);
    const res = await t
      .agent()
      .get(`/apis/organizer/v1/events/${p.eventId}/participations2/`)
      .query({ email: m.email, password: PASSWORD, page: 1, page_size: 1 });
    expect(res.status).toBe(200);
    expect(res.body.next).toMatch(/page=2/);
    expect(JSON.stringify(res.body)).not.toContain(PASSWORD);
  });
});
