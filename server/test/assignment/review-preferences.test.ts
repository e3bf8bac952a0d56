import { CREATE_EVENT, CREATE_POSITION, EVENT_INPUT } from '../events/fixtures';
import { SAVE_FORM, formsOrganizer } from '../forms/fixtures';
import { startTestApp, type TestApp } from '../harness';
import { campaignOrganizer, registrant, REGISTER, DELETE_REGISTRATION, REGISTRATIONS } from '../campaigns/fixtures';
import { PUBLISH, SIGN_UP, addPosition, errorOf, person, publishedEvent, rows, visitor } from '../signup/fixtures';

/**
 * Review of issue 18 (preferences) from an attacker's side: the public sign-up and campaign
 * registration are unauthenticated doors; what they show and take must be bounded, validated with
 * French field errors, never a 500, and scoped to what a public visitor may see.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SWEEP_INTERVAL_MS: '600000' });
});
afterAll(() => t.close());

const sql = (text: string, params: unknown[] = []) => rows(t, text, params);
const SAVE_CAMPAIGN_FORM = `mutation($campaignId: ID!, $fields: [FormFieldInput!]!) { saveCampaignForm(campaignId: $campaignId, fields: $fields) { id } }`;
const PUBLIC_CAMPAIGN = `query($token: String!) { publicCampaign(token: $token) { id rankablePositionNames } }`;
const FIELDS = `id volunteerId eventId campaignId availability { day from to } preferredPositionIds preferredPositionNames`;
const SET = `mutation($input: VolunteerPreferencesInput!) { setVolunteerPreferences(input: $input) { ${FIELDS} } }`;
const GET = `query($volunteerId: ID!, $eventId: ID, $campaignId: ID) { volunteerPreferences(volunteerId: $volunteerId, eventId: $eventId, campaignId: $campaignId) { ${FIELDS} } }`;

const windows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ day: i % 2 === 0 ? '2030-07-01' : '2030-07-02', from: '08:00', to: '09:00' }));

/** An event (days 2030-07-01/02) whose form asks both preference fields, with Bar and Caisse; one volunteer signed up. */
async function eventSetup() {
  const o = await formsOrganizer(t, 'pro');
  await sql(`UPDATE organization SET enable_campaigns = true WHERE id = $1`, [o.organization.id]);
  const e = await publishedEvent(t, { o });
  const caisse = await addPosition(o, e.eventId, 'Caisse');
  await o.ok(SAVE_FORM, { eventId: e.eventId, fields: [{ baseAttribute: 'availability', isRequired: false }, { baseAttribute: 'preferred_positions', isRequired: false }] });
  const input = person(e.uuid, [e.slots[0]], { availability: [{ day: '2030-07-01', from: '08:00', to: '12:00' }], preferredPositionIds: [caisse] });
  await visitor(t).ok(SIGN_UP, { input });
  const [volunteer] = await sql(`SELECT id FROM volunteer WHERE email = $1`, [input.email.toLowerCase()]);
  return { o, e, caisse, volunteerId: String(volunteer.id) };
}

describe('public sign-up: hostile preferences', () => {
  it('refuses thousands of windows and overlong values with French field errors, quickly, writing nothing', async () => {
    const s = await eventSetup();
    const before = await sql(`SELECT count(*)::int AS n FROM assignment_preference WHERE event_id = $1`, [Number(s.e.eventId)]);
    const started = Date.now();
    const many = await visitor(t).call(SIGN_UP, { input: person(s.e.uuid, [s.e.slots[0]], { availability: windows(5000) }) });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(errorOf(many)).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { availability: ['Au maximum 62 éléments'] } });

    const huge = 'x'.repeat(100_000);
    const long = await visitor(t).call(SIGN_UP, {
      input: person(s.e.uuid, [s.e.slots[0]], { availability: [{ day: huge, from: huge, to: huge }], preferredPositionIds: [huge] }),
    });
    expect(errorOf(long)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        'availability[0].day': ['Entrez une date valide'],
        'availability[0].from': ['Entrez une heure au format HH:mm'],
        'availability[0].to': ['Entrez une heure au format HH:mm'],
      },
    });
    expect(errorOf(long).fieldErrors?.preferredPositionIds).toBeDefined();
    // Thousands of bad windows: one error for the list, not one per item (no amplified answer).
    const bad = await visitor(t).call(SIGN_UP, {
      input: person(s.e.uuid, [s.e.slots[0]], { availability: Array.from({ length: 5000 }, () => ({ day: 'x', from: 'y', to: 'z' })), preferredPositionIds: Array.from({ length: 5000 }, (_, i) => String(i)) }),
    });
    expect(errorOf(bad)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { availability: ['Au maximum 62 éléments'], preferredPositionIds: ['Choisissez au plus 5 missions'] },
    });
    expect(Object.keys(errorOf(bad).fieldErrors ?? {})).toEqual(['availability', 'preferredPositionIds']);
    // Another organization's position, and ids that are not row ids.
    const other = await eventSetup();
    for (const ids of [[other.caisse], ['-1'], ['1e3'], ['99999999999999999999']]) {
      const answer = await visitor(t).call(SIGN_UP, { input: person(s.e.uuid, [s.e.slots[0]], { preferredPositionIds: ids }) });
      expect(errorOf(answer)).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { preferredPositionIds: ['Mission inconnue'] } });
    }
    expect(await sql(`SELECT count(*)::int AS n FROM assignment_preference WHERE event_id = $1`, [Number(s.e.eventId)])).toEqual(before);
  });
});

describe('event participations export', () => {
  it('shows the availability and ranked positions the event’s form asked, per volunteer', async () => {
    const s = await eventSetup();
    const { exportParticipations: file } = await s.o.ok(`query($eventId: ID!, $format: ExportFormat!) { exportParticipations(eventId: $eventId, format: $format) { base64 } }`, {
      eventId: s.e.eventId,
      format: 'CSV',
    });
    const csv = Buffer.from(file.base64, 'base64').toString('utf8');
    expect(csv).toContain('Disponibilités');
    expect(csv).toContain('Missions préférées');
    expect(csv).toContain('01.07.2030 08:00–12:00');
    expect(csv).toContain('1. Caisse');
  });
});

describe('campaign: rankable names', () => {
  it('offers only names of positions of published events (not drafts nor archived), publicly and on registration', async () => {
    const c = await campaignOrganizer(t);
    const published = (await c.ok(CREATE_EVENT, { input: EVENT_INPUT })).createEvent;
    await c.ok(CREATE_POSITION, { input: { eventId: published.id, name: 'Bar' } });
    await c.ok(PUBLISH, { id: published.id });
    const draft = (await c.ok(CREATE_EVENT, { input: { ...EVENT_INPUT, name: 'Projet secret' } })).createEvent;
    await c.ok(CREATE_POSITION, { input: { eventId: draft.id, name: 'Sécurité VIP secrète' } });
    const campaign = await c.publishedCampaign();
    await c.ok(SAVE_CAMPAIGN_FORM, { campaignId: campaign.id, fields: [{ baseAttribute: 'preferred_positions', isRequired: false }] });

    const { publicCampaign } = await visitor(t).ok(PUBLIC_CAMPAIGN, { token: campaign.token });
    expect(publicCampaign.rankablePositionNames).toEqual(['Bar']);
    const rest = await t.agent().get(`/apis/organizer/v1/public-campaigns/${campaign.token}/`);
    expect(rest.status).toBe(200);
    expect(rest.body.rankablePositionNames).toEqual(['Bar']);

    const refused = await visitor(t).call(REGISTER, { input: registrant(campaign.token, { preferredPositionNames: ['Sécurité VIP secrète'] }) });
    expect(errorOf(refused)).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { preferredPositionNames: ['Mission inconnue'] } });
    expect(await sql(`SELECT id FROM campaign_registration WHERE campaign_id = $1`, [Number(campaign.id)])).toEqual([]);
  });

  it('a REQUIRED preferred_positions field with no rankable name does not block registration', async () => {
    const c = await campaignOrganizer(t);
    // Only a draft event: nothing a volunteer may rank.
    const draft = (await c.ok(CREATE_EVENT, { input: EVENT_INPUT })).createEvent;
    await c.ok(CREATE_POSITION, { input: { eventId: draft.id, name: 'Bar' } });
    const campaign = await c.publishedCampaign();
    await c.ok(SAVE_CAMPAIGN_FORM, { campaignId: campaign.id, fields: [{ baseAttribute: 'preferred_positions', isRequired: true }] });
    const { publicCampaign } = await visitor(t).ok(PUBLIC_CAMPAIGN, { token: campaign.token });
    expect(publicCampaign.rankablePositionNames).toEqual([]);

    const input = registrant(campaign.token);
    const answer = await visitor(t).call(REGISTER, { input });
    expect(answer.errors).toBeUndefined();
    expect(await sql(`SELECT count(*)::int AS n FROM campaign_registration WHERE campaign_id = $1`, [Number(campaign.id)])).toEqual([{ n: 1 }]);
    // A name is still refused (there is none to choose).
    const named = await visitor(t).call(REGISTER, { input: registrant(campaign.token, { preferredPositionNames: ['Bar'] }) });
    expect(errorOf(named)).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { preferredPositionNames: ['Mission inconnue'] } });
  });

  it('refuses hostile windows and names on the campaign form (French field errors, nothing written)', async () => {
    const c = await campaignOrganizer(t);
    const event = (await c.ok(CREATE_EVENT, { input: EVENT_INPUT })).createEvent;
    await c.ok(CREATE_POSITION, { input: { eventId: event.id, name: 'Bar' } });
    await c.ok(PUBLISH, { id: event.id });
    const campaign = await c.publishedCampaign();
    await c.ok(SAVE_CAMPAIGN_FORM, {
      campaignId: campaign.id,
      fields: [{ baseAttribute: 'availability', isRequired: true }, { baseAttribute: 'preferred_positions', isRequired: false }],
    });
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ availability: windows(63).map((w, i) => ({ ...w, day: `2031-0${1 + (i % 9)}-${String(1 + (i % 28)).padStart(2, '0')}` })) }, { availability: ['Au maximum 62 éléments'] }],
      [{ availability: [{ day: '2031-01-01', from: '25:00', to: '26:00' }] }, { 'availability[0].from': ['Entrez une heure au format HH:mm'], 'availability[0].to': ['Entrez une heure au format HH:mm'] }],
      [{ availability: [{ day: '2031-01-01', from: '24:00', to: '24:00' }] }, { 'availability[0].from': ['Entrez une heure au format HH:mm'] }],
      [{ availability: [{ day: '2031-01-01', from: '10:00', to: '10:00' }] }, { 'availability[0].to': ["L'heure de fin doit être après l'heure de début"] }],
      [{ availability: [{ day: '2031-01-01', from: '08:00', to: '09:00' }], preferredPositionNames: ['Bar', 'bar ', ' Bar'] }, { preferredPositionNames: ['Chaque mission ne peut être choisie qu’une fois', 'Mission inconnue'] }],
      [{ availability: [{ day: '2031-01-01', from: '08:00', to: '09:00' }], preferredPositionNames: ['x'.repeat(300)] }, { 'preferredPositionNames[0]': ['Au maximum 200 caractères'] }],
    ];
    for (const [extra, expected] of cases) {
      const answer = await visitor(t).call(REGISTER, { input: registrant(campaign.token, extra) });
      expect(errorOf(answer)).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: expected });
    }
    expect(await sql(`SELECT id FROM campaign_registration WHERE campaign_id = $1`, [Number(campaign.id)])).toEqual([]);
    expect(await sql(`SELECT id FROM assignment_preference WHERE campaign_id = $1`, [Number(campaign.id)])).toEqual([]);
  });
});

describe('organizer edit: hostile bodies never answer 500', () => {
  it('REST PUT with non-window items, non-lists and bad ids answers 400/404 with French errors, writing nothing', async () => {
    const s = await eventSetup();
    const path = `/events/${s.e.eventId}/volunteers/${s.volunteerId}/preferences/`;
    const bodies: Array<[object, Record<string, string[]>]> = [
      [{ availability: [null] }, { 'availability[0]': ['Ce champ est obligatoire'] }],
      [{ availability: [5] }, { 'availability[0]': ['Ce champ est obligatoire'] }],
      [{ availability: ['2030-07-01'] }, { 'availability[0]': ['Ce champ est obligatoire'] }],
      [{ availability: [[]] }, { 'availability[0]': ['Ce champ est obligatoire'] }],
      [{ availability: [{ day: {}, from: [], to: { h: 1 } }] }, { 'availability[0].day': ['Entrez une date valide'], 'availability[0].from': ['Entrez une heure au format HH:mm'], 'availability[0].to': ['Entrez une heure au format HH:mm'] }],
      [{ availability: [{ day: null, from: null, to: null }] }, { 'availability[0].day': ['Ce champ est obligatoire'], 'availability[0].from': ['Ce champ est obligatoire'], 'availability[0].to': ['Ce champ est obligatoire'] }],
      [{ availability: [{ day: 20300701, from: 800, to: true }] }, { 'availability[0].day': ['Entrez une date valide'], 'availability[0].from': ['Entrez une heure au format HH:mm'], 'availability[0].to': ['Entrez une heure au format HH:mm'] }],
      [{ availability: {} }, { availability: ['Entrez une liste'] }],
      [{ availability: windows(1000) }, { availability: ['Au maximum 62 éléments'] }],
      [{ preferredPositionIds: 'abc' }, { preferredPositionIds: ['Entrez une liste'] }],
      [{ preferredPositionIds: [{}] }, { preferredPositionIds: ['Mission inconnue'] }],
      [{ preferredPositionIds: [null, true] }, { preferredPositionIds: ['Mission inconnue'] }],
      [{ preferredPositionIds: [s.caisse], preferredPositionNames: ['Bar'] }, { preferredPositionNames: ['Les missions par nom sont réservées aux campagnes'] }],
    ];
    for (const [body, expected] of bodies) {
      const answer = await s.o.put(path, body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect(answer.body).toEqual(expected);
    }
    for (const bad of [`/events/abc/volunteers/${s.volunteerId}/preferences/`, `/events/${s.e.eventId}/volunteers/99999999999999999999/preferences/`, `/events/${s.e.eventId}/volunteers/-1/preferences/`]) {
      const answer = await s.o.put(bad, { availability: null });
      expect([400, 404]).toContain(answer.status);
      const read = await s.o.get(bad);
      expect([400, 404]).toContain(read.status);
    }
    const stored = await sql(`SELECT availability, preferred_position_ids FROM assignment_preference WHERE volunteer_id = $1`, [Number(s.volunteerId)]);
    expect(stored).toEqual([{ availability: [{ day: '2030-07-01', from: '08:00', to: '12:00' }], preferred_position_ids: [Number(s.caisse)] }]);
  });

  it('GraphQL: both or neither owner, a campaign of another organization, bad ids: clear errors, never INTERNAL', async () => {
    const s = await eventSetup();
    const stranger = await campaignOrganizer(t);
    const theirs = await stranger.publishedCampaign();
    const answers = await Promise.all([
      s.o.call(SET, { input: { volunteerId: s.volunteerId } }),
      s.o.call(SET, { input: { volunteerId: s.volunteerId, eventId: s.e.eventId, campaignId: theirs.id } }),
      s.o.call(SET, { input: { volunteerId: s.volunteerId, campaignId: theirs.id, preferredPositionNames: [] } }),
      s.o.call(GET, { volunteerId: 'abc', eventId: s.e.eventId }),
      s.o.call(GET, { volunteerId: s.volunteerId, eventId: '99999999999999999999' }),
      s.o.call(GET, { volunteerId: s.volunteerId, campaignId: 'x' }),
    ]);
    expect(answers.map((answer) => errorOf(answer).code)).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']);
    expect(errorOf(answers[0]).fieldErrors).toEqual({ eventId: ['Indiquez soit un événement, soit une campagne'] });
  });
});

describe('campaign registration removed or moved', () => {
  it('takes the volunteer’s preferences for that campaign with it', async () => {
    const c = await campaignOrganizer(t);
    const event = (await c.ok(CREATE_EVENT, { input: EVENT_INPUT })).createEvent;
    await c.ok(CREATE_POSITION, { input: { eventId: event.id, name: 'Bar' } });
    await c.ok(PUBLISH, { id: event.id });
    const campaign = await c.publishedCampaign();
    await c.ok(SAVE_CAMPAIGN_FORM, { campaignId: campaign.id, fields: [{ baseAttribute: 'availability' }, { baseAttribute: 'preferred_positions' }] });
    await visitor(t).ok(REGISTER, { input: registrant(campaign.token, { availability: [{ day: '2031-03-01', from: '08:00', to: '10:00' }], preferredPositionNames: ['Bar'] }) });
    expect(await sql(`SELECT id FROM assignment_preference WHERE campaign_id = $1`, [Number(campaign.id)])).toHaveLength(1);
    const { campaignRegistrations } = await c.ok(REGISTRATIONS, { campaignId: campaign.id });
    await c.ok(DELETE_REGISTRATION, { id: campaignRegistrations[0].id });
    expect(await sql(`SELECT id FROM assignment_preference WHERE campaign_id = $1`, [Number(campaign.id)])).toEqual([]);
  });

  it('moves the preferences with a registration moved to another volunteer, never a 500 when the target has some', async () => {
    const c = await campaignOrganizer(t);
    const event = (await c.ok(CREATE_EVENT, { input: EVENT_INPUT })).createEvent;
    await c.ok(CREATE_POSITION, { input: { eventId: event.id, name: 'Bar' } });
    await c.ok(PUBLISH, { id: event.id });
    const campaign = await c.publishedCampaign();
    const other = await c.publishedCampaign({ name: 'Automne' });
    await c.ok(SAVE_CAMPAIGN_FORM, { campaignId: campaign.id, fields: [{ baseAttribute: 'availability' }, { baseAttribute: 'preferred_positions' }] });
    const first = registrant(campaign.token, { availability: [{ day: '2031-03-01', from: '08:00', to: '10:00' }], preferredPositionNames: ['Bar'] });
    await visitor(t).ok(REGISTER, { input: first });
    const second = registrant(campaign.token, { availability: [{ day: '2031-03-02', from: '08:00', to: '10:00' }] });
    await visitor(t).ok(REGISTER, { input: second });
    const [a] = await sql(`SELECT id FROM volunteer WHERE email = $1`, [first.email.toLowerCase()]);
    const [b] = await sql(`SELECT id FROM volunteer WHERE email = $1`, [second.email.toLowerCase()]);
    const [registration] = await sql(`SELECT id FROM campaign_registration WHERE volunteer_id = $1`, [a.id]);
    // The organizer had given b preferences for the other campaign.
    await c.ok(SET, { input: { volunteerId: String(b.id), campaignId: other.id, preferredPositionNames: ['Bar'] } });

    const moved = await c.put(`/campaign-registrations/${registration.id}/`, { campaignId: Number(other.id), volunteer: a.id });
    expect(moved.status).toBe(200);
    expect(await sql(`SELECT volunteer_id, campaign_id FROM assignment_preference WHERE volunteer_id = $1`, [a.id])).toEqual([{ volunteer_id: a.id, campaign_id: Number(other.id) }]);
    // Moved to b, who has preferences for that campaign already: b's stay, a's go.
    const toB = await c.put(`/campaign-registrations/${registration.id}/`, { campaignId: Number(other.id), volunteer: b.id });
    expect(toB.status).toBe(200);
    expect(await sql(`SELECT id FROM assignment_preference WHERE volunteer_id = $1`, [a.id])).toEqual([]);
    expect(await sql(`SELECT campaign_id, preferred_position_names FROM assignment_preference WHERE volunteer_id = $1 ORDER BY campaign_id`, [b.id])).toEqual([
      { campaign_id: Number(campaign.id), preferred_position_names: [] },
      { campaign_id: Number(other.id), preferred_position_names: ['Bar'] },
    ]);
  });
});
