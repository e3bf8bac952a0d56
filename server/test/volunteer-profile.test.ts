import { campaignOrganizer, type CampaignOrganizer } from './campaigns/fixtures';
import { gql, startTestApp, type TestApp } from './harness';
import { waitFor } from './jobs/wait';
import { at, participation, planning, volunteer, type VolunteerRow } from './participations/fixtures';
import { BACKGROUND_JOB_STATEMENTS, countStatements } from './sql-count';

/**
 * The organizer's volunteer profile (issue 12): one query reads the contact, categories and answers
 * (volunteers, forms), the participations of every event (participations), the campaign registrations
 * (campaigns) and the mails received (communications), each through its module's loaders.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SWEEP_INTERVAL_MS: '600000' });
});
afterAll(() => t.close());

const PROFILE = `query Profile($id: ID!) { volunteer(id: $id) {
  id firstName lastName email phoneNumber address town postcode country language profilePicture
  categories { name }
  customAttributeValues { name display }
  allParticipations { id eventName positionName eventTimeZone validationStatus timeSlot { startTime endTime } }
  campaignRegistrations { id createdAt campaign { id name status } }
  receivedMails { id communicationId subject eventName campaignName email status error sentAt }
} }`;

const SEND_MAIL = `mutation($input: VolunteersMailInput!) { sendVolunteersMail(input: $input) { id } }`;
const CREATE_CATEGORY = `mutation($input: VolunteerCategoryInput!) { createVolunteerCategory(input: $input) { id } }`;
const UPDATE = `mutation($id: ID!, $input: VolunteerInput!) { updateVolunteer(id: $id, input: $input) { id } }`;
const CREATE_ATTRIBUTE = `mutation($input: AttributeInput!) { createAttribute(input: $input) { id } }`;

const sql = (text: string, params: unknown[] = []) => t.db.database.dataSource.query(text, params);

async function register(o: CampaignOrganizer, campaignId: string, v: VolunteerRow, createdAt: string): Promise<string> {
  const [{ id }] = await sql(
    `INSERT INTO campaign_registration (organization_id, campaign_id, volunteer_id, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
    [o.organization.id, Number(campaignId), Number(v.id), createdAt],
  );
  return String(id);
}

/** Waits until the outbox has handed every queued mail on (its statements would count in the reads). */
const delivered = () =>
  waitFor('every mail processed', async () => Number((await sql(`SELECT count(*) AS n FROM mail WHERE status = 'queued'`))[0].n) === 0);

async function mail(o: CampaignOrganizer, v: VolunteerRow, subject: string): Promise<string> {
  return (await o.ok(SEND_MAIL, { input: { volunteerIds: [v.id], subject, body: 'Bonjour {volunteerName}' } })).sendVolunteersMail.id;
}

describe('volunteer profile', () => {
  it('reads the contact, categories, answers, participations of every event, campaign registrations and mails received', async () => {
    const o = await campaignOrganizer(t);
    const lake = await planning(o);
    const fair = await planning(o, { name: 'Foire d’automne' });
    const v = await volunteer(t, o.organization.id, { first_name: 'Zoé', last_name: 'Martin', email: 'zoe.profile@example.org' });
    const other = await volunteer(t, o.organization.id);

    const staff = (await o.ok(CREATE_CATEGORY, { input: { name: 'Staff' } })).createVolunteerCategory.id;
    await o.ok(UPDATE, {
      id: v.id,
      input: { phoneNumber: '+41 79 123 45 67', address: 'Rue du Lac 1', town: 'Vevey', postcode: '1800', country: 'CH', language: 'de', categoryIds: [staff] },
    });
    const shirt = (await o.ok(CREATE_ATTRIBUTE, { input: { name: 'Taille de t-shirt', valueType: 'text' } })).createAttribute.id;
    const driver = (await o.ok(CREATE_ATTRIBUTE, { input: { name: 'Permis de conduire', valueType: 'bool' } })).createAttribute.id;
    for (const [attribute, value] of [[shirt, 'M'], [driver, 'true']]) {
      await sql(`INSERT INTO attribute_value (organization_id, attribute_id, volunteer_id, value) VALUES ($1, $2, $3, $4)`, [
        o.organization.id,
        Number(attribute),
        Number(v.id),
        value,
      ]);
    }

    const onA = await participation(t, o, { eventId: lake.eventId, slotId: lake.slotA, volunteer: v, status: 6 });
    const onD = await participation(t, o, { eventId: lake.eventId, slotId: lake.slotD, volunteer: v, status: 0 });
    const onFair = await participation(t, o, { eventId: fair.eventId, slotId: fair.slotB, volunteer: v, status: 5 });
    await participation(t, o, { eventId: lake.eventId, slotId: lake.slotC, volunteer: other, status: 6 });

    const spring = await o.publishedCampaign({ name: 'Printemps' });
    const autumn = await o.campaign({ name: 'Automne' });
    const first = await register(o, spring.id, v, '2030-01-01T10:00:00Z');
    const second = await register(o, autumn.id, v, '2030-02-01T10:00:00Z');
    await register(o, spring.id, other, '2030-01-02T10:00:00Z');

    const hello = await mail(o, v, 'Bonjour {volunteerName}');
    const news = await mail(o, v, 'Nouvelles');
    await sql(`UPDATE communication SET sent_at = $2 WHERE id = $1`, [Number(hello), '2030-03-01T10:00:00Z']);
    await sql(`UPDATE communication SET sent_at = $2 WHERE id = $1`, [Number(news), '2030-04-01T10:00:00Z']);
    await mail(o, other, 'Pas pour Zoé');

    const { volunteer: profile } = await o.ok(PROFILE, { id: v.id });
    expect(profile).toMatchObject({
      id: v.id,
      firstName: 'Zoé',
      lastName: 'Martin',
      email: 'zoe.profile@example.org',
      phoneNumber: '+41 79 123 45 67',
      address: 'Rue du Lac 1',
      town: 'Vevey',
      postcode: '1800',
      country: 'CH',
      language: 'de',
      profilePicture: null,
      categories: [{ name: 'Staff' }],
    });
    expect(profile.customAttributeValues).toEqual([
      { name: 'Taille de t-shirt', display: 'M' },
      { name: 'Permis de conduire', display: 'Oui' },
    ]);
    // Every event, every status, latest slot first (day 2 of the lake, then both events' day 1 slots).
    expect(profile.allParticipations.map((p: { id: string }) => p.id)).toEqual([onD, onFair, onA]);
    expect(profile.allParticipations[0]).toEqual({
      id: onD,
      eventName: 'Fête du lac',
      positionName: 'Cuisine',
      eventTimeZone: 'Europe/Zurich',
      validationStatus: 'AWAITING_ORGANIZER_VALIDATION',
      timeSlot: { startTime: at(2, 10), endTime: at(2, 12) },
    });
    expect(profile.allParticipations[1]).toMatchObject({ eventName: 'Foire d’automne', positionName: 'Bar', validationStatus: 'CANCELLED_BY_VOLUNTEER' });
    // Newest registration first, with its campaign.
    expect(profile.campaignRegistrations).toEqual([
      { id: second, createdAt: '2030-02-01T10:00:00.000Z', campaign: { id: autumn.id, name: 'Automne', status: 'DRAFT' } },
      { id: first, createdAt: '2030-01-01T10:00:00.000Z', campaign: { id: spring.id, name: 'Printemps', status: 'PUBLISHED' } },
    ]);
    // Newest mail first, the subject as the volunteer received it, with its delivery state.
    expect(profile.receivedMails.map((m: { communicationId: string }) => m.communicationId)).toEqual([news, hello]);
    expect(profile.receivedMails[1]).toMatchObject({ subject: 'Bonjour Zoé Martin', email: 'zoe.profile@example.org', eventName: '', campaignName: '', error: null });
    expect(['PENDING', 'SENT', 'STORED']).toContain(profile.receivedMails[1].status);

    // A volunteer with nothing yet: empty sections.
    const fresh = await volunteer(t, o.organization.id);
    const { volunteer: empty } = await o.ok(PROFILE, { id: fresh.id });
    expect(empty).toMatchObject({ categories: [], customAttributeValues: [], allParticipations: [], campaignRegistrations: [], receivedMails: [] });
  });

  it('answers a failed delivery as FAILED with its reason', async () => {
    const o = await campaignOrganizer(t);
    const v = await volunteer(t, o.organization.id, { email: 'bounce.profile@example.org' });
    const sent = await mail(o, v, 'Perdu');
    await delivered();
    await sql(`UPDATE mail SET status = 'failed' WHERE id = (SELECT mail_id FROM communication_recipient WHERE communication_id = $1)`, [Number(sent)]);
    const { volunteer: profile } = await o.ok(PROFILE, { id: v.id });
    expect(profile.receivedMails).toHaveLength(1);
    expect(profile.receivedMails[0].status).toBe('FAILED');
    expect(profile.receivedMails[0].error).toContain('bounce.profile@example.org');
  });

  it('shows no campaign registrations while campaigns are off, and the rest of the profile still reads', async () => {
    const o = await campaignOrganizer(t, { enableCampaigns: true });
    const v = await volunteer(t, o.organization.id);
    const campaign = await o.campaign({ name: 'Été' });
    await register(o, campaign.id, v, '2030-01-01T10:00:00Z');
    expect((await o.ok(PROFILE, { id: v.id })).volunteer.campaignRegistrations).toHaveLength(1);
    await sql(`UPDATE organization SET enable_campaigns = false WHERE id = $1`, [o.organization.id]);
    const answer = await o.call(PROFILE, { id: v.id });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.volunteer).toMatchObject({ id: v.id, campaignRegistrations: [] });
  });

  it("answers another organization's volunteer as NOT_FOUND, and refuses anonymous callers and portal tokens", async () => {
    const o = await campaignOrganizer(t);
    const v = await volunteer(t, o.organization.id);
    const stranger = await campaignOrganizer(t);
    const theirs = await stranger.call(PROFILE, { id: v.id });
    expect(theirs.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(theirs.data).toBeNull();

    const anonymous = await gql(t.agent(), t.server.url, PROFILE, { id: v.id });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(anonymous.data ?? null).toBeNull();
    // A volunteer's portal token is no organizer login.
    const withToken = await gql(t.agent(), t.server.url, PROFILE, { id: v.id }, { headers: { 'X-Volunteer-Token': v.token } });
    expect(withToken.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(withToken.data ?? null).toBeNull();
  });

  it('reads a profile and a list of profiles with a fixed number of statements (no N+1)', async () => {
    const o = await campaignOrganizer(t);
    const p = await planning(o);
    const v = await volunteer(t, o.organization.id);
    const slots = [p.slotA, p.slotB, p.slotC, p.slotD];
    let rounds = 0;
    const grow = async (who: VolunteerRow[]) => {
      for (const person of who) {
        rounds += 1;
        await participation(t, o, { eventId: p.eventId, slotId: slots[rounds % slots.length], volunteer: person, status: rounds % 7 });
        const campaign = await o.campaign({ name: `Campagne ${rounds}` });
        await register(o, campaign.id, person, `2030-01-${String((rounds % 28) + 1).padStart(2, '0')}T10:00:00Z`);
        await mail(o, person, `Message ${rounds}`);
      }
    };
    const one = () => o.ok(PROFILE, { id: v.id });
    const list = () =>
      o.ok(`{ volunteers { id categories { name } customAttributeValues { name display }
        allParticipations { eventName positionName eventTimeZone timeSlot { startTime } }
        campaignRegistrations { createdAt campaign { name status } } receivedMails { subject status } } }`);

    await grow([v]);
    await delivered();
    const single = await countStatements(one, undefined, BACKGROUND_JOB_STATEMENTS);
    const many = await countStatements(list, undefined, BACKGROUND_JOB_STATEMENTS);
    await grow([v, v, v, v]);
    const others = [await volunteer(t, o.organization.id), await volunteer(t, o.organization.id), await volunteer(t, o.organization.id)];
    await grow(others);
    await grow(others);
    await delivered();
    expect((await one()).volunteer.allParticipations).toHaveLength(5);
    expect(await countStatements(one, undefined, BACKGROUND_JOB_STATEMENTS)).toBe(single);
    expect(await countStatements(list, undefined, BACKGROUND_JOB_STATEMENTS)).toBe(many);
  }, 60_000);
});
