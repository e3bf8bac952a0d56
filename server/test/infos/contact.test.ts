import { csrfOf, gql, startTestApp, type TestApp } from '../harness';
import { organizer } from '../events/fixtures';

const CONTACT = `mutation($input: SupportContactInput!) { contactSupport(input: $input) }`;

interface SupportMail {
  to_address: string;
  reply_to: string | null;
  subject: string;
  text: string;
  organization_id: number | null;
}

async function mailsTo(t: TestApp, address: string): Promise<SupportMail[]> {
  return t.db.database.dataSource.query('SELECT to_address, reply_to, subject, text, organization_id FROM mail WHERE to_address = $1 ORDER BY id', [address]);
}

const INPUT = { category: 'bug', subject: 'Planning vide', message: 'Le planning de la fête ne montre plus rien.', replyTo: 'anne@example.org' };

describe('contact form to the support (/infos/contact)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('mails the support address (default support@benevo.local) with Reply-To the writer, naming the user and the organization', async () => {
    const o = await organizer(t);
    expect((await o.ok(CONTACT, { input: INPUT })).contactSupport).toBe(true);
    const mails = await mailsTo(t, 'support@benevo.local');
    const mail = mails.find((m) => m.text.includes(o.user.email));
    expect(mail).toBeDefined();
    expect(mail).toMatchObject({ reply_to: 'anne@example.org', subject: '[Benevo – Problème] Planning vide', organization_id: o.organization.id });
    expect(mail?.text).toContain('Le planning de la fête ne montre plus rien.');
    expect(mail?.text).toContain(`${o.organization.name} (n° ${o.organization.id}, licence club, support`);
  });

  it('answers localized field errors and sends nothing for a bad form', async () => {
    const o = await organizer(t);
    const before = (await mailsTo(t, 'support@benevo.local')).length;
    const bad = { category: 'praise', subject: ' ', message: '', replyTo: 'not-an-address' };
    const fr = await o.call(CONTACT, { input: bad });
    expect(fr.errors?.[0].extensions?.fieldErrors).toEqual({
      category: ['Choisissez une catégorie : question, problème ou facturation'],
      subject: ['Ce champ est obligatoire'],
      message: ['Ce champ est obligatoire'],
      replyTo: ['Entrez une adresse e-mail valide'],
    });
    const de = await gql(o.agent, t.server.url, CONTACT, { input: bad }, { headers: { 'X-Language': 'de' } });
    expect(de.errors?.[0].extensions?.fieldErrors?.category).toEqual(['Wählen Sie eine Kategorie: Frage, Problem oder Rechnung']);
    const long = await o.call(CONTACT, { input: { ...INPUT, message: 'x'.repeat(5001) } });
    expect(long.errors?.[0].extensions?.fieldErrors).toEqual({ message: ['Au maximum 5000 caractères'] });
    expect((await mailsTo(t, 'support@benevo.local')).length).toBe(before);
  });

  it('is for signed-in organizers only', async () => {
    const anonymous = await gql(t.agent(), t.server.url, CONTACT, { input: INPUT });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const rest = await t.agent().post('/apis/organizer/v1/contact/').send(INPUT);
    expect(rest.status).toBe(401);
  });

  it('the facade route POST /apis/organizer/v1/contact/ sends the same mail, field errors as a 400', async () => {
    const o = await organizer(t);
    const csrf = csrfOf(o.agent, t.server.url);
    const sent = await o.agent
      .post('/apis/organizer/v1/contact/')
      .set('X-CSRFToken', csrf)
      .send({ category: 'billing', subject: 'Facture 2026', message: 'Merci de nous envoyer la facture.', replyTo: 'compta@example.org' });
    expect(sent.status).toBe(201);
    const mail = (await mailsTo(t, 'support@benevo.local')).find((m) => m.subject === '[Benevo – Facturation] Facture 2026');
    expect(mail?.reply_to).toBe('compta@example.org');
    const refused = await o.agent.post('/apis/organizer/v1/contact/').set('X-CSRFToken', csrf).send({ category: 'bug', subject: 'x', message: 'y', replyTo: 'nope' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Entrez une adresse e-mail valide');
  });
});

describe('contact form limits and configuration', () => {
  it('mails SUPPORT_EMAIL and limits messages per user (LOGIN_RATE_LIMIT), another user keeps its own count', async () => {
    const limited = await startTestApp({ LOGIN_RATE_LIMIT: '3', SUPPORT_EMAIL: 'help@example.org' });
    try {
      const o = await organizer(limited);
      const codes: Array<string | undefined> = [];
      for (let i = 0; i < 4; i += 1) {
        const answer = await o.call(CONTACT, { input: { ...INPUT, subject: `Message ${i}` } });
        codes.push(answer.errors?.[0].extensions?.code ?? 'OK');
      }
      expect(codes).toEqual(['OK', 'OK', 'OK', 'TOO_MANY_REQUESTS']);
      expect((await mailsTo(limited, 'help@example.org')).map((m) => m.subject)).toEqual([
        '[Benevo – Problème] Message 0',
        '[Benevo – Problème] Message 1',
        '[Benevo – Problème] Message 2',
      ]);
      expect(await mailsTo(limited, 'support@benevo.local')).toEqual([]);
      // The facade shares the count: 429.
      const rest = await o.agent.post('/apis/organizer/v1/contact/').set('X-CSRFToken', csrfOf(o.agent, limited.server.url)).send(INPUT);
      expect(rest.status).toBe(429);
      const other = await organizer(limited);
      expect((await other.ok(CONTACT, { input: INPUT })).contactSupport).toBe(true);
    } finally {
      await limited.close();
    }
  });
});
