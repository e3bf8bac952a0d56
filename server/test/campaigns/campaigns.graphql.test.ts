import { DEFAULT_CAMPAIGN_REGISTRATION_EMAIL_TEXT } from '@benevo/schema';
import { organizer } from '../events/fixtures';
import { startTestApp, type TestApp } from '../harness';
import { mailsTo } from '../mails';
import { BACKGROUND_JOB_STATEMENTS, countStatements } from '../sql-count';
import { errorOf, rows, visitor } from '../signup/fixtures';
import {
  CAMPAIGN,
  CAMPAIGNS,
  CAMPAIGN_INPUT,
  CREATE_CAMPAIGN,
  DELETE_REGISTRATION,
  PNG,
  PUBLIC_CAMPAIGN,
  PUBLIC_CAMPAIGNS,
  REGISTER,
  REGISTRATIONS,
  UPDATE_CAMPAIGN,
  campaignOrganizer,
  registrant,
  status,
} from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'http://benevo.example' });
});
afterAll(() => t.close());

describe('campaigns (organizer)', () => {
  it('creates a draft with every spec 3 field, an unguessable token and the default mail text of the organization', async () => {
    const o = await campaignOrganizer(t);
    const campaign = await o.campaign({ base64Logo: PNG.toString('base64') });
    expect(campaign).toMatchObject({
      organizationId: String(o.organization.id),
      organizationName: o.organization.name,
      name: 'Bénévoles 2031',
      description: 'Rejoignez-nous pour la saison 2031',
      contactName: 'Anne Martin',
      contactEmail: 'anne@example.org',
      status: 'DRAFT',
      nbRegistrations: 0,
      isPublic: false,
      showOnHomeCalendar: false,
      timeZone: 'Europe/Zurich',
      registrationEmailText: DEFAULT_CAMPAIGN_REGISTRATION_EMAIL_TEXT.fr,
    });
    expect(campaign.logo).toMatch(/^\/media\/[0-9a-f-]+\.png$/);
    expect(campaign.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    for (const placeholder of ['{volunteerName}', '{campaignName}', '{registrationSummary}', '{coordinatorName}', '{coordinatorEmail}', '{portalLink}']) {
      expect(campaign.registrationEmailText).toContain(placeholder);
    }
    const other = await o.campaign();
    expect(other.token).not.toBe(campaign.token);

    const german = await campaignOrganizer(t, { defaultLanguage: 'de' });
    expect((await german.campaign()).registrationEmailText).toBe(DEFAULT_CAMPAIGN_REGISTRATION_EMAIL_TEXT.de);
    const own = await o.campaign({ registrationEmailText: 'Merci {volunteerName}', isPublic: true, showOnHomeCalendar: true, timeZone: 'Europe/Berlin' });
    expect(own).toMatchObject({ registrationEmailText: 'Merci {volunteerName}', isPublic: true, showOnHomeCalendar: true, timeZone: 'Europe/Berlin' });
  });

  it('refuses a campaign without name, description, contact name or a valid contact e-mail (spec 5)', async () => {
    const o = await campaignOrganizer(t);
    const empty = await o.call(CREATE_CAMPAIGN, { input: {} });
    expect(errorOf(empty).code).toBe('BAD_USER_INPUT');
    expect(errorOf(empty).fieldErrors).toEqual({
      name: ['Un nom est obligatoire'],
      description: ['La description est obligatoire'],
      contactName: ['Le nom du contact est obligatoire'],
      contactEmail: ['Ce champ est obligatoire'],
    });
    const badEmail = await o.call(CREATE_CAMPAIGN, { input: { ...CAMPAIGN_INPUT, contactEmail: 'anne@', timeZone: 'Mars/Olympus' } });
    expect(errorOf(badEmail).fieldErrors).toEqual({ contactEmail: ['Entrez une adresse e-mail valide'], timeZone: ['Fuseau horaire inconnu'] });
    const badLogo = await o.call(CREATE_CAMPAIGN, { input: { ...CAMPAIGN_INPUT, base64Logo: Buffer.from('GIF89a').toString('base64') } });
    expect(errorOf(badLogo).fieldErrors).toEqual({ base64Logo: ['Uniquement les formats PNG ou JPEG sont autorisés'] });
    const german = await o.call(CREATE_CAMPAIGN, { input: { ...CAMPAIGN_INPUT, contactName: ' ' } });
    expect(errorOf(german).fieldErrors).toEqual({ contactName: ['Le nom du contact est obligatoire'] });
    expect(await rows(t, `SELECT id FROM campaign WHERE organization_id = $1`, [o.organization.id])).toEqual([]);
  });

  it('updates the given fields only, and the result must still be valid', async () => {
    const o = await campaignOrganizer(t);
    const campaign = await o.campaign({ base64Logo: PNG.toString('base64') });
    const { updateCampaign } = await o.ok(UPDATE_CAMPAIGN, { id: campaign.id, input: { name: 'Saison 2032', isPublic: true } });
    expect(updateCampaign).toMatchObject({ name: 'Saison 2032', isPublic: true, description: CAMPAIGN_INPUT.description, logo: campaign.logo, token: campaign.token });
    const cleared = await o.call(UPDATE_CAMPAIGN, { id: campaign.id, input: { description: '' } });
    expect(errorOf(cleared).fieldErrors).toEqual({ description: ['La description est obligatoire'] });
    const noLogo = await o.ok(UPDATE_CAMPAIGN, { id: campaign.id, input: { base64Logo: '' } });
    expect(noLogo.updateCampaign.logo).toBeNull();
  });

  it('reads lists in a fixed number of statements, whatever the number of campaigns and registrations', async () => {
    const o = await campaignOrganizer(t);
    const LIST = `{ campaigns { id nbRegistrations organizationName } }`;
    // The confirmations are being sent meanwhile, by the in-process job runner: its statements are not the read's.
    const MAIL_JOBS = new RegExp(`${BACKGROUND_JOB_STATEMENTS.source}|"mail"|"Mail"`);
    const first = await o.publishedCampaign();
    await visitor(t).ok(REGISTER, { input: registrant(first.token) });
    const count = async () => [
      await countStatements(() => o.ok(LIST), undefined, MAIL_JOBS),
      await countStatements(() => o.ok(REGISTRATIONS, { campaignId: first.id }), undefined, MAIL_JOBS),
    ];
    const small = await count();
    for (let i = 0; i < 3; i += 1) {
      const more = await o.publishedCampaign({ name: `Campagne ${i}` });
      await visitor(t).ok(REGISTER, { input: registrant(more.token) });
      await visitor(t).ok(REGISTER, { input: registrant(first.token) });
    }
    expect((await o.ok(REGISTRATIONS, { campaignId: first.id })).campaignRegistrations).toHaveLength(4);
    expect(await count()).toEqual(small);
  });

  it('publishes, closes, archives and goes back to draft; other changes are refused', async () => {
    const o = await campaignOrganizer(t);
    const { id } = await o.campaign();
    const step = async (name: string) => (await o.ok(status(name), { id }))[name].status;
    expect(await step('publishCampaign')).toBe('PUBLISHED');
    expect(await step('closeCampaign')).toBe('CLOSED');
    expect(await step('publishCampaign')).toBe('PUBLISHED');
    expect(await step('archiveCampaign')).toBe('ARCHIVED');
    const close = await o.call(status('closeCampaign'), { id });
    expect(errorOf(close)).toMatchObject({ code: 'CONFLICT', message: 'Une campagne « archived » ne peut pas passer à « closed »' });
    expect(await step('campaignToDraft')).toBe('DRAFT');
    expect(errorOf(await o.call(status('closeCampaign'), { id })).code).toBe('CONFLICT');
    expect(await step('archiveCampaign')).toBe('ARCHIVED');
    expect(await step('archiveCampaign')).toBe('ARCHIVED');
  });

  it('lists the organization’s campaigns (by status too) and deletes one with its registrations', async () => {
    const o = await campaignOrganizer(t);
    const a = await o.campaign({ name: 'A' });
    const b = await o.publishedCampaign({ name: 'B' });
    expect((await o.ok(CAMPAIGNS)).campaigns.map((c: { name: string }) => c.name)).toEqual(['B', 'A']);
    expect((await o.ok(CAMPAIGNS, { status: 'PUBLISHED' })).campaigns).toEqual([{ id: b.id, name: 'B', status: 'PUBLISHED' }]);
    await visitor(t).ok(REGISTER, { input: registrant(b.token) });
    expect(await o.ok(`mutation($id: ID!) { deleteCampaign(id: $id) }`, { id: b.id })).toEqual({ deleteCampaign: true });
    expect(errorOf(await o.call(CAMPAIGN, { id: b.id }))).toMatchObject({ code: 'NOT_FOUND', message: "Cette campagne n'existe pas" });
    expect(await rows(t, `SELECT id FROM campaign_registration WHERE campaign_id = $1`, [b.id])).toEqual([]);
    expect((await o.ok(CAMPAIGN, { id: a.id })).campaign.name).toBe('A');
  });

  it('answers FORBIDDEN while campaigns are switched off for the organization, and 401 without login', async () => {
    const off = await campaignOrganizer(t, { enableCampaigns: false });
    for (const [query, variables] of [
      [CAMPAIGNS, {}],
      [CAMPAIGN, { id: '1' }],
      [REGISTRATIONS, { campaignId: '1' }],
      [CREATE_CAMPAIGN, { input: CAMPAIGN_INPUT }],
      [UPDATE_CAMPAIGN, { id: '1', input: {} }],
      [status('publishCampaign'), { id: '1' }],
      [DELETE_REGISTRATION, { id: '1' }],
    ] as const) {
      const answer = await off.call(query, variables);
      expect(errorOf(answer)).toMatchObject({ code: 'FORBIDDEN', message: "Les campagnes ne sont pas activées pour cette organisation" });
    }
    // Switched off after the campaign was made: its public page and registrations close too.
    const o = await campaignOrganizer(t);
    const campaign = await o.publishedCampaign({ isPublic: true });
    await rows(t, `UPDATE organization SET enable_campaigns = false WHERE id = $1`, [o.organization.id]);
    expect(errorOf(await o.call(CAMPAIGN, { id: campaign.id })).code).toBe('FORBIDDEN');
    expect(errorOf(await visitor(t).call(PUBLIC_CAMPAIGN, { token: campaign.token })).code).toBe('NOT_FOUND');
    expect((await visitor(t).ok(PUBLIC_CAMPAIGNS, { id: String(o.organization.id) })).publicCampaigns).toEqual([]);
    expect(errorOf(await visitor(t).call(REGISTER, { input: registrant(campaign.token) })).code).toBe('NOT_FOUND');
    expect(errorOf(await visitor(t).call(CAMPAIGNS)).code).toBe('UNAUTHENTICATED');
  });

  it("never shows or changes another organization's campaigns or registrations", async () => {
    const mine = await campaignOrganizer(t);
    const theirs = await campaignOrganizer(t);
    const campaign = await theirs.publishedCampaign();
    await visitor(t).ok(REGISTER, { input: registrant(campaign.token) });
    const [registration] = (await theirs.ok(REGISTRATIONS, { campaignId: campaign.id })).campaignRegistrations;
    for (const [query, variables] of [
      [CAMPAIGN, { id: campaign.id }],
      [REGISTRATIONS, { campaignId: campaign.id }],
      [UPDATE_CAMPAIGN, { id: campaign.id, input: { name: 'Volée' } }],
      [status('closeCampaign'), { id: campaign.id }],
      [`mutation($id: ID!) { deleteCampaign(id: $id) }`, { id: campaign.id }],
      [DELETE_REGISTRATION, { id: registration.id }],
    ] as const) {
      expect(errorOf(await mine.call(query, variables)).code).toBe('NOT_FOUND');
    }
    expect(errorOf(await mine.call(CAMPAIGNS, { organizationId: String(theirs.organization.id) })).code).toBe('FORBIDDEN');
    expect((await mine.ok(CAMPAIGNS)).campaigns).toEqual([]);
    expect((await theirs.ok(CAMPAIGN, { id: campaign.id })).campaign).toMatchObject({ name: CAMPAIGN_INPUT.name, status: 'PUBLISHED', nbRegistrations: 1 });
  });
});

describe('public campaigns and registration', () => {
  it('shows a published campaign by token and lists the public ones by slug or id', async () => {
    const o = await campaignOrganizer(t);
    const listed = await o.publishedCampaign({ name: 'Listée', isPublic: true });
    const unlisted = await o.publishedCampaign({ name: 'Par lien', isPublic: false });
    const draft = await o.campaign({ name: 'Brouillon', isPublic: true });
    const closed = await o.publishedCampaign({ name: 'Fermée', isPublic: true });
    await o.ok(status('closeCampaign'), { id: closed.id });
    const { publicCampaign } = await visitor(t).ok(PUBLIC_CAMPAIGN, { token: unlisted.token });
    expect(publicCampaign).toMatchObject({ id: unlisted.id, name: 'Par lien', status: 'PUBLISHED', organizationName: o.organization.name, nbRegistrations: 0 });
    for (const token of [draft.token, closed.token, 'x'.repeat(32), 'short']) {
      expect(errorOf(await visitor(t).call(PUBLIC_CAMPAIGN, { token }))).toMatchObject({ code: 'NOT_FOUND', message: "Cette campagne n'existe pas" });
    }
    const bySlug = await visitor(t).ok(PUBLIC_CAMPAIGNS, { slug: o.organization.slug });
    expect(bySlug.publicCampaigns).toEqual([{ id: listed.id, name: 'Listée', token: listed.token }]);
    expect((await visitor(t).ok(PUBLIC_CAMPAIGNS, { id: String(o.organization.id) })).publicCampaigns).toEqual(bySlug.publicCampaigns);
    expect(errorOf(await visitor(t).call(PUBLIC_CAMPAIGNS, { slug: 'nobody-here' })).code).toBe('NOT_FOUND');
  });

  it('registers a new volunteer with the default categories and sends the confirmation with every placeholder', async () => {
    const o = await campaignOrganizer(t);
    await o.ok(`mutation { createVolunteerCategory(input: { name: "Nouveaux", isByDefault: true }) { id } }`);
    const campaign = await o.publishedCampaign();
    const input = registrant(campaign.token, { phoneNumber: '+41 79 123 45 67' });
    expect(await visitor(t).ok(REGISTER, { input })).toEqual({ registerForCampaign: true });

    const [volunteer] = await rows(t, `SELECT id, token, first_name, last_name, phone_number, email FROM volunteer WHERE email = $1`, [input.email]);
    expect(volunteer).toMatchObject({ first_name: 'Luc', last_name: input.lastName, phone_number: '+41 79 123 45 67' });
    const categories = await rows(t, `SELECT c.name FROM volunteer_category_member m JOIN volunteer_category c ON c.id = m.category_id WHERE m.volunteer_id = $1`, [volunteer.id]);
    expect(categories).toEqual([{ name: 'Nouveaux' }]);
    const { campaignRegistrations } = await o.ok(REGISTRATIONS, { campaignId: campaign.id });
    expect(campaignRegistrations).toEqual([
      {
        id: expect.any(String),
        campaignId: campaign.id,
        createdAt: expect.any(String),
        modifiedAt: expect.any(String),
        volunteer: { id: String(volunteer.id), firstName: 'Luc', lastName: input.lastName, email: input.email, phoneNumber: '+41 79 123 45 67', language: 'fr' },
      },
    ]);

    const mails = await mailsTo(t.db.database.dataSource, input.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Confirmation de votre inscription : Bénévoles 2031');
    expect(mails[0].text).toContain(`Bonjour Luc ${input.lastName},`);
    expect(mails[0].text).toContain('Merci pour votre inscription à la campagne Bénévoles 2031.');
    expect(mails[0].text).toContain('- Campagne : Bénévoles 2031');
    expect(mails[0].text).toContain(`http://benevo.example/portal/t/${volunteer.token}`);
    expect(mails[0].text).toContain('Anne Martin (anne@example.org)');
    expect(mails[0].text).not.toMatch(/\{\w+\}/);
    const [stored] = await rows(t, `SELECT reply_to, from_name FROM mail WHERE to_address = $1`, [input.email]);
    expect(stored).toEqual({ reply_to: 'anne@example.org', from_name: o.organization.name });
  });

  it("uses the campaign's own text, in the volunteer's language when the text is blank, and adds what it lacks", async () => {
    const o = await campaignOrganizer(t);
    const own = await o.publishedCampaign({ name: 'Été <b>', registrationEmailText: 'Salut {volunteerName}, bienvenue dans {campaignName} ! {unknown}' });
    const input = registrant(own.token);
    await visitor(t).ok(REGISTER, { input });
    const [mail] = await mailsTo(t.db.database.dataSource, input.email);
    expect(mail.text).toContain(`Salut Luc ${input.lastName}, bienvenue dans Été <b> ! {unknown}`);
    expect(mail.text).toContain('Récapitulatif de votre inscription :\n- Campagne : Été <b>');
    expect(mail.text).toMatch(/Votre espace bénévole : http:\/\/benevo\.example\/portal\/t\/\S+/);
    const [html] = await rows(t, `SELECT html FROM mail WHERE to_address = $1`, [input.email]);
    expect(html.html).toContain('Été &lt;b&gt;');

    const blank = await o.publishedCampaign({ name: 'Sommer' });
    await o.ok(UPDATE_CAMPAIGN, { id: blank.id, input: { registrationEmailText: '' } });
    const german = registrant(blank.token, { language: 'de' });
    await visitor(t).ok(REGISTER, { input: german });
    const [deMail] = await mailsTo(t.db.database.dataSource, german.email);
    expect(deMail.subject).toBe('Bestätigung Ihrer Anmeldung: Sommer');
    expect(deMail.text).toContain('Vielen Dank für Ihre Anmeldung zur Kampagne Sommer.');
  });

  it('attaches a known e-mail without overwriting the profile; registering twice keeps one registration', async () => {
    const o = await campaignOrganizer(t);
    const first = await o.publishedCampaign({ name: 'Première' });
    const second = await o.publishedCampaign({ name: 'Seconde' });
    const input = registrant(first.token, { phoneNumber: '+41 79 000 00 00' });
    await visitor(t).ok(REGISTER, { input });
    const upper = input.email.toUpperCase();
    await visitor(t).ok(REGISTER, { input: { ...input, token: second.token, firstName: 'Autre', lastName: 'Nom', email: upper, emailConfirmation: upper, phoneNumber: '+33 6 12 34 56 78' } });
    await visitor(t).ok(REGISTER, { input });
    const volunteers = await rows(t, `SELECT id, first_name, last_name, phone_number FROM volunteer WHERE organization_id = $1`, [o.organization.id]);
    expect(volunteers).toEqual([{ id: expect.any(Number), first_name: 'Luc', last_name: input.lastName, phone_number: '+41 79 000 00 00' }]);
    const registrations = await rows(t, `SELECT campaign_id FROM campaign_registration WHERE volunteer_id = $1 ORDER BY campaign_id`, [volunteers[0].id]);
    expect(registrations).toEqual([{ campaign_id: Number(first.id) }, { campaign_id: Number(second.id) }]);
    // The confirmation goes to the address submitted.
    expect(await mailsTo(t.db.database.dataSource, input.email)).toHaveLength(2);
    expect((await mailsTo(t.db.database.dataSource, upper))[0].text).toContain('Bonjour Autre Nom,');
    expect((await o.ok(CAMPAIGN, { id: first.id })).campaign.nbRegistrations).toBe(1);
  });

  it('checks the form: names, e-mail twice, an international phone, the policy', async () => {
    const o = await campaignOrganizer(t);
    const campaign = await o.publishedCampaign();
    const answer = await visitor(t).call(REGISTER, {
      input: { token: campaign.token, firstName: ' ', lastName: '', email: 'luc@', emailConfirmation: 'autre@example.org', phoneNumber: '079 123 45 67', policyAccepted: false },
    });
    expect(errorOf(answer).code).toBe('BAD_USER_INPUT');
    expect(errorOf(answer).fieldErrors).toEqual({
      firstName: ['Ce champ est obligatoire'],
      lastName: ['Ce champ est obligatoire'],
      email: ['Entrez une adresse e-mail valide'],
      emailConfirmation: ['Les adresses e-mail doivent être identiques'],
      phoneNumber: ['Numéro non valide'],
      policyAccepted: ['Vous devez accepter la politique de confidentialité'],
    });
    expect(await rows(t, `SELECT id FROM campaign_registration WHERE campaign_id = $1`, [campaign.id])).toEqual([]);
  });

  it('refuses registrations unless the campaign is published, with a clear message', async () => {
    const o = await campaignOrganizer(t);
    const campaign = await o.campaign();
    const attempt = () => visitor(t).call(REGISTER, { input: registrant(campaign.token) });
    expect(errorOf(await attempt())).toMatchObject({ code: 'CONFLICT', message: "Cette campagne n'est pas publiée : les inscriptions ne sont pas ouvertes" });
    await o.ok(status('publishCampaign'), { id: campaign.id });
    await o.ok(status('closeCampaign'), { id: campaign.id });
    expect(errorOf(await attempt())).toMatchObject({ code: 'CONFLICT', message: 'Cette campagne est fermée : elle ne prend plus de nouvelles inscriptions' });
    const english = await visitor(t, { 'Accept-Language': 'en' }).call(REGISTER, { input: registrant(campaign.token) });
    expect(errorOf(english).message).toBe('This campaign is closed: it takes no new registrations');
    const german = await visitor(t, { 'Accept-Language': 'de' }).call(REGISTER, { input: registrant(campaign.token) });
    expect(errorOf(german).message).toBe('Diese Kampagne ist geschlossen: Sie nimmt keine neuen Anmeldungen mehr an');
    await o.ok(status('archiveCampaign'), { id: campaign.id });
    expect(errorOf(await attempt())).toMatchObject({ code: 'CONFLICT', message: 'Cette campagne est archivée : elle ne prend plus de nouvelles inscriptions' });
    expect(errorOf(await visitor(t).call(REGISTER, { input: registrant('unknown-token-of-32-characters!!') })).code).toBe('NOT_FOUND');
    expect(await rows(t, `SELECT id FROM campaign_registration WHERE campaign_id = $1`, [campaign.id])).toEqual([]);
    expect(await rows(t, `SELECT id FROM volunteer WHERE organization_id = $1`, [o.organization.id])).toEqual([]);
  });

  it('lets the organizer delete a registration; the volunteer stays', async () => {
    const o = await campaignOrganizer(t);
    const campaign = await o.publishedCampaign();
    const input = registrant(campaign.token);
    await visitor(t).ok(REGISTER, { input });
    const [registration] = (await o.ok(REGISTRATIONS, { campaignId: campaign.id })).campaignRegistrations;
    expect(await o.ok(DELETE_REGISTRATION, { id: registration.id })).toEqual({ deleteCampaignRegistration: true });
    expect((await o.ok(REGISTRATIONS, { campaignId: campaign.id })).campaignRegistrations).toEqual([]);
    expect(errorOf(await o.call(DELETE_REGISTRATION, { id: registration.id })).code).toBe('NOT_FOUND');
    expect(await rows(t, `SELECT email FROM volunteer WHERE email = $1`, [input.email])).toHaveLength(1);
    // A member of an organization without campaigns learns nothing either.
    const plain = await organizer(t);
    expect(errorOf(await plain.call(DELETE_REGISTRATION, { id: registration.id })).code).toBe('FORBIDDEN');
  });
});
