import { PrivateNamesByDefault1732230000010 } from '../../src/db/migrations/1732230000010-private-names-by-default';
import { startTestApp, type TestApp } from '../harness';
import { SIGN_UP, person, publishedEvent, rows, visitor } from './fixtures';

/** Volunteers' names on public pages are private by default (issue 10 item 2). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const NAMES = `query($uuid: String!) { publicEvent(uuid: $uuid) {
  configuration { volunteerNameDisplay } positions { timeSlots { volunteerNames } } } }`;

describe('volunteer names on the public sign-up page', () => {
  it('show "First L." on a new event', async () => {
    const e = await publishedEvent(t, { configuration: {} });
    await visitor(t).ok(SIGN_UP, { input: person(e.uuid, [e.slots[0]], { firstName: 'Jean', lastName: 'Martin' }) });
    const { publicEvent } = await visitor(t).ok(NAMES, { uuid: e.uuid });
    expect(publicEvent.configuration.volunteerNameDisplay).toBe('last_name_abbreviated');
    expect(publicEvent.positions[0].timeSlots[0].volunteerNames).toEqual(['Jean M.']);
  });

  it('keep showing full names on events that relied on the former default', async () => {
    const e = await publishedEvent(t, { configuration: {} });
    const other = await publishedEvent(t, { configuration: { volunteerNameDisplay: 'NOTHING' } });
    await visitor(t).ok(SIGN_UP, { input: person(e.uuid, [e.slots[0]], { firstName: 'Anna', lastName: 'Keller' }) });
    const runner = t.db.database.dataSource.createQueryRunner();
    try {
      await new PrivateNamesByDefault1732230000010().up(runner);
    } finally {
      await runner.release();
    }
    const { publicEvent } = await visitor(t).ok(NAMES, { uuid: e.uuid });
    expect(publicEvent.positions[0].timeSlots[0].volunteerNames).toEqual(['Anna Keller']);
    const [kept] = await rows(t, 'SELECT configuration FROM event WHERE id = $1', [Number(other.eventId)]);
    expect(kept.configuration.volunteerNameDisplay).toBe('nothing');
  });
});
