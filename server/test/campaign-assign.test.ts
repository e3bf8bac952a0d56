import { REGISTER, campaignOrganizer, registrant, type CampaignOrganizer } from './campaigns/fixtures';
import { startTestApp, type TestApp } from './harness';
import { mailsTo } from './mails';
import { planning } from './participations/fixtures';
import { rows, visitor } from './signup/fixtures';

/**
 * "Assign to an event" of the campaign registrations page (issue 12) uses the existing operations:
 * addParticipations places the chosen registrants on slots (the server's capacity rules decide), and
 * sendVolunteersMail offers them the event's sign-up link.
 */
const ADD = `mutation($input: [AddParticipationInput!]!) { addParticipations(input: $input) { id timeSlotId volunteerId validationStatus } }`;
const SEND = `mutation($input: VolunteersMailInput!) { sendVolunteersMail(input: $input) { id } }`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Volunteer ids of `count` people registered to a published campaign of the organizer. */
async function registrants(o: CampaignOrganizer, count: number): Promise<Array<{ id: string; email: string }>> {
  const campaign = await o.publishedCampaign();
  const people = Array.from({ length: count }, () => registrant(campaign.token));
  for (const person of people) await visitor(t).ok(REGISTER, { input: person });
  const found = await rows(t, `SELECT v.id, v.email FROM volunteer v JOIN campaign_registration r ON r.volunteer_id = v.id WHERE r.campaign_id = $1 ORDER BY r.id`, [
    Number(campaign.id),
  ]);
  return found.map((row) => ({ id: String(row.id), email: row.email }));
}

const participationsOn = async (slotId: string) =>
  Number((await rows(t, `SELECT COUNT(*) AS n FROM participation WHERE time_slot_id = $1`, [Number(slotId)]))[0].n);

describe('assigning campaign registrants to an event', () => {
  it('writes nothing when the slot has fewer places than chosen volunteers, and answers the capacity message', async () => {
    const o = await campaignOrganizer(t);
    const p = await planning(o);
    const people = await registrants(o, 3);
    // Slot A has 2 places: the third volunteer does not fit, so nobody is placed.
    const refused = await o.call(ADD, { input: people.map((person) => ({ volunteerId: person.id, timeSlotId: p.slotA })) });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Cette tranche horaire est complète', extensions: { code: 'CONFLICT' } });
    expect(await participationsOn(p.slotA)).toBe(0);
    for (const person of people) expect(await mailsTo(t.db.database.dataSource, person.email)).toHaveLength(1); // the campaign's confirmation only

    // Two fit: both are placed.
    const { addParticipations } = await o.ok(ADD, { input: people.slice(0, 2).map((person) => ({ volunteerId: person.id, timeSlotId: p.slotA })) });
    expect(addParticipations).toHaveLength(2);
    expect(await participationsOn(p.slotA)).toBe(2);
  });

  it('places every chosen volunteer when the slots have enough places', async () => {
    const o = await campaignOrganizer(t);
    const p = await planning(o);
    const people = await registrants(o, 3);
    // Slot D (5 places) and slot B (2 places) for two of them.
    const input = [
      ...people.map((person) => ({ volunteerId: person.id, timeSlotId: p.slotD })),
      ...people.slice(0, 2).map((person) => ({ volunteerId: person.id, timeSlotId: p.slotB })),
    ];
    const { addParticipations } = await o.ok(ADD, { input });
    expect(addParticipations).toHaveLength(5);
    expect(addParticipations.every((x: { validationStatus: string }) => x.validationStatus === 'ACCEPTED')).toBe(true);
    expect(await participationsOn(p.slotD)).toBe(3);
    expect(await participationsOn(p.slotB)).toBe(2);
  });

  it("offers the event's sign-up link by mail to the chosen registrants only", async () => {
    const o = await campaignOrganizer(t);
    const people = await registrants(o, 3);
    const link = 'https://benevo.example/o/club/e-cal/1234';
    await o.ok(SEND, { input: { volunteerIds: [people[0].id, people[2].id], subject: 'Fête du lac', body: `<p>Inscrivez-vous : <a href="${link}">${link}</a></p>` } });
    const first = await mailsTo(t.db.database.dataSource, people[0].email);
    expect(first.map((mail) => mail.subject)).toContain('Fête du lac');
    expect(first.find((mail) => mail.subject === 'Fête du lac')?.text).toContain(link);
    expect((await mailsTo(t.db.database.dataSource, people[2].email)).map((mail) => mail.subject)).toContain('Fête du lac');
    expect((await mailsTo(t.db.database.dataSource, people[1].email)).map((mail) => mail.subject)).not.toContain('Fête du lac');
  });
});
