import { startTestApp, type TestApp } from '../harness';
import { CREATE_EVENT, CREATE_POSITION, CREATE_SLOT, EVENT_INPUT, organizer, type Organizer } from './fixtures';
import { API, restOrganizer } from './rest';

/**
 * Night shifts (issue 10 item 4): a slot that ends after its day's end but within +10:00 extends the
 * day (the same transaction); beyond +10:00 it needs a new day. Zurich summer: UTC+2.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** One day 08:00-22:00 local (06:00-20:00 UTC) on 2030-07-01, another on 2030-07-03, and a position. */
async function eveningEvent(o: Organizer) {
  const days = [
    { startsAt: '2030-07-01T06:00:00.000Z', endsAt: '2030-07-01T20:00:00.000Z' },
    { startsAt: '2030-07-03T06:00:00.000Z', endsAt: '2030-07-03T20:00:00.000Z' },
  ];
  const { createEvent } = await o.ok(CREATE_EVENT, { input: { ...EVENT_INPUT, name: 'Nuit blanche', days } });
  const { createPosition } = await o.ok(CREATE_POSITION, { input: { eventId: createEvent.id, name: 'Bar' } });
  return { eventId: createEvent.id as string, positionId: createPosition.id as string };
}

const DAYS = `query($id: ID) { event(id: $id) { days { startsAt endsAt } } }`;

describe('night shifts', () => {
  it('extend their day to their end (21:00-23:00, then 22:00-02:00), and refuse beyond +10:00', async () => {
    const o = await organizer(t);
    const { eventId, positionId } = await eveningEvent(o);
    await o.ok(CREATE_SLOT, { input: { positionId, startTime: '2030-07-01T19:00:00Z', endTime: '2030-07-01T21:00:00Z', requiredVolunteerCount: 2 } });
    expect((await o.ok(DAYS, { id: eventId })).event.days[0].endsAt).toBe('2030-07-01T21:00:00.000Z');
    await o.ok(CREATE_SLOT, { input: { positionId, startTime: '2030-07-01T20:00:00Z', endTime: '2030-07-02T00:00:00Z', requiredVolunteerCount: 2 } });
    const days = (await o.ok(DAYS, { id: eventId })).event.days;
    expect(days).toEqual([
      { startsAt: '2030-07-01T06:00:00.000Z', endsAt: '2030-07-02T00:00:00.000Z' },
      { startsAt: '2030-07-03T06:00:00.000Z', endsAt: '2030-07-03T20:00:00.000Z' },
    ]);
    const late = await o.call(CREATE_SLOT, { input: { positionId, startTime: '2030-07-01T22:00:00Z', endTime: '2030-07-02T08:30:00Z' } });
    expect(late.errors?.[0].extensions?.fieldErrors).toEqual({ endTime: ['Impossible de dépasser +10:00, veuillez créer un nouveau jour'] });
    expect((await o.ok(DAYS, { id: eventId })).event.days[0].endsAt).toBe('2030-07-02T00:00:00.000Z');
  });

  it('extend their day through the facade too', async () => {
    const r = await restOrganizer(t);
    const event = await r.post('/events/', {
      ...EVENT_INPUT,
      name: 'Nuit du jazz',
      days: [{ startsAt: '2030-07-01T08:00:00+02:00', endsAt: '2030-07-01T22:00:00+02:00' }],
    });
    const position = await r.post('/positions/', { event_id: event.body.id, name: 'Scène' });
    const slot = await r.post('/slots/', {
      position: position.body.id,
      startTime: '2030-07-01T22:00:00+02:00',
      endTime: '2030-07-02T02:00:00+02:00',
      requiredVolunteerCount: 1,
    });
    expect(slot.status).toBe(201);
    const read = await r.get(`/events/${event.body.id}/`);
    expect(Date.parse(read.body.days[0].endsAt)).toBe(Date.parse('2030-07-02T02:00:00+02:00'));
    expect(API).toBe('/apis/organizer/v1');
  });
});
