import { startTestApp, type TestApp } from '../harness';
import { countStatements } from '../sql-count';
import {
  CREATE_ATTRIBUTE,
  DELETE_ATTRIBUTE,
  EVENT_FORM,
  LIST_ATTRIBUTES,
  SAVE_FORM,
  UPDATE_ATTRIBUTE,
  fieldErrors,
  formsOrganizer,
  type FormsOrganizer,
} from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function attribute(o: FormsOrganizer, input: Record<string, unknown>) {
  return (await o.ok(CREATE_ATTRIBUTE, { input })).createAttribute;
}

describe('custom attributes (GraphQL)', () => {
  it('creates volunteer and event attributes; options split on semicolons, trimmed, empties dropped', async () => {
    const o = await formsOrganizer(t);
    const eventId = await o.createEvent();
    const size = await attribute(o, { name: ' Taille ', valueType: 'enum', options: ' S; M ;;L; ' });
    expect(size).toMatchObject({ name: 'Taille', valueType: 'enum', eventId: null, onRegistration: true });
    expect(size.options.map((option: { option: string }) => option.option)).toEqual(['S', 'M', 'L']);
    const remark = await attribute(o, { name: 'Remarque', valueType: 'text_multiline', options: 'ignored;x' });
    expect(remark.options).toEqual([]);
    const diet = await attribute(o, { name: 'Régime', valueType: 'enum_multiple', options: 'Végétarien;Sans gluten', eventId });
    expect(diet.eventId).toBe(eventId);

    const volunteerAttributes = (await o.ok(LIST_ATTRIBUTES)).customAttributes;
    expect(volunteerAttributes.map((a: { name: string }) => a.name)).toEqual(['Taille', 'Remarque']);
    const eventAttributes = (await o.ok(LIST_ATTRIBUTES, { eventId })).customAttributes;
    expect(eventAttributes.map((a: { name: string }) => a.name)).toEqual(['Régime']);
  });

  it('requires a title and a type, and options for choice fields (spec 5), writing nothing', async () => {
    const o = await formsOrganizer(t);
    const missing = await o.call(CREATE_ATTRIBUTE, { input: { name: '  ' } });
    expect(missing.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(fieldErrors(missing)).toEqual({ name: ['Un titre est obligatoire'], valueType: ['Un type est obligatoire'] });
    const noOptions = await o.call(CREATE_ATTRIBUTE, { input: { name: 'Taille', valueType: 'enum_multiple', options: ' ; ;' } });
    expect(fieldErrors(noOptions)).toEqual({ options: ['Entrez au moins une option (options séparées par des points-virgules)'] });
    expect((await o.ok(LIST_ATTRIBUTES)).customAttributes).toEqual([]);
  });

  it('updates names and options, keeping the ids of unchanged options', async () => {
    const o = await formsOrganizer(t);
    const size = await attribute(o, { name: 'Taille', valueType: 'enum', options: 'S;M;L' });
    const [s, m] = size.options;
    const { updateAttribute } = await o.ok(UPDATE_ATTRIBUTE, { id: size.id, input: { name: 'Taille de t-shirt', options: 'XS; M; S' } });
    expect(updateAttribute.name).toBe('Taille de t-shirt');
    expect(updateAttribute.options.map((option: { option: string }) => option.option)).toEqual(['XS', 'M', 'S']);
    expect(updateAttribute.options[1].id).toBe(m.id);
    expect(updateAttribute.options[2].id).toBe(s.id);
    const toText = await o.ok(UPDATE_ATTRIBUTE, { id: size.id, input: { valueType: 'text' } });
    expect(toText.updateAttribute).toMatchObject({ valueType: 'text', options: [] });
    const bad = await o.call(UPDATE_ATTRIBUTE, { id: size.id, input: { valueType: 'enum', options: '' } });
    expect(fieldErrors(bad)).toEqual({ options: ['Entrez au moins une option (options séparées par des points-virgules)'] });
  });

  it('applies the licence limits of spec 6 (Light 0 volunteer / 3 event, Club 3 / 3, Pro none, no licence none allowed)', async () => {
    const light = await formsOrganizer(t, 'light');
    const refused = await light.call(CREATE_ATTRIBUTE, { input: { name: 'Taille', valueType: 'text' } });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Votre licence ne permet pas de champs bénévole personnalisés',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const lightEvent = await light.createEvent();
    for (const name of ['A', 'B', 'C']) await attribute(light, { name, valueType: 'text', eventId: lightEvent });
    const fourth = await light.call(CREATE_ATTRIBUTE, { input: { name: 'D', valueType: 'text', eventId: lightEvent } });
    expect(fourth.errors?.[0].message).toBe('Votre licence ne permet pas plus de 3 champs personnalisés par événement');
    // The limit is per event.
    await attribute(light, { name: 'A', valueType: 'text', eventId: await light.createEvent() });

    const club = await formsOrganizer(t, 'club');
    for (const name of ['A', 'B', 'C']) await attribute(club, { name, valueType: 'bool' });
    const clubFourth = await club.call(CREATE_ATTRIBUTE, { input: { name: 'D', valueType: 'bool' } });
    expect(clubFourth.errors?.[0].message).toBe('Votre licence ne permet pas plus de 3 champs bénévole personnalisés');
    expect((await club.ok(LIST_ATTRIBUTES)).customAttributes).toHaveLength(3);

    const pro = await formsOrganizer(t, 'pro');
    for (const name of ['A', 'B', 'C', 'D', 'E']) await attribute(pro, { name, valueType: 'int' });
    const corporateEvent = await formsOrganizer(t, 'corporate');
    const eventId = await corporateEvent.createEvent();
    for (const name of ['A', 'B', 'C', 'D']) await attribute(corporateEvent, { name, valueType: 'int', eventId });

    const none = await formsOrganizer(t, 'none');
    const noneEvent = await none.createEvent();
    const noneRefused = await none.call(CREATE_ATTRIBUTE, { input: { name: 'A', valueType: 'text', eventId: noneEvent } });
    expect(noneRefused.errors?.[0].message).toBe('Votre licence ne permet pas de champs personnalisés pour les événements');
  });

  it('gives organization 1 the Pro rights (no field limit) whatever its licence', async () => {
    const one = await formsOrganizer(t, 'light', { id: 1, name: 'Un' });
    for (const name of ['A', 'B', 'C', 'D']) await attribute(one, { name, valueType: 'text' });
    expect((await one.ok(LIST_ATTRIBUTES)).customAttributes).toHaveLength(4);
  });

  it("never shows nor changes another organization's attributes and events", async () => {
    const owner = await formsOrganizer(t);
    const other = await formsOrganizer(t);
    const eventId = await owner.createEvent();
    const size = await attribute(owner, { name: 'Taille', valueType: 'enum', options: 'S;M' });
    const update = await other.call(UPDATE_ATTRIBUTE, { id: size.id, input: { name: 'Volé' } });
    expect(update.errors?.[0]).toMatchObject({ message: "Cet attribut n'existe pas", extensions: { code: 'NOT_FOUND' } });
    expect((await other.call(DELETE_ATTRIBUTE, { id: size.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await other.call(EVENT_FORM, { eventId })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await other.call(LIST_ATTRIBUTES, { eventId })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await other.call(CREATE_ATTRIBUTE, { input: { name: 'X', valueType: 'text', eventId } })).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
    const foreignOrganization = await other.call(LIST_ATTRIBUTES, { organizationId: String(owner.organization.id) });
    expect(foreignOrganization.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const foreignCreate = await other.call(CREATE_ATTRIBUTE, { input: { name: 'X', valueType: 'text', organizationId: String(owner.organization.id) } });
    expect(foreignCreate.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // Their own form cannot use the owner's attribute.
    const otherEvent = await other.createEvent();
    const borrowed = await other.call(SAVE_FORM, { eventId: otherEvent, fields: [{ attributeId: size.id }] });
    expect(borrowed.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await owner.ok(LIST_ATTRIBUTES)).customAttributes[0].name).toBe('Taille');
  });

  it('asks to log in first', async () => {
    const anonymous = t.agent();
    const res = await anonymous.post('/graphql').send({ query: '{ customAttributes { id } }' });
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('event registration form (GraphQL)', () => {
  async function setUp(o: FormsOrganizer) {
    const eventId = await o.createEvent();
    const shirt = await attribute(o, { name: 'T-shirt', valueType: 'enum', options: 'Oui;Non', eventId });
    const size = await attribute(o, { name: 'Taille', valueType: 'enum', options: 'S;M;L' });
    const days = await attribute(o, { name: 'Jours', valueType: 'enum_multiple', options: 'Ven;Sam;Dim' });
    const remark = await attribute(o, { name: 'Remarque', valueType: 'text', eventId });
    return { eventId, shirt, size, days, remark };
  }

  it('saves base, volunteer and event fields in order with a condition, and reads them back', async () => {
    const o = await formsOrganizer(t);
    const { eventId, shirt, size, days } = await setUp(o);
    const { saveEventForm } = await o.ok(SAVE_FORM, {
      eventId,
      fields: [
        { baseAttribute: 'address', isRequired: true, label: 'Adresse' },
        { baseAttribute: 'phone' },
        { attributeId: shirt.id, isRequired: true },
        {
          attributeId: size.id,
          label: 'Votre taille',
          description: 'Taille européenne',
          condition: { targetAttribute: shirt.id, targetOption: shirt.options[0].id },
        },
        { attributeId: days.id, minChoices: 1, maxChoices: 2 },
      ],
    });
    expect(saveEventForm.id).toBe(eventId);
    expect(saveEventForm.fields).toMatchObject([
      { type: 'base', baseAttribute: 'address', isRequired: true, label: 'Adresse', attribute: null, order: 0 },
      { type: 'base', baseAttribute: 'phone', isRequired: false, label: '', order: 1 },
      { type: 'event', label: 'T-shirt', attribute: { id: shirt.id }, condition: null, parentFieldId: null, order: 2 },
      {
        type: 'volunteer',
        label: 'Votre taille',
        description: 'Taille européenne',
        condition: { targetAttribute: shirt.id, targetOption: shirt.options[0].id },
        order: 3,
      },
      { type: 'volunteer', minChoices: 1, maxChoices: 2, attribute: { options: [{ option: 'Ven' }, { option: 'Sam' }, { option: 'Dim' }] } },
    ]);
    expect(saveEventForm.fields[3].parentFieldId).toBe(saveEventForm.fields[2].id);
    const { eventForm } = await o.ok(EVENT_FORM, { eventId });
    expect(eventForm).toEqual(saveEventForm);
  });

  it('reorders fields keeping their ids, and removes the fields left out', async () => {
    const o = await formsOrganizer(t);
    const { eventId, shirt, size, remark } = await setUp(o);
    const first = (
      await o.ok(SAVE_FORM, {
        eventId,
        fields: [{ attributeId: shirt.id }, { attributeId: size.id, condition: { targetAttribute: shirt.id, targetOption: shirt.options[1].id } }, { attributeId: remark.id }],
      })
    ).saveEventForm.fields;
    const reordered = (
      await o.ok(SAVE_FORM, {
        eventId,
        fields: [
          { id: first[2].id, attributeId: remark.id },
          { id: first[0].id, attributeId: shirt.id },
          { id: first[1].id, attributeId: size.id, condition: { targetAttribute: shirt.id, targetOption: shirt.options[1].id } },
        ],
      })
    ).saveEventForm.fields;
    expect(reordered.map((f: { id: string }) => f.id)).toEqual([first[2].id, first[0].id, first[1].id]);
    expect(reordered[2].parentFieldId).toBe(first[0].id);
    const trimmed = (await o.ok(SAVE_FORM, { eventId, fields: [{ id: first[0].id, attributeId: shirt.id }] })).saveEventForm.fields;
    expect(trimmed.map((f: { id: string }) => f.id)).toEqual([first[0].id]);
  });

  it('accepts only a single-choice field placed above as parent condition, with one of its options', async () => {
    const o = await formsOrganizer(t);
    const { eventId, shirt, size, days, remark } = await setUp(o);
    const answer = await o.call(SAVE_FORM, {
      eventId,
      fields: [
        { attributeId: days.id },
        { attributeId: remark.id, condition: { targetAttribute: days.id, targetOption: days.options[0].id } },
        { attributeId: size.id, condition: { targetAttribute: shirt.id, targetOption: shirt.options[0].id } },
        { attributeId: shirt.id, condition: { targetAttribute: days.id, targetOption: size.options[0].id } },
      ],
    });
    expect(fieldErrors(answer)).toEqual({
      'fields[1].condition': ['Seul un champ à choix unique peut servir de condition'],
      'fields[2].condition': ['La condition doit porter sur un champ placé plus haut dans le formulaire'],
      'fields[3].condition': ['Seul un champ à choix unique peut servir de condition'],
    });
    const wrongOption = await o.call(SAVE_FORM, {
      eventId,
      fields: [{ attributeId: shirt.id }, { attributeId: size.id, condition: { targetAttribute: shirt.id, targetOption: size.options[0].id } }],
    });
    expect(fieldErrors(wrongOption)).toEqual({ 'fields[1].condition': ["Cette option n'appartient pas au champ parent"] });
    expect((await o.ok(EVENT_FORM, { eventId })).eventForm.fields).toEqual([]);
  });

  it('checks the field sources, duplicates, other events and choice counts', async () => {
    const o = await formsOrganizer(t);
    const { eventId, shirt, size, days } = await setUp(o);
    const otherEvent = await o.createEvent();
    const foreign = await attribute(o, { name: 'Autre', valueType: 'text', eventId: otherEvent });
    const answer = await o.call(SAVE_FORM, {
      eventId,
      fields: [
        {},
        { attributeId: shirt.id, baseAttribute: 'city' },
        { baseAttribute: 'profile_picture' },
        { attributeId: foreign.id },
        { attributeId: size.id, minChoices: 1 },
        { attributeId: days.id, minChoices: 3, maxChoices: 2 },
        { attributeId: days.id, maxChoices: 4 },
        { baseAttribute: 'city' },
        { baseAttribute: 'city' },
        { id: '999999', baseAttribute: 'country' },
      ],
    });
    expect(fieldErrors(answer)).toEqual({
      'fields[0].attribute': ['Choisissez un attribut ou un attribut de base'],
      'fields[1].attribute': ['Choisissez un attribut ou un attribut de base'],
      'fields[2].baseAttribute': ["La photo de profil n'est disponible que pour les campagnes"],
      'fields[3].attribute': ['Cet attribut appartient à un autre événement'],
      'fields[4].minChoices': ['Le nombre de choix ne concerne que les champs à choix multiple'],
      'fields[5].minChoices': ['Le minimum de choix doit être inférieur ou égal au maximum'],
      'fields[6].attribute': ['Ce champ est déjà dans le formulaire'],
      'fields[6].maxChoices': ['Au maximum 3'],
      'fields[8].attribute': ['Ce champ est déjà dans le formulaire'],
      'fields[9].id': ['Référence inconnue'],
    });
  });

  it('counts the form fields against the licence (an organization moved down to Club)', async () => {
    const o = await formsOrganizer(t, 'pro');
    const eventId = await o.createEvent();
    const attributes = [];
    for (const name of ['A', 'B', 'C', 'D']) attributes.push(await attribute(o, { name, valueType: 'text', eventId }));
    await t.db.database.dataSource.query(`UPDATE organization SET license_type = 'club' WHERE id = $1`, [o.organization.id]);
    const over = await o.call(SAVE_FORM, { eventId, fields: attributes.map((a) => ({ attributeId: a.id })) });
    expect(over.errors?.[0].message).toBe('Votre licence ne permet pas plus de 3 champs personnalisés par événement');
    const within = await o.call(SAVE_FORM, { eventId, fields: attributes.slice(0, 3).map((a) => ({ attributeId: a.id })) });
    expect(within.errors).toBeUndefined();
  });

  it('drops the fields and conditions of a deleted attribute, and the condition on a removed option', async () => {
    const o = await formsOrganizer(t);
    const { eventId, shirt, size, remark } = await setUp(o);
    await o.ok(SAVE_FORM, {
      eventId,
      fields: [
        { attributeId: shirt.id },
        { attributeId: size.id, condition: { targetAttribute: shirt.id, targetOption: shirt.options[0].id } },
        { attributeId: remark.id, condition: { targetAttribute: shirt.id, targetOption: shirt.options[1].id } },
      ],
    });
    await o.ok(UPDATE_ATTRIBUTE, { id: shirt.id, input: { options: 'Oui;Peut-être' } });
    let fields = (await o.ok(EVENT_FORM, { eventId })).eventForm.fields;
    expect(fields[1].condition).toEqual({ targetAttribute: shirt.id, targetOption: shirt.options[0].id });
    expect(fields[2]).toMatchObject({ condition: null, parentFieldId: null });

    expect((await o.ok(DELETE_ATTRIBUTE, { id: shirt.id })).deleteAttribute).toBe(true);
    fields = (await o.ok(EVENT_FORM, { eventId })).eventForm.fields;
    expect(fields.map((f: { attribute: { id: string } }) => f.attribute.id)).toEqual([size.id, remark.id]);
    expect(fields[0]).toMatchObject({ condition: null, parentFieldId: null });
  });

  it('refuses to turn a condition parent into a multiple choice', async () => {
    const o = await formsOrganizer(t);
    const { eventId, shirt, size } = await setUp(o);
    await o.ok(SAVE_FORM, {
      eventId,
      fields: [{ attributeId: shirt.id }, { attributeId: size.id, condition: { targetAttribute: shirt.id, targetOption: shirt.options[0].id } }],
    });
    const answer = await o.call(UPDATE_ATTRIBUTE, { id: shirt.id, input: { valueType: 'enum_multiple' } });
    expect(fieldErrors(answer)).toEqual({ valueType: ['Seul un champ à choix unique peut servir de condition'] });
  });

  it('reads a long form in a fixed number of statements (loaders, no N+1)', async () => {
    const o = await formsOrganizer(t);
    const eventId = await o.createEvent();
    const small = [await attribute(o, { name: 'A', valueType: 'enum', options: 'x;y' })];
    await o.ok(SAVE_FORM, { eventId, fields: small.map((a) => ({ attributeId: a.id })) });
    // Only the form's statements: the outbox sweeper runs in the same process meanwhile.
    const formStatements = async () => {
      let count = 0;
      await countStatements(
        () => o.ok(EVENT_FORM, { eventId }),
        (sql) => {
          if (/"(form_field|attribute|attribute_option)"/.test(sql)) count += 1;
        },
      );
      return count;
    };
    const smallCount = await formStatements();
    const large = [...small];
    for (const name of ['B', 'C', 'D', 'E', 'F']) large.push(await attribute(o, { name, valueType: 'enum', options: 'x;y;z' }));
    await o.ok(SAVE_FORM, {
      eventId,
      fields: large.map((a, index) => ({
        attributeId: a.id,
        condition: index === 0 ? null : { targetAttribute: large[0].id, targetOption: large[0].options[0].id },
      })),
    });
    const largeCount = await formStatements();
    expect(smallCount).toBeGreaterThan(0);
    expect(smallCount).toBeLessThanOrEqual(4);
    expect(largeCount).toBe(smallCount + 1); // + the parent-field loader, once
  });
});
