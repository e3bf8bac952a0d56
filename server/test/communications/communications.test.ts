import { API, restOrganizer } from '../events/rest';
import { CREATE_EVENT, CREATE_POSITION, CREATE_SLOT, EVENT_INPUT, organizer, type Organizer } from '../events/fixtures';
import { startTestApp, type TestApp } from '../harness';
import { at, volunteer } from '../participations/fixtures';
import { HISTORY, mailingScenario, mailRows, PREVIEW, SEND, type MailingScenario } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  // Mails stay in the database (no SMTP_URL); the sweeper is slowed so only nudges dispatch.
  t = await startTestApp({ SWEEP_INTERVAL_MS: '600000', PUBLIC_URL: 'http://benevo.test' });
});
afterAll(() => t.close());

const emails = (list: Array<{ email: string }>) => list.map((r) => r.email).sort();

async function scenario(): Promise<{ o: Organizer; s: MailingScenario; addresses: (...who: Array<keyof MailingScenario['v']>) => string[] }> {
  const o = await organizer(t);
  const s = await mailingScenario(t, o);
  return { o, s, addresses: (...who) => who.map((key) => s.v[key].email).sort() };
}

describe('event mailing filters', () => {
  it('select exactly the volunteers of the chosen days, positions, statuses and sign-up dates', async () => {
    const { o, s, addresses } = await scenario();
    const recipients = async (filters: Record<string, unknown>) =>
      emails((await o.ok(PREVIEW, { eventId: s.p.eventId, input: { body: 'Bonjour', ...filters } })).eventMailPreview.recipients);

    // Default: the active statuses (0, 1, 6); david's participation is cancelled.
    expect(await recipients({})).toEqual(addresses('anna', 'bruno', 'chloe', 'emma'));
    expect(await recipients({ days: ['2030-07-01'] })).toEqual(addresses('anna', 'chloe', 'emma'));
    expect(await recipients({ days: ['2030-07-02'] })).toEqual(addresses('bruno', 'emma'));
    expect(await recipients({ days: ['2030-07-01', '2030-07-02'] })).toEqual(addresses('anna', 'bruno', 'chloe', 'emma'));
    expect(await recipients({ positionIds: [s.p.kitchen] })).toEqual(addresses('bruno', 'emma'));
    expect(await recipients({ positionIds: [s.p.bar] })).toEqual(addresses('anna', 'chloe', 'emma'));
    expect(await recipients({ statuses: ['CANCELLED_BY_ORGANIZER'] })).toEqual(addresses('david'));
    expect(await recipients({ statuses: ['AWAITING_ORGANIZER_VALIDATION', 'CANCELLED_BY_ORGANIZER'] })).toEqual(addresses('chloe', 'david'));
    expect(await recipients({ subscriptionDateStart: '2029-03-01T00:00:00.000Z' })).toEqual(addresses('bruno', 'chloe', 'emma'));
    expect(
      await recipients({ days: ['2030-07-01'], positionIds: [s.p.bar], statuses: ['AWAITING_ORGANIZER_VALIDATION'] }),
    ).toEqual(addresses('chloe'));
    expect(await recipients({ days: ['2030-07-02'], subscriptionDateStart: '2029-05-15T00:00:00.000Z' })).toEqual(addresses('emma'));
    expect(await recipients({ positionIds: [s.p.bar], statuses: ['REJECTED_BY_VOLUNTEER'] })).toEqual([]);
  });

  it('sends one mail per selected volunteer, each with their own slots, and records exactly them', async () => {
    const { o, s, addresses } = await scenario();
    const before = (await mailRows(t)).length;
    const { sendEventMail } = await o.ok(SEND, {
      eventId: s.p.eventId,
      input: {
        subject: 'Infos {eventName}',
        body: '<p>Bonjour {volunteerName},</p><p>Vos tranches :<br>{registrationSummary}</p>',
        days: ['2030-07-02'],
      },
    });
    expect(sendEventMail).toMatchObject({ onlyOwner: false, recipientsCount: 2, sentTo: null });
    const communication = sendEventMail.communication;
    expect(communication).toMatchObject({
      eventId: s.p.eventId,
      eventName: 'Fête du lac',
      kind: 'EVENT',
      subject: 'Infos {eventName}',
      recipientsCount: 2,
      replyTo: 'contact@fete.example.org',
      filters: { days: ['2030-07-02'], positionIds: [], subscriptionDateStart: null, statuses: ['AWAITING_ORGANIZER_VALIDATION', 'AWAITING_VOLUNTEER_VALIDATION', 'ACCEPTED'] },
    });
    expect(emails(communication.recipients)).toEqual(addresses('bruno', 'emma'));

    const mails = (await mailRows(t)).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual(addresses('bruno', 'emma'));
    const emma = mails.find((m) => m.to === s.v.emma.email)!;
    expect(emma.subject).toBe('Infos Fête du lac');
    // Only the selected day's slot, not her Bar slot of the first day.
    expect(emma.text).toContain('- Cuisine: mar. 02.07.2030 10:00-12:00');
    expect(emma.text).not.toContain('Bar');
    expect(emma.text).toContain(`http://benevo.test/portal/t/${s.v.emma.token}`);
    expect(emma.html).toContain(`http://benevo.test/portal/t/${s.v.emma.token}`);
    expect(emma.html).toMatch(/^<!DOCTYPE html>/);
    expect(emma.replyTo).toBe('contact@fete.example.org');
    expect(emma.fromName).toBe(o.organization.name);
    // Bruno signed up in German: his summary and the added portal line are German.
    const bruno = mails.find((m) => m.to === s.v.bruno.email)!;
    expect(bruno.language).toBe('de');
    expect(bruno.text).toContain('- Cuisine: Di 02.07.2030 10:00-12:00');
    expect(bruno.text).toContain(`Ihr Helferbereich: http://benevo.test/portal/t/${s.v.bruno.token}`);
  });

  it('refuses unknown days and positions (field errors), and sending with nobody selected', async () => {
    const { o, s } = await scenario();
    const other = await organizer(t);
    const { createEvent } = await other.ok(CREATE_EVENT, { input: EVENT_INPUT });
    const { createPosition } = await other.ok(CREATE_POSITION, { input: { eventId: createEvent.id, name: 'Ailleurs' } });

    const badDay = await o.call(SEND, { eventId: s.p.eventId, input: { body: 'x', days: ['2030-08-01'] } });
    expect(badDay.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { days: ["Ce jour n'appartient pas à l'événement"] } });
    const badPosition = await o.call(SEND, { eventId: s.p.eventId, input: { body: 'x', positionIds: [createPosition.id] } });
    expect(badPosition.errors?.[0].extensions?.fieldErrors).toEqual({ positionIds: ["Cette mission n'appartient pas à l'événement"] });
    const nobody = await o.call(SEND, { eventId: s.p.eventId, input: { body: 'x', statuses: ['REJECTED_BY_VOLUNTEER'] } });
    expect(nobody.errors?.[0]).toMatchObject({ message: 'Aucun bénévole ne correspond à ces critères', extensions: { code: 'BAD_USER_INPUT' } });
    const empty = await o.call(SEND, { eventId: s.p.eventId, input: { body: '<p> </p>' } });
    expect(empty.errors?.[0].extensions?.fieldErrors).toEqual({ body: ['Le message est obligatoire'] });
    // Another organization's event is unknown here.
    const foreign = await o.call(SEND, { eventId: createEvent.id, input: { body: 'x' } });
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await o.ok(HISTORY, { eventId: s.p.eventId })).communications).toEqual([]);
  });
});

describe('spec 5: an event needs a slot needing volunteers before e-mails can be sent', () => {
  it('refuses every send with the spec message while no slot needs volunteers', async () => {
    const o = await organizer(t);
    const { createEvent } = await o.ok(CREATE_EVENT, { input: EVENT_INPUT });
    const message = 'Votre événement ne contient aucune tranche horaire ou ne nécessite aucun volontaire';
    const noSlot = await o.call(SEND, { eventId: createEvent.id, input: { body: 'Bonjour' } });
    expect(noSlot.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });

    const { createPosition } = await o.ok(CREATE_POSITION, { input: { eventId: createEvent.id, name: 'Bar' } });
    await o.ok(CREATE_SLOT, { input: { positionId: createPosition.id, startTime: at(1, 10), endTime: at(1, 12), requiredVolunteerCount: 0 } });
    const noneNeeded = await o.call(SEND, { eventId: createEvent.id, input: { body: 'Bonjour', onlyOwner: true } });
    expect(noneNeeded.errors?.[0].message).toBe(message);
    const test = await o.call(`mutation($id: ID!) { testSendEventMail(eventId: $id) }`, { id: createEvent.id });
    expect(test.errors?.[0].message).toBe(message);

    const rest = await restOrganizer(t);
    const event = await rest.post('/events/', EVENT_INPUT);
    const refused = await rest.post(`/events/${event.body.id}/send_mail/`, { emailBody: 'Bonjour' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ detail: message });
  });
});

describe('previews, onlyOwner and test sends', () => {
  it('renders for one recipient: values escaped, organizer HTML sanitized, a sample portal link, the default subject', async () => {
    const { o, s } = await scenario();
    const body =
      '<p onclick="steal()">Bonjour <strong>{volunteerName}</strong> !</p><script>alert(1)</script>' +
      '<p><a href="javascript:alert(2)">piège</a> <a href="https://fete.example.org">site</a></p><p>{coordinatorName} ({coordinatorEmail})</p>';
    const { eventMailPreview } = await o.ok(PREVIEW, {
      eventId: s.p.eventId,
      input: { body, statuses: ['AWAITING_ORGANIZER_VALIDATION'] },
    });
    expect(eventMailPreview.to).toEqual({ volunteerId: s.v.chloe.id, name: 'Chloé <b>Cuénod</b>', email: s.v.chloe.email, language: 'fr' });
    expect(eventMailPreview.recipientsCount).toBe(1);
    expect(eventMailPreview.subject).toBe(`${o.organization.name}: Fête du lac`);
    const html: string = eventMailPreview.html;
    expect(html).toContain('Bonjour <strong>Chloé &lt;b&gt;Cuénod&lt;/b&gt;</strong> !');
    expect(html).not.toMatch(/<script|onclick|javascript:/);
    expect(html).toContain('<a href="https://fete.example.org" rel="noopener">site</a>');
    expect(html).toContain('Anne Martin (contact@fete.example.org)');
    // The recipient's real portal link is a credential: previews show a sample one.
    expect(html).toContain('http://benevo.test/portal/t/exemple');
    expect(html).not.toContain(s.v.chloe.token);
    expect(eventMailPreview.text).toContain('Bonjour Chloé <b>Cuénod</b> !');
    expect(eventMailPreview.text).toContain('Votre espace bénévole : http://benevo.test/portal/t/exemple');

    // Chosen recipient.
    const forEmma = await o.ok(PREVIEW, { eventId: s.p.eventId, input: { body: '{registrationSummary}' }, volunteerId: s.v.emma.id });
    expect(forEmma.eventMailPreview.to.email).toBe(s.v.emma.email);
    expect(forEmma.eventMailPreview.text).toContain('- Bar: lun. 01.07.2030 10:00-12:00\n- Cuisine: mar. 02.07.2030 10:00-12:00');
  });

  it('onlyOwner sends the rendered mailing to the logged-in organizer alone, without a history record', async () => {
    const { o, s } = await scenario();
    const before = (await mailRows(t)).length;
    const { sendEventMail } = await o.ok(SEND, { eventId: s.p.eventId, input: { body: 'Bonjour {volunteerName}', onlyOwner: true } });
    expect(sendEventMail).toEqual({ onlyOwner: true, recipientsCount: 4, sentTo: o.user.email, communication: null });
    const mails = (await mailRows(t)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: o.user.email, subject: `${o.organization.name}: Fête du lac` });
    expect(mails[0].text).toMatch(/^Bonjour Anna Aebi/);
    expect(mails[0].text).not.toContain(s.v.anna.token);
    expect((await o.ok(HISTORY, { eventId: s.p.eventId })).communications).toEqual([]);
  });

  it('test_send_mail sends the confirmation e-mail (saved or being edited) to the organizer', async () => {
    const { o, s } = await scenario();
    const rest = await restOrganizer(t);
    const before = (await mailRows(t)).length;
    const answer = await o.call(`mutation($id: ID!, $text: String) { testSendEventMail(eventId: $id, registrationEmailText: $text) }`, {
      id: s.p.eventId,
      text: 'Salut {volunteerName} !\n{registrationSummary}\nÀ bientôt',
    });
    expect(answer.data).toEqual({ testSendEventMail: o.user.email });
    const [mail] = (await mailRows(t)).slice(before);
    expect(mail.to).toBe(o.user.email);
    expect(mail.subject).toBe('Confirmation de votre inscription : Fête du lac');
    expect(mail.text).toContain('Salut ');
    expect(mail.text).toContain('- Bar: lun. 01.07.2030 10:00-12:00');
    // The facade's door, empty body: the saved (default) text; another organization's event is a 404.
    expect((await rest.post(`/events/${s.p.eventId}/test_send_mail/`)).status).toBe(404);
  });
});

describe('résumé, free mail, history and the volunteer view (REST)', () => {
  it('covers spec 7 Communication paths', async () => {
    const o = await restOrganizer(t);
    const asOrganizer = { organization: o.organization, ok: (q: string, v: Record<string, unknown> = {}) => o.gql(q, v) } as unknown as Organizer;
    const s = await mailingScenario(t, asOrganizer);
    const org = o.organization.id;

    // send_mail with the documented names (statuses as numbers or names, positions as ids).
    const sent = await o.post(`/events/${s.p.eventId}/send_mail/`, {
      emailBody: 'Rappel pour {volunteerName}',
      onlyOwner: false,
      days: ['2030-07-01'],
      positions: [Number(s.p.bar)],
      subscriptionDateStart: '2029-01-15',
      participationValidationStatuses: [6, 'AWAITING_ORGANIZER_VALIDATION'],
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      eventId: Number(s.p.eventId),
      kind: 'event',
      subject: '',
      text: 'Rappel pour {volunteerName}',
      recipientsCount: 2,
      filters: { days: ['2030-07-01'], positions: [Number(s.p.bar)], participationValidationStatuses: [0, 6] },
      onlyOwner: false,
    });
    expect(sent.body.filters.subscriptionDateStart).toBe('2029-01-14T23:00:00.000Z');
    expect(sent.body.recipientsList.map((r: { email: string }) => r.email).sort()).toEqual([s.v.chloe.email, s.v.emma.email].sort());

    const badFilter = await o.post(`/events/${s.p.eventId}/send_mail/`, { emailBody: 'x', positions: [999999], participationValidationStatuses: ['NOPE'] });
    expect(badFilter.status).toBe(400);
    expect(Object.keys(badFilter.body).sort()).toEqual(['participationValidationStatuses', 'positions']);
    expect((await o.post(`/events/${s.p.eventId}/send_mail/`, { emailBody: '' })).body).toEqual({ emailBody: ['Le message est obligatoire'] });

    const preview = await o.post(`/events/${s.p.eventId}/preview_mail/`, { emailBody: 'Salut {volunteerName}', volunteer: Number(s.v.bruno.id) });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ to: { email: s.v.bruno.email }, recipientsCount: 4 });
    expect(preview.body.text).toMatch(/^Salut Bruno Bär/);

    // send_resume_mail: the volunteer's active registrations in the event.
    const [emmaParticipation] = await t.db.database.dataSource.query(
      'SELECT id FROM participation WHERE volunteer_id = $1 ORDER BY id LIMIT 1',
      [Number(s.v.emma.id)],
    );
    const resume = await o.post(`/events/${s.p.eventId}/send_resume_mail/`, { participation: emmaParticipation.id });
    expect(resume.status).toBe(201);
    expect(resume.body).toMatchObject({ kind: 'resume', recipientsCount: 1, subject: 'Récapitulatif de vos inscriptions : Fête du lac' });
    const resumeMail = (await mailRows(t)).filter((m) => m.subject === 'Récapitulatif de vos inscriptions : Fête du lac' && m.to === s.v.emma.email);
    expect(resumeMail).toHaveLength(1);
    expect(resumeMail[0].text).toContain('- Bar: lun. 01.07.2030 10:00-12:00\n- Cuisine: mar. 02.07.2030 10:00-12:00');
    expect((await o.post(`/events/${s.p.eventId}/send_resume_mail/`, {})).body).toEqual({ participation: ['Ce champ est obligatoire'] });
    expect((await o.post(`/events/${s.p.eventId}/send_resume_mail/`, { participation: 999999 })).status).toBe(404);

    // send_mail_to_vol: chosen volunteers, Reply-To as given.
    const free = await o.post('/volunteers/send_mail_to_vol/', {
      emailBody: 'Bonjour {volunteerName}, écrivez à {coordinatorEmail}',
      vols: [Number(s.v.anna.id), Number(s.v.david.id)],
      replyToEmail: 'benevoles@fete.example.org',
    });
    expect(free.status).toBe(201);
    expect(free.body).toMatchObject({ kind: 'volunteers', eventId: null, recipientsCount: 2, replyTo: 'benevoles@fete.example.org', subject: '' });
    const freeMails = (await mailRows(t)).filter((m) => m.replyTo === 'benevoles@fete.example.org');
    expect(freeMails.map((m) => m.to).sort()).toEqual([s.v.anna.email, s.v.david.email].sort());
    expect(freeMails[0].subject).toBe(o.organization.name);
    expect(freeMails.find((m) => m.to === s.v.david.email)!.text).toContain('Bonjour David Dubois, écrivez à benevoles@fete.example.org');
    const stranger = await volunteer(t, (await t.createOrganization()).id);
    const refused = await o.post('/volunteers/send_mail_to_vol/', { emailBody: 'x', vols: [Number(stranger.id)] });
    expect(refused.body).toEqual({ vols: ['Référence inconnue'] });
    expect((await o.post('/volunteers/send_mail_to_vol/', { emailBody: 'x', vols: [] })).body).toEqual({ vols: ['Sélectionnez au moins un bénévole'] });
    expect((await o.post('/volunteers/send_mail_to_vol/', { emailBody: 'x', vols: [Number(s.v.anna.id)], replyToEmail: 'nope' })).body).toEqual({
      replyToEmail: ['Entrez une adresse e-mail valide'],
    });

    // History: newest first, each recipient with their delivery state (kept in the database here).
    await waitForDelivery(t);
    const history = await o.get(`/organization/${org}/communication/`);
    expect(history.status).toBe(200);
    expect(history.body.map((c: { kind: string }) => c.kind)).toEqual(['volunteers', 'resume', 'event']);
    expect(history.body[2]).toMatchObject({ sender: o.user.email, senderEmail: o.user.email, eventName: 'Fête du lac' });
    expect(history.body[2].recipientsList).toHaveLength(history.body[2].recipientsCount);
    expect(history.body[2].recipientsList[0]).toMatchObject({ status: 'stored', attempts: 1, error: null });
    expect(history.body[2].delivery).toEqual({ pending: 0, sent: 0, stored: 2, failed: 0 });
    const page = await o.get(`/organization/${org}/communication/?page=1&page_size=2`);
    expect(page.body).toMatchObject({ count: 3, previous: null });
    expect(page.body.results).toHaveLength(2);
    expect((await o.get(`/organization/${org}/communication/?event=${s.p.eventId}`)).body).toHaveLength(2);
    const outsider = await restOrganizer(t);
    expect((await outsider.get(`/organization/${org}/communication/`)).status).toBe(403);
    expect((await t.agent().get(`${API}/organization/${org}/communication/`)).status).toBe(401);

    // The volunteer's view by token: what they received, as they received it.
    const mine = await t.agent().get(`${API}/volunteers/by-token/${s.v.emma.token}/communications/`);
    expect(mine.status).toBe(200);
    expect(mine.body.map((c: { subject: string }) => c.subject)).toEqual([
      'Récapitulatif de vos inscriptions : Fête du lac',
      `${o.organization.name}: Fête du lac`,
    ]);
    expect(mine.body[1].text).toContain(`/portal/t/${s.v.emma.token}`);
    const one = await t.agent().get(`${API}/volunteers/by-token/${s.v.emma.token}/communications/${mine.body[1].id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: mine.body[1].id, eventName: 'Fête du lac', organizationName: o.organization.name });
    expect(one.body.html).toContain('Rappel pour Emma Favre');
    expect((await t.agent().get(`${API}/volunteers/by-token/${s.v.emma.token}/communications/${mine.body[1].id}/`)).status).toBe(200);
    // Anna got only the free mail; another volunteer's communication is unknown to her.
    expect((await t.agent().get(`${API}/volunteers/by-token/${s.v.anna.token}/communications/${mine.body[0].id}`)).status).toBe(404);
    expect((await t.agent().get(`${API}/volunteers/by-token/not-a-valid-token-at-all/communications/`)).status).toBe(404);

    // The campaign paths exist (test/campaign-mail.test.ts); this organization has campaigns off.
    expect((await o.post('/campaigns/1/send_mail/', { emailBody: 'x' })).status).toBe(403);
    expect((await o.post('/campaigns/1/preview_mail/', { emailBody: 'x' })).status).toBe(403);
  });
});

describe('templates', () => {
  it('are kept per organization, with unique names', async () => {
    const o = await organizer(t);
    const other = await organizer(t);
    const FIELDS = 'id name subject body';
    const { createMailTemplate } = await o.ok(`mutation($input: MailTemplateInput!) { createMailTemplate(input: $input) { ${FIELDS} } }`, {
      input: { name: 'Rappel', subject: 'Rappel {eventName}', body: '<p>Bonjour {volunteerName}</p>' },
    });
    expect(createMailTemplate).toMatchObject({ name: 'Rappel', subject: 'Rappel {eventName}' });
    const taken = await o.call(`mutation($input: MailTemplateInput!) { createMailTemplate(input: $input) { id } }`, { input: { name: 'Rappel' } });
    expect(taken.errors?.[0].extensions?.fieldErrors).toEqual({ name: ['Un modèle porte déjà ce nom'] });
    const noName = await o.call(`mutation($input: MailTemplateInput!) { createMailTemplate(input: $input) { id } }`, { input: { body: 'x' } });
    expect(noName.errors?.[0].extensions?.fieldErrors).toEqual({ name: ['Ce champ est obligatoire'] });
    // Another organization may use the same name, and does not see this one.
    await other.ok(`mutation($input: MailTemplateInput!) { createMailTemplate(input: $input) { id } }`, { input: { name: 'Rappel' } });
    expect((await other.ok(`{ mailTemplates { name subject } }`)).mailTemplates).toEqual([{ name: 'Rappel', subject: '' }]);
    const foreign = await other.call(`mutation($id: ID!) { deleteMailTemplate(id: $id) }`, { id: createMailTemplate.id });
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');

    const { updateMailTemplate } = await o.ok(`mutation($id: ID!, $input: MailTemplateInput!) { updateMailTemplate(id: $id, input: $input) { ${FIELDS} } }`, {
      id: createMailTemplate.id,
      input: { subject: 'Nouveau' },
    });
    expect(updateMailTemplate).toMatchObject({ name: 'Rappel', subject: 'Nouveau', body: '<p>Bonjour {volunteerName}</p>' });
    expect((await o.ok(`mutation($id: ID!) { deleteMailTemplate(id: $id) }`, { id: createMailTemplate.id })).deleteMailTemplate).toBe(true);
    expect((await o.ok(`{ mailTemplates { id } }`)).mailTemplates).toEqual([]);
  });
});

describe('delivery state in the history', () => {
  it('shows each recipient pending, then kept; the GraphQL history and the mails agree', async () => {
    const { o, s } = await scenario();
    const { sendEventMail } = await o.ok(SEND, { eventId: s.p.eventId, input: { body: 'Bonjour' } });
    // The answer is read after the commit, which nudges the dispatcher: a mail may already be kept.
    const sent: string[] = sendEventMail.communication.recipients.map((r: { status: string }) => r.status);
    expect(sent).toHaveLength(4);
    for (const status of sent) expect(['PENDING', 'STORED']).toContain(status);
    await waitForDelivery(t);
    const [communication] = (await o.ok(HISTORY, { eventId: s.p.eventId })).communications;
    expect(communication.delivery).toEqual({ pending: 0, sent: 0, stored: 4, failed: 0 });

    // A mail still queued shows as pending (only nudges dispatch here: a raw update stays queued).
    const mailOf = (email: string) => `(SELECT mail_id FROM communication_recipient WHERE communication_id = ${Number(communication.id)} AND email = '${email}')`;
    await t.db.database.dataSource.query(`UPDATE mail SET status = 'queued' WHERE id = ${mailOf(s.v.anna.email)}`);
    const queued = (await o.ok(HISTORY, { eventId: s.p.eventId })).communications[0];
    expect(queued.delivery).toEqual({ pending: 1, sent: 0, stored: 3, failed: 0 });
    expect(queued.recipients.find((r: { email: string }) => r.email === s.v.anna.email).status).toBe('PENDING');
    await t.db.database.dataSource.query(`UPDATE mail SET status = 'stored' WHERE id = ${mailOf(s.v.anna.email)}`);
    expect(communication.recipients.every((r: { status: string; attempts: number }) => r.status === 'STORED' && r.attempts === 1)).toBe(true);
    expect(communication.sender).toBe(o.user.email);
    const mails = await mailRows(t);
    for (const recipient of communication.recipients) expect(mails.filter((m) => m.to === recipient.email && m.text.startsWith('Bonjour'))).toHaveLength(1);

    // A recipient whose delivery failed: the spec's message; a retry queues only the failed ones.
    await t.db.database.dataSource.query(
      `UPDATE mail SET status = 'failed', last_error = '550 mailbox unavailable'
        WHERE id = (SELECT mail_id FROM communication_recipient WHERE communication_id = $1 AND email = $2)`,
      [Number(communication.id), s.v.anna.email],
    );
    const failed = (await o.ok(HISTORY, { eventId: s.p.eventId })).communications[0];
    expect(failed.delivery.failed).toBe(1);
    expect(failed.recipients.find((r: { email: string }) => r.email === s.v.anna.email)).toMatchObject({
      status: 'FAILED',
      error: `Echéc de l'envoi à ${s.v.anna.email}`,
      lastError: '550 mailbox unavailable',
    });
    await o.ok(`mutation($id: ID!) { retryCommunication(id: $id) { id } }`, { id: communication.id });
    await waitForDelivery(t);
    const retried = (await o.ok(HISTORY, { eventId: s.p.eventId })).communications[0];
    expect(retried.delivery).toEqual({ pending: 0, sent: 0, stored: 4, failed: 0 });
    const again = await o.call(`mutation($id: ID!) { retryCommunication(id: $id) { id } }`, { id: communication.id });
    expect(again.errors?.[0].message).toBe('Aucun envoi en échec à relancer');
  });
});

/** Waits until no mail is queued (the in-process runner keeps them in the database). */
async function waitForDelivery(app: TestApp): Promise<void> {
  for (let i = 0; i < 500; i += 1) {
    const [{ n }] = await app.db.database.dataSource.query(`SELECT count(*) AS n FROM mail WHERE status = 'queued'`);
    if (Number(n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('mails still queued');
}
