import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API } from '../events/rest';
import { CREATE_ATTRIBUTE, SAVE_FORM, formsOrganizer, type FormsOrganizer } from '../forms/fixtures';
import { startTestApp, type TestApp } from '../harness';
import { SIGN_UP, errorOf, person, publishedEvent, rows, visitor, type PublishedEvent } from '../signup/fixtures';

/**
 * The portal's privacy part (issue 17): the profile with the organization's required-field rules, the
 * data export (JSON and printable HTML), and the deletion request the organizer confirms (erasure that
 * leaves no personal field anywhere, statistics kept) or refuses.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SWEEP_INTERVAL_MS: '600000' });
});
afterAll(() => t.close());

const PROFILE_FIELDS = `id organizationName email firstName lastName phoneNumber address town postcode country bornDate language
  fields { key attributeId baseAttribute label valueType isRequired options { id option } minChoices maxChoices }
  answers { attributeId value }
  deletionRequest { id status requestedAt decidedAt refusalReason }`;
const MY_PROFILE = `query($token: String!) { myProfile(token: $token) { ${PROFILE_FIELDS} } }`;
const UPDATE_PROFILE = `mutation($token: String!, $input: MyProfileInput!) { updateMyProfile(token: $token, input: $input) { ${PROFILE_FIELDS} } }`;
const EXPORT = `query($token: String!) { myDataExport(token: $token) }`;
const REQUEST_DELETION = `mutation($token: String!) { requestMyDeletion(token: $token) { id status } }`;
const REQUESTS = `query($status: DeletionRequestStatus) { deletionRequests(status: $status) { id volunteerId status firstName lastName email refusalReason decidedAt } }`;
const CONFIRM = `mutation($id: ID!) { confirmDeletion(id: $id) { id status firstName email decidedAt } }`;
const REFUSE = `mutation($id: ID!, $reason: String) { refuseDeletion(id: $id, reason: $reason) { id status refusalReason } }`;
const SEND_MAIL = `mutation($input: VolunteersMailInput!) { sendVolunteersMail(input: $input) { id } }`;
const CANCEL = `mutation($token: String!, $id: ID!) { cancelMyParticipation(token: $token, id: $id) { id validationStatus } }`;

const sql = (text: string, params: unknown[] = []) => rows(t, text, params);

interface Setup {
  o: FormsOrganizer;
  e: PublishedEvent;
  shirt: { id: string; options: Array<{ id: string; option: string }> };
  note: { id: string };
}

let counter = 0;

/** A published event whose form requires the phone and the volunteer attribute "T-shirt" (S, M, L); "Remarque" is optional. */
async function setUp(): Promise<Setup> {
  const o = await formsOrganizer(t, 'pro');
  const e = await publishedEvent(t, { o, slots: [{ start: '2030-07-01T06:00:00.000Z', end: '2030-07-01T08:00:00.000Z', required: 5 }, { start: '2030-07-01T10:00:00.000Z', end: '2030-07-01T12:00:00.000Z', required: 5 }] });
  const shirt = (await o.ok(CREATE_ATTRIBUTE, { input: { name: 'T-shirt', valueType: 'enum', options: 'S;M;L' } })).createAttribute;
  const note = (await o.ok(CREATE_ATTRIBUTE, { input: { name: 'Remarque', valueType: 'text' } })).createAttribute;
  await o.ok(SAVE_FORM, {
    eventId: e.eventId,
    fields: [
      { baseAttribute: 'phone', isRequired: true },
      { attributeId: shirt.id, isRequired: true },
      { attributeId: note.id },
    ],
  });
  return { o, e, shirt, note };
}

/** A volunteer signed up (both slots) with these details; returns their token and e-mail. */
async function signUp(s: Setup, details: Record<string, unknown> = {}): Promise<{ token: string; email: string; id: number }> {
  counter += 1;
  const input = person(s.e.uuid, s.e.slots, {
    phoneNumber: '+41 79 123 45 67',
    answers: [{ attributeId: s.shirt.id, value: s.shirt.options[1].id }],
    ...details,
  });
  await visitor(t).ok(SIGN_UP, { input });
  const [row] = await sql(`SELECT id, token, email FROM volunteer WHERE email = $1`, [String(input.email).toLowerCase()]);
  return { token: row.token, email: row.email, id: Number(row.id) };
}

const portal = () => visitor(t);

/** The profile input of a person (the e-mail is not part of it). */
const profileOf = ({ email: _email, ...rest }: Record<string, string>) => rest;

describe('profile', () => {
  it("shows the contact fields, the organization's required fields and the answers", async () => {
    const s = await setUp();
    const v = await signUp(s, { firstName: 'Léa', lastName: 'Rochat' });
    const { myProfile } = await portal().ok(MY_PROFILE, { token: v.token });
    expect(myProfile).toMatchObject({ email: v.email, firstName: 'Léa', lastName: 'Rochat', phoneNumber: '+41 79 123 45 67', deletionRequest: null });
    const byKey = Object.fromEntries(myProfile.fields.map((f: any) => [f.key, f]));
    expect(byKey['base-phone'].isRequired).toBe(true);
    expect(byKey['base-city'].isRequired).toBe(false);
    expect(byKey[`attribute-${s.shirt.id}`]).toMatchObject({ isRequired: true, valueType: 'enum', options: s.shirt.options });
    expect(byKey[`attribute-${s.note.id}`].isRequired).toBe(false);
    expect(myProfile.answers).toEqual([{ attributeId: s.shirt.id, value: s.shirt.options[1].id }]);
  });

  it('saves a valid change (contact fields and answers), never the e-mail', async () => {
    const s = await setUp();
    const v = await signUp(s);
    const input = {
      firstName: 'Nora',
      lastName: 'Blanc',
      phoneNumber: '+41 78 000 11 22',
      town: 'Lausanne',
      bornDate: '1990-05-04',
      language: 'de',
      answers: [
        { attributeId: s.shirt.id, value: s.shirt.options[2].id },
        { attributeId: s.note.id, value: 'Végétarienne' },
      ],
    };
    const { updateMyProfile } = await portal().ok(UPDATE_PROFILE, { token: v.token, input });
    expect(updateMyProfile).toMatchObject({ firstName: 'Nora', lastName: 'Blanc', town: 'Lausanne', bornDate: '1990-05-04', language: 'de', email: v.email });
    expect(updateMyProfile.answers).toEqual([
      { attributeId: s.shirt.id, value: s.shirt.options[2].id },
      { attributeId: s.note.id, value: 'Végétarienne' },
    ]);
    // A null answer removes an optional answer.
    const cleared = await portal().ok(UPDATE_PROFILE, { token: v.token, input: { ...input, answers: [{ attributeId: s.note.id, value: null }] } });
    expect(cleared.updateMyProfile.answers).toEqual([{ attributeId: s.shirt.id, value: s.shirt.options[2].id }]);
    // The e-mail is not part of the input at all.
    const withEmail = await portal().call(UPDATE_PROFILE, { token: v.token, input: { ...input, email: 'other@example.org' } });
    expect(withEmail.errors?.length).toBeGreaterThan(0);
    expect((await sql(`SELECT email FROM volunteer WHERE id = $1`, [v.id]))[0].email).toBe(v.email);
  });

  it('refuses what the rules refuse, with field errors, and writes nothing', async () => {
    const s = await setUp();
    const v = await signUp(s, { firstName: 'Paul', lastName: 'Avant' });
    const other = await setUp();
    const internal = (await s.o.ok(CREATE_ATTRIBUTE, { input: { name: 'Note interne', valueType: 'text', onRegistration: false } })).createAttribute;
    expect((await portal().ok(MY_PROFILE, { token: v.token })).myProfile.fields.map((f: any) => f.attributeId)).not.toContain(internal.id);
    const before = await sql(`SELECT * FROM volunteer WHERE id = $1`, [v.id]);
    const answersBefore = await sql(`SELECT attribute_id, value FROM attribute_value WHERE volunteer_id = $1 ORDER BY id`, [v.id]);
    const base = { firstName: 'Changé', lastName: 'Après', phoneNumber: '+41 79 123 45 67', answers: [{ attributeId: s.note.id, value: 'écrit?' }] };
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ ...base, phoneNumber: '' }, { phoneNumber: ['Ce champ est obligatoire'] }],
      [{ ...base, phoneNumber: '12' }, { phoneNumber: ['Numéro non valide'] }],
      [{ ...base, firstName: '  ' }, { firstName: ['Ce champ est obligatoire'] }],
      [{ ...base, answers: [{ attributeId: s.shirt.id, value: null }] }, { [`answers.${s.shirt.id}`]: ['Ce champ est obligatoire'] }],
      [{ ...base, answers: [{ attributeId: s.shirt.id, value: '999999' }] }, { [`answers.${s.shirt.id}`]: [expect.any(String)] }],
      [{ ...base, answers: [{ attributeId: other.shirt.id, value: other.shirt.options[0].id }] }, { [`answers.${other.shirt.id}`]: ["Ce champ n'existe pas"] }],
      [{ ...base, bornDate: '2001-02-31' }, { bornDate: [expect.any(String)] }],
      [{ ...base, answers: [{ attributeId: internal.id, value: 'écrit par le bénévole' }] }, { [`answers.${internal.id}`]: ["Ce champ n'existe pas"] }],
      [{ ...base, language: 'xx' }, { language: [expect.any(String)] }],
    ];
    for (const [input, fieldErrors] of cases) {
      const answer = await portal().call(UPDATE_PROFILE, { token: v.token, input });
      expect(errorOf(answer)).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors });
    }
    expect(await sql(`SELECT * FROM volunteer WHERE id = $1`, [v.id])).toEqual(before);
    expect(await sql(`SELECT attribute_id, value FROM attribute_value WHERE volunteer_id = $1 ORDER BY id`, [v.id])).toEqual(answersBefore);
  });

  it('has REST twins (GET/PUT volunteers/profile/ with ?token= or X-Volunteer-Token) and a bad token answers 404', async () => {
    const s = await setUp();
    const v = await signUp(s);
    const agent = t.agent();
    const got = await agent.get(`${API}/volunteers/profile/?token=${v.token}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ email: v.email });
    const bad = await agent.put(`${API}/volunteers/profile/`).set('X-Volunteer-Token', v.token).send({ firstName: 'A', lastName: 'B', phoneNumber: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ phoneNumber: ['Numéro non valide'] });
    const good = await agent
      .put(`${API}/volunteers/profile/`)
      .set('X-Volunteer-Token', v.token)
      .send({ firstName: 'Rest', lastName: 'Twin', phoneNumber: '+41 79 999 88 77', answers: [{ attributeId: s.shirt.id, value: s.shirt.options[0].id }] });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ firstName: 'Rest', lastName: 'Twin', phoneNumber: '+41 79 999 88 77' });
    expect((await agent.get(`${API}/volunteers/profile/?token=${'x'.repeat(32)}`)).status).toBe(404);
    expect(errorOf(await portal().call(MY_PROFILE, { token: 'nope' })).code).toBe('NOT_FOUND');
  });
});

describe('data export', () => {
  it("contains the volunteer's profile, answers, participations and mails, and nothing of another volunteer", async () => {
    const s = await setUp();
    const v = await signUp(s, { firstName: 'Ottilie', lastName: 'Exportée', town: 'Nyon' });
    const other = await signUp(s, { firstName: 'Gaspard', lastName: 'Voisin', phoneNumber: '+41 76 444 33 22' });
    await s.o.ok(SEND_MAIL, { input: { volunteerIds: [v.id, other.id], subject: 'Infos', body: 'Bonjour {volunteerName}' } });

    const { myDataExport } = await portal().ok(EXPORT, { token: v.token });
    const data = JSON.parse(myDataExport);
    expect(data.profile).toMatchObject({ firstName: 'Ottilie', lastName: 'Exportée', email: v.email, town: 'Nyon' });
    expect(data.answers).toEqual([expect.objectContaining({ question: 'T-shirt', answer: 'M' })]);
    expect(data.participations).toHaveLength(2);
    expect(data.participations[0]).toMatchObject({ eventName: expect.any(String), positionName: 'Bar', validationStatus: expect.any(Number) });
    expect(data.mails.map((m: any) => m.subject)).toEqual(expect.arrayContaining(['Infos']));
    expect(data.mails.every((m: any) => !m.text.includes('Gaspard'))).toBe(true);
    for (const foreign of ['Gaspard', 'Voisin', other.email, '+41 76 444 33 22', other.token]) expect(myDataExport).not.toContain(foreign);

    // The REST file: JSON attachment.
    const file = await t.agent().get(`${API}/volunteers/data-export/?token=${v.token}&format=json`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/application\/json/);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"/);
    expect(JSON.parse(Buffer.isBuffer(file.body) ? file.body.toString('utf8') : file.text).profile.email).toBe(v.email);
    const wrong = await t.agent().get(`${API}/volunteers/data-export/?token=${v.token}&format=pdf`);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ format: ['Format inconnu (json ou html)'] });
  });

  it('gives a readable HTML page with every value escaped', async () => {
    const s = await setUp();
    const v = await signUp(s);
    const hostile = '<script>alert("x")</script>';
    await portal().ok(UPDATE_PROFILE, {
      token: v.token,
      input: { firstName: 'Ève', lastName: hostile, phoneNumber: '+41 79 123 45 67', town: '<img src=x onerror=alert(1)>', answers: [{ attributeId: s.note.id, value: 'a & b <b>' }] },
    });
    const page = await t.agent().get(`${API}/volunteers/data-export/?format=html`).set('X-Volunteer-Token', v.token).buffer(true).parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const html = page.body as string;
    expect(html).toContain('<h2>Profil</h2>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('a &amp; b &lt;b&gt;');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('Bar');
  });
});

/** Every text-like column of every table holding one of the needles: "table.column" entries. */
async function columnsHolding(needles: string[]): Promise<string[]> {
  const columns = await rows<{ table_name: string; column_name: string }>(t,
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'character', 'date')
      ORDER BY table_name, column_name`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    for (const needle of needles) {
      const [{ n }] = await sql(`SELECT count(*)::int AS n FROM "${table_name}" WHERE strpos(lower("${column_name}"::text), lower($1)) > 0`, [needle]);
      if (n > 0) found.push(`${table_name}.${column_name} (${needle}): ${n}`);
    }
  }
  return found;
}

describe('deletion', () => {
  it('the organizer confirms: no personal field remains anywhere in the database, statistics stay, the volunteer is told', async () => {
    const s = await setUp();
    const stamp = Date.now();
    const person = {
      firstName: 'Zéphyrine',
      lastName: `Quenotte${stamp}`,
      email: `zephyrine.${stamp}@example.org`,
      phoneNumber: '+41 79 555 12 34',
      address: `Chemin des Secrets ${stamp}`,
      town: 'Vaulion-Privé',
      postcode: '1325',
      bornDate: '1987-03-21',
    };
    const v = await signUp(s, { ...person, emailConfirmation: person.email });
    const bystander = await signUp(s, { firstName: 'Témoin', lastName: `Reste${stamp}` });
    await portal().ok(UPDATE_PROFILE, {
      token: v.token,
      input: { ...profileOf(person), answers: [{ attributeId: s.note.id, value: `Allergie de Zéphyrine ${stamp}` }] },
    });
    // Data in other modules: a mailing (recipient rows and mails naming her), a cancellation (the
    // organizer's notice quotes her name), a waiting-list place, a campaign registration picture, an accreditation.
    await s.o.ok(SEND_MAIL, { input: { volunteerIds: [v.id, bystander.id], subject: 'Infos', body: 'Bonjour {volunteerName}' } });
    const [second] = await sql(`SELECT id FROM participation WHERE volunteer_id = $1 ORDER BY id DESC LIMIT 1`, [v.id]);
    await portal().ok(CANCEL, { token: v.token, id: String(second.id) });
    await sql(
      `INSERT INTO waiting_list_entry (organization_id, event_id, time_slot_id, volunteer_id, rank, first_name, last_name, email, phone_number)
       VALUES ($1, $2, $3, $4, 1, $5, $6, $7, $8)`,
      [s.o.organization.id, Number(s.e.eventId), Number(s.e.slots[0]), v.id, person.firstName, person.lastName, person.email, person.phoneNumber],
    );
    const [campaign] = await sql(
      `INSERT INTO campaign (organization_id, token, name) VALUES ($1, $2, 'Recrutement') RETURNING id`,
      [s.o.organization.id, `c${stamp}`],
    );
    // Her picture: a stored file, shown on her campaign registration and on her profile.
    const picture = `/media/${crypto.randomUUID()}.jpg`;
    const pictureFile = path.join(t.server.services.config.dataDir, picture);
    fs.mkdirSync(path.dirname(pictureFile), { recursive: true });
    fs.writeFileSync(pictureFile, `photo of ${person.lastName}`);
    await sql(`INSERT INTO campaign_registration (organization_id, campaign_id, volunteer_id, profile_picture) VALUES ($1, $2, $3, $4)`, [
      s.o.organization.id,
      campaign.id,
      v.id,
      picture,
    ]);
    await sql(`UPDATE volunteer SET profile_picture = $2 WHERE id = $1`, [v.id, picture]);
    await sql(
      `INSERT INTO ticketing_accreditation (organization_id, event_id, volunteer_id, vendor_event_id, vendor_ticket_id, vendor_participant_id, first_name, last_name, email)
       VALUES ($1, $2, $3, 'e1', 't1', 'p1', $4, $5, $6)`,
      [s.o.organization.id, Number(s.e.eventId), v.id, person.firstName, person.lastName, person.email],
    );
    // The portal's newer tables (issue 17): named in another leader's group, offered a swap by e-mail, a calendar feed, a login link.
    const [bystanderShift] = await sql(`SELECT id FROM participation WHERE volunteer_id = $1 ORDER BY id LIMIT 1`, [bystander.id]);
    await sql(`INSERT INTO participation_group_member (organization_id, participation_id, name, email) VALUES ($1, $2, $3, $4)`, [
      s.o.organization.id,
      bystanderShift.id,
      `${person.firstName} ${person.lastName}`,
      person.email,
    ]);
    await sql(`INSERT INTO shift_swap (organization_id, event_id, participation_id, offered_by_id, target_email) VALUES ($1, $2, $3, $4, $5)`, [
      s.o.organization.id,
      Number(s.e.eventId),
      bystanderShift.id,
      bystander.id,
      person.email,
    ]);
    await sql(`INSERT INTO calendar_feed (organization_id, volunteer_id, token) VALUES ($1, $2, $3)`, [s.o.organization.id, v.id, `feed${stamp}`]);
    await sql(`INSERT INTO volunteer_login_link (volunteer_id, code_hash, expires_at) VALUES ($1, $2, now() + interval '10 minutes')`, [v.id, `hash${stamp}`]);
    const needles = [person.firstName, person.lastName, person.email, person.phoneNumber, person.address, person.town, person.bornDate, v.token, `feed${stamp}`, `hash${stamp}`, picture];
    const before = await columnsHolding(needles);
    console.log(`columns holding her data before the erasure: ${before.length}\n${before.join('\n')}`);
    expect(before.length).toBeGreaterThan(15);
    const statsBefore = await sql(
      `SELECT count(*)::int AS n, sum(nb_participants)::int AS places, string_agg(validation_status::text, ',' ORDER BY id) AS statuses FROM participation WHERE volunteer_id = $1`,
      [v.id],
    );

    expect(fs.existsSync(pictureFile)).toBe(true);
    const { requestMyDeletion } = await portal().ok(REQUEST_DELETION, { token: v.token });
    expect(requestMyDeletion.status).toBe('pending');
    // Asking twice while pending is refused.
    expect(errorOf(await portal().call(REQUEST_DELETION, { token: v.token }))).toMatchObject({ code: 'CONFLICT', message: 'Une demande de suppression est déjà en attente' });
    // The profile shows the pending request.
    expect((await portal().ok(MY_PROFILE, { token: v.token })).myProfile.deletionRequest).toMatchObject({ status: 'pending' });
    const { deletionRequests } = await s.o.ok(REQUESTS, { status: 'pending' });
    expect(deletionRequests).toEqual([expect.objectContaining({ id: requestMyDeletion.id, volunteerId: String(v.id), firstName: person.firstName, email: person.email })]);

    const { confirmDeletion } = await s.o.ok(CONFIRM, { id: requestMyDeletion.id });
    expect(confirmDeletion).toMatchObject({ status: 'done', firstName: '', email: '', decidedAt: expect.any(String) });

    // Nothing personal remains, anywhere: the only trace is the address of the "done" mail still to send.
    const left = await columnsHolding(needles);
    expect(left).toEqual([`mail.to_address (${person.email}): 1`]);
    expect(fs.existsSync(pictureFile)).toBe(false);
    expect((await sql(`SELECT status, target_email FROM shift_swap WHERE participation_id = $1`, [bystanderShift.id]))[0]).toEqual({ status: 'cancelled', target_email: null });
    const [done] = await sql(`SELECT subject, text FROM mail WHERE to_address = $1`, [person.email]);
    expect(done.subject).toMatch(/vos données personnelles ont été supprimées/);
    expect(done.text).not.toContain(person.firstName);
    // Statistics stay: the same participations, places and statuses, anonymous; the bystander is untouched.
    expect(
      await sql(
        `SELECT count(*)::int AS n, sum(nb_participants)::int AS places, string_agg(validation_status::text, ',' ORDER BY id) AS statuses FROM participation WHERE volunteer_id = $1`,
        [v.id],
      ),
    ).toEqual(statsBefore);
    expect((await sql(`SELECT first_name, email FROM volunteer WHERE id = $1`, [bystander.id]))[0]).toEqual({ first_name: 'Témoin', email: bystander.email });
    expect((await sql(`SELECT count(*)::int AS n FROM attribute_value WHERE volunteer_id = $1`, [bystander.id]))[0].n).toBe(1);
    // The old link is dead; the request row keeps no personal data.
    expect(errorOf(await portal().call(MY_PROFILE, { token: v.token })).code).toBe('NOT_FOUND');
    const [request] = await sql(`SELECT * FROM volunteer_deletion_request WHERE id = $1`, [Number(requestMyDeletion.id)]);
    expect(request).toMatchObject({ status: 'done', volunteer_id: v.id, refusal_reason: '' });
    // A decided request cannot be decided again.
    expect(errorOf(await s.o.call(CONFIRM, { id: requestMyDeletion.id })).code).toBe('CONFLICT');
  });

  it("an organizer of another organization neither sees nor decides the request (NOT_FOUND, nothing changes)", async () => {
    const s = await setUp();
    const v = await signUp(s, { firstName: 'Intacte' });
    const { requestMyDeletion } = await portal().ok(REQUEST_DELETION, { token: v.token });
    const stranger = await formsOrganizer(t, 'pro');
    expect((await stranger.ok(REQUESTS)).deletionRequests).toEqual([]);
    expect(errorOf(await stranger.call(CONFIRM, { id: requestMyDeletion.id })).code).toBe('NOT_FOUND');
    expect(errorOf(await stranger.call(REFUSE, { id: requestMyDeletion.id, reason: 'non' })).code).toBe('NOT_FOUND');
    expect((await stranger.post(`/deletion-requests/${requestMyDeletion.id}/confirm/`)).status).toBe(404);
    expect((await sql(`SELECT status FROM volunteer_deletion_request WHERE id = $1`, [Number(requestMyDeletion.id)]))[0].status).toBe('pending');
    expect((await sql(`SELECT first_name FROM volunteer WHERE id = $1`, [v.id]))[0].first_name).toBe('Intacte');
    // Without a session: 401 on the REST door, UNAUTHENTICATED in GraphQL.
    expect((await t.agent().post(`${API}/deletion-requests/${requestMyDeletion.id}/confirm/`)).status).toBe(401);
    expect(errorOf(await portal().call(CONFIRM, { id: requestMyDeletion.id })).code).toBe('UNAUTHENTICATED');
  });

  it('the organizer refuses with a reason: the volunteer is told, the data stays, a new request is possible', async () => {
    const s = await setUp();
    const v = await signUp(s, { firstName: 'Reste' });
    const created = await t.agent().post(`${API}/volunteers/deletion-request/?token=${v.token}`);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'pending' });
    const tooLong = await s.o.call(REFUSE, { id: String(created.body.id), reason: 'x'.repeat(2001) });
    expect(errorOf(tooLong).code).toBe('BAD_USER_INPUT');
    const refused = await s.o.post(`/deletion-requests/${created.body.id}/refuse/`, { reason: 'Obligation légale de conserver <5 ans>' });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ status: 'refused', refusalReason: 'Obligation légale de conserver <5 ans>', firstName: 'Reste' });
    const [mail] = await sql(`SELECT subject, text FROM mail WHERE to_address = $1 AND subject LIKE '%demande de suppression%'`, [v.email]);
    expect(mail.text).toContain('Obligation légale de conserver <5 ans>');
    expect((await sql(`SELECT first_name FROM volunteer WHERE id = $1`, [v.id]))[0].first_name).toBe('Reste');
    expect((await portal().ok(MY_PROFILE, { token: v.token })).myProfile.deletionRequest).toMatchObject({ status: 'refused', refusalReason: 'Obligation légale de conserver <5 ans>' });
    expect((await s.o.post(`/deletion-requests/${created.body.id}/confirm/`)).status).toBe(409);
    expect((await portal().ok(REQUEST_DELETION, { token: v.token })).requestMyDeletion.status).toBe('pending');
    const list = await s.o.get('/deletion-requests/');
    expect(list.body.map((r: any) => r.status)).toEqual(['pending', 'refused']);
  });
});
