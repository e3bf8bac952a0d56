import { mailsTo } from '../mails';
import { startTestApp, type TestApp } from '../harness';
import { SAVE_FORM, CREATE_ATTRIBUTE } from '../forms/fixtures';
import {
  SIGN_UP,
  UPDATE_POSITION,
  addPosition,
  addSlot,
  at,
  errorOf,
  person,
  publishedEvent,
  rows,
  visitor,
} from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'http://benevo.example' });
});
afterAll(() => t.close());

const participationsOf = (slotId: string) =>
  rows(t, `SELECT * FROM participation WHERE time_slot_id = $1 ORDER BY id`, [Number(slotId)]);

describe('sign-up', () => {
  it('creates the volunteer (default categories, portal token) and the participation with what was submitted, and mails the confirmation', async () => {
    const e = await publishedEvent(t);
    await rows(t, `INSERT INTO volunteer_category (organization_id, name, is_by_default) VALUES ($1, 'Tous', true), ($1, 'Staff', false)`, [
      e.o.organization.id,
    ]);
    const input = person(e.uuid, [e.slots[0]], { phoneNumber: '+41 79 123 45 67', bornDate: '1990-05-04', language: 'fr' });
    const answer = await visitor(t).ok(SIGN_UP, { input });
    expect(answer.signUp).toEqual([
      { id: expect.any(String), firstName: 'Anne', lastName: input.lastName, nbParticipants: 1, groupName: '', validationStatus: 'ACCEPTED' },
    ]);
    const [volunteer] = await rows(t, `SELECT * FROM volunteer WHERE organization_id = $1`, [e.o.organization.id]);
    expect(volunteer).toMatchObject({ email: input.email, first_name: 'Anne', phone_number: '+41 79 123 45 67', language: 'fr' });
    expect(volunteer.token).toMatch(/^[\w-]{32}$/);
    const categories = await rows(t, `SELECT c.name FROM volunteer_category_member m JOIN volunteer_category c ON c.id = m.category_id WHERE m.volunteer_id = $1`, [
      volunteer.id,
    ]);
    expect(categories.map((c) => c.name)).toEqual(['Tous']);
    const [participation] = await participationsOf(e.slots[0]);
    expect(participation).toMatchObject({
      volunteer_id: volunteer.id,
      email: input.email,
      phone_number: '+41 79 123 45 67',
      nb_participants: 1,
      validation_status: 6,
      language: 'fr',
    });
    expect(participation.registration_id).toMatch(/^[0-9a-f-]{36}$/);
    const mails = await mailsTo(t.db.database.dataSource, input.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Confirmation de votre inscription : Fête du lac');
    expect(mails[0].text).toContain(`Bonjour Anne ${input.lastName},`);
    expect(mails[0].text).toContain('- Bar: lun. 01.07.2030 08:00-10:00');
    expect(mails[0].text).toContain(`http://benevo.example/portal/t/${volunteer.token}`);
    expect(mails[0].text).toContain('Anne Martin (anne@example.org)');
    const [stored] = await rows(t, `SELECT reply_to, from_name FROM mail WHERE to_address = $1`, [input.email]);
    expect(stored).toEqual({ reply_to: 'anne@example.org', from_name: e.o.organization.name });
  });

  it('attaches a known address to its volunteer without overwriting the profile; the participation keeps what was submitted', async () => {
    const e = await publishedEvent(t, { slots: [{ start: at(8), end: at(10) }, { start: at(10), end: at(12) }] });
    const v = visitor(t);
    const first = person(e.uuid, [e.slots[0]], { phoneNumber: '+41 79 111 11 11', bornDate: '1990-01-01' });
    await v.ok(SIGN_UP, { input: first });
    const upper = first.email.toUpperCase();
    await v.ok(SIGN_UP, {
      input: { ...first, slotIds: [e.slots[1]], firstName: 'Annette', lastName: 'Autre', email: ` ${upper}`, emailConfirmation: upper, phoneNumber: '+41 79 222 22 22', bornDate: '1991-02-02' },
    });
    const volunteers = await rows(t, `SELECT * FROM volunteer WHERE organization_id = $1`, [e.o.organization.id]);
    expect(volunteers).toHaveLength(1);
    expect(volunteers[0]).toMatchObject({ email: first.email, first_name: 'Anne', last_name: first.lastName, phone_number: '+41 79 111 11 11' });
    const [second] = await rows(t, `SELECT volunteer_id, first_name, last_name, email, phone_number, born_date::text FROM participation WHERE time_slot_id = $1`, [
      Number(e.slots[1]),
    ]);
    expect(second).toEqual({
      volunteer_id: volunteers[0].id,
      first_name: 'Annette',
      last_name: 'Autre',
      email: upper,
      phone_number: '+41 79 222 22 22',
      born_date: '1991-02-02',
    });
    expect(await mailsTo(t.db.database.dataSource, upper)).toHaveLength(1);
  });

  it('takes null for the optional fields, as if they were not given', async () => {
    const e = await publishedEvent(t);
    const input = person(e.uuid, [e.slots[0]], { phoneNumber: null, bornDate: null, address: null, town: null, postcode: null, country: null, groupSize: null });
    const answer = await visitor(t).ok(SIGN_UP, { input });
    expect(answer.signUp).toHaveLength(1);
    const [participation] = await participationsOf(e.slots[0]);
    expect(participation).toMatchObject({ phone_number: '', born_date: null, nb_participants: 1 });
  });

  it('keeps volunteers apart between organizations (tenant scoping)', async () => {
    const a = await publishedEvent(t);
    const b = await publishedEvent(t);
    const input = person(a.uuid, [a.slots[0]]);
    await visitor(t).ok(SIGN_UP, { input });
    await visitor(t).ok(SIGN_UP, { input: { ...input, eventUuid: b.uuid, slotIds: [b.slots[0]], firstName: 'Autre' } });
    const volunteers = await rows(t, `SELECT organization_id, first_name FROM volunteer WHERE email = $1 ORDER BY id`, [input.email]);
    expect(volunteers).toEqual([
      { organization_id: a.o.organization.id, first_name: 'Anne' },
      { organization_id: b.o.organization.id, first_name: 'Autre' },
    ]);
    // A slot of another event is not a slot of this one.
    const foreign = await visitor(t).call(SIGN_UP, { input: person(a.uuid, [b.slots[0]]) });
    expect(errorOf(foreign)).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { slotIds: ["Cette tranche horaire n'est pas disponible"] } });
  });

  it('checks the form with the messages of spec 5 and writes nothing on bad input', async () => {
    const e = await publishedEvent(t);
    const bad = await visitor(t).call(SIGN_UP, {
      input: {
        ...person(e.uuid, [e.slots[0]]),
        firstName: ' ',
        lastName: '',
        email: 'pas-une-adresse',
        emailConfirmation: 'autre@example.org',
        phoneNumber: '079 123 45 67',
        policyAccepted: false,
      },
    });
    expect(errorOf(bad)).toEqual({
      message: 'Données invalides',
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        firstName: ['Ce champ est obligatoire'],
        lastName: ['Ce champ est obligatoire'],
        email: ['Entrez une adresse e-mail valide'],
        emailConfirmation: ['Les adresses e-mail doivent être identiques'],
        phoneNumber: ['Numéro non valide'],
        policyAccepted: ['Vous devez accepter la politique de confidentialité'],
      },
    });
    const noSlot = await visitor(t).call(SIGN_UP, { input: person(e.uuid, []) });
    expect(errorOf(noSlot).fieldErrors).toEqual({ slotIds: ['Choisissez au moins une tranche horaire'] });
    const english = await visitor(t, { 'Accept-Language': 'en' }).call(SIGN_UP, { input: { ...person(e.uuid, [e.slots[0]]), emailConfirmation: 'x@example.org' } });
    expect(errorOf(english).fieldErrors).toEqual({ emailConfirmation: ['The e-mail addresses must be identical'] });
    expect(await participationsOf(e.slots[0])).toEqual([]);
    expect(await rows(t, `SELECT id FROM volunteer WHERE organization_id = $1`, [e.o.organization.id])).toEqual([]);
  });

  it("asks what the event's form asks: required base fields, choice counts, answers kept (answers.<attributeId> errors)", async () => {
    const e = await publishedEvent(t);
    const { createAttribute: tasks } = await e.o.ok(CREATE_ATTRIBUTE, {
      input: { name: 'Tâches', valueType: 'enum_multiple', eventId: e.eventId, options: 'Bar;Cuisine;Caisse' },
    });
    const { createAttribute: licence } = await e.o.ok(CREATE_ATTRIBUTE, { input: { name: 'Permis', valueType: 'text' } });
    await e.o.ok(SAVE_FORM, {
      eventId: e.eventId,
      fields: [
        { baseAttribute: 'address', isRequired: true },
        { baseAttribute: 'city', isRequired: true },
        { attributeId: tasks.id, isRequired: true, minChoices: 2, maxChoices: 2 },
        { attributeId: licence.id },
      ],
    });
    const [bar, kitchen, till] = tasks.options.map((option: { id: string }) => option.id);
    const tooMany = await visitor(t).call(SIGN_UP, {
      input: { ...person(e.uuid, [e.slots[0]]), answers: [{ attributeId: tasks.id, value: JSON.stringify([bar, kitchen, till]) }] },
    });
    expect(errorOf(tooMany).fieldErrors).toEqual({
      address: ['Ce champ est obligatoire'],
      town: ['Ce champ est obligatoire'],
      [`answers.${tasks.id}`]: ['Cochez au plus 2 choix'],
    });
    const tooFew = await visitor(t).call(SIGN_UP, {
      input: { ...person(e.uuid, [e.slots[0]], { address: 'Rue 1', town: 'Bienne' }), answers: [{ attributeId: tasks.id, value: JSON.stringify([bar]) }] },
    });
    expect(errorOf(tooFew).fieldErrors).toEqual({ [`answers.${tasks.id}`]: ['Cochez au moins 2 choix'] });
    const unknown = await visitor(t).call(SIGN_UP, {
      input: { ...person(e.uuid, [e.slots[0]], { address: 'Rue 1', town: 'Bienne' }), answers: [{ attributeId: tasks.id, value: JSON.stringify([bar, '999999']) }] },
    });
    expect(errorOf(unknown).fieldErrors).toEqual({ [`answers.${tasks.id}`]: ['Choix inconnu'] });
    const input = person(e.uuid, [e.slots[0]], {
      address: 'Rue du Lac 1',
      town: 'Bienne',
      answers: [
        { attributeId: tasks.id, value: JSON.stringify([bar, till]) },
        { attributeId: licence.id, value: 'B' },
      ],
    });
    const { signUp } = await visitor(t).ok(SIGN_UP, { input });
    const values = await rows(t, `SELECT attribute_id, volunteer_id, participation_id, value FROM attribute_value WHERE organization_id = $1 ORDER BY attribute_id`, [
      e.o.organization.id,
    ]);
    expect(values).toEqual([
      { attribute_id: Number(tasks.id), volunteer_id: null, participation_id: Number(signUp[0].id), value: JSON.stringify([bar, till]) },
      { attribute_id: Number(licence.id), volunteer_id: expect.any(Number), participation_id: null, value: 'B' },
    ]);
    const [volunteer] = await rows(t, `SELECT address, town FROM volunteer WHERE email = $1`, [input.email]);
    expect(volunteer).toEqual({ address: 'Rue du Lac 1', town: 'Bienne' });
    // A known volunteer's answer is never overwritten.
    await visitor(t).ok(SIGN_UP, {
      input: { ...input, slotIds: [await addSlot(e.o, e.positionId, at(12), at(13))], answers: [{ attributeId: tasks.id, value: JSON.stringify([bar, till]) }, { attributeId: licence.id, value: 'C' }] },
    });
    expect(await rows(t, `SELECT value FROM attribute_value WHERE attribute_id = $1`, [Number(licence.id)])).toEqual([{ value: 'B' }]);
  });

  it('refuses sign-ups when registrations are off, and unpublished events', async () => {
    const closed = await publishedEvent(t, { configuration: { enableRegistrations: false } });
    const refused = await visitor(t).call(SIGN_UP, { input: person(closed.uuid, [closed.slots[0]]) });
    expect(errorOf(refused)).toEqual({ message: 'Les inscriptions sont fermées pour cet événement', code: 'CONFLICT', fieldErrors: undefined });
    const draft = await publishedEvent(t);
    await draft.o.ok(`mutation($id: ID!) { setEventDraft(id: $id) { id } }`, { id: draft.eventId });
    const missing = await visitor(t).call(SIGN_UP, { input: person(draft.uuid, [draft.slots[0]]) });
    expect(errorOf(missing)).toMatchObject({ message: "Cet événement n'existe pas", code: 'NOT_FOUND' });
  });

  it('takes groups only when enabled, 1..groupMaxSize, and refuses a group too big or a full slot with the spec messages (409)', async () => {
    const solo = await publishedEvent(t);
    const disabled = await visitor(t).call(SIGN_UP, { input: person(solo.uuid, [solo.slots[0]], { groupSize: 3 }) });
    expect(errorOf(disabled).fieldErrors).toEqual({ groupSize: ['Les inscriptions en groupe ne sont pas ouvertes pour cet événement'] });

    const e = await publishedEvent(t, { configuration: { enableGroupRegistrations: true, groupMaxSize: 4 } });
    const tooLarge = await visitor(t).call(SIGN_UP, { input: person(e.uuid, [e.slots[0]], { groupSize: 5 }) });
    expect(errorOf(tooLarge).fieldErrors).toEqual({ groupSize: ['La taille du groupe doit être comprise entre 1 et 4'] });
    const zero = await visitor(t).call(SIGN_UP, { input: person(e.uuid, [e.slots[0]], { groupSize: 0 }) });
    expect(errorOf(zero).fieldErrors).toEqual({ groupSize: ['La taille du groupe doit être comprise entre 1 et 4'] });

    const group = await visitor(t).ok(SIGN_UP, { input: person(e.uuid, [e.slots[0]], { groupSize: 3, groupName: 'Les Lacustres' }) });
    expect(group.signUp[0]).toMatchObject({ nbParticipants: 3, groupName: 'Les Lacustres' });
    const second = await visitor(t).call(SIGN_UP, { input: person(e.uuid, [e.slots[0]], { groupSize: 3 }) });
    expect(errorOf(second)).toEqual({ message: 'Inscription en groupe impossible car il ne reste pas assez de place', code: 'CONFLICT', fieldErrors: undefined });
    await visitor(t).ok(SIGN_UP, { input: person(e.uuid, [e.slots[0]], { groupSize: 2 }) });
    const full = await visitor(t).call(SIGN_UP, { input: person(e.uuid, [e.slots[0]]) });
    expect(errorOf(full)).toEqual({ message: 'Cette tranche horaire est complète', code: 'CONFLICT', fieldErrors: undefined });
    const places = await participationsOf(e.slots[0]);
    expect(places.reduce((sum, p) => sum + p.nb_participants, 0)).toBe(5);
  });

  it("keeps a position within maxParticipantsAtTime over its overlapping slots", async () => {
    const e = await publishedEvent(t, { slots: [{ start: at(8), end: at(10), required: 5 }, { start: at(9), end: at(11), required: 5 }] });
    await e.o.ok(UPDATE_POSITION, { id: e.positionId, input: { maxParticipantsAtTime: 2 } });
    await visitor(t).ok(SIGN_UP, { input: person(e.uuid, [e.slots[0]]) });
    await visitor(t).ok(SIGN_UP, { input: person(e.uuid, [e.slots[1]]) });
    const third = await visitor(t).call(SIGN_UP, { input: person(e.uuid, [e.slots[1]]) });
    expect(errorOf(third)).toMatchObject({ message: 'Cette mission a déjà le maximum de bénévoles en même temps', code: 'CONFLICT' });
  });

  it("gives the position's default status, else the event's", async () => {
    const e = await publishedEvent(t, { configuration: { defaultParticipationValidationStatus: 'AWAITING_ORGANIZER_VALIDATION' } });
    const validated = await addPosition(e.o, e.eventId, 'Caisse', { defaultParticipationValidationStatus: 'AWAITING_VOLUNTEER_VALIDATION' });
    const till = await addSlot(e.o, validated, at(12), at(14));
    const input = person(e.uuid, [e.slots[0], till]);
    const { signUp } = await visitor(t).ok(SIGN_UP, { input });
    expect(signUp.map((p: { validationStatus: string }) => p.validationStatus)).toEqual(['AWAITING_ORGANIZER_VALIDATION', 'AWAITING_VOLUNTEER_VALIDATION']);
    const [mail] = await mailsTo(t.db.database.dataSource, input.email);
    expect(mail.text).toContain('- Bar: lun. 01.07.2030 08:00-10:00 (en attente de validation)');
    expect(mail.text).toContain('- Caisse: lun. 01.07.2030 12:00-14:00 (en attente de validation)');
  });

  it('shows private slots only with a passkey of their position', async () => {
    const e = await publishedEvent(t, { slots: [{ start: at(8), end: at(10), isPrivate: true }] });
    const { createTag } = await e.o.ok(`mutation($input: TagInput!) { createTag(input: $input) { id } }`, { input: { eventId: e.eventId, name: 'Staff' } });
    await e.o.ok(UPDATE_POSITION, { id: e.positionId, input: { tagIds: [createTag.id] } });
    const [{ passkey }] = await rows(t, `SELECT passkey FROM tag WHERE id = $1`, [Number(createTag.id)]);
    const without = await visitor(t).call(SIGN_UP, { input: person(e.uuid, [e.slots[0]]) });
    expect(errorOf(without).fieldErrors).toEqual({ slotIds: ["Cette tranche horaire n'est pas disponible"] });
    const wrong = await visitor(t).call(SIGN_UP, { input: person(e.uuid, [e.slots[0]], { passkey: 'pas-la-bonne' }) });
    expect(errorOf(wrong).fieldErrors).toEqual({ slotIds: ["Cette tranche horaire n'est pas disponible"] });
    await visitor(t).ok(SIGN_UP, { input: person(e.uuid, [e.slots[0]], { passkey }) });
    expect(await participationsOf(e.slots[0])).toHaveLength(1);
  });

  it('refuses slots that have started', async () => {
    const past = { startsAt: '2020-07-01T06:00:00.000Z', endsAt: '2020-07-01T21:00:00.000Z' };
    const e = await publishedEvent(t, {
      event: { days: [past, { startsAt: '2030-07-01T06:00:00.000Z', endsAt: '2030-07-01T21:00:00.000Z' }] },
      slots: [{ start: '2020-07-01T08:00:00.000Z', end: '2020-07-01T10:00:00.000Z' }],
    });
    const answer = await visitor(t).call(SIGN_UP, { input: person(e.uuid, [e.slots[0]]) });
    expect(errorOf(answer).fieldErrors).toEqual({ slotIds: ['Cette tranche horaire a déjà commencé'] });
  });

  it('refuses overlapping slots for one volunteer', async () => {
    const e = await publishedEvent(t, { slots: [{ start: at(8), end: at(10) }, { start: at(9), end: at(11) }, { start: at(10), end: at(12) }] });
    const together = await visitor(t).call(SIGN_UP, { input: person(e.uuid, [e.slots[0], e.slots[1]]) });
    expect(errorOf(together).fieldErrors).toEqual({ slotIds: ['Ces tranches horaires se chevauchent'] });
    const input = person(e.uuid, [e.slots[0]]);
    await visitor(t).ok(SIGN_UP, { input });
    const later = await visitor(t).call(SIGN_UP, { input: { ...input, slotIds: [e.slots[1]] } });
    expect(errorOf(later).fieldErrors).toEqual({ slotIds: ['Vous êtes déjà inscrit sur une tranche horaire qui chevauche celle-ci'] });
    const twice = await visitor(t).call(SIGN_UP, { input });
    expect(errorOf(twice).fieldErrors).toEqual({ slotIds: ['Vous êtes déjà inscrit sur une tranche horaire qui chevauche celle-ci'] });
    // Touching ends do not overlap.
    await visitor(t).ok(SIGN_UP, { input: { ...input, slotIds: [e.slots[2]] } });
  });

  it('lets volunteers create their own slot in a free gap of at least 60 minutes when the event allows it', async () => {
    const closed = await publishedEvent(t);
    const newSlot = { positionId: closed.positionId, startTime: at(14), endTime: at(16) };
    const refused = await visitor(t).call(SIGN_UP, { input: person(closed.uuid, [], { newSlots: [newSlot] }) });
    expect(errorOf(refused).fieldErrors).toEqual({ newSlots: ['Cet événement ne permet pas de créer ses propres tranches horaires'] });

    const e = await publishedEvent(t, { configuration: { allowPublicTimeSlotCreation: true, enableGroupRegistrations: true } });
    const short = await visitor(t).call(SIGN_UP, { input: person(e.uuid, [], { newSlots: [{ positionId: e.positionId, startTime: at(14), endTime: at(14, 45) }] }) });
    expect(errorOf(short).fieldErrors).toEqual({ newSlots: ['Une tranche horaire doit durer au moins 60 minutes'] });
    const overlapping = await visitor(t).call(SIGN_UP, { input: person(e.uuid, [], { newSlots: [{ positionId: e.positionId, startTime: at(9), endTime: at(11) }] }) });
    expect(errorOf(overlapping).fieldErrors).toEqual({ newSlots: ['Cette tranche chevauche une tranche horaire existante de la mission'] });
    const outside = await visitor(t).call(SIGN_UP, {
      input: person(e.uuid, [], { newSlots: [{ positionId: e.positionId, startTime: at(10, 0, 5), endTime: at(12, 0, 5) }] }),
    });
    expect(errorOf(outside).fieldErrors).toEqual({ newSlots: ["Cette tranche horaire n'est dans aucun jour de l'événement"] });
    const other = await publishedEvent(t);
    const foreign = await visitor(t).call(SIGN_UP, { input: person(e.uuid, [], { newSlots: [{ positionId: other.positionId, startTime: at(14), endTime: at(16) }] }) });
    expect(errorOf(foreign).fieldErrors).toEqual({ newSlots: ['Référence inconnue'] });

    const { signUp } = await visitor(t).ok(SIGN_UP, {
      input: person(e.uuid, [e.slots[0]], { groupSize: 2, newSlots: [{ positionId: e.positionId, startTime: at(10), endTime: at(11, 30) }] }),
    });
    expect(signUp).toHaveLength(2);
    const created = await rows(t, `SELECT required_volunteer_count, is_private FROM time_slot WHERE position_id = $1 AND start_time = $2`, [
      Number(e.positionId),
      at(10),
    ]);
    expect(created).toEqual([{ required_volunteer_count: 2, is_private: false }]);
  });

  it("fills the event's confirmation text (HTML sanitized, values escaped), adds the summary and portal link it lacks, copies the contact", async () => {
    const e = await publishedEvent(t, {
      configuration: {
        sendMeCopyOfRegistration: true,
        registrationEmailText:
          '<p>Salut {volunteerName} !</p><script>alert(1)</script><p>{eventName} : <a href="javascript:alert(1)">ici</a> ' +
          '<a href="https://fete.example">site</a></p><p>Contact : {coordinatorName}</p>',
      },
    });
    const input = person(e.uuid, [e.slots[0]], { firstName: '<b>Jo</b>' });
    await visitor(t).ok(SIGN_UP, { input });
    const [mail] = await rows(t, `SELECT subject, text, html, reply_to FROM mail WHERE to_address = $1`, [input.email]);
    expect(mail.text).toContain(`Salut <b>Jo</b> ${input.lastName} !`);
    expect(mail.text).toContain('Récapitulatif de votre inscription :\n- Bar: lun. 01.07.2030 08:00-10:00');
    expect(mail.text).toMatch(/Votre espace bénévole : http:\/\/benevo\.example\/portal\/t\/[\w-]{32}/);
    expect(mail.html).toContain(`<p>Salut &lt;b&gt;Jo&lt;/b&gt; ${input.lastName} !</p>`);
    expect(mail.html).toContain('<a href="https://fete.example" rel="noopener">site</a>');
    expect(mail.html).not.toMatch(/<script|javascript:/);
    expect(mail.html).toContain('Contact : Anne Martin');
    const copies = await rows(t, `SELECT subject, text, reply_to FROM mail WHERE to_address = 'anne@example.org' AND text LIKE $1`, [`%${input.lastName}%`]);
    expect(copies).toEqual([{ subject: `Copie : inscription de <b>Jo</b> ${input.lastName} à Fête du lac`, text: mail.text, reply_to: input.email }]);
  });

  it("writes the default text in the volunteer's language when the event has none", async () => {
    const e = await publishedEvent(t);
    const input = person(e.uuid, [e.slots[0]], { language: 'de' });
    await visitor(t).ok(SIGN_UP, { input });
    const [mail] = await mailsTo(t.db.database.dataSource, input.email);
    expect(mail.subject).toBe('Bestätigung Ihrer Anmeldung: Fête du lac');
    expect(mail.text).toMatch(/^Guten Tag Anne Martin\d+\n\nVielen Dank für Ihre Anmeldung für Fête du lac/);
    expect(mail.text).toContain('- Bar: Mo 01.07.2030 08:00-10:00');
  });
});
