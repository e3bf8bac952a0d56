import { csrfOf, startTestApp, type TestApp } from '../harness';
import { API } from '../events/rest';
import { formsOrganizer } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('custom attributes and forms (facade, spec 7)', () => {
  it('CRUD on /custom-volunteer-attributes/ with spec 3 Attribute fields', async () => {
    const o = await formsOrganizer(t);
    const created = await o.post('/custom-volunteer-attributes/', { name: 'Taille', valueType: 'enum', options: 'S; M;;L' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Taille',
      valueType: 'enum',
      event: null,
      campaign: null,
      onRegistration: true,
      options: [
        { id: expect.any(Number), option: 'S' },
        { id: expect.any(Number), option: 'M' },
        { id: expect.any(Number), option: 'L' },
      ],
    });
    const id = created.body.id;
    expect((await o.get('/custom-volunteer-attributes/')).body).toEqual([created.body]);
    expect((await o.get(`/custom-volunteer-attributes/${id}/`)).body).toEqual(created.body);

    // Options as a list of {option} objects too.
    const put = await o.put(`/custom-volunteer-attributes/${id}/`, { name: 'Taille T-shirt', valueType: 'enum', options: [{ option: 'M' }, { option: 'XL' }] });
    expect(put.status).toBe(200);
    expect(put.body.options.map((option: { option: string }) => option.option)).toEqual(['M', 'XL']);
    expect(put.body.options[0].id).toBe(created.body.options[1].id);
    const patch = await o.patch(`/custom-volunteer-attributes/${id}/`, { onRegistration: false });
    expect(patch.body).toMatchObject({ name: 'Taille T-shirt', onRegistration: false });

    expect((await o.del(`/custom-volunteer-attributes/${id}/`)).status).toBe(204);
    expect((await o.get(`/custom-volunteer-attributes/${id}/`)).status).toBe(404);
  });

  it('answers 400 with the spec messages per field, and the licence limit as detail', async () => {
    const o = await formsOrganizer(t, 'club');
    const bad = await o.post('/custom-volunteer-attributes/', { name: '', options: 'a;b' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ name: ['Un titre est obligatoire'], valueType: ['Un type est obligatoire'] });
    const noOption = await o.post('/custom-volunteer-attributes/', { name: 'Jours', valueType: 'enum_multiple' });
    expect(noOption.body).toEqual({ options: ['Entrez au moins une option (options séparées par des points-virgules)'] });
    for (const name of ['A', 'B', 'C']) expect((await o.post('/custom-volunteer-attributes/', { name, valueType: 'text' })).status).toBe(201);
    const limit = await o.post('/custom-volunteer-attributes/', { name: 'D', valueType: 'text' });
    expect(limit.status).toBe(400);
    expect(limit.body).toEqual({ detail: 'Votre licence ne permet pas plus de 3 champs bénévole personnalisés' });
    const german = await o.agent
      .post(`${API}/custom-volunteer-attributes/`)
      .set('X-CSRFToken', csrfOf(o.agent, t.server.url))
      .set('Accept-Language', 'de')
      .send({ name: '' });
    expect(german.body.name).toEqual(['Ein Titel ist obligatorisch']);
  });

  it('lists and creates event attributes under /events/{id}/custom-volunteer-attributes/', async () => {
    const o = await formsOrganizer(t, 'light');
    const eventId = await o.createEvent();
    const created = await o.post(`/events/${eventId}/custom-volunteer-attributes/`, { name: 'Régime', valueType: 'text' });
    expect(created.status).toBe(201);
    expect(created.body.event).toBe(Number(eventId));
    expect((await o.get(`/events/${eventId}/custom-volunteer-attributes/`)).body).toEqual([created.body]);
    // Light: no volunteer attribute at all.
    expect((await o.get('/custom-volunteer-attributes/')).body).toEqual([]);
    const refused = await o.post('/custom-volunteer-attributes/', { name: 'Taille', valueType: 'text' });
    expect(refused.body).toEqual({ detail: 'Votre licence ne permet pas de champs bénévole personnalisés' });
  });

  it('GET, POST and PUT /events/{id}/form/ with the spec 7 field payload', async () => {
    const o = await formsOrganizer(t);
    const eventId = await o.createEvent();
    const shirt = (await o.post(`/events/${eventId}/custom-volunteer-attributes/`, { name: 'T-shirt', valueType: 'enum', options: 'Oui;Non' })).body;
    const size = (await o.post('/custom-volunteer-attributes/', { name: 'Taille', valueType: 'enum', options: 'S;M' })).body;
    expect((await o.get(`/events/${eventId}/form/`)).body).toEqual({ id: Number(eventId), fields: [] });

    const added = await o.post(`/events/${eventId}/form/`, { customAttribute: shirt.id, isRequired: true, label: 'Un t-shirt ?' });
    expect(added.status).toBe(201);
    expect(added.body.fields).toEqual([
      {
        id: expect.any(Number),
        isRequired: true,
        label: 'Un t-shirt ?',
        type: 'event',
        description: '',
        attribute: shirt.id,
        condition: null,
        customAttribute: shirt,
        minChoices: null,
        maxChoices: null,
        order: 0,
        parentFieldId: null,
      },
    ]);
    const [shirtField] = added.body.fields;

    const put = await o.put(`/events/${eventId}/form/`, {
      fields: [
        { type: 'base', attribute: 'address', isRequired: true, label: 'Adresse' },
        { id: shirtField.id, customAttribute: { id: shirt.id }, isRequired: true, label: 'Un t-shirt ?' },
        { customAttribute: size.id, label: 'Taille', condition: { targetAttribute: shirt.id, targetOption: shirt.options[0].id } },
      ],
    });
    expect(put.status).toBe(200);
    expect(put.body.fields).toMatchObject([
      { type: 'base', attribute: 'address', baseAttribute: 'address', isRequired: true, order: 0 },
      { id: shirtField.id, type: 'event', order: 1 },
      { type: 'volunteer', attribute: size.id, condition: { targetAttribute: shirt.id, targetOption: shirt.options[0].id }, parentFieldId: shirtField.id },
    ]);
    expect(put.body.fields[0]).not.toHaveProperty('customAttribute');
    expect((await o.get(`/events/${eventId}/form/`)).body).toEqual(put.body);
  });

  it('refuses a condition on a field that is not single choice, naming the field', async () => {
    const o = await formsOrganizer(t);
    const eventId = await o.createEvent();
    const days = (await o.post('/custom-volunteer-attributes/', { name: 'Jours', valueType: 'enum_multiple', options: 'Sam;Dim' })).body;
    const remark = (await o.post('/custom-volunteer-attributes/', { name: 'Remarque', valueType: 'text' })).body;
    const put = await o.put(`/events/${eventId}/form/`, [
      { customAttribute: days.id },
      { customAttribute: remark.id, condition: { targetAttribute: days.id, targetOption: days.options[0].id } },
      { customAttribute: 'nope' },
    ]);
    expect(put.status).toBe(400);
    expect(put.body).toEqual({
      'fields[1].condition': ['Seul un champ à choix unique peut servir de condition'],
      'fields[2].customAttribute': ['Référence inconnue'],
    });
    expect((await o.get(`/events/${eventId}/form/`)).body.fields).toEqual([]);
    const post = await o.post(`/events/${eventId}/form/`, { customAttribute: remark.id, condition: { targetAttribute: days.id, targetOption: days.options[0].id } });
    expect(post.status).toBe(400);
    expect(post.body).toEqual({ condition: ['La condition doit porter sur un champ placé plus haut dans le formulaire'] });
  });

  it("scopes every path to the caller's organization (404), a foreign organizationId is 403, no login 401", async () => {
    const owner = await formsOrganizer(t);
    const other = await formsOrganizer(t);
    const eventId = await owner.createEvent();
    const attribute = (await owner.post('/custom-volunteer-attributes/', { name: 'Taille', valueType: 'text' })).body;
    expect((await other.get(`/custom-volunteer-attributes/${attribute.id}/`)).status).toBe(404);
    expect((await other.put(`/custom-volunteer-attributes/${attribute.id}/`, { name: 'X' })).status).toBe(404);
    expect((await other.del(`/custom-volunteer-attributes/${attribute.id}/`)).status).toBe(404);
    expect((await other.get(`/events/${eventId}/form/`)).status).toBe(404);
    expect((await other.put(`/events/${eventId}/form/`, { fields: [] })).status).toBe(404);
    expect((await other.get(`/events/${eventId}/custom-volunteer-attributes/`)).status).toBe(404);
    expect((await other.post(`/events/${eventId}/custom-volunteer-attributes/`, { name: 'X', valueType: 'text' })).status).toBe(404);
    expect((await other.get(`/custom-volunteer-attributes/?organizationId=${owner.organization.id}`)).status).toBe(403);
    expect((await other.get('/custom-volunteer-attributes/')).body).toEqual([]);
    const anonymous = t.agent();
    expect((await anonymous.get(`${API}/custom-volunteer-attributes/`)).status).toBe(401);
    expect((await anonymous.get(`${API}/events/${eventId}/form/`)).status).toBe(401);
    // The campaign paths (campaigns.form.test.ts) need campaigns switched on: off, they are forbidden.
    expect((await owner.get('/campaigns/1/form/')).status).toBe(403);
    expect((await owner.get('/campaigns/1/custom-volunteer-attributes/')).status).toBe(403);
  });
});
