import { loadConfig } from '../../src/config';
import { withTransaction } from '../../src/context';
import { jobContext } from '../../src/jobs/job-context';
import { waitingListService } from '../../src/modules/waiting-list/waiting-list.service';
import { organizer } from '../events/fixtures';
import { startTestApp, type TestApp } from '../harness';
import { waitFor } from '../jobs/wait';
import { mailsTo } from '../mails';
import { SIGN_UP, at, errorOf, person, publishedEvent, rows, visitor, type PublishedEvent } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'http://benevo.example', WAITING_LIST_OFFER_HOURS: '2' });
});
afterAll(() => t.close());

const OFFER = `query($token: String!) { waitingListOffer(token: $token) { status expiresAt eventName positionName startTime endTime firstName } }`;
const CONFIRM = `mutation($token: String!) { confirmWaitingListOffer(token: $token) { id nbParticipants validationStatus } }`;
const DECLINE = `mutation($token: String!) { declineWaitingListOffer(token: $token) }`;
const SLOT_LIST = `query($id: ID!) { slotWaitingList(timeSlotId: $id) { id rank status firstName nbParticipants positionName eventName timeSlot { id } } }`;
const EVENT_LIST = `query($id: ID!) { eventWaitingList(eventId: $id) { id rank status timeSlot { id startTime } } }`;
const REORDER = `mutation($slot: ID!, $ids: [ID!]!) { reorderWaitingList(timeSlotId: $slot, entryIds: $ids) { id rank } }`;
const REMOVE = `mutation($id: ID!) { removeWaitingListEntry(id: $id) }`;

interface EntryRow {
  id: number;
  rank: number;
  status: string;
  offer_token: string | null;
  offer_expires_at: Date | null;
  nb_participants: number;
  email: string;
}

const entries = (slotId: string) =>
  rows<EntryRow>(t, `SELECT id, rank, status, offer_token, offer_expires_at, nb_participants, email FROM waiting_list_entry WHERE time_slot_id = $1 ORDER BY rank`, [
    Number(slotId),
  ]);

/** Frees places as a cancellation does (status to CANCELLED_BY_ORGANIZER), then offers them. */
async function cancelAndOffer(participationId: string | number, slotId: string) {
  const ctx = { ...jobContext(t.db.config, t.db.database.dataSource, t.server.services.logger, 0), app: t.server.services };
  await withTransaction(ctx, async (tx) => {
    await tx.manager.query(`UPDATE participation SET validation_status = 4 WHERE id = $1`, [Number(participationId)]);
    await waitingListService.offerFreedPlaces(tx, [Number(slotId)]);
  });
}

/** A slot of `places` places, full (one sign-up each), and waiting sign-ups of the given group sizes. */
async function fullSlotWithWaiting(places: number, waiting: number[], configuration: Record<string, unknown> = {}) {
  const e = await publishedEvent(t, { configuration: { enableGroupRegistrations: true, ...configuration }, slots: [{ start: at(8), end: at(10), required: places }] });
  const taken: string[] = [];
  for (let i = 0; i < places; i += 1) taken.push((await visitor(t).ok(SIGN_UP, { input: person(e.uuid, [e.slots[0]]) })).signUp[0].id);
  const people = [];
  for (const size of waiting) {
    const input = person(e.uuid, [e.slots[0]], { joinWaitingList: true, groupSize: size, firstName: `Attente${people.length + 1}` });
    const answer = await visitor(t).ok(SIGN_UP, { input });
    expect(answer.signUp).toEqual([]);
    people.push(input);
  }
  return { e, taken, people };
}

const freePlacesOf = async (e: PublishedEvent) =>
  (await visitor(t).ok(`query($uuid: String!) { publicEvent(uuid: $uuid) { positions { timeSlots { freePlaces waitingListLength } } } }`, { uuid: e.uuid }))
    .publicEvent.positions[0].timeSlots[0];

describe('waiting list', () => {
  it('puts a sign-up on a full slot’s list when asked (rank = last + 1), refuses it otherwise', async () => {
    const { e, people } = await fullSlotWithWaiting(1, [1, 2]);
    const refused = await visitor(t).call(SIGN_UP, { input: person(e.uuid, [e.slots[0]]) });
    expect(errorOf(refused)).toMatchObject({ code: 'CONFLICT', message: 'Cette tranche horaire est complète' });
    expect((await entries(e.slots[0])).map((entry) => [entry.rank, entry.status, entry.nb_participants])).toEqual([
      [1, 'waiting', 1],
      [2, 'waiting', 2],
    ]);
    const [mail] = await mailsTo(t.db.database.dataSource, people[1].email);
    expect(mail.text).toContain("- Bar: lun. 01.07.2030 08:00-10:00 (groupe de 2, liste d'attente, rang 2)");
    // A second slot with room: one participation, one place on the list, one sign-up.
    const free = (await rows(t, `INSERT INTO time_slot (organization_id, event_id, position_id, start_time, end_time, required_volunteer_count)
      VALUES ($1, $2, $3, $4, $5, 3) RETURNING id`, [e.o.organization.id, Number(e.eventId), Number(e.positionId), at(12), at(14)]))[0].id;
    const mixed = await visitor(t).ok(SIGN_UP, { input: person(e.uuid, [e.slots[0], String(free)], { joinWaitingList: true }) });
    expect(mixed.signUp).toHaveLength(1);
    expect((await entries(e.slots[0])).map((entry) => entry.rank)).toEqual([1, 2, 3]);
    expect(await freePlacesOf(e)).toEqual({ freePlaces: 0, waitingListLength: 3 });
  });

  it('offers a freed place to the next entry whose group fits, holds it, and confirms it into a participation', async () => {
    const { e, taken, people } = await fullSlotWithWaiting(2, [2, 1, 1]);
    await cancelAndOffer(taken[0], e.slots[0]);
    const [group, first, second] = await entries(e.slots[0]);
    expect([group.status, first.status, second.status]).toEqual(['waiting', 'offered', 'waiting']);
    expect(first.offer_token).toMatch(/^[\w-]{32}$/);
    const hours = (new Date(first.offer_expires_at!).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThanOrEqual(2);
    // The held place is not free for others.
    expect(await freePlacesOf(e)).toEqual({ freePlaces: 0, waitingListLength: 3 });
    expect(errorOf(await visitor(t).call(SIGN_UP, { input: person(e.uuid, [e.slots[0]]) })).code).toBe('CONFLICT');

    const mails = await mailsTo(t.db.database.dataSource, people[1].email);
    const offerMail = mails.find((mail) => mail.subject === "Une place s'est libérée : Fête du lac")!;
    expect(offerMail.text).toContain(`http://benevo.example/o/${e.o.organization.slug}/waiting/${first.offer_token}`);
    expect(offerMail.text).toContain('Bar, lun. 01.07.2030 08:00-10:00 (Fête du lac)');
    expect(offerMail.text).toMatch(/réservée jusqu'au \d\d\.\d\d\.\d{4} \d\d:\d\d/);
    expect(offerMail.text).toMatch(/Votre espace bénévole : http:\/\/benevo\.example\/portal\/t\/[\w-]{32}/);

    const { waitingListOffer } = await visitor(t).ok(OFFER, { token: first.offer_token });
    expect(waitingListOffer).toMatchObject({ status: 'offered', eventName: 'Fête du lac', positionName: 'Bar', firstName: 'Attente2', startTime: at(8) });
    const { confirmWaitingListOffer } = await visitor(t).ok(CONFIRM, { token: first.offer_token });
    expect(confirmWaitingListOffer).toMatchObject({ nbParticipants: 1, validationStatus: 'ACCEPTED' });
    expect((await entries(e.slots[0])).map((entry) => entry.status)).toEqual(['waiting', 'confirmed', 'waiting']);
    const participations = await rows(t, `SELECT email, registration_id FROM participation WHERE time_slot_id = $1 AND validation_status = 6`, [Number(e.slots[0])]);
    expect(participations.map((p) => p.email)).toContain(people[1].email);
    expect((await mailsTo(t.db.database.dataSource, people[1].email)).map((m) => m.subject)).toContain('Confirmation de votre inscription : Fête du lac');
    const again = await visitor(t).call(CONFIRM, { token: first.offer_token });
    expect(errorOf(again)).toMatchObject({ code: 'CONFLICT', message: "Cette offre n'est plus valable" });
    expect(errorOf(await visitor(t).call(OFFER, { token: 'inconnu-inconnu-inconnu' }))).toMatchObject({ code: 'NOT_FOUND', message: "Ce lien n'est pas valide" });
  });

  it('passes a declined offer to the next entry', async () => {
    const { e, taken } = await fullSlotWithWaiting(1, [1, 1]);
    await cancelAndOffer(taken[0], e.slots[0]);
    const [first] = await entries(e.slots[0]);
    expect((await visitor(t).ok(DECLINE, { token: first.offer_token })).declineWaitingListOffer).toBe(true);
    expect((await entries(e.slots[0])).map((entry) => entry.status)).toEqual(['left', 'offered']);
    expect(errorOf(await visitor(t).call(CONFIRM, { token: first.offer_token }))).toMatchObject({ code: 'CONFLICT' });
  });

  it('lapses an expired offer through its job and offers the place to the next one', async () => {
    const { e, taken } = await fullSlotWithWaiting(1, [1, 1]);
    await cancelAndOffer(taken[0], e.slots[0]);
    const [first] = await entries(e.slots[0]);
    const jobs = await rows(t, `SELECT id, available_at, payload FROM outbox WHERE kind = 'waitingList.lapse' AND payload->>'entryId' = $1`, [String(first.id)]);
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0].available_at).getTime()).toBe(new Date(first.offer_expires_at!).getTime());
    // Expired: capacity no longer counts it, the page says lapsed, confirming is refused.
    await rows(t, `UPDATE waiting_list_entry SET offer_expires_at = now() - interval '1 minute' WHERE id = $1`, [first.id]);
    expect((await visitor(t).ok(OFFER, { token: first.offer_token })).waitingListOffer.status).toBe('lapsed');
    expect(errorOf(await visitor(t).call(CONFIRM, { token: first.offer_token }))).toMatchObject({
      code: 'CONFLICT',
      message: 'Cette offre a expiré : la place a été proposée à la personne suivante',
    });
    // The job comes due: the runner lapses the offer and offers the place to the next entry.
    await rows(t, `UPDATE outbox SET available_at = now() WHERE id = $1`, [jobs[0].id]);
    t.server.jobs.nudge();
    await waitFor('the next offer', async () => (await entries(e.slots[0]))[1].status === 'offered');
    expect((await entries(e.slots[0])).map((entry) => entry.status)).toEqual(['lapsed', 'offered']);
  });

  it('offers the place again when an active participation is cancelled by its volunteer', async () => {
    const { e, people } = await fullSlotWithWaiting(1, [1]);
    const [{ token }] = await rows(t, `SELECT v.token FROM volunteer v JOIN participation p ON p.volunteer_id = v.id WHERE p.time_slot_id = $1`, [Number(e.slots[0])]);
    const [{ id }] = await rows(t, `SELECT id FROM participation WHERE time_slot_id = $1`, [Number(e.slots[0])]);
    const cancelled = await visitor(t).call(`mutation($token: String!, $id: ID!) { cancelMyParticipation(token: $token, id: $id) { id } }`, { token, id: String(id) });
    expect(cancelled.errors).toBeUndefined();
    const [entry] = await entries(e.slots[0]);
    expect(entry).toMatchObject({ status: 'offered', email: people[0].email });
  });

  it('lets the organizer see, reorder and remove entries of their events only', async () => {
    const { e, taken } = await fullSlotWithWaiting(1, [1, 1, 1]);
    const [a, b, c] = await entries(e.slots[0]);
    const { slotWaitingList } = await e.o.ok(SLOT_LIST, { id: e.slots[0] });
    expect(slotWaitingList).toEqual([
      { id: String(a.id), rank: 1, status: 'waiting', firstName: 'Attente1', nbParticipants: 1, positionName: 'Bar', eventName: 'Fête du lac', timeSlot: { id: e.slots[0] } },
      expect.objectContaining({ id: String(b.id), rank: 2 }),
      expect.objectContaining({ id: String(c.id), rank: 3 }),
    ]);
    const { reorderWaitingList } = await e.o.ok(REORDER, { slot: e.slots[0], ids: [String(c.id), String(a.id)] });
    expect(reorderWaitingList).toEqual([
      { id: String(c.id), rank: 1 },
      { id: String(a.id), rank: 2 },
      { id: String(b.id), rank: 3 },
    ]);
    const unknown = await e.o.call(REORDER, { slot: e.slots[0], ids: ['999999'] });
    expect(errorOf(unknown).fieldErrors).toEqual({ entryIds: ['Référence inconnue'] });
    // The first in the new order gets the freed place; removing it passes the place on.
    await cancelAndOffer(taken[0], e.slots[0]);
    expect((await entries(e.slots[0])).map((entry) => [entry.id, entry.status])).toEqual([
      [c.id, 'offered'],
      [a.id, 'waiting'],
      [b.id, 'waiting'],
    ]);
    expect((await e.o.ok(REMOVE, { id: String(c.id) })).removeWaitingListEntry).toBe(true);
    expect((await entries(e.slots[0])).map((entry) => entry.status)).toEqual(['removed', 'offered', 'waiting']);
    const { eventWaitingList } = await e.o.ok(EVENT_LIST, { id: e.eventId });
    expect(eventWaitingList.map((entry: { id: string }) => entry.id)).toEqual([String(a.id), String(b.id)]);

    const stranger = await organizer(t);
    expect(errorOf(await stranger.call(SLOT_LIST, { id: e.slots[0] })).code).toBe('NOT_FOUND');
    expect(errorOf(await stranger.call(EVENT_LIST, { id: e.eventId })).code).toBe('NOT_FOUND');
    expect(errorOf(await stranger.call(REORDER, { slot: e.slots[0], ids: [] })).code).toBe('NOT_FOUND');
    expect(errorOf(await stranger.call(REMOVE, { id: String(b.id) })).code).toBe('NOT_FOUND');
    expect(errorOf(await visitor(t).call(SLOT_LIST, { id: e.slots[0] })).code).toBe('UNAUTHENTICATED');
    expect((await entries(e.slots[0])).map((entry) => entry.status)).toEqual(['removed', 'offered', 'waiting']);
  });

  it('answers a volunteer’s open entries (their portal)', async () => {
    const { e, people } = await fullSlotWithWaiting(1, [1]);
    const [{ volunteer_id }] = await rows(t, `SELECT volunteer_id FROM waiting_list_entry WHERE email = $1`, [people[0].email]);
    const ctx = { ...jobContext(t.db.config, t.db.database.dataSource, t.server.services.logger, 0), app: t.server.services };
    const open = await waitingListService.entriesForVolunteer(ctx, volunteer_id);
    expect(open.map((entry) => [entry.timeSlotId, entry.status])).toEqual([[Number(e.slots[0]), 'waiting']]);
  });

  it('reads WAITING_LIST_OFFER_HOURS from the environment, validated', () => {
    expect(loadConfig({}).waitingListOfferHours).toBe(24);
    expect(loadConfig({ WAITING_LIST_OFFER_HOURS: '48' }).waitingListOfferHours).toBe(48);
    expect(() => loadConfig({ WAITING_LIST_OFFER_HOURS: '0' })).toThrow(/WAITING_LIST_OFFER_HOURS must be an integer between 1 and 720/);
  });
});
