import { organizer, type Organizer } from '../events/fixtures';
import { gql, startTestApp, type TestApp } from '../harness';
import { participation, volunteer } from '../participations/fixtures';
import { remindersService } from '../../src/modules/reminders/reminders.service';
import { dstEvent, sql, SUNDAY_10 } from './fixtures';

/**
 * Security review of issue 17's calendar and reminders: what a forwarded link leaves open after a
 * rotation, and who a reminder (which carries the personal portal link) is mailed to.
 */
const MY_FEED = `query($token: String!) { myCalendarFeed(token: $token) { url } }`;
const ROTATE_TOKEN = `mutation($token: String!) { rotatePortalToken(token: $token) { token } }`;
const HOUR = 3_600_000;

let t: TestApp;
let o: Organizer;
beforeAll(async () => {
  t = await startTestApp({ SWEEP_INTERVAL_MS: '600000' });
  o = await organizer(t);
});
afterAll(() => t.close());

const scan = (now: Date) => remindersService.scan(t.db.database.dataSource, t.server.services.config, { now });

describe('calendar feed and portal token rotation', () => {
  it('"I forwarded my link by mistake": rotating the portal token also kills the feed address the link gave away', async () => {
    const event = await dstEvent(o);
    const v = await volunteer(t, o.organization.id);
    await participation(t, o, { eventId: event.eventId, slotId: event.sunday, volunteer: v });
    // Whoever got the forwarded link asks for the feed address with it.
    const feed = await gql<{ myCalendarFeed: { url: string } }>(t.agent(), t.server.url, MY_FEED, { token: v.token });
    const stolen = new URL(feed.data!.myCalendarFeed.url).pathname;
    expect((await t.agent().get(stolen)).status).toBe(200);
    // The volunteer rotates the link...
    const rotated = await gql<{ rotatePortalToken: { token: string } }>(t.agent(), t.server.url, ROTATE_TOKEN, { token: v.token });
    const token = rotated.data!.rotatePortalToken.token;
    // ...and the stolen feed address must stop working too (it shows their name and every shift).
    expect((await t.agent().get(stolen)).status).toBe(404);
    // The volunteer gets a fresh feed address with the new token.
    const fresh = await gql<{ myCalendarFeed: { url: string } }>(t.agent(), t.server.url, MY_FEED, { token });
    expect(fresh.data!.myCalendarFeed.url).not.toBe(feed.data!.myCalendarFeed.url);
    expect((await t.agent().get(new URL(fresh.data!.myCalendarFeed.url).pathname)).status).toBe(200);
  });
});

describe('reminder recipients', () => {
  it("mails the volunteer's current address, never the stale address copied onto the participation (the mail carries the personal link)", async () => {
    const event = await dstEvent(o);
    const v = await volunteer(t, o.organization.id);
    const id = await participation(t, o, { eventId: event.eventId, slotId: event.sunday, volunteer: v });
    await sql(t, `UPDATE participation SET created_at = $2 WHERE id = $1`, [Number(id), new Date(Date.parse(SUNDAY_10) - 30 * 24 * HOUR).toISOString()]);
    // The organizer corrected the volunteer's address (a typo, or the old one now belongs to someone else).
    const stale = v.email;
    const current = `corrected.${Date.now()}@example.org`;
    await sql(t, `UPDATE volunteer SET email = $2 WHERE id = $1`, [Number(v.id), current]);
    await scan(new Date(Date.parse(SUNDAY_10) - 23 * HOUR));
    const toStale = await sql(t, `SELECT text FROM mail WHERE to_address = $1`, [stale]);
    expect(toStale).toEqual([]);
    const toCurrent = await sql(t, `SELECT text FROM mail WHERE to_address = $1`, [current]);
    expect(toCurrent).toHaveLength(1);
    expect(toCurrent[0].text).toContain(`/portal/t/${encodeURIComponent(v.token)}`);
  });

  it('sends nothing for an erased volunteer (placeholder address, blanked participation)', async () => {
    const event = await dstEvent(o);
    const v = await volunteer(t, o.organization.id);
    const id = await participation(t, o, { eventId: event.eventId, slotId: event.sunday, volunteer: v });
    await sql(t, `UPDATE participation SET created_at = $2, email = '', first_name = '', last_name = '' WHERE id = $1`, [
      Number(id),
      new Date(Date.parse(SUNDAY_10) - 30 * 24 * HOUR).toISOString(),
    ]);
    const placeholder = `erased-${v.id}-0123456789ab@erased.invalid`;
    await sql(t, `UPDATE volunteer SET email = $2, first_name = '', last_name = '' WHERE id = $1`, [Number(v.id), placeholder]);
    await scan(new Date(Date.parse(SUNDAY_10) - 23 * HOUR));
    expect(await sql(t, `SELECT id FROM mail WHERE to_address = $1`, [placeholder])).toEqual([]);
    expect(await sql(t, `SELECT mail_id FROM shift_reminder WHERE participation_id = $1`, [Number(id)])).toEqual([{ mail_id: null }]);
  });

  it('one event with a malformed stored delay does not stop the reminders of every other organization', async () => {
    const other = await organizer(t);
    const broken = await dstEvent(other);
    await sql(t, `UPDATE event SET configuration = jsonb_set(configuration, '{reminderDelaysHours}', '["1.5", "x", 99999999999]'::jsonb) WHERE id = $1`, [
      Number(broken.eventId),
    ]);
    const bv = await volunteer(t, other.organization.id);
    await participation(t, other, { eventId: broken.eventId, slotId: broken.sunday, volunteer: bv });
    const event = await dstEvent(o);
    const v = await volunteer(t, o.organization.id);
    const id = await participation(t, o, { eventId: event.eventId, slotId: event.sunday, volunteer: v });
    await sql(t, `UPDATE participation SET created_at = $2 WHERE id = $1`, [Number(id), new Date(Date.parse(SUNDAY_10) - 30 * 24 * HOUR).toISOString()]);
    await scan(new Date(Date.parse(SUNDAY_10) - 23 * HOUR));
    expect(await sql(t, `SELECT id FROM mail WHERE to_address = $1`, [v.email])).toHaveLength(1);
  });
});
