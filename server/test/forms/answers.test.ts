import { RequestTenant } from '../../src/common/tenant';
import crypto from 'node:crypto';
import { answersFromInput, answersToSave, registrationSchema } from '@benevo/schema';
import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../src/context';
import { createLoaders } from '../../src/graphql/loaders';
import { formsService } from '../../src/modules/forms/forms.service';
import { Participation } from '../../src/modules/participations/participation.entity';
import { Volunteer } from '../../src/modules/volunteers/volunteer.entity';
import { CREATE_POSITION, CREATE_SLOT, DAY1 } from '../events/fixtures';
import { startTestApp, type TestApp } from '../harness';
import { CREATE_ATTRIBUTE, SAVE_FORM, UPDATE_ATTRIBUTE, DELETE_ATTRIBUTE, fieldErrors, formsOrganizer, type FormsOrganizer } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** What the sign-up passes the forms service: a context on the sign-up's transaction. */
function contextOn(manager: EntityManager): RequestContext {
  return { manager, loaders: createLoaders(manager), tenant: RequestTenant.system(), language: 'fr' } as unknown as RequestContext;
}

function inTransaction<T>(work: (tx: RequestContext) => Promise<T>): Promise<T> {
  return t.db.database.dataSource.transaction((manager) => work(contextOn(manager)));
}

async function attribute(o: FormsOrganizer, input: Record<string, unknown>) {
  return (await o.ok(CREATE_ATTRIBUTE, { input })).createAttribute;
}

/** An event with a form (event and volunteer attributes, a condition), one slot, a volunteer and two participations. */
async function setUp() {
  const o = await formsOrganizer(t);
  const eventId = await o.createEvent();
  const { createPosition } = await o.ok(CREATE_POSITION, { input: { eventId, name: 'Bar' } });
  const slots = [];
  for (const hour of [8, 12]) {
    const startTime = new Date(Date.parse(DAY1.startsAt) + hour * 3600_000).toISOString();
    const endTime = new Date(Date.parse(startTime) + 2 * 3600_000).toISOString();
    slots.push((await o.ok(CREATE_SLOT, { input: { positionId: createPosition.id, startTime, endTime, requiredVolunteerCount: 5 } })).createTimeSlot);
  }
  const shirt = await attribute(o, { name: 'T-shirt', valueType: 'enum', options: 'Oui;Non', eventId });
  const size = await attribute(o, { name: 'Taille', valueType: 'enum', options: 'S;M;L', eventId });
  const days = await attribute(o, { name: 'Disponibilités', valueType: 'enum_multiple', options: 'Ven;Sam;Dim' });
  const licence = await attribute(o, { name: 'Permis', valueType: 'bool' });
  const form = (
    await o.ok(SAVE_FORM, {
      eventId,
      fields: [
        { baseAttribute: 'phone', isRequired: true },
        { attributeId: shirt.id, isRequired: true },
        { attributeId: size.id, isRequired: true, condition: { targetAttribute: shirt.id, targetOption: shirt.options[0].id } },
        { attributeId: days.id, minChoices: 1, maxChoices: 2 },
        { attributeId: licence.id },
      ],
    })
  ).saveEventForm;

  const manager = t.db.database.dataSource.manager;
  const volunteer = await manager.save(
    manager.create(Volunteer, { organizationId: o.organization.id, email: `v${crypto.randomUUID()}@example.org`, firstName: 'Vera', token: crypto.randomUUID() }),
  );
  const participations = [];
  for (const slot of slots) {
    participations.push(
      await manager.save(
        manager.create(Participation, {
          organizationId: o.organization.id,
          eventId: Number(eventId),
          timeSlotId: Number(slot.id),
          volunteerId: volunteer.id,
          firstName: 'Vera',
          email: volunteer.email,
        }),
      ),
    );
  }
  return { o, eventId, form, shirt, size, days, licence, volunteer, participations };
}

const VOLUNTEER_VALUES = `query($id: ID!) { volunteer(id: $id) { customAttributeValues { attributeId name valueType value display } } }`;
const PARTICIPATION_VALUES = `query($eventId: ID!) { eventParticipations(eventId: $eventId) { id customAttributeValues { attributeId name valueType value display } } }`;

describe('registration form and answers (service API of the sign-up)', () => {
  it('gives the sign-up the form as plain data, which the shared schema validates', async () => {
    const { eventId, form, shirt, size, days, licence } = await setUp();
    const definition = await formsService.registrationForm(contextOn(t.db.database.dataSource.manager), Number(eventId));
    expect(definition.fields).toEqual([
      expect.objectContaining({ id: form.fields[0].id, type: 'base', baseAttribute: 'phone', attributeId: null, valueType: 'text', isRequired: true }),
      expect.objectContaining({ type: 'event', attributeId: shirt.id, valueType: 'enum', label: 'T-shirt', condition: null, options: shirt.options }),
      expect.objectContaining({
        type: 'event',
        attributeId: size.id,
        condition: { targetAttribute: shirt.id, targetOption: shirt.options[0].id },
      }),
      expect.objectContaining({ type: 'volunteer', attributeId: days.id, valueType: 'enum_multiple', minChoices: 1, maxChoices: 2 }),
      expect.objectContaining({ type: 'volunteer', attributeId: licence.id, valueType: 'bool', isRequired: false }),
    ]);

    const schema = registrationSchema(definition, { groupRegistration: false, groupMaxSize: 10 });
    const values = {
      firstName: 'Vera',
      lastName: 'Muster',
      email: 'vera@example.org',
      emailConfirmation: 'vera@example.org',
      phoneNumber: '079 123 45 67',
      policyAccepted: true,
      answers: answersFromInput(definition, [
        { attributeId: shirt.id, value: shirt.options[0].id },
        { attributeId: days.id, value: JSON.stringify(days.options.map((o: { id: string }) => o.id)) },
      ]),
    };
    const errors = await schema.validate(values, { abortEarly: false }).then(
      () => ({}),
      (error: { inner: Array<{ path: string; errors: string[] }> }) => Object.fromEntries(error.inner.map((e) => [e.path, e.errors])),
    );
    expect(errors).toEqual({
      phoneNumber: ['validation.phone'],
      [`answers.${size.id}`]: ['validation.required'],
      [`answers.${days.id}`]: ['forms.maxChoices?max=2'],
    });
  });

  it('keeps event answers on each participation and volunteer answers on the volunteer, never overwriting them', async () => {
    const { o, eventId, shirt, size, days, licence, volunteer, participations, form } = await setUp();
    const participationIds = participations.map((p) => p.id);
    const definition = await formsService.registrationForm(contextOn(t.db.database.dataSource.manager), Number(eventId));
    // The hidden size answer (shirt "Non") is not kept.
    const first = answersToSave(definition, {
      [shirt.id]: shirt.options[1].id,
      [size.id]: size.options[0].id,
      [days.id]: [days.options[0].id, days.options[2].id],
      [licence.id]: true,
    });
    expect(first.map((a) => a.attributeId)).toEqual([shirt.id, days.id, licence.id]);
    await inTransaction((tx) =>
      formsService.saveAnswers(tx, { organizationId: o.organization.id, volunteerId: volunteer.id, participationIds, answers: first }),
    );

    const { volunteer: read } = await o.ok(VOLUNTEER_VALUES, { id: String(volunteer.id) });
    expect(read.customAttributeValues).toEqual([
      {
        attributeId: days.id,
        name: 'Disponibilités',
        valueType: 'enum_multiple',
        value: JSON.stringify([days.options[0].id, days.options[2].id]),
        display: 'Ven, Dim',
      },
      { attributeId: licence.id, name: 'Permis', valueType: 'bool', value: 'true', display: 'Oui' },
    ]);
    const { eventParticipations } = await o.ok(PARTICIPATION_VALUES, { eventId });
    expect(eventParticipations).toHaveLength(2);
    for (const participation of eventParticipations) {
      expect(participation.customAttributeValues).toEqual([
        { attributeId: shirt.id, name: 'T-shirt', valueType: 'enum', value: shirt.options[1].id, display: 'Non' },
      ]);
    }

    // A second sign-up of the same volunteer: new participation answers, the volunteer's stay as they were.
    const second = [
      { attributeId: shirt.id, value: shirt.options[0].id },
      { attributeId: size.id, value: size.options[2].id },
      { attributeId: licence.id, value: 'false' },
    ];
    await inTransaction((tx) =>
      formsService.saveAnswers(tx, {
        organizationId: o.organization.id,
        volunteerId: volunteer.id,
        participationIds: [participationIds[1]],
        answers: second,
      }),
    );
    const again = (await o.ok(VOLUNTEER_VALUES, { id: String(volunteer.id) })).volunteer.customAttributeValues;
    expect(again.find((v: { attributeId: string }) => v.attributeId === licence.id).value).toBe('true');
    const byId = new Map(
      (await o.ok(PARTICIPATION_VALUES, { eventId })).eventParticipations.map((p: { id: string; customAttributeValues: unknown[] }) => [
        Number(p.id),
        p.customAttributeValues,
      ]),
    );
    expect(byId.get(participationIds[0])).toEqual([expect.objectContaining({ attributeId: shirt.id, display: 'Non' })]);
    expect(byId.get(participationIds[1])).toEqual([
      expect.objectContaining({ attributeId: shirt.id, display: 'Oui' }),
      expect.objectContaining({ attributeId: size.id, display: 'L' }),
    ]);
    expect(form.fields).toHaveLength(5);
  });

  it("ignores another organization's attributes and another event's participations", async () => {
    const a = await setUp();
    const b = await setUp();
    await inTransaction((tx) =>
      formsService.saveAnswers(tx, {
        organizationId: a.o.organization.id,
        volunteerId: a.volunteer.id,
        // b's participation belongs to another organization; b's attribute too.
        participationIds: [a.participations[0].id, b.participations[0].id],
        answers: [
          { attributeId: b.licence.id, value: 'true' },
          { attributeId: b.shirt.id, value: b.shirt.options[0].id },
          { attributeId: a.shirt.id, value: a.shirt.options[0].id },
          // Given twice: the last answer counts.
          { attributeId: a.shirt.id, value: a.shirt.options[1].id },
        ],
      }),
    );
    const rows = await t.db.database.dataSource.query(
      `SELECT attribute_id, volunteer_id, participation_id, value FROM attribute_value WHERE organization_id IN ($1, $2) ORDER BY id`,
      [a.o.organization.id, b.o.organization.id],
    );
    expect(rows).toEqual([
      { attribute_id: Number(a.shirt.id), volunteer_id: null, participation_id: a.participations[0].id, value: a.shirt.options[1].id },
    ]);
  });

  it('protects answers: an option in use stays, a type with answers stays, deleting the attribute deletes its answers', async () => {
    const { o, shirt, licence, volunteer, participations } = await setUp();
    await inTransaction((tx) =>
      formsService.saveAnswers(tx, {
        organizationId: o.organization.id,
        volunteerId: volunteer.id,
        participationIds: [participations[0].id],
        answers: [
          { attributeId: shirt.id, value: shirt.options[1].id },
          { attributeId: licence.id, value: 'true' },
        ],
      }),
    );
    const removeUsed = await o.call(UPDATE_ATTRIBUTE, { id: shirt.id, input: { options: 'Oui;Peut-être' } });
    expect(fieldErrors(removeUsed)).toEqual({ options: ["L'option « Non » a déjà des réponses et ne peut pas être supprimée"] });
    // Adding and reordering options is fine.
    const reordered = await o.ok(UPDATE_ATTRIBUTE, { id: shirt.id, input: { options: 'Non;Oui;Peut-être' } });
    expect(reordered.updateAttribute.options.map((option: { id: string }) => option.id).slice(0, 2)).toEqual([shirt.options[1].id, shirt.options[0].id]);
    const retype = await o.call(UPDATE_ATTRIBUTE, { id: licence.id, input: { valueType: 'text' } });
    expect(fieldErrors(retype)).toEqual({ valueType: ["Le type d'un attribut qui a déjà des réponses ne peut plus être modifié"] });

    await o.ok(DELETE_ATTRIBUTE, { id: licence.id });
    const { volunteer: read } = await o.ok(VOLUNTEER_VALUES, { id: String(volunteer.id) });
    expect(read.customAttributeValues).toEqual([]);
  });
});
