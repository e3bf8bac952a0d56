import { SAVE_FORM, formsOrganizer, type FormsOrganizer } from '../forms/fixtures';
import { startTestApp, type TestApp } from '../harness';
import { SIGN_UP, addPosition, errorOf, person, publishedEvent, rows, visitor, type PublishedEvent } from '../signup/fixtures';

/**
 * Issue 18 preferences, the organizer's side: read and edit a volunteer's availability and ranked
 * positions for an event or a campaign through GraphQL and the facade, validated against the event's
 * days and positions (or the organization's position names), scoped to the organization.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sql = (text: string, params: unknown[] = []) => rows(t, text, params);
const FIELDS = `id volunteerId eventId campaignId availability { day from to } preferredPositionIds preferredPositionNames updatedAt`;
const GET = `query($volunteerId: ID!, $eventId: ID, $campaignId: ID) { volunteerPreferences(volunteerId: $volunteerId, eventId: $eventId, campaignId: $campaignId) { ${FIELDS} } }`;
const LIST = `query($eventId: ID, $campaignId: ID) { volunteerPreferencesList(eventId: $eventId, campaignId: $campaignId) { ${FIELDS} } }`;
const SET = `mutation($input: VolunteerPreferencesInput!) { setVolunteerPreferences(input: $input) { ${FIELDS} } }`;
const CREATE_CAMPAIGN = `mutation($input: CampaignInput!) { createCampaign(input: $input) { id } }`;

interface Setup {
  o: FormsOrganizer;
  e: PublishedEvent;
  caisse: string;
  volunteerId: string;
}

/** An event whose form asks both fields, with one volunteer signed up giving both. */
async function setUp(): Promise<Setup> {
  const o = await formsOrganizer(t, 'pro');
  await sql(`UPDATE organization SET enable_campaigns = true WHERE id = $1`, [o.organization.id]);
  const e = await publishedEvent(t, { o });
  const caisse = await addPosition(o, e.eventId, 'Caisse');
  await o.ok(SAVE_FORM, { eventId: e.eventId, fields: [{ baseAttribute: 'availability' }, { baseAttribute: 'preferred_positions' }] });
  const input = person(e.uuid, [e.slots[0]], { availability: [{ day: '2030-07-01', from: '08:00', to: '12:00' }], preferredPositionIds: [caisse] });
  await visitor(t).ok(SIGN_UP, { input });
  const [volunteer] = await sql(`SELECT id FROM volunteer WHERE email = $1`, [input.email.toLowerCase()]);
  return { o, e, caisse, volunteerId: String(volunteer.id) };
}

describe('organizer edit of preferences (GraphQL)', () => {
  it('reads what the volunteer gave, replaces it, and lists the event’s preferences', async () => {
    const s = await setUp();
    const { volunteerPreferences } = await s.o.ok(GET, { volunteerId: s.volunteerId, eventId: s.e.eventId });
    expect(volunteerPreferences).toMatchObject({
      volunteerId: s.volunteerId,
      eventId: s.e.eventId,
      campaignId: null,
      availability: [{ day: '2030-07-01', from: '08:00', to: '12:00' }],
      preferredPositionIds: [s.caisse],
      preferredPositionNames: [],
    });

    const { setVolunteerPreferences } = await s.o.ok(SET, {
      input: {
        volunteerId: s.volunteerId,
        eventId: s.e.eventId,
        availability: [{ day: '2030-07-02', from: '18:00', to: '24:00' }],
        preferredPositionIds: [s.e.positionId, s.caisse],
      },
    });
    expect(setVolunteerPreferences).toMatchObject({
      id: volunteerPreferences.id,
      availability: [{ day: '2030-07-02', from: '18:00', to: '24:00' }],
      preferredPositionIds: [s.e.positionId, s.caisse],
    });
    // null availability: any time.
    await s.o.ok(SET, { input: { volunteerId: s.volunteerId, eventId: s.e.eventId, availability: null, preferredPositionIds: [] } });
    const stored = await sql(`SELECT availability, preferred_position_ids FROM assignment_preference WHERE volunteer_id = $1`, [Number(s.volunteerId)]);
    expect(stored).toEqual([{ availability: null, preferred_position_ids: [] }]);
    const { volunteerPreferencesList } = await s.o.ok(LIST, { eventId: s.e.eventId });
    expect(volunteerPreferencesList).toEqual([expect.objectContaining({ volunteerId: s.volunteerId, availability: null })]);
  });

  it("validates against the event's days and positions (French field errors, nothing written)", async () => {
    const s = await setUp();
    const other = await publishedEvent(t, { o: s.o });
    const answer = await s.o.call(SET, {
      input: {
        volunteerId: s.volunteerId,
        eventId: s.e.eventId,
        availability: [{ day: '2030-08-01', from: '10:00', to: '09:00' }],
        preferredPositionIds: [other.positionId],
      },
    });
    expect(errorOf(answer)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        'availability[0].day': ["Ce jour ne fait pas partie de l'événement"],
        'availability[0].to': ["L'heure de fin doit être après l'heure de début"],
        preferredPositionIds: ['Mission inconnue'],
      },
    });
    const names = await s.o.call(SET, { input: { volunteerId: s.volunteerId, eventId: s.e.eventId, preferredPositionNames: ['Bar'] } });
    expect(errorOf(names).fieldErrors).toEqual({ preferredPositionNames: ['Les missions par nom sont réservées aux campagnes'] });
    const both = await s.o.call(SET, { input: { volunteerId: s.volunteerId } });
    expect(errorOf(both).fieldErrors).toEqual({ eventId: ['Indiquez soit un événement, soit une campagne'] });
    const stored = await sql(`SELECT availability, preferred_position_ids FROM assignment_preference WHERE volunteer_id = $1`, [Number(s.volunteerId)]);
    expect(stored).toEqual([{ availability: [{ day: '2030-07-01', from: '08:00', to: '12:00' }], preferred_position_ids: [Number(s.caisse)] }]);
  });

  it('edits a campaign volunteer’s ranked position names (the organization’s positions only)', async () => {
    const s = await setUp();
    const { createCampaign } = await s.o.ok(CREATE_CAMPAIGN, { input: { name: 'Saison', description: 'Recrutement', contactName: 'Anne', contactEmail: 'anne@example.org' } });
    const none = await s.o.ok(GET, { volunteerId: s.volunteerId, campaignId: createCampaign.id });
    expect(none.volunteerPreferences).toBeNull();
    const refused = await s.o.call(SET, { input: { volunteerId: s.volunteerId, campaignId: createCampaign.id, preferredPositionNames: ['Plongée'] } });
    expect(errorOf(refused).fieldErrors).toEqual({ preferredPositionNames: ['Mission inconnue'] });
    const { setVolunteerPreferences } = await s.o.ok(SET, {
      input: { volunteerId: s.volunteerId, campaignId: createCampaign.id, preferredPositionNames: ['Caisse', 'Bar'], availability: [{ day: '2031-04-01', from: '09:00', to: '12:00' }] },
    });
    expect(setVolunteerPreferences).toMatchObject({ campaignId: createCampaign.id, eventId: null, preferredPositionNames: ['Caisse', 'Bar'], preferredPositionIds: [] });
  });

  it("answers NOT_FOUND for another organization's volunteer, event or campaign", async () => {
    const s = await setUp();
    const stranger = await setUp();
    const { createCampaign } = await s.o.ok(CREATE_CAMPAIGN, { input: { name: 'Saison', description: 'Recrutement', contactName: 'Anne', contactEmail: 'anne@example.org' } });
    const attempts = [
      // Their volunteer in their event.
      stranger.o.call(GET, { volunteerId: s.volunteerId, eventId: s.e.eventId }),
      // Their volunteer in my event.
      stranger.o.call(GET, { volunteerId: s.volunteerId, eventId: stranger.e.eventId }),
      // My volunteer in their event.
      stranger.o.call(GET, { volunteerId: stranger.volunteerId, eventId: s.e.eventId }),
      stranger.o.call(SET, { input: { volunteerId: s.volunteerId, eventId: s.e.eventId, availability: null } }),
      stranger.o.call(SET, { input: { volunteerId: s.volunteerId, eventId: stranger.e.eventId, availability: null } }),
      stranger.o.call(SET, { input: { volunteerId: stranger.volunteerId, campaignId: createCampaign.id, preferredPositionNames: [] } }),
      stranger.o.call(LIST, { eventId: s.e.eventId }),
    ];
    for (const answer of await Promise.all(attempts)) expect(errorOf(answer).code).toBe('NOT_FOUND');
    const stored = await sql(`SELECT availability FROM assignment_preference WHERE volunteer_id = $1`, [Number(s.volunteerId)]);
    expect(stored).toEqual([{ availability: [{ day: '2030-07-01', from: '08:00', to: '12:00' }] }]);
    expect(await sql(`SELECT id FROM assignment_preference WHERE event_id = $1 AND volunteer_id = $2`, [Number(stranger.e.eventId), Number(s.volunteerId)])).toEqual([]);
  });
});

describe('organizer edit of preferences (facade)', () => {
  it('GET and PUT /events/{id}/volunteers/{volunteerId}/preferences/', async () => {
    const s = await setUp();
    const path = `/events/${s.e.eventId}/volunteers/${s.volunteerId}/preferences/`;
    const read = await s.o.get(path);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      volunteer: Number(s.volunteerId),
      event: Number(s.e.eventId),
      campaign: null,
      availability: [{ day: '2030-07-01', from: '08:00', to: '12:00' }],
      preferredPositionIds: [Number(s.caisse)],
    });
    const put = await s.o.put(path, { availability: [{ day: '2030-07-01', from: '14:00', to: '16:00' }], preferredPositionIds: [Number(s.e.positionId)] });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ availability: [{ day: '2030-07-01', from: '14:00', to: '16:00' }], preferredPositionIds: [Number(s.e.positionId)] });

    const notList = await s.o.put(path, { availability: 'demain' });
    expect(notList.status).toBe(400);
    expect(notList.body).toEqual({ availability: ['Entrez une liste'] });
    const bad = await s.o.put(path, { availability: [{ day: '2030-07-03', from: '10:00', to: '11:00' }], preferredPositionIds: [s.caisse, s.caisse] });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      'availability[0].day': ["Ce jour ne fait pas partie de l'événement"],
      preferredPositionIds: ['Chaque mission ne peut être choisie qu’une fois'],
    });
    const stored = await sql(`SELECT availability FROM assignment_preference WHERE volunteer_id = $1`, [Number(s.volunteerId)]);
    expect(stored).toEqual([{ availability: [{ day: '2030-07-01', from: '14:00', to: '16:00' }] }]);
  });

  it('GET and PUT /campaigns/{id}/volunteers/{volunteerId}/preferences/, 404 across organizations', async () => {
    const s = await setUp();
    const stranger = await setUp();
    const { createCampaign } = await s.o.ok(CREATE_CAMPAIGN, { input: { name: 'Saison', description: 'Recrutement', contactName: 'Anne', contactEmail: 'anne@example.org' } });
    const path = `/campaigns/${createCampaign.id}/volunteers/${s.volunteerId}/preferences/`;
    const empty = await s.o.get(path);
    expect(empty.status).toBe(200);
    expect(empty.body).toBeNull();
    const put = await s.o.put(path, { preferredPositionNames: ['Caisse'] });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ campaign: Number(createCampaign.id), event: null, availability: null, preferredPositionNames: ['Caisse'] });

    for (const answer of [
      await stranger.o.get(path),
      await stranger.o.put(path, { preferredPositionNames: [] }),
      await stranger.o.get(`/events/${s.e.eventId}/volunteers/${s.volunteerId}/preferences/`),
      await stranger.o.put(`/events/${stranger.e.eventId}/volunteers/${s.volunteerId}/preferences/`, { availability: null }),
    ]) {
      expect(answer.status).toBe(404);
    }
    const stored = await sql(`SELECT preferred_position_names FROM assignment_preference WHERE campaign_id = $1`, [Number(createCampaign.id)]);
    expect(stored).toEqual([{ preferred_position_names: ['Caisse'] }]);
  });
});
