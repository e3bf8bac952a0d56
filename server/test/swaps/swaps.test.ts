import { organizer } from '../events/fixtures';
import { startTestApp, type TestApp } from '../harness';
import { withTransaction } from '../../src/context';
import { swapsService } from '../../src/modules/swaps/swaps.service';
import { participation, serviceContext, volunteer } from '../participations/fixtures';
import {
  APPROVE,
  asVolunteer,
  balanceOf,
  configure,
  MY_SWAPS,
  mailsTo,
  OFFER,
  participationsOn,
  PENDING,
  REFUSE,
  sql,
  swapWorld,
  TAKE,
  WITHDRAW,
} from './fixtures';

/**
 * Shift swaps (issue 17): offers to the event's volunteers or a named colleague, takes under a sign-up's
 * rules, the organizer's approval, one transaction with points and mails, and no access to another
 * volunteer's offers or shifts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const swapStatus = async (id: string) => (await sql(t, `SELECT status FROM shift_swap WHERE id = $1`, [Number(id)]))[0]?.status;

describe('offering a shift', () => {
  it('is refused while the event has swaps off, and for a group or a shift that is not accepted', async () => {
    const w = await swapWorld(t);
    const v = asVolunteer(t);
    await configure(t, w.p.eventId, { enableShiftSwaps: false });
    const off = await v(OFFER, { token: w.alice.token, participationId: w.aliceShift });
    expect(off.errors?.[0]).toMatchObject({ message: "Les échanges de tranches horaires ne sont pas activés pour cet événement", extensions: { code: 'CONFLICT' } });
    expect((await v(MY_SWAPS, { token: w.alice.token })).data?.mySwaps.swappableParticipationIds).toEqual([]);
    await configure(t, w.p.eventId, { enableShiftSwaps: true });
    const group = await participation(t, w.o, { eventId: w.p.eventId, slotId: w.p.slotB, volunteer: w.alice, nb: 2 });
    expect((await v(OFFER, { token: w.alice.token, participationId: group })).errors?.[0].message).toBe(
      'Une inscription de groupe ne peut pas être proposée à un échange',
    );
    const pending = await participation(t, w.o, { eventId: w.p.eventId, slotId: w.p.slotD, volunteer: w.alice, status: 0 });
    expect((await v(OFFER, { token: w.alice.token, participationId: pending })).errors?.[0].message).toBe(
      'Seule une inscription acceptée peut être proposée à un échange',
    );
    expect((await v(MY_SWAPS, { token: w.alice.token })).data?.mySwaps.swappableParticipationIds).toEqual([w.aliceShift]);
    expect(Number((await sql(t, `SELECT COUNT(*) AS n FROM shift_swap`))[0].n)).toBe(0);
  });

  it("shows an open offer to the event's volunteers only, and never twice", async () => {
    const w = await swapWorld(t);
    const v = asVolunteer(t);
    const { data } = await v(OFFER, { token: w.alice.token, participationId: w.aliceShift });
    expect(data?.offerShiftSwap).toMatchObject({ status: 'open', named: false, mine: true, offeredByName: 'Alice Martin', positionName: 'Bar' });
    const again = await v(OFFER, { token: w.alice.token, participationId: w.aliceShift });
    expect(again.errors?.[0]).toMatchObject({ message: 'Cette tranche horaire est déjà proposée à un échange', extensions: { code: 'CONFLICT' } });

    const bobs = (await v(MY_SWAPS, { token: w.bob.token })).data?.mySwaps;
    expect(bobs.available).toHaveLength(1);
    // Another volunteer's name is shortened; no address.
    expect(bobs.available[0]).toMatchObject({ id: data?.offerShiftSwap.id, offeredByName: 'Alice M.', mine: false, targetEmail: null, offeredByEmail: null });
    expect((await v(MY_SWAPS, { token: w.carol.token })).data?.mySwaps.available).toEqual([]);
    const alices = (await v(MY_SWAPS, { token: w.alice.token })).data?.mySwaps;
    expect(alices.available).toEqual([]);
    expect(alices.mine.map((s: any) => s.id)).toEqual([data?.offerShiftSwap.id]);
    expect(alices.swappableParticipationIds).toEqual([]);
    // Carol is not of the event: the offer is not hers to take (same answer as an unknown id).
    const carolTakes = await v(TAKE, { token: w.carol.token, id: data?.offerShiftSwap.id });
    expect(carolTakes.errors?.[0]).toMatchObject({ message: "Cet échange n'existe pas", extensions: { code: 'NOT_FOUND' } });
  });

  it('names a colleague of the organization, who alone sees it and gets a mail with their portal link', async () => {
    const w = await swapWorld(t);
    const v = asVolunteer(t);
    const unknown = await v(OFFER, { token: w.alice.token, participationId: w.aliceShift, targetEmail: 'nobody@example.org' });
    expect(unknown.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { targetEmail: ["Aucun bénévole de l'organisation n'a cette adresse e-mail"] } });
    const bad = await v(OFFER, { token: w.alice.token, participationId: w.aliceShift, targetEmail: 'not-an-address' });
    expect(bad.errors?.[0].extensions?.fieldErrors).toEqual({ targetEmail: ['Entrez une adresse e-mail valide'] });
    const self = await v(OFFER, { token: w.alice.token, participationId: w.aliceShift, targetEmail: w.alice.email.toUpperCase() });
    expect(self.errors?.[0].extensions?.fieldErrors).toEqual({ targetEmail: ['Indiquez l’adresse e-mail de quelqu’un d’autre'] });
    // Another organization's volunteer with that address is no colleague.
    const other = await organizer(t);
    const stranger = await volunteer(t, other.organization.id, { email: 'stranger@example.org' });
    const foreign = await v(OFFER, { token: w.alice.token, participationId: w.aliceShift, targetEmail: stranger.email });
    expect(foreign.errors?.[0].extensions?.fieldErrors).toEqual({ targetEmail: ["Aucun bénévole de l'organisation n'a cette adresse e-mail"] });
    expect(Number((await sql(t, `SELECT COUNT(*) AS n FROM shift_swap WHERE participation_id = $1`, [Number(w.aliceShift)]))[0].n)).toBe(0);

    const { data } = await v(OFFER, { token: w.alice.token, participationId: w.aliceShift, targetEmail: ` ${w.carol.email.toUpperCase()} ` });
    expect(data?.offerShiftSwap).toMatchObject({ named: true, targetEmail: w.carol.email });
    const [mail] = await mailsTo(t, w.carol.email);
    expect(mail.subject).toBe('Alice M. vous propose de reprendre sa tranche horaire : Fête du lac');
    expect(mail.text).toContain(`/portal/t/${w.carol.token}`);
    expect(mail.text).toContain('- Bar: ');
    // Bob takes part in the event but the offer is Carol's.
    expect((await v(MY_SWAPS, { token: w.bob.token })).data?.mySwaps.available).toEqual([]);
    expect((await v(TAKE, { token: w.bob.token, id: data?.offerShiftSwap.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const carols = (await v(MY_SWAPS, { token: w.carol.token })).data?.mySwaps.available;
    expect(carols).toHaveLength(1);
    expect(carols[0].targetEmail).toBe(w.carol.email);
  });
  it('limits the addresses a volunteer may try (an answer tells whether an address belongs to the organization)', async () => {
    const w = await swapWorld(t);
    const v = asVolunteer(t);
    const answers = [];
    for (let i = 0; i < 11; i += 1) {
      answers.push(await v(OFFER, { token: w.alice.token, participationId: w.aliceShift, targetEmail: `guess${i}@example.org` }));
    }
    expect(answers.slice(0, 10).every((a) => a.errors?.[0].extensions?.code === 'BAD_USER_INPUT')).toBe(true);
    expect(answers[10].errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    // Another volunteer is not held back.
    const bobShift = (await participationsOn(t, w.p.slotD)).find((p) => p.volunteerId === Number(w.bob.id))!.id;
    const bobs = await v(OFFER, { token: w.bob.token, participationId: String(bobShift), targetEmail: 'guess@example.org' });
    expect(bobs.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('taking a shift', () => {
  it('moves the place, the points and the mails in one go; the offerer keeps nothing', async () => {
    const w = await swapWorld(t);
    const v = asVolunteer(t);
    expect(await balanceOf(t, w.alice.id)).toBe(20);
    const { data } = await v(OFFER, { token: w.alice.token, participationId: w.aliceShift });
    const taken = await v(TAKE, { token: w.bob.token, id: data?.offerShiftSwap.id });
    expect(taken.errors).toBeUndefined();
    expect(taken.data?.takeShiftSwap).toMatchObject({ status: 'done', takenByMe: true, takerName: 'Bob Keller', offeredByName: 'Alice M.' });

    const onSlot = await participationsOn(t, w.p.slotA);
    expect(onSlot).toEqual([
      { id: Number(w.aliceShift), volunteerId: Number(w.alice.id), status: 5, email: w.alice.email },
      { id: expect.any(Number), volunteerId: Number(w.bob.id), status: 6, email: w.bob.email },
    ]);
    // Points follow the shift: Alice's 20 go back, Bob earns them.
    expect(await balanceOf(t, w.alice.id)).toBe(0);
    expect(await balanceOf(t, w.bob.id)).toBe(20);
    // No waiting-list offer, no "cancelled" notice: the place went to Bob.
    expect((await mailsTo(t, w.alice.email)).map((m) => m.subject)).toEqual(['Inscription confirmée : Fête du lac', 'Votre tranche horaire a été reprise : Fête du lac']);
    expect((await mailsTo(t, w.bob.email)).map((m) => m.subject)).toEqual(['Tranche horaire reprise : Fête du lac']);
    expect((await mailsTo(t, w.bob.email))[0].text).toContain('de Alice M.');
    // Webhook-free organization: nothing else to check there; the offer is done for everyone.
    expect((await v(TAKE, { token: w.bob.token, id: data?.offerShiftSwap.id })).errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    const alices = (await v(MY_SWAPS, { token: w.alice.token })).data?.mySwaps;
    expect(alices.mine[0]).toMatchObject({ status: 'done', takerName: 'Bob K.' });
  });

  it("announces both participations to the organization's webhooks", async () => {
    const w = await swapWorld(t);
    const v = asVolunteer(t);
    await w.o.ok(`mutation($input: WebhookInput!) { createWebhook(input: $input) { secret } }`, {
      input: { url: 'https://hooks.example.org/benevo', events: ['participation.created', 'participation.cancelled'] },
    });
    const { data } = await v(OFFER, { token: w.alice.token, participationId: w.aliceShift });
    expect((await v(TAKE, { token: w.bob.token, id: data?.offerShiftSwap.id })).errors).toBeUndefined();
    const rows = await sql(t, `SELECT event, payload FROM webhook_delivery WHERE organization_id = $1 ORDER BY id`, [w.o.organization.id]);
    const payloads = rows.map((row: any) => ({ event: row.event, ...(typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) }));
    expect(payloads).toEqual([
      expect.objectContaining({ event: 'participation.cancelled', participationId: Number(w.aliceShift), validationStatus: 5, change: 'swap' }),
      expect.objectContaining({ event: 'participation.created', volunteerId: Number(w.bob.id), validationStatus: 6, change: 'swap', swappedFrom: Number(w.aliceShift) }),
    ]);
  });

  it('refuses a taker the rules of a sign-up refuse (category, overlap), writing nothing', async () => {
    const w = await swapWorld(t);
    const v = asVolunteer(t);
    const [{ id: staff }] = await sql(t, `INSERT INTO volunteer_category (organization_id, name) VALUES ($1, 'Staff') RETURNING id`, [w.o.organization.id]);
    await w.o.ok(`mutation($input: RegistrationRuleInput!) { createRegistrationRule(input: $input) { id } }`, {
      input: { eventId: w.p.eventId, positionId: w.p.bar, categoryId: String(staff) },
    });
    const { data } = await v(OFFER, { token: w.alice.token, participationId: w.aliceShift });
    const id = data?.offerShiftSwap.id;
    const refused = await v(TAKE, { token: w.bob.token, id });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { slotIds: ['Cette mission est réservée à certaines catégories de bénévoles'] } });

    // A volunteer of the right category, but already on an overlapping slot (kitchen 11:00-13:00).
    const dan = await volunteer(t, w.o.organization.id, { first_name: 'Dan' });
    await sql(t, `INSERT INTO volunteer_category_member (volunteer_id, category_id) VALUES ($1, $2)`, [Number(dan.id), staff]);
    await participation(t, w.o, { eventId: w.p.eventId, slotId: w.p.slotC, volunteer: dan });
    const overlap = await v(TAKE, { token: dan.token, id });
    expect(overlap.errors?.[0].extensions?.fieldErrors).toEqual({ slotIds: ['Vous êtes déjà inscrit sur une tranche horaire qui chevauche celle-ci'] });

    expect(await swapStatus(id)).toBe('open');
    expect((await participationsOn(t, w.p.slotA)).map((p) => [p.volunteerId, p.status])).toEqual([[Number(w.alice.id), 6]]);
    expect(await balanceOf(t, w.alice.id)).toBe(20);

    // Once in the category and free, Dan may take it.
    await sql(t, `DELETE FROM participation WHERE volunteer_id = $1`, [Number(dan.id)]);
    await participation(t, w.o, { eventId: w.p.eventId, slotId: w.p.slotD, volunteer: dan });
    expect((await v(TAKE, { token: dan.token, id })).data?.takeShiftSwap.status).toBe('done');
  });

  it("refuses, writing nothing, when the offerer already spent the shift's points (as their own cancellation would)", async () => {
    const w = await swapWorld(t);
    const v = asVolunteer(t);
    await w.o.ok(`mutation($volunteerId: ID!, $points: Float!, $reason: String!) { adjustPoints(volunteerId: $volunteerId, points: $points, reason: $reason) { id } }`, {
      volunteerId: w.alice.id,
      points: -15,
      reason: 'Repas',
    });
    const { data } = await v(OFFER, { token: w.alice.token, participationId: w.aliceShift });
    const refused = await v(TAKE, { token: w.bob.token, id: data?.offerShiftSwap.id });
    expect(refused.errors?.[0]).toMatchObject({ message: "Vous avez déjà dépensé les points de cette tranche horaire : contactez l'organisation pour l'annuler" });
    expect(await swapStatus(data?.offerShiftSwap.id)).toBe('open');
    expect((await participationsOn(t, w.p.slotA)).map((p) => [p.volunteerId, p.status])).toEqual([[Number(w.alice.id), 6]]);
    expect([await balanceOf(t, w.alice.id), await balanceOf(t, w.bob.id)]).toEqual([5, 0]);
    expect(await mailsTo(t, w.bob.email)).toEqual([]);
  });

  it('refuses when the slot has no room left for the taker (the organizer lowered its places)', async () => {
    const w = await swapWorld(t);
    const v = asVolunteer(t);
    const eve = await volunteer(t, w.o.organization.id);
    await participation(t, w.o, { eventId: w.p.eventId, slotId: w.p.slotA, volunteer: eve });
    await sql(t, `UPDATE time_slot SET required_volunteer_count = 1 WHERE id = $1`, [Number(w.p.slotA)]);
    const { data } = await v(OFFER, { token: w.alice.token, participationId: w.aliceShift });
    const full = await v(TAKE, { token: w.bob.token, id: data?.offerShiftSwap.id });
    expect(full.errors?.[0]).toMatchObject({ message: 'Cette tranche horaire est complète', extensions: { code: 'CONFLICT' } });
    expect(await swapStatus(data?.offerShiftSwap.id)).toBe('open');
  });
});

describe("the organizer's approval", () => {
  it('holds the swap until approved, then moves the shift; a second taker finds it taken', async () => {
    const w = await swapWorld(t, { shiftSwapApproval: true });
    const v = asVolunteer(t);
    const dan = await volunteer(t, w.o.organization.id);
    await participation(t, w.o, { eventId: w.p.eventId, slotId: w.p.slotD, volunteer: dan });
    const { data } = await v(OFFER, { token: w.alice.token, participationId: w.aliceShift });
    const id = data?.offerShiftSwap.id;
    const taken = await v(TAKE, { token: w.bob.token, id });
    expect(taken.data?.takeShiftSwap).toMatchObject({ status: 'pending_approval', approvalRequired: true });
    expect((await participationsOn(t, w.p.slotA)).map((p) => [p.volunteerId, p.status])).toEqual([[Number(w.alice.id), 6]]);
    expect((await mailsTo(t, w.bob.email)).map((m) => m.subject)).toEqual(['Échange en attente de validation : Fête du lac']);
    expect((await mailsTo(t, 'contact@fete.example.org')).map((m) => m.subject)).toContain('Échange à valider : Fête du lac');
    expect((await v(TAKE, { token: dan.token, id })).errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    // The offerer cannot withdraw it any more.
    expect((await v(WITHDRAW, { token: w.alice.token, id })).errors?.[0].extensions?.code).toBe('CONFLICT');

    const { pendingSwaps } = await w.o.ok(PENDING, { eventId: w.p.eventId });
    expect(pendingSwaps).toEqual([
      expect.objectContaining({ id, offeredByName: 'Alice Martin', offeredByEmail: w.alice.email, takerName: 'Bob Keller', takerEmail: w.bob.email }),
    ]);
    // Another organization's organizer: unknown swap.
    const stranger = await organizer(t);
    expect((await stranger.ok(PENDING)).pendingSwaps).toEqual([]);
    expect((await stranger.call(APPROVE, { id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await v(APPROVE, { id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const { approveSwap } = await w.o.ok(APPROVE, { id });
    expect(approveSwap).toMatchObject({ status: 'done', decidedAt: expect.any(String) });
    expect((await participationsOn(t, w.p.slotA)).map((p) => [p.volunteerId, p.status])).toEqual([
      [Number(w.alice.id), 5],
      [Number(w.bob.id), 6],
    ]);
    expect(await balanceOf(t, w.bob.id)).toBe(20);
    expect(await balanceOf(t, w.alice.id)).toBe(0);
    expect((await w.o.ok(PENDING)).pendingSwaps).toEqual([]);
    expect((await w.o.call(APPROVE, { id })).errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('refuses a swap with a reason told to both; nothing moves and the shift may be offered again', async () => {
    const w = await swapWorld(t, { shiftSwapApproval: true });
    const v = asVolunteer(t);
    const { data } = await v(OFFER, { token: w.alice.token, participationId: w.aliceShift });
    const id = data?.offerShiftSwap.id;
    await v(TAKE, { token: w.bob.token, id });
    const tooLong = await w.o.call(REFUSE, { id, message: 'x'.repeat(1001) });
    expect(tooLong.errors?.[0].extensions?.fieldErrors).toEqual({ message: ['Au maximum 1000 caractères'] });
    const { refuseSwap } = await w.o.ok(REFUSE, { id, message: 'Bob est déjà au bar le soir' });
    expect(refuseSwap).toMatchObject({ status: 'refused', decisionMessage: 'Bob est déjà au bar le soir' });
    for (const address of [w.alice.email, w.bob.email]) {
      const refused = (await mailsTo(t, address)).find((m) => m.subject === 'Échange refusé : Fête du lac');
      expect(refused?.text).toContain('Motif : Bob est déjà au bar le soir');
    }
    expect((await participationsOn(t, w.p.slotA)).map((p) => [p.volunteerId, p.status])).toEqual([[Number(w.alice.id), 6]]);
    expect((await v(MY_SWAPS, { token: w.alice.token })).data?.mySwaps.swappableParticipationIds).toEqual([w.aliceShift]);
    expect((await v(OFFER, { token: w.alice.token, participationId: w.aliceShift })).data?.offerShiftSwap.status).toBe('open');
  });
});

describe("another volunteer's ids", () => {
  it('cannot offer, withdraw or take with ids that are not theirs (NOT_FOUND, as an unknown id)', async () => {
    const w = await swapWorld(t);
    const v = asVolunteer(t);
    const bobShift = (await participationsOn(t, w.p.slotD)).find((p) => p.volunteerId === Number(w.bob.id))!.id;
    // Bob offers Alice's shift: not his.
    const stolen = await v(OFFER, { token: w.bob.token, participationId: w.aliceShift });
    expect(stolen.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    const unknown = await v(OFFER, { token: w.bob.token, participationId: '999999' });
    expect(unknown.errors?.[0].message).toBe(stolen.errors?.[0].message);
    const { data } = await v(OFFER, { token: w.alice.token, participationId: w.aliceShift });
    const id = data?.offerShiftSwap.id;
    // Bob withdraws Alice's offer: not his.
    const withdraw = await v(WITHDRAW, { token: w.bob.token, id });
    expect(withdraw.errors?.[0]).toMatchObject({ message: "Cet échange n'existe pas", extensions: { code: 'NOT_FOUND' } });
    expect((await v(WITHDRAW, { token: w.bob.token, id: '999999' })).errors?.[0].message).toBe(withdraw.errors?.[0].message);
    // Alice cannot take her own offer.
    expect((await v(TAKE, { token: w.alice.token, id })).errors?.[0].message).toBe('Vous ne pouvez pas reprendre votre propre tranche horaire');
    // A volunteer of another organization with a shift in an event of theirs: the swap is not found.
    const other = await swapWorld(t);
    expect((await v(TAKE, { token: other.bob.token, id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await v(MY_SWAPS, { token: other.bob.token })).data?.mySwaps.available).toEqual([]);
    // A wrong token.
    expect((await v(TAKE, { token: 'x'.repeat(32), id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await swapStatus(id)).toBe('open');
    // Bob's own shift is his to offer; Alice withdraws hers.
    expect((await v(OFFER, { token: w.bob.token, participationId: String(bobShift) })).errors).toBeUndefined();
    expect((await v(WITHDRAW, { token: w.alice.token, id })).data?.withdrawShiftSwap.status).toBe('cancelled');
    expect((await v(MY_SWAPS, { token: w.bob.token })).data?.mySwaps.available).toEqual([]);
  });

  it('hides an offer whose shift the offerer cancelled meanwhile, and refuses to take it', async () => {
    const w = await swapWorld(t);
    const v = asVolunteer(t);
    const { data } = await v(OFFER, { token: w.alice.token, participationId: w.aliceShift });
    const cancel = await v(`mutation($token: String!, $id: ID!) { cancelMyParticipation(token: $token, id: $id) { id } }`, { token: w.alice.token, id: w.aliceShift });
    expect(cancel.errors).toBeUndefined();
    expect((await v(MY_SWAPS, { token: w.bob.token })).data?.mySwaps.available).toEqual([]);
    expect((await v(TAKE, { token: w.bob.token, id: data?.offerShiftSwap.id })).errors?.[0].message).toBe(
      "Cette tranche horaire n'est plus disponible pour un échange",
    );
    expect((await v(MY_SWAPS, { token: w.alice.token })).data?.mySwaps.mine[0]).toMatchObject({ status: 'open', shiftAvailable: false });
  });
});

describe('REST twins', () => {
  it('lists, offers and takes with ?token= or the X-Volunteer-Token header; the organizer approves', async () => {
    const w = await swapWorld(t, { shiftSwapApproval: true });
    const api = '/apis/organizer/v1';
    const agent = t.agent();
    const offered = await agent.post(`${api}/volunteers/swaps/?token=${w.alice.token}`).send({ participation: Number(w.aliceShift) });
    expect(offered.status).toBe(201);
    expect(offered.body).toMatchObject({ status: 'open', participationId: Number(w.aliceShift) });
    const listed = await agent.get(`${api}/volunteers/swaps/`).set('X-Volunteer-Token', w.bob.token);
    expect(listed.status).toBe(200);
    expect(listed.body.available.map((s: any) => s.id)).toEqual([offered.body.id]);
    const notMine = await agent.post(`${api}/volunteers/swaps/${offered.body.id}/withdraw/?token=${w.bob.token}`);
    expect(notMine.status).toBe(404);
    const taken = await agent.post(`${api}/volunteers/swaps/${offered.body.id}/take/`).set('X-Volunteer-Token', w.bob.token);
    expect(taken.status).toBe(200);
    expect(taken.body.status).toBe('pending_approval');
    expect((await t.agent().get(`${api}/swaps/pending/`)).status).toBe(401);
    const pending = await w.o.agent.get(`${api}/swaps/pending/?event=${w.p.eventId}`);
    expect(pending.body.map((s: any) => s.id)).toEqual([offered.body.id]);
    const csrf = w.o.agent.jar.getCookie('csrftoken', { domain: new URL(t.server.url).hostname, path: '/', secure: false, script: true })!.value;
    const approved = await w.o.agent.post(`${api}/swaps/${offered.body.id}/approve/`).set('X-CSRFToken', csrf);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'done', takerEmail: w.bob.email });
    const missing = await w.o.agent.post(`${api}/swaps/999999/refuse/`).set('X-CSRFToken', csrf).send({ message: 'non' });
    expect(missing.status).toBe(404);
  });
});

describe('erasure (privacy)', () => {
  it('forgetVolunteer withdraws the live swaps of a volunteer and keeps no address of theirs', async () => {
    const w = await swapWorld(t);
    const v = asVolunteer(t);
    const named = (await v(OFFER, { token: w.alice.token, participationId: w.aliceShift, targetEmail: w.carol.email })).data?.offerShiftSwap.id;
    await withTransaction(serviceContext(t), (tx) => swapsService.forgetVolunteer(tx, w.o.organization.id, Number(w.carol.id), w.carol.email));
    const [row] = await sql(t, 'SELECT status, target_email FROM shift_swap WHERE id = $1', [Number(named)]);
    expect(row).toEqual({ status: 'cancelled', target_email: null });
    expect(JSON.stringify(await sql(t, 'SELECT * FROM shift_swap'))).not.toContain(w.carol.email);
  });
});
