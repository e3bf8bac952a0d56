import { CREATE_EVENT, EVENT_INPUT } from '../events/fixtures';
import { gql, startTestApp, type TestApp } from '../harness';
import { mailsTo } from '../mails';
import { errorOf, rows } from '../signup/fixtures';
import { PNG, REGISTER, campaignOrganizer, registrant, type CampaignOrganizer } from './fixtures';

/*
 * A campaign's own form (issue 12): campaign attributes and form fields with the event form's rules,
 * the profile picture (campaigns only), answers kept on the registration, both doors, tenant scoping
 * and the licence limits.
 */

const ATTRIBUTE = `id name valueType eventId campaignId options { id option }`;
const CREATE_ATTRIBUTE = `mutation($campaignId: ID!, $input: AttributeInput!) { createCampaignAttribute(campaignId: $campaignId, input: $input) { ${ATTRIBUTE} } }`;
const ATTRIBUTES = `query($campaignId: ID!) { campaignAttributes(campaignId: $campaignId) { ${ATTRIBUTE} } }`;
const VOLUNTEER_ATTRIBUTES = `query { customAttributes { ${ATTRIBUTE} } }`;
const CREATE_VOLUNTEER_ATTRIBUTE = `mutation($input: AttributeInput!) { createAttribute(input: $input) { ${ATTRIBUTE} } }`;
const FIELDS = `id campaignId fields { id type baseAttribute isRequired label order condition { targetAttribute targetOption } attribute { id name } }`;
const FORM = `query($campaignId: ID!) { campaignForm(campaignId: $campaignId) { ${FIELDS} } }`;
const SAVE_FORM = `mutation($campaignId: ID!, $fields: [FormFieldInput!]!) { saveCampaignForm(campaignId: $campaignId, fields: $fields) { ${FIELDS} } }`;
const SAVE_EVENT_FORM = `mutation($eventId: ID!, $fields: [FormFieldInput!]!) { saveEventForm(eventId: $eventId, fields: $fields) { id } }`;
const PUBLIC_FORM = `query($token: String!) { publicCampaign(token: $token) { id form { campaignId fields { id type label isRequired baseAttribute attribute { id valueType options { id option } } } } } }`;
const REGISTRATIONS = `query($campaignId: ID!) { campaignRegistrations(campaignId: $campaignId) {
  id profilePicture volunteer { id email profilePicture address } customAttributeValues { attributeId value display } } }`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'http://benevo.example' });
});
afterAll(() => t.close());

/** A published campaign with a size question (single choice), a conditional comment and the profile picture. */
async function campaignWithForm(o: CampaignOrganizer, options: { pictureRequired?: boolean } = {}) {
  const campaign = await o.publishedCampaign();
  const size = (await o.ok(CREATE_ATTRIBUTE, { campaignId: campaign.id, input: { name: 'Taille de t-shirt', valueType: 'enum', options: 'S;M;L' } }))
    .createCampaignAttribute;
  const comment = (await o.ok(CREATE_ATTRIBUTE, { campaignId: campaign.id, input: { name: 'Pourquoi L ?', valueType: 'text' } })).createCampaignAttribute;
  const large = size.options.find((option: { option: string }) => option.option === 'L');
  const form = (
    await o.ok(SAVE_FORM, {
      campaignId: campaign.id,
      fields: [
        { attributeId: size.id, isRequired: true },
        { attributeId: comment.id, isRequired: true, condition: { targetAttribute: size.id, targetOption: large.id } },
        { baseAttribute: 'address', isRequired: true, label: 'Adresse postale' },
        { baseAttribute: 'profile_picture', isRequired: options.pictureRequired ?? false },
      ],
    })
  ).saveCampaignForm;
  return { campaign, size, comment, large, form };
}

describe('campaign form (organizer)', () => {
  it('creates campaign attributes and a form with conditions and the profile picture, at both doors', async () => {
    const o = await campaignOrganizer(t);
    const { campaign, size, comment, large, form } = await campaignWithForm(o);
    expect(size).toMatchObject({ name: 'Taille de t-shirt', valueType: 'enum', eventId: null, campaignId: campaign.id });
    expect(form.fields.map((field: any) => [field.type, field.baseAttribute, field.isRequired])).toEqual([
      ['campaign', null, true],
      ['campaign', null, true],
      ['base', 'address', true],
      ['base', 'profile_picture', false],
    ]);
    expect(form.fields[1].condition).toEqual({ targetAttribute: size.id, targetOption: large.id });
    // The campaign's attributes are not the organization's volunteer attributes.
    expect((await o.ok(ATTRIBUTES, { campaignId: campaign.id })).campaignAttributes.map((a: any) => a.id)).toEqual([size.id, comment.id]);
    expect((await o.ok(VOLUNTEER_ATTRIBUTES)).customAttributes).toEqual([]);

    // The facade: the spec's campaign paths.
    const attributes = await o.get(`/campaigns/${campaign.id}/custom-volunteer-attributes/`);
    expect(attributes.status).toBe(200);
    expect(attributes.body.map((a: any) => [a.name, a.campaign, a.event])).toEqual([
      ['Taille de t-shirt', Number(campaign.id), null],
      ['Pourquoi L ?', Number(campaign.id), null],
    ]);
    const created = await o.post(`/campaigns/${campaign.id}/custom-volunteer-attributes/`, { name: 'Régime', valueType: 'text' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Régime', campaign: Number(campaign.id), valueType: 'text' });
    const restForm = await o.get(`/campaigns/${campaign.id}/form/`);
    expect(restForm.status).toBe(200);
    expect(restForm.body.fields.map((f: any) => f.type)).toEqual(['campaign', 'campaign', 'base', 'base']);
    expect(restForm.body.fields[0].customAttribute).toMatchObject({ name: 'Taille de t-shirt', campaign: Number(campaign.id) });
    const added = await o.post(`/campaigns/${campaign.id}/form/`, { customAttribute: created.body.id, isRequired: false });
    expect(added.status).toBe(201);
    expect(added.body.fields).toHaveLength(5);
    const replaced = await o.put(`/campaigns/${campaign.id}/form/`, { fields: [{ customAttribute: created.body.id, isRequired: true, label: 'Allergies' }] });
    expect(replaced.status).toBe(200);
    expect(replaced.body.fields.map((f: any) => [f.label, f.isRequired])).toEqual([['Allergies', true]]);
    expect((await o.ok(FORM, { campaignId: campaign.id })).campaignForm.fields).toHaveLength(1);
  });

  it("refuses another campaign's or an event's attribute, a condition on a multiple choice, and the picture in an event form", async () => {
    const o = await campaignOrganizer(t);
    const first = await o.campaign();
    const second = await o.campaign();
    const own = (await o.ok(CREATE_ATTRIBUTE, { campaignId: first.id, input: { name: 'Taille', valueType: 'text' } })).createCampaignAttribute;
    const other = errorOf(await o.call(SAVE_FORM, { campaignId: second.id, fields: [{ attributeId: own.id }] }));
    expect(other.fieldErrors).toEqual({ 'fields[0].attribute': ['Cet attribut appartient à une autre campagne'] });
    const multi = (await o.ok(CREATE_ATTRIBUTE, { campaignId: first.id, input: { name: 'Jours', valueType: 'enum_multiple', options: 'Sa;Di' } }))
      .createCampaignAttribute;
    const conditional = errorOf(
      await o.call(SAVE_FORM, {
        campaignId: first.id,
        fields: [{ attributeId: multi.id }, { attributeId: own.id, condition: { targetAttribute: multi.id, targetOption: multi.options[0].id } }],
      }),
    );
    expect(conditional.fieldErrors).toEqual({ 'fields[1].condition': ['Seul un champ à choix unique peut servir de condition'] });
    expect(await rows(t, `SELECT id FROM form_field WHERE campaign_id IN ($1, $2)`, [first.id, second.id])).toEqual([]);

    const event = (await o.ok(CREATE_EVENT, { input: EVENT_INPUT })).createEvent;
    const picture = errorOf(await o.call(SAVE_EVENT_FORM, { eventId: event.id, fields: [{ baseAttribute: 'profile_picture' }] }));
    expect(picture.fieldErrors).toEqual({ 'fields[0].baseAttribute': ["La photo de profil n'est disponible que pour les campagnes"] });
    const campaignAttributeInEvent = errorOf(await o.call(SAVE_EVENT_FORM, { eventId: event.id, fields: [{ attributeId: own.id }] }));
    expect(campaignAttributeInEvent.fieldErrors).toEqual({ 'fields[0].attribute': ['Cet attribut appartient à une autre campagne'] });
  });

  it('applies the licence limits per campaign (Club: 3 campaign fields; no licence: none)', async () => {
    const club = await campaignOrganizer(t);
    const campaign = await club.campaign();
    for (const name of ['Un', 'Deux', 'Trois']) await club.ok(CREATE_ATTRIBUTE, { campaignId: campaign.id, input: { name, valueType: 'text' } });
    const fourth = await club.call(CREATE_ATTRIBUTE, { campaignId: campaign.id, input: { name: 'Quatre', valueType: 'text' } });
    expect(fourth.errors?.[0].message).toBe('Votre licence ne permet pas plus de 3 champs personnalisés par campagne');
    const rest = await club.post(`/campaigns/${campaign.id}/custom-volunteer-attributes/`, { name: 'Quatre', valueType: 'text' });
    expect(rest.status).toBe(400);
    // Another campaign has its own three.
    const next = await club.campaign();
    expect((await club.call(CREATE_ATTRIBUTE, { campaignId: next.id, input: { name: 'Un', valueType: 'text' } })).errors).toBeUndefined();

    const none = await campaignOrganizer(t);
    await t.db.database.dataSource.query(`UPDATE organization SET license_type = 'none' WHERE id = $1`, [none.organization.id]);
    const noLicence = await none.campaign();
    const refused = await none.call(CREATE_ATTRIBUTE, { campaignId: noLicence.id, input: { name: 'Un', valueType: 'text' } });
    expect(refused.errors?.[0].message).toBe('Votre licence ne permet pas de champs personnalisés pour les campagnes');
  });

  it("keeps another organization's campaign form and attributes out of reach at both doors", async () => {
    const owner = await campaignOrganizer(t);
    const { campaign, size } = await campaignWithForm(owner);
    const intruder = await campaignOrganizer(t);
    for (const answer of [
      await intruder.call(FORM, { campaignId: campaign.id }),
      await intruder.call(ATTRIBUTES, { campaignId: campaign.id }),
      await intruder.call(SAVE_FORM, { campaignId: campaign.id, fields: [] }),
      await intruder.call(CREATE_ATTRIBUTE, { campaignId: campaign.id, input: { name: 'x', valueType: 'text' } }),
    ]) {
      expect(errorOf(answer).code).toBe('NOT_FOUND');
    }
    expect((await intruder.get(`/campaigns/${campaign.id}/form/`)).status).toBe(404);
    expect((await intruder.put(`/campaigns/${campaign.id}/form/`, { fields: [] })).status).toBe(404);
    expect((await intruder.get(`/campaigns/${campaign.id}/custom-volunteer-attributes/`)).status).toBe(404);
    expect((await intruder.post(`/campaigns/${campaign.id}/custom-volunteer-attributes/`, { name: 'x', valueType: 'text' })).status).toBe(404);
    // Its own campaign cannot use the other organization's attribute either.
    const mine = await intruder.campaign();
    expect(errorOf(await intruder.call(SAVE_FORM, { campaignId: mine.id, fields: [{ attributeId: size.id }] })).code).toBe('NOT_FOUND');
    expect((await owner.ok(FORM, { campaignId: campaign.id })).campaignForm.fields).toHaveLength(4);
    const anonymous = t.agent();
    expect((await anonymous.get(`/apis/organizer/v1/campaigns/${campaign.id}/form/`)).status).toBe(401);
  });
});

describe('campaign form (public registration)', () => {
  it('shows the form publicly and keeps the answers, the address and the picture of a registration', async () => {
    const o = await campaignOrganizer(t);
    const { campaign, size, comment, large } = await campaignWithForm(o);
    const visitor = t.agent();
    const publicForm = await gql<any>(visitor, t.server.url, PUBLIC_FORM, { token: campaign.token });
    expect(publicForm.data?.publicCampaign.form.fields.map((f: any) => f.type)).toEqual(['campaign', 'campaign', 'base', 'base']);
    // A visitor reads the form, never the organizer's mail text or the registrations' figures.
    for (const field of ['registrationEmailText', 'registrationsPerDay { date count }']) {
      const peek = await gql(visitor, t.server.url, `query($token: String!) { publicCampaign(token: $token) { id ${field} } }`, { token: campaign.token });
      expect(errorOf(peek).code).toBe('UNAUTHENTICATED');
    }

    const input = registrant(campaign.token, {
      address: 'Rue du Lac 3',
      answers: [
        { attributeId: size.id, value: large.id },
        { attributeId: comment.id, value: 'J’aime les grands t-shirts' },
      ],
      profilePicture: PNG.toString('base64'),
    });
    const answer = await gql(visitor, t.server.url, REGISTER, { input });
    expect(answer.errors).toBeUndefined();
    const [registration] = (await o.ok(REGISTRATIONS, { campaignId: campaign.id })).campaignRegistrations;
    expect(registration.customAttributeValues).toEqual([
      { attributeId: size.id, value: large.id, display: 'L' },
      { attributeId: comment.id, value: 'J’aime les grands t-shirts', display: 'J’aime les grands t-shirts' },
    ]);
    expect(registration.profilePicture).toMatch(/^\/media\/[0-9a-f-]+\.png$/);
    expect(registration.volunteer).toMatchObject({ email: input.email, address: 'Rue du Lac 3', profilePicture: registration.profilePicture });
    const picture = await visitor.get(registration.profilePicture);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toMatch(/image\/png/);

    // The facade's registration carries the answers (spec 3 customAttributeValues).
    const rest = await o.get(`/campaigns/${campaign.id}/registrations/`);
    expect(rest.body[0].customAttributeValues).toEqual([
      { attribute: Number(size.id), name: 'Taille de t-shirt', value: large.id, display: 'L' },
      { attribute: Number(comment.id), name: 'Pourquoi L ?', value: 'J’aime les grands t-shirts', display: 'J’aime les grands t-shirts' },
    ]);
    // The confirmation lists the answers in its summary.
    const [mail] = await mailsTo(t.db.database.dataSource, input.email);
    expect(mail.text).toContain('Taille de t-shirt: L');
  });

  it('refuses missing required answers and a picture that is not a JPEG or PNG, writing nothing', async () => {
    const o = await campaignOrganizer(t);
    const { campaign, size, large } = await campaignWithForm(o, { pictureRequired: true });
    const visitor = t.agent();
    const missing = errorOf(await gql(visitor, t.server.url, REGISTER, { input: registrant(campaign.token, { answers: [{ attributeId: size.id, value: large.id }] }) }));
    expect(missing.fieldErrors).toMatchObject({
      address: ['Ce champ est obligatoire'],
      profilePicture: ['Ce champ est obligatoire'],
    });
    expect(Object.keys(missing.fieldErrors ?? {})).toContain(`answers.${(await o.ok(ATTRIBUTES, { campaignId: campaign.id })).campaignAttributes[1].id}`);

    const notImage = errorOf(
      await gql(visitor, t.server.url, REGISTER, {
        input: registrant(campaign.token, {
          address: 'Rue 1',
          answers: [{ attributeId: size.id, value: size.options[0].id }],
          profilePicture: Buffer.from('%PDF-1.4 not a picture').toString('base64'),
        }),
      }),
    );
    expect(notImage.fieldErrors).toEqual({ profilePicture: ['Uniquement les formats PNG ou JPEG sont autorisés'] });
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = errorOf(
      await gql(visitor, t.server.url, REGISTER, {
        input: registrant(campaign.token, { address: 'Rue 1', answers: [{ attributeId: size.id, value: size.options[0].id }], profilePicture: big.toString('base64') }),
      }),
    );
    expect(tooBig.fieldErrors).toEqual({ profilePicture: ['Fichier trop volumineux'] });
    expect(await rows(t, `SELECT id FROM campaign_registration WHERE campaign_id = $1`, [campaign.id])).toEqual([]);
  });

  it('never overwrites a known volunteer’s stored answers or picture, and keeps the campaign answers per registration', async () => {
    const o = await campaignOrganizer(t);
    const diet = (await o.ok(CREATE_VOLUNTEER_ATTRIBUTE, { input: { name: 'Régime', valueType: 'text' } })).createAttribute;
    const first = await o.publishedCampaign();
    await o.ok(SAVE_FORM, { campaignId: first.id, fields: [{ attributeId: diet.id }, { baseAttribute: 'profile_picture' }] });
    const input = registrant(first.token, { answers: [{ attributeId: diet.id, value: 'Végétarien' }], profilePicture: PNG.toString('base64') });
    expect((await gql(t.agent(), t.server.url, REGISTER, { input })).errors).toBeUndefined();
    const second = await o.publishedCampaign();
    await o.ok(SAVE_FORM, { campaignId: second.id, fields: [{ attributeId: diet.id }, { baseAttribute: 'profile_picture' }] });
    const again = { ...input, token: second.token, answers: [{ attributeId: diet.id, value: 'Tout' }] };
    expect((await gql(t.agent(), t.server.url, REGISTER, { input: again })).errors).toBeUndefined();

    const [before] = (await o.ok(REGISTRATIONS, { campaignId: first.id })).campaignRegistrations;
    const [after] = (await o.ok(REGISTRATIONS, { campaignId: second.id })).campaignRegistrations;
    expect(after.volunteer.id).toBe(before.volunteer.id);
    expect(after.customAttributeValues).toEqual([{ attributeId: diet.id, value: 'Végétarien', display: 'Végétarien' }]);
    // Each registration keeps the picture sent with it; the volunteer keeps the first.
    expect(after.profilePicture).not.toBe(before.profilePicture);
    expect(after.volunteer.profilePicture).toBe(before.profilePicture);
  });

  it('exports one column per form field with the answers as people read them', async () => {
    const o = await campaignOrganizer(t);
    const { campaign, size, comment, large } = await campaignWithForm(o);
    const input = registrant(campaign.token, {
      address: 'Rue du Lac 3',
      answers: [
        { attributeId: size.id, value: large.id },
        { attributeId: comment.id, value: '=HYPERLINK("x")' },
      ],
      profilePicture: PNG.toString('base64'),
    });
    expect((await gql(t.agent(), t.server.url, REGISTER, { input })).errors).toBeUndefined();
    const csv = await o.get(`/campaigns/${campaign.id}/registrations/export/?format=csv`).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    const [header, row] = (csv.body as Buffer).toString('utf8').replace(/^\uFEFF/, '').split('\r\n');
    expect(header.split(',').slice(-3)).toEqual(['Taille de t-shirt', 'Pourquoi L ?', 'Photo de profil']);
    expect(row).toContain(`,L,"'=HYPERLINK(""x"")",http://benevo.example/media/`);
    expect(row).toContain('Rue du Lac 3');
  });
});
