import fs from 'node:fs';
import path from 'node:path';
import { csrfOf, gql, startTestApp, type TestApp } from '../harness';
import { volunteer } from '../participations/fixtures';
import {
  BADGE_PDF,
  CREATE_TEMPLATE,
  DELETE_TEMPLATE,
  TEMPLATE,
  TEMPLATE_INPUT,
  TEMPLATES,
  UPDATE_TEMPLATE,
  badgesOrganizer,
  pngDataUrl,
  template,
} from './fixtures';

/** Badge templates (issue 14): the organizer's CRUD, validation, the logo by content, tenant scoping and the feature switch. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const errorOf = (answer: { errors?: Array<{ message: string; extensions?: Record<string, any> }> }) => ({
  message: answer.errors?.[0]?.message,
  code: answer.errors?.[0]?.extensions?.code,
  fieldErrors: answer.errors?.[0]?.extensions?.fieldErrors,
});

const CREATE_ATTRIBUTE = `mutation($input: AttributeInput!) { createAttribute(input: $input) { id } }`;

describe('badge templates (GraphQL)', () => {
  it('creates, reads, lists, updates and deletes a template with its logo', async () => {
    const o = await badgesOrganizer(t);
    const shirt = (await o.ok(CREATE_ATTRIBUTE, { input: { name: 'Taille de t-shirt', valueType: 'text' } })).createAttribute.id;
    const created = await template(o, { logo: pngDataUrl(), showPhoto: true, showCategories: true, showPositions: true, attributeId: shirt, size: 'A6' });
    expect(created).toMatchObject({
      name: 'Festival',
      size: 'A6',
      primaryColor: '#1d4e89',
      textColor: '#ffffff',
      showPhoto: true,
      showCategories: true,
      showPositions: true,
      attributeId: shirt,
      showQrCode: true,
    });
    expect(created.logo).toMatch(/^\/media\/[0-9a-f-]+\.png$/);
    expect(fs.existsSync(path.join(t.db.config.dataDir, created.logo))).toBe(true);
    expect((await o.ok(TEMPLATE, { id: created.id })).badgeTemplate).toEqual(created);

    // The unchanged path keeps the logo; '' removes it.
    const kept = (await o.ok(UPDATE_TEMPLATE, { id: created.id, input: { ...TEMPLATE_INPUT, name: 'Staff', logo: created.logo, size: 'CARD' } })).updateBadgeTemplate;
    expect(kept).toMatchObject({ name: 'Staff', size: 'CARD', logo: created.logo, attributeId: null, showPhoto: false });
    const removed = (await o.ok(UPDATE_TEMPLATE, { id: created.id, input: { ...TEMPLATE_INPUT, name: 'Staff', logo: '' } })).updateBadgeTemplate;
    expect(removed.logo).toBeNull();

    const second = await template(o, { name: 'Artistes' });
    expect((await o.ok(TEMPLATES)).badgeTemplates).toEqual([
      { id: second.id, name: 'Artistes' },
      { id: created.id, name: 'Staff' },
    ]);
    expect(await o.ok(DELETE_TEMPLATE, { id: created.id })).toEqual({ deleteBadgeTemplate: true });
    expect((await o.ok(TEMPLATES)).badgeTemplates).toEqual([{ id: second.id, name: 'Artistes' }]);
  });

  it('refuses bad input with localized field errors, writing nothing', async () => {
    const o = await badgesOrganizer(t);
    const other = await badgesOrganizer(t);
    const theirs = (await other.ok(CREATE_ATTRIBUTE, { input: { name: 'Régime', valueType: 'text' } })).createAttribute.id;
    const bad = await o.call(CREATE_TEMPLATE, { input: { ...TEMPLATE_INPUT, name: '  ', primaryColor: 'blue', textColor: '#12345', attributeId: theirs } });
    expect(errorOf(bad)).toEqual({
      message: 'Données invalides',
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        name: ['Un nom est obligatoire'],
        primaryColor: ['Entrez une couleur au format #rrggbb'],
        textColor: ['Entrez une couleur au format #rrggbb'],
      },
    });
    expect(errorOf(await o.call(CREATE_TEMPLATE, { input: { ...TEMPLATE_INPUT, attributeId: theirs } })).fieldErrors).toEqual({ attributeId: ['Référence inconnue'] });
    const notImage = await o.call(CREATE_TEMPLATE, { input: { ...TEMPLATE_INPUT, logo: `data:image/png;base64,${Buffer.from('only text').toString('base64')}` } });
    expect(errorOf(notImage).fieldErrors).toEqual({ logo: ['Uniquement les formats PNG ou JPEG sont autorisés'] });
    const german = await gql(o.agent, t.server.url, CREATE_TEMPLATE, { input: { ...TEMPLATE_INPUT, primaryColor: 'rot' } }, { headers: { 'X-Language': 'de' } });
    expect(errorOf(german).fieldErrors).toEqual({ primaryColor: ['Geben Sie eine Farbe im Format #rrggbb ein'] });
    expect((await o.ok(TEMPLATES)).badgeTemplates).toEqual([]);

    // A refused update leaves the template as it was.
    const saved = await template(o);
    expect(errorOf(await o.call(UPDATE_TEMPLATE, { id: saved.id, input: { ...TEMPLATE_INPUT, name: 'Nouveau', textColor: 'white' } })).code).toBe('BAD_USER_INPUT');
    expect((await o.ok(TEMPLATE, { id: saved.id })).badgeTemplate).toEqual(saved);
  });

  it('answers NOT_FOUND for another organization’s template and volunteer', async () => {
    const o = await badgesOrganizer(t);
    const stranger = await badgesOrganizer(t);
    const mine = await template(o);
    for (const answer of [
      await stranger.call(TEMPLATE, { id: mine.id }),
      await stranger.call(UPDATE_TEMPLATE, { id: mine.id, input: TEMPLATE_INPUT }),
      await stranger.call(DELETE_TEMPLATE, { id: mine.id }),
      await stranger.call(BADGE_PDF, { templateId: mine.id, volunteerId: (await volunteer(t, stranger.organization.id)).id }),
    ]) {
      expect(errorOf(answer)).toEqual({ message: "Ce modèle de badge n'existe pas", code: 'NOT_FOUND', fieldErrors: undefined });
    }
    const theirVolunteer = await volunteer(t, stranger.organization.id);
    expect(errorOf(await o.call(BADGE_PDF, { templateId: mine.id, volunteerId: theirVolunteer.id })).code).toBe('NOT_FOUND');
    expect((await o.ok(TEMPLATE, { id: mine.id })).badgeTemplate.name).toBe('Festival');
  });

  it('is refused while badges are off, with the catalogue’s message in the caller’s language', async () => {
    const o = await badgesOrganizer(t, { enableBadges: false });
    expect(errorOf(await o.call(TEMPLATES))).toEqual({ message: 'Les badges ne sont pas activés pour cette organisation', code: 'FORBIDDEN', fieldErrors: undefined });
    expect(errorOf(await o.call(CREATE_TEMPLATE, { input: TEMPLATE_INPUT })).code).toBe('FORBIDDEN');
    const english = await gql(o.agent, t.server.url, TEMPLATES, {}, { headers: { 'X-Language': 'en' } });
    expect(errorOf(english).message).toBe('Badges are not enabled for this organization');
    expect(Number((await t.db.database.dataSource.query('SELECT COUNT(*) AS n FROM badge_template WHERE organization_id = $1', [o.organization.id]))[0].n)).toBe(0);
  });
});

describe('badge templates (REST facade)', () => {
  it('serves list, create, read, update and delete under /apis/organizer/v1/badge_templates/', async () => {
    const o = await badgesOrganizer(t);
    const token = csrfOf(o.agent, t.server.url);
    expect((await o.agent.get('/apis/organizer/v1/badge_templates/')).body).toEqual([]);
    const body = { ...TEMPLATE_INPUT, size: 'card' };
    const created = await o.agent.post('/apis/organizer/v1/badge_templates/').set('X-CSRFToken', token).send(body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Festival', size: 'card', primaryColor: '#1d4e89', logo: null, showQrCode: true });
    const id = created.body.id;
    const bad = await o.agent.post('/apis/organizer/v1/badge_templates/').set('X-CSRFToken', token).send({ ...body, name: '', textColor: 'noir' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ name: ['Un nom est obligatoire'], textColor: ['Entrez une couleur au format #rrggbb'] });
    const put = await o.agent.put(`/apis/organizer/v1/badge_templates/${id}/`).set('X-CSRFToken', token).send({ ...body, name: 'Staff', size: 'A6' });
    expect(put.body).toMatchObject({ id, name: 'Staff', size: 'a6' });
    expect((await o.agent.get(`/apis/organizer/v1/badge_templates/${id}/`)).body).toMatchObject({ id, name: 'Staff' });
    const stranger = await badgesOrganizer(t);
    expect((await stranger.agent.get(`/apis/organizer/v1/badge_templates/${id}/`)).status).toBe(404);
    expect((await stranger.agent.delete(`/apis/organizer/v1/badge_templates/${id}/`).set('X-CSRFToken', csrfOf(stranger.agent, t.server.url))).status).toBe(404);
    expect((await o.agent.delete(`/apis/organizer/v1/badge_templates/${id}/`).set('X-CSRFToken', token)).status).toBe(204);
    expect((await o.agent.get(`/apis/organizer/v1/badge_templates/${id}/`)).status).toBe(404);
    expect((await t.agent().get('/apis/organizer/v1/badge_templates/')).status).toBe(401);
    const off = await badgesOrganizer(t, { enableBadges: false });
    const refused = await off.agent.get('/apis/organizer/v1/badge_templates/');
    expect(refused.status).toBe(403);
  });
});
