import { CREATE_EVENT, CREATE_POSITION, EVENT_INPUT } from '../events/fixtures';
import { SAVE_FORM, formsOrganizer, type FormsOrganizer } from '../forms/fixtures';
import { startTestApp, type TestApp } from '../harness';
import { campaignOrganizer, registrant, REGISTER, type CampaignOrganizer } from '../campaigns/fixtures';
import { PUBLISH, SIGN_UP, addPosition, addSlot, at, errorOf, person, publishedEvent, rows, visitor, type PublishedEvent } from '../signup/fixtures';

/**
 * Issue 18 preferences: the event sign-up and the campaign registration ask, when their form has the
 * base fields `availability` and `preferred_positions`, for the days and hours a volunteer is available
 * and their ranked positions; the shared rules refuse bad input with French field errors and write
 * nothing; the data is the volunteer's own (data export, erasure).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SWEEP_INTERVAL_MS: '600000' });
});
afterAll(() => t.close());

const sql = (text: string, params: unknown[] = []) => rows(t, text, params);
const SAVE_CAMPAIGN_FORM = `mutation($campaignId: ID!, $fields: [FormFieldInput!]!) { saveCampaignForm(campaignId: $campaignId, fields: $fields) { id } }`;
const PUBLIC_CAMPAIGN = `query($token: String!) { publicCampaign(token: $token) { id rankablePositionNames } }`;
const EXPORT = `query($token: String!) { myDataExport(token: $token) }`;
const REQUEST_DELETION = `mutation($token: String!) { requestMyDeletion(token: $token) { id status } }`;
const CONFIRM = `mutation($id: ID!) { confirmDeletion(id: $id) { id status } }`;

interface EventSetup {
  o: FormsOrganizer;
  e: PublishedEvent;
  /** Positions Bar (e.positionId), Caisse, Parking. */
  positions: { bar: string; caisse: string; parking: string };
}

/** A published event (days 2030-07-01 and 02) whose form requires the availability and offers the ranked positions. */
async function eventSetup(fields = [{ baseAttribute: 'availability', isRequired: true }, { baseAttribute: 'preferred_positions', isRequired: false }]): Promise<EventSetup> {
  const o = await formsOrganizer(t, 'pro');
  const e = await publishedEvent(t, { o });
  const caisse = await addPosition(o, e.eventId, 'Caisse');
  const parking = await addPosition(o, e.eventId, 'Parking');
  await o.ok(SAVE_FORM, { eventId: e.eventId, fields });
  return { o, e, positions: { bar: e.positionId, caisse, parking } };
}

const preferenceRows = (where: string, params: unknown[]) =>
  sql(`SELECT volunteer_id, event_id, campaign_id, availability, preferred_position_ids, preferred_position_names FROM assignment_preference WHERE ${where} ORDER BY id`, params);

describe('event sign-up with availability and preferred positions', () => {
  it('keeps the availability (sorted, merged) and the ranked positions with the sign-up', async () => {
    const s = await eventSetup();
    const input = person(s.e.uuid, [s.e.slots[0]], {
      availability: [
        { day: '2030-07-02', from: '14:00', to: '24:00' },
        { day: '2030-07-01', from: '08:00', to: '12:00' },
        { day: '2030-07-01', from: '12:00', to: '13:30' },
      ],
      preferredPositionIds: [s.positions.caisse, s.positions.bar],
    });
    await visitor(t).ok(SIGN_UP, { input });
    const [volunteer] = await sql(`SELECT id FROM volunteer WHERE email = $1`, [input.email.toLowerCase()]);
    expect(await preferenceRows('event_id = $1', [Number(s.e.eventId)])).toEqual([
      {
        volunteer_id: volunteer.id,
        event_id: Number(s.e.eventId),
        campaign_id: null,
        availability: [
          { day: '2030-07-01', from: '08:00', to: '13:30' },
          { day: '2030-07-02', from: '14:00', to: '24:00' },
        ],
        preferred_position_ids: [Number(s.positions.caisse), Number(s.positions.bar)],
        preferred_position_names: [],
      },
    ]);

    // Signing up again (another slot) replaces what was given for this event: one row per volunteer and event.
    const later = await addSlot(s.o, s.positions.caisse, at(14), at(16));
    await visitor(t).ok(SIGN_UP, { input: { ...input, slotIds: [later], availability: [{ day: '2030-07-02', from: '09:00', to: '10:00' }], preferredPositionIds: [] } });
    expect(await preferenceRows('event_id = $1', [Number(s.e.eventId)])).toEqual([
      expect.objectContaining({ volunteer_id: volunteer.id, availability: [{ day: '2030-07-02', from: '09:00', to: '10:00' }], preferred_position_ids: [] }),
    ]);
  });

  it('refuses a missing required availability and bad windows or positions with French field errors, and writes nothing', async () => {
    const s = await eventSetup();
    const other = await eventSetup();
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{}, { availability: ['Indiquez au moins une disponibilité'] }],
      [{ availability: [] }, { availability: ['Indiquez au moins une disponibilité'] }],
      [
        {
          availability: [
            { day: '2030-07-05', from: '08:00', to: '10:00' },
            { day: '2030-07-01', from: '12:00', to: '09:00' },
            { day: '2030-07-02', from: '8h', to: '25:00' },
          ],
        },
        {
          'availability[0].day': ["Ce jour ne fait pas partie de l'événement"],
          'availability[1].to': ["L'heure de fin doit être après l'heure de début"],
          'availability[2].from': ['Entrez une heure au format HH:mm'],
          'availability[2].to': ['Entrez une heure au format HH:mm'],
        },
      ],
      [
        { availability: [{ day: '2030-07-01', from: '08:00', to: '12:00' }, { day: '2030-07-01', from: '11:00', to: '14:00' }] },
        { availability: ['Deux plages horaires du même jour se chevauchent'] },
      ],
      [
        { availability: [{ day: '2030-07-01', from: '08:00', to: '12:00' }], preferredPositionIds: [s.positions.bar, s.positions.bar] },
        { preferredPositionIds: ['Chaque mission ne peut être choisie qu’une fois'] },
      ],
      [
        // Another event's position is not one of this event's.
        { availability: [{ day: '2030-07-01', from: '08:00', to: '12:00' }], preferredPositionIds: [other.positions.bar] },
        { preferredPositionIds: ['Mission inconnue'] },
      ],
      [
        { availability: [{ day: '2030-07-01', from: '08:00', to: '12:00' }], preferredPositionIds: ['1', '2', '3', '4', '5', '6'].map((n) => `${s.positions.bar}${n}`) },
        { preferredPositionIds: ['Choisissez au plus 5 missions', 'Mission inconnue'] },
      ],
    ];
    for (const [extra, expected] of cases) {
      const input = person(s.e.uuid, [s.e.slots[0]], extra);
      const answer = await visitor(t).call(SIGN_UP, { input });
      expect(errorOf(answer)).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: expected });
    }
    expect(await sql(`SELECT id FROM participation WHERE event_id = $1`, [Number(s.e.eventId)])).toEqual([]);
    expect(await sql(`SELECT id FROM volunteer WHERE organization_id = $1`, [s.o.organization.id])).toEqual([]);
    expect(await preferenceRows('event_id = $1', [Number(s.e.eventId)])).toEqual([]);
  });

  it('requires the ranked positions when the form says so; a form without the fields ignores them and writes no row', async () => {
    const s = await eventSetup([{ baseAttribute: 'preferred_positions', isRequired: true }]);
    const missing = await visitor(t).call(SIGN_UP, { input: person(s.e.uuid, [s.e.slots[0]]) });
    expect(errorOf(missing).fieldErrors).toEqual({ preferredPositionIds: ['Choisissez au moins une mission'] });
    // The availability is not asked: what is sent is neither checked nor kept.
    await visitor(t).ok(SIGN_UP, {
      input: person(s.e.uuid, [s.e.slots[0]], { preferredPositionIds: [s.positions.parking], availability: [{ day: '1999-01-01', from: '10:00', to: '09:00' }] }),
    });
    expect(await preferenceRows('event_id = $1', [Number(s.e.eventId)])).toEqual([
      expect.objectContaining({ availability: null, preferred_position_ids: [Number(s.positions.parking)] }),
    ]);

    const plain = await eventSetup([{ baseAttribute: 'phone', isRequired: false }]);
    await visitor(t).ok(SIGN_UP, {
      input: person(plain.e.uuid, [plain.e.slots[0]], { availability: [{ day: '2030-07-01', from: '08:00', to: '10:00' }], preferredPositionIds: [plain.positions.bar] }),
    });
    expect(await preferenceRows('event_id = $1', [Number(plain.e.eventId)])).toEqual([]);
  });
});

interface CampaignSetup {
  c: CampaignOrganizer;
  campaign: Record<string, any>;
}

/** A published campaign whose form asks for the availability (optional) and requires the ranked positions; the organization has published events with Bar, Caisse and an archived one with Vestiaire. */
async function campaignSetup(): Promise<CampaignSetup> {
  const c = await campaignOrganizer(t);
  const { createEvent } = await c.ok(CREATE_EVENT, { input: EVENT_INPUT });
  await c.ok(CREATE_POSITION, { input: { eventId: createEvent.id, name: 'Bar' } });
  await c.ok(CREATE_POSITION, { input: { eventId: createEvent.id, name: 'Caisse' } });
  await c.ok(PUBLISH, { id: createEvent.id });
  const second = (await c.ok(CREATE_EVENT, { input: EVENT_INPUT })).createEvent;
  await c.ok(CREATE_POSITION, { input: { eventId: second.id, name: 'Bar' } });
  await c.ok(PUBLISH, { id: second.id });
  const archived = (await c.ok(CREATE_EVENT, { input: EVENT_INPUT })).createEvent;
  await c.ok(CREATE_POSITION, { input: { eventId: archived.id, name: 'Vestiaire' } });
  await c.ok(`mutation($id: ID!) { archiveEvent(id: $id) { id } }`, { id: archived.id });
  const campaign = await c.publishedCampaign();
  await c.ok(SAVE_CAMPAIGN_FORM, {
    campaignId: campaign.id,
    fields: [
      { baseAttribute: 'availability', isRequired: false },
      { baseAttribute: 'preferred_positions', isRequired: true },
    ],
  });
  return { c, campaign };
}

describe('campaign registration with availability and preferred positions', () => {
  it('offers the names of the organization’s positions in published events, and keeps what the volunteer gave', async () => {
    const s = await campaignSetup();
    const stranger = await campaignSetup();
    const { publicCampaign } = await visitor(t).ok(PUBLIC_CAMPAIGN, { token: s.campaign.token });
    expect(publicCampaign.rankablePositionNames).toEqual(['Bar', 'Caisse']);
    const rest = await t.agent().get(`/apis/organizer/v1/public-campaigns/${s.campaign.token}/`);
    expect(rest.body.rankablePositionNames).toEqual(['Bar', 'Caisse']);

    const input = registrant(s.campaign.token, {
      availability: [{ day: '2031-05-10', from: '09:00', to: '17:00' }],
      preferredPositionNames: ['Caisse', 'Bar'],
    });
    await visitor(t).ok(REGISTER, { input });
    const [volunteer] = await sql(`SELECT id FROM volunteer WHERE email = $1`, [input.email.toLowerCase()]);
    expect(await preferenceRows('campaign_id = $1', [Number(s.campaign.id)])).toEqual([
      {
        volunteer_id: volunteer.id,
        event_id: null,
        campaign_id: Number(s.campaign.id),
        availability: [{ day: '2031-05-10', from: '09:00', to: '17:00' }],
        preferred_position_ids: [],
        preferred_position_names: ['Caisse', 'Bar'],
      },
    ]);
    // The confirmation mail sums them up.
    const [mail] = await sql(`SELECT text FROM mail WHERE to_address = $1`, [input.email.toLowerCase()]);
    expect(mail.text).toContain('- Missions préférées: 1. Caisse, 2. Bar');
    expect(mail.text).toContain('- Disponibilités: ');
    // The registrations export shows them in the form's columns.
    const { exportCampaignRegistrations: file } = await s.c.ok(
      `query($id: ID!, $format: ExportFormat!) { exportCampaignRegistrations(id: $id, format: $format) { base64 } }`,
      { id: s.campaign.id, format: 'CSV' },
    );
    const csv = Buffer.from(file.base64, 'base64').toString('utf8');
    expect(csv).toContain('Disponibilités');
    expect(csv).toContain('Missions préférées');
    expect(csv).toContain('10.05.2031 09:00–17:00');
    expect(csv).toContain('1. Caisse, 2. Bar');
    // Registering again updates the row (the availability left out of the optional field: any time).
    await visitor(t).ok(REGISTER, { input: { ...input, availability: null, preferredPositionNames: ['Bar'] } });
    expect(await preferenceRows('campaign_id = $1', [Number(s.campaign.id)])).toEqual([
      expect.objectContaining({ availability: null, preferred_position_names: ['Bar'] }),
    ]);
    expect(await preferenceRows('campaign_id = $1', [Number(stranger.campaign.id)])).toEqual([]);
  });

  it('refuses unknown or archived positions, a missing ranking and bad windows with French field errors, writing nothing', async () => {
    const s = await campaignSetup();
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{}, { preferredPositionNames: ['Choisissez au moins une mission'] }],
      [{ preferredPositionNames: ['Vestiaire'] }, { preferredPositionNames: ['Mission inconnue'] }],
      [{ preferredPositionNames: ['Bar', 'Bar'] }, { preferredPositionNames: ['Chaque mission ne peut être choisie qu’une fois'] }],
      [
        { preferredPositionNames: ['Bar'], availability: [{ day: '2031-02-30', from: '09:00', to: '08:00' }] },
        { 'availability[0].day': ['Entrez une date valide'], 'availability[0].to': ["L'heure de fin doit être après l'heure de début"] },
      ],
    ];
    for (const [extra, expected] of cases) {
      const answer = await visitor(t).call(REGISTER, { input: registrant(s.campaign.token, extra) });
      expect(errorOf(answer)).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: expected });
    }
    expect(await sql(`SELECT id FROM campaign_registration WHERE campaign_id = $1`, [Number(s.campaign.id)])).toEqual([]);
    expect(await preferenceRows('campaign_id = $1', [Number(s.campaign.id)])).toEqual([]);
  });
});

describe('privacy', () => {
  it("puts the preferences in the volunteer's data export and erases them with the volunteer", async () => {
    const s = await eventSetup();
    const input = person(s.e.uuid, [s.e.slots[0]], {
      availability: [{ day: '2030-07-01', from: '10:00', to: '18:00' }],
      preferredPositionIds: [s.positions.parking, s.positions.bar],
    });
    await visitor(t).ok(SIGN_UP, { input });
    const bystander = person(s.e.uuid, [s.e.slots[0]], { availability: [{ day: '2030-07-02', from: '10:00', to: '12:00' }] });
    await visitor(t).ok(SIGN_UP, { input: bystander });
    const [v] = await sql(`SELECT id, token FROM volunteer WHERE email = $1`, [input.email.toLowerCase()]);

    const data = JSON.parse((await visitor(t).ok(EXPORT, { token: v.token })).myDataExport);
    expect(data.preferences).toEqual([
      {
        eventName: 'Fête du lac',
        campaignName: null,
        availability: [{ day: '2030-07-01', from: '10:00', to: '18:00' }],
        availabilityText: expect.stringContaining('01.07.2030 10:00–18:00'),
        preferredPositions: ['Parking', 'Bar'],
        updatedAt: expect.any(String),
      },
    ]);
    const html = await t.agent().get(`/apis/organizer/v1/volunteers/data-export/?format=html&token=${v.token}`);
    expect(html.status).toBe(200);
    expect(html.text).toContain('Disponibilités et missions préférées');
    expect(html.text).toContain('Parking, Bar');

    const { requestMyDeletion } = await visitor(t).ok(REQUEST_DELETION, { token: v.token });
    expect((await s.o.ok(CONFIRM, { id: requestMyDeletion.id })).confirmDeletion.status).toBe('done');
    expect(await preferenceRows('volunteer_id = $1', [v.id])).toEqual([]);
    // The other volunteer's stay.
    expect(await preferenceRows('event_id = $1', [Number(s.e.eventId)])).toEqual([
      expect.objectContaining({ availability: [{ day: '2030-07-02', from: '10:00', to: '12:00' }] }),
    ]);
  });
});
