import { CREATE_EVENT, EVENT_INPUT, organizer, type Organizer } from '../events/fixtures';
import { gql, startTestApp, type TestApp } from '../harness';
import { person, publishedEvent, SIGN_UP, visitor } from '../signup/fixtures';

/**
 * Rights that are not one flag for one door (issue 16): the calendar (Pro or Corporate, while the
 * licence runs, or granted by organization 1's override), validation (its flag or Pro rights), group
 * sign-up on the public doors (the event's switch and the organization's right).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const CALENDAR = `query { calendarEvents { id name } }`;
const TO_VALIDATE = `query { participationsToValidate { id } }`;
const PUBLIC_EVENT = `query($uuid: String!) { publicEvent(uuid: $uuid) { uuid configuration { enableGroupRegistrations groupMaxSize } } }`;

const update = (id: number, sql: string) => t.db.database.dataSource.query(`UPDATE organization SET ${sql} WHERE id = $1`, [id]);
const codeOf = (answer: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }) => answer.errors?.[0]?.extensions?.code;
const count = async (sql: string, params: unknown[]) => Number((await t.db.database.dataSource.query(sql, params))[0].n);

describe('the calendar', () => {
  let o: Organizer;
  beforeAll(async () => {
    o = await organizer(t);
    await o.ok(CREATE_EVENT, { input: EVENT_INPUT });
  });

  it('is refused to a Club licence with its message, served to Pro and Corporate', async () => {
    await update(o.organization.id, `license_type = 'club', valid_until = NULL`);
    const club = await o.call(CALENDAR);
    expect(club.errors?.[0]).toMatchObject({ message: 'Le calendrier des événements demande une licence Pro ou Corporate', extensions: { code: 'FORBIDDEN' } });
    for (const licence of ['pro', 'corporate']) {
      await update(o.organization.id, `license_type = '${licence}'`);
      expect((await o.ok(CALENDAR)).calendarEvents.map((e: { name: string }) => e.name)).toEqual(['Fête du lac']);
    }
  });

  it('ends with the licence: a Pro licence past its validUntil counts as none, one valid today still counts', async () => {
    await update(o.organization.id, `license_type = 'pro', valid_until = CURRENT_DATE - 1`);
    expect(codeOf(await o.call(CALENDAR))).toBe('FORBIDDEN');
    await update(o.organization.id, `valid_until = (now() AT TIME ZONE 'UTC')::date`);
    expect(codeOf(await o.call(CALENDAR))).toBeUndefined();
    await update(o.organization.id, `license_type = 'club', valid_until = NULL`);
  });

  it('is open to organization 1 whatever its licence (the overrides table)', async () => {
    const one = await t.createOrganization({ id: 1, name: 'Organisation un', licenseType: 'none' });
    const member = await t.createUser({ organizations: [one] });
    const agent = t.agent();
    await gql(agent, t.server.url, `mutation($input: LoginInput!) { login(input: $input) { id } }`, { input: { email: member.email, password: member.password } });
    const answer = await gql(agent, t.server.url, CALENDAR);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ calendarEvents: [] });
  });
});

describe('validation of participations', () => {
  it('needs its flag or Pro rights', async () => {
    const o = await organizer(t);
    await update(o.organization.id, `license_type = 'club', enable_participations_validation = false`);
    expect((await o.call(TO_VALIDATE)).errors?.[0]).toMatchObject({
      message: "La validation des participations n'est pas activée pour cette organisation",
      extensions: { code: 'FORBIDDEN' },
    });
    await update(o.organization.id, `enable_participations_validation = true`);
    expect((await o.ok(TO_VALIDATE)).participationsToValidate).toEqual([]);
    await update(o.organization.id, `license_type = 'pro', enable_participations_validation = false`);
    expect((await o.ok(TO_VALIDATE)).participationsToValidate).toEqual([]);
  });
});

describe('group registrations on the public sign-up', () => {
  it('refuses a group while the organization’s right is off (nothing written), takes singles, and the public event offers no groups', async () => {
    const e = await publishedEvent(t, { configuration: { enableGroupRegistrations: true, groupMaxSize: 4 } });
    // publishedEvent switched the organization's right on with the event's groups: switch it off again.
    await update(e.o.organization.id, 'enable_group_registrations = false');
    const shown = await visitor(t).ok(PUBLIC_EVENT, { uuid: e.uuid });
    expect(shown.publicEvent.configuration).toEqual({ enableGroupRegistrations: false, groupMaxSize: 4 });

    const group = await visitor(t).call(SIGN_UP, { input: person(e.uuid, [e.slots[0]], { groupSize: 3, groupName: 'Les Lacustres' }) });
    expect(group.errors?.[0]).toMatchObject({ message: "Les inscriptions en groupe ne sont pas activées pour cette organisation", extensions: { code: 'FORBIDDEN' } });
    expect(await count('SELECT COUNT(*) AS n FROM participation WHERE time_slot_id = $1', [Number(e.slots[0])])).toBe(0);
    const single = await visitor(t).ok(SIGN_UP, { input: person(e.uuid, [e.slots[0]], { groupSize: 1 }) });
    expect(single.signUp.map((p: { nbParticipants: number }) => p.nbParticipants)).toEqual([1]);

    await update(e.o.organization.id, 'enable_group_registrations = true');
    expect((await visitor(t).ok(PUBLIC_EVENT, { uuid: e.uuid })).publicEvent.configuration.enableGroupRegistrations).toBe(true);
    const accepted = await visitor(t).ok(SIGN_UP, { input: person(e.uuid, [e.slots[0]], { groupSize: 3, groupName: 'Les Lacustres' }) });
    expect(accepted.signUp.map((p: { nbParticipants: number; groupName: string }) => [p.nbParticipants, p.groupName])).toEqual([[3, 'Les Lacustres']]);
  });

  it('leaves an event without groups as it was: the right alone opens no group', async () => {
    const e = await publishedEvent(t);
    await update(e.o.organization.id, 'enable_group_registrations = true');
    const answer = await visitor(t).call(SIGN_UP, { input: person(e.uuid, [e.slots[0]], { groupSize: 3 }) });
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
