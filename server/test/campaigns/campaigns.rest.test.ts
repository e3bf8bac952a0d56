import { API } from '../events/rest';
import { startTestApp, type TestApp } from '../harness';
import { rows, visitor } from '../signup/fixtures';
import { CAMPAIGN_INPUT, PNG, REGISTER, campaignOrganizer, registrant } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A volunteer registered (publicly) to a published campaign; answers the registration's row. */
async function registered(campaignToken: string) {
  const input = registrant(campaignToken);
  await visitor(t).ok(REGISTER, { input });
  const [row] = await rows(t, `SELECT r.id, r.volunteer_id FROM campaign_registration r JOIN volunteer v ON v.id = r.volunteer_id WHERE v.email = $1`, [input.email]);
  return { id: Number(row.id), volunteerId: Number(row.volunteer_id), email: input.email };
}

describe('campaigns facade', () => {
  it('creates from JSON with the spec 7 payload and answers every field', async () => {
    const o = await campaignOrganizer(t);
    const created = await o.post('/campaigns/', {
      ...CAMPAIGN_INPUT,
      id: 999,
      token: 'ignored',
      organization: o.organization.id,
      base64Logo: PNG.toString('base64'),
      status: 'published',
      isPublic: true,
      registrationEmailText: 'Merci {volunteerName}',
      showOnHomeCalendar: true,
      timeZone: 'Europe/Paris',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      organization: o.organization.id,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      name: CAMPAIGN_INPUT.name,
      description: CAMPAIGN_INPUT.description,
      contactName: 'Anne Martin',
      contactEmail: 'anne@example.org',
      logo: expect.stringMatching(/^\/media\/[0-9a-f-]+\.png$/),
      status: 'published',
      nbRegistrations: 0,
      isPublic: true,
      showOnHomeCalendar: true,
      timeZone: 'Europe/Paris',
      registrationEmailText: 'Merci {volunteerName}',
      createdAt: expect.any(String),
      modifiedAt: expect.any(String),
    });
    expect(created.body.id).not.toBe(999);
    const fetched = await o.get(`/campaigns/${created.body.id}/`);
    expect(fetched.body).toEqual(created.body);
    expect((await o.get(`/campaigns/?organizationId=${o.organization.id}`)).body).toEqual([created.body]);
    expect((await o.get('/campaigns/?status=draft')).body).toEqual([]);
    expect((await o.get('/campaigns/?status=unknown')).body).toEqual({ status: ['Statut inconnu : brouillon, publiée, fermée ou archivée'] });
  });

  it('takes form data on POST, PUT and PATCH, the logo as a base64Logo field or a file', async () => {
    const o = await campaignOrganizer(t);
    const created = await o.form('post', '/campaigns/', {
      name: 'Formulaire',
      description: 'Par formulaire',
      contactName: 'Paul',
      contactEmail: 'paul@example.org',
      isPublic: 'true',
      showOnHomeCalendar: 'false',
      base64Logo: PNG.toString('base64'),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Formulaire', isPublic: true, showOnHomeCalendar: false, status: 'draft', logo: expect.stringMatching(/\.png$/) });
    const id = created.body.id;

    const put = await o.form('put', `/campaigns/${id}/`, { ...CAMPAIGN_INPUT, isPublic: 'false', status: 'published' }, { logo: PNG });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ name: CAMPAIGN_INPUT.name, contactName: 'Anne Martin', isPublic: false, status: 'published' });
    expect(put.body.logo).toMatch(/\.png$/);
    expect(put.body.logo).not.toBe(created.body.logo);

    const patch = await o.form('patch', `/campaigns/${id}/`, { name: 'Renommée', status: 'closed' });
    expect(patch.status).toBe(200);
    expect(patch.body).toMatchObject({ name: 'Renommée', description: CAMPAIGN_INPUT.description, status: 'closed', logo: put.body.logo });

    const invalid = await o.form('patch', `/campaigns/${id}/`, { contactEmail: 'pas-une-adresse', isPublic: 'peut-être' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ isPublic: ['Entrez oui ou non'] });
    expect((await o.form('patch', `/campaigns/${id}/`, { contactEmail: 'pas-une-adresse' })).body).toEqual({ contactEmail: ['Entrez une adresse e-mail valide'] });
    // A malformed form is the caller's error, never a 500.
    const noBoundary = await o.agent.post(`${API}/campaigns/`).set('X-CSRFToken', o.csrf).set('Content-Type', 'multipart/form-data').send('name=x');
    expect(noBoundary.status).toBe(400);
    const cut = await o.agent
      .post(`${API}/campaigns/`)
      .set('X-CSRFToken', o.csrf)
      .set('Content-Type', 'multipart/form-data; boundary=XyZ')
      .send('--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nunfinished');
    expect(cut.status).toBe(400);
    // Form data needs the CSRF header as JSON does.
    const forged = await o.agent.post(`${API}/campaigns/`).field('name', 'x');
    expect(forged.status).toBe(403);
    const anonymous = await t.agent().post(`${API}/campaigns/`).field('name', 'x');
    expect(anonymous.status).toBe(401);
  });

  it('answers the spec 5 messages as field errors and refuses a bad transition with 409', async () => {
    const o = await campaignOrganizer(t);
    const empty = await o.post('/campaigns/', {});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      name: ['Un nom est obligatoire'],
      description: ['La description est obligatoire'],
      contactName: ['Le nom du contact est obligatoire'],
      contactEmail: ['Ce champ est obligatoire'],
    });
    const german = await o.post('/campaigns/', {}).set('Accept-Language', 'de');
    expect(german.body.contactName).toEqual(['Der Name der Kontaktperson ist obligatorisch']);
    const { id } = (await o.post('/campaigns/', CAMPAIGN_INPUT)).body;
    const closed = await o.patch(`/campaigns/${id}/`, { status: 'closed' });
    expect(closed.status).toBe(409);
    expect(closed.body).toEqual({ detail: 'Une campagne « draft » ne peut pas passer à « closed »' });
    expect((await o.patch(`/campaigns/${id}/`, { status: 'gone' })).body).toEqual({ status: ['Statut inconnu : brouillon, publiée, fermée ou archivée'] });
    expect((await o.get(`/campaigns/${id}/`)).body.status).toBe('draft');
    expect((await o.del(`/campaigns/${id}/`)).status).toBe(204);
    expect((await o.get(`/campaigns/${id}/`)).status).toBe(404);
  });

  it('serves the public campaign by token without login, and the public list of an organization', async () => {
    const o = await campaignOrganizer(t);
    const listed = (await o.post('/campaigns/', { ...CAMPAIGN_INPUT, name: 'Listée', isPublic: true, status: 'published' })).body;
    const draft = (await o.post('/campaigns/', { ...CAMPAIGN_INPUT, isPublic: true })).body;
    const anonymous = t.agent();
    const page = await anonymous.get(`${API}/public-campaigns/${listed.token}/`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ id: listed.id, name: 'Listée', token: listed.token, status: 'published' });
    expect(page.body).not.toHaveProperty('registrationEmailText');
    expect((await anonymous.get(`${API}/public-campaigns/${draft.token}/`)).status).toBe(404);
    expect((await anonymous.get(`${API}/public-campaigns/${listed.id}/`)).status).toBe(404);
    const list = await anonymous.get(`${API}/organization/${o.organization.id}/public-campaigns/`);
    expect(list.body.map((c: { id: number }) => c.id)).toEqual([listed.id]);
    expect((await anonymous.get(`${API}/organization/999999/public-campaigns/`)).status).toBe(404);
  });

  it('lists registrations with the volunteer’s contact, and saves only the five fields of a registration', async () => {
    const o = await campaignOrganizer(t);
    const first = (await o.post('/campaigns/', { ...CAMPAIGN_INPUT, status: 'published' })).body;
    const second = (await o.post('/campaigns/', { ...CAMPAIGN_INPUT, name: 'Seconde', status: 'published' })).body;
    const anna = await registered(first.token);
    const list = await o.get(`/campaigns/${first.id}/registrations/`);
    expect(list.body).toEqual([
      {
        id: anna.id,
        volunteer: expect.objectContaining({ id: anna.volunteerId, email: anna.email, firstName: 'Luc', phoneNumber: '' }),
        campaignId: first.id,
        createdAt: expect.any(String),
        modifiedAt: expect.any(String),
        // Read only (spec 3): the answers and the picture sent with the registration.
        profilePicture: null,
        customAttributeValues: [],
      },
    ]);
    expect((await o.get(`/campaign-registrations/?campaignId=${first.id}`)).body).toEqual(list.body);
    expect((await o.get('/campaign-registrations/')).body).toEqual(list.body);

    // The organizer adds the volunteer to the second campaign: id, volunteer, campaignId, createdAt, modifiedAt.
    const payload = { id: null, volunteer: list.body[0].volunteer, campaignId: second.id, createdAt: '2020-01-01T00:00:00Z', modifiedAt: '2020-01-01T00:00:00Z' };
    const added = await o.post('/campaign-registrations/', payload);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ volunteer: { id: anna.volunteerId }, campaignId: second.id });
    expect(added.body.createdAt).not.toBe('2020-01-01T00:00:00.000Z');
    expect((await o.post('/campaign-registrations/', payload)).status).toBe(409);
    const extra = await o.post('/campaign-registrations/', { ...payload, selected: true, customAttributeValues: [] });
    expect(extra.status).toBe(400);
    expect(extra.body).toEqual({ selected: ["Ce champ n'est pas accepté ici"], customAttributeValues: ["Ce champ n'est pas accepté ici"] });
    expect((await o.post('/campaign-registrations/', { campaignId: second.id })).body).toEqual({ volunteer: ['Ce champ est obligatoire'] });

    // Saved back with and without the trailing slash; a volunteer id alone works too (form data).
    const third = (await o.post('/campaigns/', { ...CAMPAIGN_INPUT, name: 'Troisième', status: 'published' })).body;
    const moved = await o.put(`/campaign-registrations/${added.body.id}`, { ...added.body, campaignId: third.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: added.body.id, campaignId: third.id });
    const patched = await o.form('patch', `/campaign-registrations/${added.body.id}/`, { volunteer: String(anna.volunteerId), campaignId: String(second.id) });
    expect(patched.body).toMatchObject({ id: added.body.id, campaignId: second.id });
    expect((await o.put(`/campaign-registrations/${added.body.id}/`, { ...added.body, id: anna.id })).body).toEqual({ id: ["L'identifiant ne correspond pas à l'adresse"] });
    expect((await o.get(`/campaign-registrations/${added.body.id}`)).body).toMatchObject({ id: added.body.id, campaignId: second.id });
    expect((await o.del(`/campaign-registrations/${added.body.id}`)).status).toBe(204);
    expect((await o.del(`/campaign-registrations/${anna.id}/`)).status).toBe(204);
    expect((await o.get(`/campaign-registrations/${anna.id}/`)).status).toBe(404);
    expect((await o.get(`/campaigns/${first.id}/`)).body.nbRegistrations).toBe(0);
  });

  it('refuses new registrations on a closed or archived campaign, from the organizer too', async () => {
    const o = await campaignOrganizer(t);
    const open = (await o.post('/campaigns/', { ...CAMPAIGN_INPUT, status: 'published' })).body;
    const anna = await registered(open.token);
    const closed = (await o.post('/campaigns/', { ...CAMPAIGN_INPUT, status: 'published' })).body;
    await o.patch(`/campaigns/${closed.id}/`, { status: 'closed' });
    const refused = await o.post('/campaign-registrations/', { volunteer: { id: anna.volunteerId }, campaignId: closed.id });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ detail: 'Cette campagne est fermée : elle ne prend plus de nouvelles inscriptions' });
  });

  it("keeps another organization's campaigns and registrations out of reach (404), 403 on its id, 401 anonymous", async () => {
    const mine = await campaignOrganizer(t);
    const theirs = await campaignOrganizer(t);
    const campaign = (await theirs.post('/campaigns/', { ...CAMPAIGN_INPUT, status: 'published' })).body;
    const registration = await registered(campaign.token);
    const myCampaign = (await mine.post('/campaigns/', { ...CAMPAIGN_INPUT, status: 'published' })).body;
    const myRegistration = await registered(myCampaign.token);
    expect((await mine.get(`/campaigns/${campaign.id}/`)).status).toBe(404);
    expect((await mine.put(`/campaigns/${campaign.id}/`, { name: 'x' })).status).toBe(404);
    expect((await mine.patch(`/campaigns/${campaign.id}/`, { name: 'x' })).status).toBe(404);
    expect((await mine.del(`/campaigns/${campaign.id}/`)).status).toBe(404);
    expect((await mine.get(`/campaigns/${campaign.id}/registrations/`)).status).toBe(404);
    expect((await mine.get(`/campaign-registrations/?campaignId=${campaign.id}`)).status).toBe(404);
    expect((await mine.get(`/campaigns/?organizationId=${theirs.organization.id}`)).status).toBe(403);
    for (const path of [`/campaign-registrations/${registration.id}/`, `/campaign-registrations/${registration.id}`]) {
      expect((await mine.get(path)).status).toBe(404);
      expect((await mine.patch(path, { campaignId: myCampaign.id })).status).toBe(404);
      expect((await mine.del(path)).status).toBe(404);
    }
    // Nor can my registration be moved into their campaign, or given their volunteer.
    expect((await mine.patch(`/campaign-registrations/${myRegistration.id}/`, { campaignId: campaign.id })).status).toBe(404);
    expect((await mine.patch(`/campaign-registrations/${myRegistration.id}/`, { volunteer: registration.volunteerId })).body).toEqual({ volunteer: ['Référence inconnue'] });
    expect((await mine.post('/campaign-registrations/', { volunteer: registration.volunteerId, campaignId: myCampaign.id })).status).toBe(400);
    expect((await theirs.get(`/campaigns/${campaign.id}/`)).body.nbRegistrations).toBe(1);
    expect((await mine.get('/campaign-registrations/')).body.map((r: { id: number }) => r.id)).toEqual([myRegistration.id]);

    const anonymous = t.agent();
    for (const path of ['/campaigns/', `/campaigns/${campaign.id}/`, `/campaigns/${campaign.id}/registrations/`, '/campaign-registrations/', `/campaign-registrations/${registration.id}`]) {
      expect((await anonymous.get(`${API}${path}`)).status).toBe(401);
    }
    expect((await anonymous.delete(`${API}/campaign-registrations/${registration.id}/`)).status).toBe(401);
  });

  it('answers 403 while campaigns are switched off for the organization', async () => {
    const off = await campaignOrganizer(t, { enableCampaigns: false });
    for (const answer of [
      await off.get('/campaigns/'),
      await off.post('/campaigns/', CAMPAIGN_INPUT),
      await off.get('/campaigns/1/'),
      await off.get('/campaign-registrations/'),
      await off.del('/campaign-registrations/1/'),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ detail: 'Les campagnes ne sont pas activées pour cette organisation' });
    }
  });
});
