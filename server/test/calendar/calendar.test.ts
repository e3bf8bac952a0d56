import { sync as ical, type VEvent } from 'node-ical';
import { redactUrl } from '../../src/logger';
import { organizer, type Organizer } from '../events/fixtures';
import { gql, startTestApp, type TestApp } from '../harness';
import { participation, volunteer, type VolunteerRow } from '../participations/fixtures';
import { dstEvent, SATURDAY_10, SATURDAY_12, sql, SUNDAY_10, SUNDAY_12, type DstEvent } from './fixtures';

const MY_FEED = `query($token: String!) { myCalendarFeed(token: $token) { url webcalUrl createdAt } }`;
const ROTATE = `mutation($token: String!) { rotateCalendarFeed(token: $token) { url webcalUrl } }`;
const MOVE_SLOT = `mutation($id: ID!, $input: TimeSlotInput!) { updateTimeSlot(id: $id, input: $input) { id startTime } }`;

let t: TestApp;
let o: Organizer;
let event: DstEvent;
let anna: VolunteerRow;
let ben: VolunteerRow;
let annaSaturday: string;
let annaSunday: string;
let benSunday: string;

beforeAll(async () => {
  t = await startTestApp({ SWEEP_INTERVAL_MS: '600000' });
  o = await organizer(t);
  event = await dstEvent(o);
  anna = await volunteer(t, o.organization.id);
  ben = await volunteer(t, o.organization.id);
  annaSaturday = await participation(t, o, { eventId: event.eventId, slotId: event.saturday, volunteer: anna });
  annaSunday = await participation(t, o, { eventId: event.eventId, slotId: event.sunday, volunteer: anna });
  benSunday = await participation(t, o, { eventId: event.eventId, slotId: event.sunday, volunteer: ben });
});

afterAll(() => t.close());

const anonymous = () => t.agent();
const path = (url: string) => new URL(url).pathname;

async function feedOf(token: string): Promise<{ url: string; webcalUrl: string }> {
  const answer = await gql<{ myCalendarFeed: { url: string; webcalUrl: string } }>(anonymous(), t.server.url, MY_FEED, { token });
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!.myCalendarFeed;
}

/** The feed's VEVENTs by UID, parsed back with node-ical. */
async function fetchFeed(url: string): Promise<{ status: number; type: string; text: string; events: Map<string, VEvent> }> {
  const res = await anonymous().get(path(url)).buffer(true).parse((response, callback) => {
    let data = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (data += chunk));
    response.on('end', () => callback(null, data));
  });
  const text = typeof res.body === 'string' ? res.body : '';
  const events = new Map<string, VEvent>();
  if (res.status === 200) {
    for (const component of Object.values(ical.parseICS(text))) if (component && component.type === 'VEVENT') events.set(component.uid, component as VEvent);
  }
  return { status: res.status, type: String(res.headers['content-type'] ?? ''), text, events };
}

/** UIDs use the public address's host (PUBLIC_URL), not the test server's. */
const uidOf = (participationId: string) => `participation-${participationId}@${new URL(t.server.services.config.publicUrl).hostname}`;

describe('personal iCal feed', () => {
  it('is created on first ask, stays the same address, and serves text/calendar', async () => {
    const first = await feedOf(anna.token);
    const again = await feedOf(anna.token);
    expect(again.url).toBe(first.url);
    expect(first.url).toMatch(/\/apis\/organizer\/v1\/calendar\/[A-Za-z0-9_-]{40,}\.ics$/);
    expect(first.webcalUrl).toBe(first.url.replace(/^http:/, 'webcal:'));
    expect(Number((await sql(t, 'SELECT COUNT(*)::int AS n FROM calendar_feed WHERE volunteer_id = $1', [Number(anna.id)]))[0].n)).toBe(1);
    const feed = await fetchFeed(first.url);
    expect(feed.status).toBe(200);
    expect(feed.type).toMatch(/^text\/calendar/);
    expect(feed.text).toContain('BEGIN:VCALENDAR');
  });

  it('gives the right UTC instants on both sides of the DST change, with alarms, only my shifts', async () => {
    const { events } = await fetchFeed((await feedOf(anna.token)).url);
    expect([...events.keys()].sort()).toEqual([uidOf(annaSaturday), uidOf(annaSunday)].sort());
    const saturday = events.get(uidOf(annaSaturday))!;
    const sunday = events.get(uidOf(annaSunday))!;
    // 10:00-12:00 in Zurich both days: UTC+1 on Saturday, UTC+2 on Sunday.
    expect(new Date(saturday.start).toISOString()).toBe(SATURDAY_10);
    expect(new Date(saturday.end).toISOString()).toBe(SATURDAY_12);
    expect(new Date(sunday.start).toISOString()).toBe(SUNDAY_10);
    expect(new Date(sunday.end).toISOString()).toBe(SUNDAY_12);
    expect(sunday.summary).toBe('Accueil – Marché de printemps');
    expect(sunday.status).toBe('CONFIRMED');
    // One display alarm per reminder delay of the event.
    const text = (await fetchFeed((await feedOf(anna.token)).url)).text;
    expect(text.match(/BEGIN:VALARM/g)).toHaveLength(4);
    expect(text.match(/TRIGGER:-P1D\r?\n/g)).toHaveLength(2);
    expect(text.match(/TRIGGER:-PT2H\r?\n/g)).toHaveLength(2);
    expect(text).toMatch(/DTSTART:20300330T090000Z/);
    expect(text).toMatch(/DTSTART:20300331T080000Z/);
    // The feed never carries the personal portal token (a feed address is often shared).
    expect(text).not.toContain(anna.token);
  });

  it('keeps a cancelled shift as STATUS:CANCELLED (no alarm), and a moved slot updates with a higher SEQUENCE', async () => {
    const url = (await feedOf(anna.token)).url;
    const before = (await fetchFeed(url)).events;
    const sequenceBefore = Number(before.get(uidOf(annaSunday))!.sequence ?? 0);

    await sql(t, 'UPDATE participation SET validation_status = 5 WHERE id = $1', [Number(annaSaturday)]);
    const moved = await o.ok(MOVE_SLOT, { id: event.sunday, input: { startTime: '2030-03-31T12:00:00.000Z', endTime: '2030-03-31T14:00:00.000Z' } });
    expect(moved.updateTimeSlot.startTime).toBe('2030-03-31T12:00:00.000Z');

    const feed = await fetchFeed(url);
    const saturday = feed.events.get(uidOf(annaSaturday))!;
    expect(saturday.status).toBe('CANCELLED');
    expect(saturday.summary).toMatch(/^Annulé : /);
    const sunday = feed.events.get(uidOf(annaSunday))!;
    expect(new Date(sunday.start).toISOString()).toBe('2030-03-31T12:00:00.000Z');
    expect(Number(sunday.sequence)).toBeGreaterThan(sequenceBefore);
    // Unchanged since: the same SEQUENCE on the next poll.
    expect(Number((await fetchFeed(url)).events.get(uidOf(annaSunday))!.sequence)).toBe(Number(sunday.sequence));
    // Two VALARMs left: the cancelled shift has none.
    expect(feed.text.match(/BEGIN:VALARM/g)).toHaveLength(2);
    // Back to the original times for the next tests.
    await o.ok(MOVE_SLOT, { id: event.sunday, input: { startTime: SUNDAY_10, endTime: SUNDAY_12 } });
    await sql(t, 'UPDATE participation SET validation_status = 6 WHERE id = $1', [Number(annaSaturday)]);
  });

  it('rotates: the old address answers 404 at once, the new one works', async () => {
    const old = await feedOf(anna.token);
    const rotated = await gql<{ rotateCalendarFeed: { url: string } }>(anonymous(), t.server.url, ROTATE, { token: anna.token });
    expect(rotated.errors).toBeUndefined();
    const fresh = rotated.data!.rotateCalendarFeed.url;
    expect(fresh).not.toBe(old.url);
    expect((await fetchFeed(old.url)).status).toBe(404);
    expect((await fetchFeed(fresh)).status).toBe(200);
    expect((await feedOf(anna.token)).url).toBe(fresh);
    // REST twins.
    const rest = await anonymous().get('/apis/organizer/v1/volunteers/calendar-feed/').query({ token: anna.token });
    expect(rest.status).toBe(200);
    expect(rest.body.url).toBe(fresh);
    const restRotate = await anonymous().post('/apis/organizer/v1/volunteers/calendar-feed/rotate/').set('X-Volunteer-Token', anna.token).send({});
    expect(restRotate.status).toBe(200);
    expect(restRotate.body.url).not.toBe(fresh);
    expect((await fetchFeed(fresh)).status).toBe(404);
  });

  it('keeps the secret out of the logs', async () => {
    const { url } = await feedOf(anna.token);
    const secret = path(url).split('/').pop()!;
    expect(redactUrl(path(url))).toBe('/apis/organizer/v1/calendar/[REDACTED]');
    expect(redactUrl(`/apis/organizer/v1/volunteers/participations/1/ics/?token=${anna.token}`)).not.toContain(anna.token);
    expect(secret).toMatch(/\.ics$/);
  });

  it('answers 404 to unknown or malformed secrets and NOT_FOUND to a bad token', async () => {
    expect((await anonymous().get('/apis/organizer/v1/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics')).status).toBe(404);
    expect((await anonymous().get('/apis/organizer/v1/calendar/x.ics')).status).toBe(404);
    expect((await anonymous().get(`/apis/organizer/v1/calendar/${anna.token}.ics`)).status).toBe(404);
    const bad = await gql(anonymous(), t.server.url, MY_FEED, { token: 'not-a-real-token-at-all-000' });
    expect(bad.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await anonymous().get('/apis/organizer/v1/volunteers/calendar-feed/').query({ token: 'nope' })).status).toBe(404);
  });
});

describe('per-shift .ics', () => {
  const icsPath = (id: string) => `/apis/organizer/v1/volunteers/participations/${id}/ics/`;

  it('downloads my shift as an attachment that parses back to the right instant', async () => {
    const res = await anonymous().get(icsPath(annaSunday)).query({ token: anna.token }).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Accueil-2030-03-31\.ics"/);
    const text = Buffer.isBuffer(res.body) ? res.body.toString('utf8') : res.text;
    const events = Object.values(ical.parseICS(text)).filter((c) => c?.type === 'VEVENT') as VEvent[];
    expect(events).toHaveLength(1);
    expect(events[0].uid).toBe(uidOf(annaSunday));
    expect(new Date(events[0].start).toISOString()).toBe(SUNDAY_10);
  });

  it("answers NOT_FOUND for another volunteer's participation, a missing one, or a bad token — the same answer", async () => {
    const theirs = await anonymous().get(icsPath(benSunday)).query({ token: anna.token });
    const missing = await anonymous().get(icsPath('999999')).query({ token: anna.token });
    const wrongToken = await anonymous().get(icsPath(annaSunday)).query({ token: 'x'.repeat(32) });
    const noToken = await anonymous().get(icsPath(annaSunday));
    const garbage = await anonymous().get(icsPath('1e3')).query({ token: anna.token });
    for (const res of [theirs, missing, wrongToken, noToken, garbage]) expect(res.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    // Another organization's volunteer with an id of mine: still nothing.
    const other = await organizer(t);
    const stranger = await volunteer(t, other.organization.id);
    expect((await anonymous().get(icsPath(annaSunday)).query({ token: stranger.token })).status).toBe(404);
    // Ben's own works.
    expect((await anonymous().get(icsPath(benSunday)).query({ token: ben.token })).status).toBe(200);
  });
});
