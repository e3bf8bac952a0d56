import { startTestApp, type TestApp } from '../harness';
import { errorOf, rows, visitor } from '../signup/fixtures';
import { REGISTER, campaignOrganizer, registrant, status } from './fixtures';

const MINE = `query($token: String!) { volunteerCampaignRegistrations(token: $token) {
  id name description contactName contactEmail registeredAt } }`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'http://benevo.example' });
});
afterAll(() => t.close());

/** The portal token of the volunteer with this e-mail. */
async function tokenOf(email: string): Promise<string> {
  const [volunteer] = await rows(t, `SELECT token FROM volunteer WHERE email = $1`, [email]);
  return volunteer.token;
}

describe("campaigns (the volunteer's portal token)", () => {
  it('lists the registrations of published campaigns only, with the campaign and its contact, never the campaign token', async () => {
    const o = await campaignOrganizer(t);
    const published = await o.publishedCampaign({ name: 'Saison 2031', contactName: 'Anne Martin', contactEmail: 'anne@example.org' });
    const closed = await o.publishedCampaign({ name: 'Fermée' });
    const draft = await o.publishedCampaign({ name: 'Brouillon' });
    const archived = await o.publishedCampaign({ name: 'Archivée' });
    const input = registrant(published.token);
    const same = { email: input.email, emailConfirmation: input.email };
    for (const campaign of [published, closed, draft, archived]) {
      await visitor(t).ok(REGISTER, { input: campaign === published ? input : registrant(campaign.token, same) });
    }
    const token = await tokenOf(input.email);
    expect((await visitor(t).ok(MINE, { token })).volunteerCampaignRegistrations).toHaveLength(4);

    await o.ok(status('closeCampaign'), { id: closed.id });
    await o.ok(status('campaignToDraft'), { id: draft.id });
    await o.ok(status('archiveCampaign'), { id: archived.id });
    const { volunteerCampaignRegistrations } = await visitor(t).ok(MINE, { token });
    expect(volunteerCampaignRegistrations).toEqual([
      {
        id: expect.any(String),
        name: 'Saison 2031',
        description: published.description,
        contactName: 'Anne Martin',
        contactEmail: 'anne@example.org',
        registeredAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(volunteerCampaignRegistrations)).not.toContain(published.token);
  });

  it("shows nothing of another volunteer's registrations", async () => {
    const o = await campaignOrganizer(t);
    const campaign = await o.publishedCampaign();
    const other = await o.publishedCampaign({ name: 'Autre campagne' });
    const mine = registrant(campaign.token);
    const theirs = registrant(other.token);
    await visitor(t).ok(REGISTER, { input: mine });
    await visitor(t).ok(REGISTER, { input: theirs });
    await visitor(t).ok(REGISTER, { input: registrant(campaign.token, { email: theirs.email, emailConfirmation: theirs.email }) });

    const answer = await visitor(t).ok(MINE, { token: await tokenOf(mine.email) });
    expect(answer.volunteerCampaignRegistrations.map((registration: { name: string }) => registration.name)).toEqual([campaign.name]);
    const [registration] = await rows(t, `SELECT r.id FROM campaign_registration r JOIN volunteer v ON v.id = r.volunteer_id WHERE v.email = $1`, [mine.email]);
    expect(answer.volunteerCampaignRegistrations[0].id).toBe(String(registration.id));
    const theirAnswer = await visitor(t).ok(MINE, { token: await tokenOf(theirs.email) });
    expect(theirAnswer.volunteerCampaignRegistrations.map((r: { name: string }) => r.name)).toEqual(['Autre campagne', campaign.name]);
  });

  it('answers NOT_FOUND to a bad token', async () => {
    for (const token of ['', 'short', 'x'.repeat(32), '../../etc/passwd']) {
      expect(errorOf(await visitor(t).call(MINE, { token })).code).toBe('NOT_FOUND');
    }
  });
});
