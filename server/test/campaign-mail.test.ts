import { CAMPAIGN_INPUT, campaignOrganizer, type CampaignOrganizer } from './campaigns/fixtures';
import { COMMUNICATION_FIELDS, mailRows } from './communications/fixtures';
import { gql, startTestApp, type TestApp } from './harness';
import { volunteer } from './participations/fixtures';
import { errorOf, rows, visitor } from './signup/fixtures';

/**
 * Issue 12: mailing a campaign's registrations (spec 7 campaigns/{id}/send_mail/ and preview_mail/),
 * through both doors, the communications outbox and history.
 */

let t: TestApp;
beforeAll(async () => {
  // Mails stay in the database (no SMTP_URL); the sweeper is slowed so only nudges dispatch.
  t = await startTestApp({ SWEEP_INTERVAL_MS: '600000', PUBLIC_URL: 'http://benevo.test' });
});
afterAll(() => t.close());

const SEND = `mutation Send($campaignId: ID!, $input: CampaignMailInput!) {
  sendCampaignMail(campaignId: $campaignId, input: $input) {
    onlyOwner recipientsCount sentTo communication { ${COMMUNICATION_FIELDS} campaignId campaignName }
  }
}`;
const PREVIEW = `mutation Preview($campaignId: ID!, $input: CampaignMailInput!, $volunteerId: ID) {
  previewCampaignMail(campaignId: $campaignId, input: $input, volunteerId: $volunteerId) {
    subject html text recipientsCount to { volunteerId name email language } recipients { volunteerId name email language }
  }
}`;
const HISTORY = `query History($campaignId: ID) { communications(campaignId: $campaignId) { id kind campaignId campaignName eventName recipientsCount } }`;

interface Registered {
  registrationId: string;
  volunteerId: string;
  email: string;
  name: string;
  token: string;
}

let people = 0;

/**
 * A published campaign with registrations of new volunteers (first name, language), oldest first,
 * registered by the organizer (POST /campaign-registrations/).
 */
async function campaignWith(o: CampaignOrganizer, persons: Array<[string, string]>, input: Record<string, unknown> = {}) {
  const campaign = await o.publishedCampaign(input);
  const registered: Registered[] = [];
  for (const [firstName, language] of persons) {
    people += 1;
    const email = `recrue${people}.${o.organization.id}@example.org`;
    const row = await volunteer(t, o.organization.id, { first_name: firstName, last_name: 'Muster', language, email });
    const answer = await o.post('/campaign-registrations/', { campaignId: Number(campaign.id), volunteer: Number(row.id) });
    if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
    registered.push({ registrationId: String(answer.body.id), volunteerId: row.id, email, name: `${firstName} Muster`, token: row.token });
  }
  return { campaign, registered };
}

const mailCount = async () => (await mailRows(t)).length;
const communicationCount = async (organizationId: number) =>
  Number((await rows(t, `SELECT count(*) AS n FROM communication WHERE organization_id = $1`, [organizationId]))[0].n);

/** A new organizer with a campaign of these registrations, and the outbox's size before the test mails. */
async function mailingSetup(persons: Array<[string, string]>) {
  const o = await campaignOrganizer(t);
  const { campaign, registered } = await campaignWith(o, persons);
  return { o, campaign, registered, before: await mailCount() };
}

/** A campaign of one registration, an organizer of another organization, one with campaigns off, and the outbox's size. */
async function refusalSetup() {
  const o = await campaignOrganizer(t);
  const { campaign } = await campaignWith(o, [['Anna', 'fr']]);
  const stranger = await campaignOrganizer(t);
  const off = await campaignOrganizer(t, { enableCampaigns: false });
  return { o, campaign, stranger, off, mails: await mailCount() };
}

describe('campaign mailing (GraphQL)', () => {
  it('queues one mail per registration with the placeholders filled, Reply-To the contact, and a history record naming the campaign', async () => {
    const { o, campaign, registered, before } = await mailingSetup([
      ['Anna', 'fr'],
      ['Bruno', 'de'],
      ['Chloé', 'fr'],
    ]);
    const { sendCampaignMail } = await o.ok(SEND, {
      campaignId: campaign.id,
      input: {
        subject: 'Nouvelles de {campaignName}',
        body: '<p>Bonjour {volunteerName},</p><p>{registrationSummary}</p><p>Contact : {coordinatorName} ({coordinatorEmail})</p><p>Votre espace : {portalLink}</p>',
      },
    });
    expect(sendCampaignMail).toMatchObject({ onlyOwner: false, recipientsCount: 3, sentTo: null });
    const communication = sendCampaignMail.communication;
    expect(communication).toMatchObject({
      kind: 'CAMPAIGN',
      campaignId: campaign.id,
      campaignName: CAMPAIGN_INPUT.name,
      eventId: null,
      eventName: '',
      subject: 'Nouvelles de {campaignName}',
      replyTo: CAMPAIGN_INPUT.contactEmail,
      recipientsCount: 3,
      filters: { volunteerIds: [] },
    });
    expect(communication.recipients.map((r: { email: string }) => r.email).sort()).toEqual(registered.map((r) => r.email).sort());

    const mails = (await mailRows(t)).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual(registered.map((r) => r.email).sort());
    for (const person of registered) {
      const mail = mails.find((m) => m.to === person.email)!;
      expect(mail.subject).toBe(`Nouvelles de ${CAMPAIGN_INPUT.name}`);
      expect(mail.replyTo).toBe(CAMPAIGN_INPUT.contactEmail);
      expect(mail.fromName).toBe(o.organization.name);
      expect(mail.text).toContain(`Bonjour ${person.name},`);
      expect(mail.text).toContain(`Contact : ${CAMPAIGN_INPUT.contactName} (${CAMPAIGN_INPUT.contactEmail})`);
      expect(mail.text).toContain(`Votre espace : http://benevo.test/portal/t/${person.token}`);
      expect(mail.html).toContain(`http://benevo.test/portal/t/${person.token}`);
      expect(mail.text).not.toMatch(/\{(volunteerName|campaignName|coordinatorName|coordinatorEmail|portalLink|registrationSummary)\}/);
    }
    // {registrationSummary} names the campaign, in the recipient's language.
    const anna = mails.find((m) => m.to === registered[0].email)!;
    expect(anna.text).toContain(`- Campagne : ${CAMPAIGN_INPUT.name}`);
    const bruno = mails.find((m) => m.to === registered[1].email)!;
    expect(bruno.language).toBe('de');
    expect(bruno.text).toContain(`- Kampagne: ${CAMPAIGN_INPUT.name}`);

    // The history lists it with the campaign's name, and filters by campaign.
    const other = await campaignWith(o, [['David', 'fr']], { name: 'Autre campagne' });
    await o.ok(SEND, { campaignId: other.campaign.id, input: { body: 'Salut {volunteerName}' } });
    const all = (await o.ok(HISTORY)).communications;
    expect(all.map((c: { campaignName: string }) => c.campaignName)).toEqual(['Autre campagne', CAMPAIGN_INPUT.name]);
    const one = (await o.ok(HISTORY, { campaignId: campaign.id })).communications;
    expect(one).toEqual([{ id: communication.id, kind: 'CAMPAIGN', campaignId: campaign.id, campaignName: CAMPAIGN_INPUT.name, eventName: '', recipientsCount: 3 }]);
    // The default subject names the organization and the campaign.
    const [davidMail] = (await mailRows(t)).filter((m) => m.to === other.registered[0].email && m.text.startsWith('Salut'));
    expect(davidMail.subject).toBe(`${o.organization.name}: Autre campagne`);
  });

  it('mails only the chosen registrations; a registration of another campaign or organization is refused and nothing is queued', async () => {
    const { o, campaign, registered, before } = await mailingSetup([
      ['Anna', 'fr'],
      ['Bruno', 'fr'],
      ['Chloé', 'fr'],
    ]);
    const { sendCampaignMail } = await o.ok(SEND, {
      campaignId: campaign.id,
      input: { body: 'Bonjour {volunteerName}', registrationIds: [registered[0].registrationId, registered[2].registrationId] },
    });
    expect(sendCampaignMail.recipientsCount).toBe(2);
    expect(sendCampaignMail.communication.filters.volunteerIds.sort()).toEqual([registered[0].volunteerId, registered[2].volunteerId].sort());
    expect((await mailRows(t)).slice(before).map((m) => m.to).sort()).toEqual([registered[0].email, registered[2].email].sort());

    const sibling = await campaignWith(o, [['Emma', 'fr']], { name: 'Sœur' });
    const foreignOrganizer = await campaignOrganizer(t);
    const foreign = await campaignWith(foreignOrganizer, [['Félix', 'fr']]);
    const mails = await mailCount();
    const communications = await communicationCount(o.organization.id);
    for (const stranger of [sibling.registered[0].registrationId, foreign.registered[0].registrationId, '999999', 'abc']) {
      const refused = await o.call(SEND, { campaignId: campaign.id, input: { body: 'x', registrationIds: [registered[0].registrationId, stranger] } });
      expect(errorOf(refused)).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { registrationIds: ['Référence inconnue'] } });
    }
    const none = await o.call(SEND, { campaignId: campaign.id, input: { body: 'x', registrationIds: [] } });
    expect(errorOf(none).fieldErrors).toEqual({ registrationIds: ['Sélectionnez au moins un bénévole'] });
    expect(await mailCount()).toBe(mails);
    expect(await communicationCount(o.organization.id)).toBe(communications);
  });

  it('onlyOwner sends the mail rendered for the first recipient to the organizer alone, without a history record', async () => {
    const { o, campaign, registered, before } = await mailingSetup([
      ['Anna', 'fr'],
      ['Bruno', 'fr'],
    ]);
    const { sendCampaignMail } = await o.ok(SEND, { campaignId: campaign.id, input: { body: 'Bonjour {volunteerName} ({campaignName})', onlyOwner: true } });
    expect(sendCampaignMail).toEqual({ onlyOwner: true, recipientsCount: 2, sentTo: o.user.email, communication: null });
    const mails = (await mailRows(t)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: o.user.email, subject: `${o.organization.name}: ${CAMPAIGN_INPUT.name}`, replyTo: CAMPAIGN_INPUT.contactEmail });
    expect(mails[0].text).toMatch(new RegExp(`^Bonjour ${registered[0].name} \\(${CAMPAIGN_INPUT.name}\\)`));
    // The recipient's portal link is a credential: the organizer's copy carries a sample one.
    expect(mails[0].text).toContain('http://benevo.test/portal/t/exemple');
    expect(mails[0].text).not.toContain(registered[0].token);
    expect(await communicationCount(o.organization.id)).toBe(0);
  });

  it('previews for the first or a chosen recipient, escaping values and never showing a real portal link', async () => {
    const { o, campaign, registered, before } = await mailingSetup([
      ['<b>Anna</b>', 'fr'],
      ['Bruno', 'de'],
    ]);
    const { previewCampaignMail } = await o.ok(PREVIEW, {
      campaignId: campaign.id,
      input: { body: '<p onclick="x()">Bonjour {volunteerName}</p><script>alert(1)</script><p>{portalLink}</p>' },
    });
    expect(previewCampaignMail.recipientsCount).toBe(2);
    expect(previewCampaignMail.to).toMatchObject({ volunteerId: registered[0].volunteerId, email: registered[0].email });
    expect(previewCampaignMail.subject).toBe(`${o.organization.name}: ${CAMPAIGN_INPUT.name}`);
    expect(previewCampaignMail.html).toContain('Bonjour &lt;b&gt;Anna&lt;/b&gt; Muster');
    expect(previewCampaignMail.html).not.toMatch(/<script|onclick/);
    expect(previewCampaignMail.html).toContain('http://benevo.test/portal/t/exemple');
    expect(previewCampaignMail.html).not.toContain(registered[0].token);

    const forBruno = await o.ok(PREVIEW, { campaignId: campaign.id, input: { body: '{registrationSummary}', registrationIds: [registered[1].registrationId] } });
    expect(forBruno.previewCampaignMail).toMatchObject({ recipientsCount: 1, to: { email: registered[1].email, language: 'de' } });
    expect(forBruno.previewCampaignMail.text).toContain(`- Kampagne: ${CAMPAIGN_INPUT.name}`);
    const chosen = await o.ok(PREVIEW, { campaignId: campaign.id, input: { body: 'x' }, volunteerId: registered[1].volunteerId });
    expect(chosen.previewCampaignMail.to.email).toBe(registered[1].email);
    // A preview sends nothing.
    expect(await mailCount()).toBe(before);
  });

  it('refuses another organization’s campaign (NOT_FOUND), campaigns switched off (FORBIDDEN), an empty body and an empty campaign (localized)', async () => {
    const { o, campaign, stranger, off, mails } = await refusalSetup();

    expect(errorOf(await stranger.call(SEND, { campaignId: campaign.id, input: { body: 'x' } }))).toMatchObject({
      code: 'NOT_FOUND',
      message: "Cette campagne n'existe pas",
    });
    expect(errorOf(await stranger.call(PREVIEW, { campaignId: campaign.id, input: { body: 'x' } })).code).toBe('NOT_FOUND');
    expect(errorOf(await off.call(SEND, { campaignId: campaign.id, input: { body: 'x' } }))).toMatchObject({
      code: 'FORBIDDEN',
      message: "Les campagnes ne sont pas activées pour cette organisation",
    });
    expect(errorOf(await off.call(PREVIEW, { campaignId: campaign.id, input: { body: 'x' } })).code).toBe('FORBIDDEN');

    expect(errorOf(await o.call(SEND, { campaignId: campaign.id, input: { body: '<p> </p>' } }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { body: ['Le message est obligatoire'] },
    });
    const german = await gql(o.agent, t.server.url, SEND, { campaignId: campaign.id, input: { body: '' } }, { headers: { 'Accept-Language': 'de' } });
    expect(errorOf(german).fieldErrors).toEqual({ body: ['Die Nachricht ist obligatorisch'] });
    const empty = await o.campaign({ name: 'Vide' });
    expect(errorOf(await o.call(SEND, { campaignId: empty.id, input: { body: 'Bonjour' } }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Aucun bénévole ne correspond à ces critères',
    });
    // Unauthenticated: no door.
    expect(errorOf(await visitor(t).call(SEND, { campaignId: campaign.id, input: { body: 'x' } })).code).toBe('UNAUTHENTICATED');

    expect(await mailCount()).toBe(mails);
    expect(await communicationCount(o.organization.id)).toBe(0);
  });
});

describe('campaign mailing (REST facade)', () => {
  it('send_mail and preview_mail with the documented names; the history names the campaign', async () => {
    const { o, campaign, registered, before } = await mailingSetup([
      ['Anna', 'fr'],
      ['Bruno', 'fr'],
      ['Chloé', 'fr'],
    ]);
    const preview = await o.post(`/campaigns/${campaign.id}/preview_mail/`, { body: 'Salut {volunteerName} de {coordinatorName}' });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ recipientsCount: 3, to: { email: registered[0].email } });
    expect(preview.body.text).toMatch(new RegExp(`^Salut ${registered[0].name} de ${CAMPAIGN_INPUT.contactName}`));
    expect(await mailCount()).toBe(before);

    const owner = await o.post(`/campaigns/${campaign.id}/send_mail/`, { emailBody: 'Essai {volunteerName}', onlyOwner: true });
    expect(owner.status).toBe(200);
    expect(owner.body).toEqual({ onlyOwner: true, recipientsCount: 3, sentTo: o.user.email, detail: `E-mail envoyé à votre adresse ${o.user.email} uniquement` });
    expect((await mailRows(t)).slice(before).map((m) => m.to)).toEqual([o.user.email]);

    const sent = await o.post(`/campaigns/${campaign.id}/send_mail/`, {
      emailBody: 'Bonjour {volunteerName}, {campaignName}',
      onlyOwner: false,
      registrations: [Number(registered[1].registrationId), Number(registered[2].registrationId)],
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      kind: 'campaign',
      campaignId: Number(campaign.id),
      campaignName: CAMPAIGN_INPUT.name,
      eventId: null,
      recipientsCount: 2,
      replyTo: CAMPAIGN_INPUT.contactEmail,
      onlyOwner: false,
    });
    expect(sent.body.recipientsList.map((r: { email: string }) => r.email).sort()).toEqual([registered[1].email, registered[2].email].sort());
    const bruno = (await mailRows(t)).filter((m) => m.to === registered[1].email && m.text.startsWith('Bonjour'));
    expect(bruno).toHaveLength(1);
    expect(bruno[0].text).toContain(`Bonjour ${registered[1].name}, ${CAMPAIGN_INPUT.name}`);

    // Field errors under the facade's names; nothing queued.
    const mails = await mailCount();
    expect((await o.post(`/campaigns/${campaign.id}/send_mail/`, { emailBody: '' })).body).toEqual({ emailBody: ['Le message est obligatoire'] });
    expect((await o.post(`/campaigns/${campaign.id}/send_mail/`, { emailBody: 'x', registrations: [999999] })).body).toEqual({ registrations: ['Référence inconnue'] });
    expect(await mailCount()).toBe(mails);

    // Every registration when none is chosen.
    const all = await o.post(`/campaigns/${campaign.id}/send_mail/`, { emailBody: 'Pour tous' });
    expect(all.status).toBe(201);
    expect(all.body.recipientsCount).toBe(3);

    const history = await o.get(`/organization/${o.organization.id}/communication/?campaign=${campaign.id}`);
    expect(history.status).toBe(200);
    expect(history.body.map((c: { kind: string; campaignName: string; recipientsCount: number }) => [c.kind, c.campaignName, c.recipientsCount])).toEqual([
      ['campaign', CAMPAIGN_INPUT.name, 3],
      ['campaign', CAMPAIGN_INPUT.name, 2],
    ]);
  });

  it('answers 404 for another organization’s campaign, 403 with campaigns off, 401 without login', async () => {
    const { campaign, stranger, off, mails } = await refusalSetup();
    for (const path of ['send_mail', 'preview_mail']) {
      const foreign = await stranger.post(`/campaigns/${campaign.id}/${path}/`, { emailBody: 'x' });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ detail: "Cette campagne n'existe pas" });
      expect((await off.post(`/campaigns/${campaign.id}/${path}/`, { emailBody: 'x' })).status).toBe(403);
      expect((await t.agent().post(`/apis/organizer/v1/campaigns/${campaign.id}/${path}/`).send({ emailBody: 'x' })).status).toBe(401);
    }
    expect(await mailCount()).toBe(mails);
  });
});
