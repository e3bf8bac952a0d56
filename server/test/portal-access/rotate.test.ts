import { startTestApp, type TestApp } from '../harness';
import { mailsTo } from '../mails';
import { API, caller, EXCHANGE, loginCodeIn, loginJobsSettled, mailsSettled, portalVolunteer, ROTATE, SPACE } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SWEEP_INTERVAL_MS: '600000' });
});
afterAll(async () => {
  // Every login job done before the database goes.
  await loginJobsSettled(t);
  await t.close();
});

let ipCounter = 0;
const freshIp = () => `192.0.2.${(ipCounter += 1)}`;
const mails = (address: string) => mailsTo(t.db.database.dataSource, address);

describe('rotatePortalToken and POST /volunteers/token/rotate/', () => {
  it('gives a new token, kills the old one at once, and mails the new link (never the old)', async () => {
    const org = await t.createOrganization({ name: 'Amis du Rhône' });
    const v = await portalVolunteer(t, org.id, { email: 'rotate@example.org', firstName: 'Rita' });
    const client = caller(t, freshIp());
    const rotated = await client.gql<{ rotatePortalToken: { token: string } }>(ROTATE, { token: v.token });
    const token = rotated.data!.rotatePortalToken.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(token).not.toBe(v.token);
    // The old token is dead on every door; the new one opens the space.
    expect((await client.gql(SPACE, { token: v.token })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await client.get(`/volunteers/participations/?token=${v.token}`)).status).toBe(404);
    expect((await client.get(`/volunteers/by-token/${v.token}/participations/`)).status).toBe(404);
    expect((await client.gql(SPACE, { token })).data).toEqual({ volunteerSpace: { firstName: 'Rita', email: v.email } });
    expect((await client.get(`/volunteers/participations/?token=${token}`)).status).toBe(200);
    // Rotating with the old token again is refused (it no longer exists) and changes nothing.
    expect((await client.gql(ROTATE, { token: v.token })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await client.gql(SPACE, { token })).data).toBeTruthy();

    const [mail] = await mails(v.email);
    expect(mail.subject).toBe('Votre nouveau lien personnel : Amis du Rhône');
    expect(mail.text).toContain(`/portal/t/${token}`);
    expect(mail.text).not.toContain(v.token);
    expect(await mails(v.email)).toHaveLength(1);
  });

  it('works through the facade with ?token= or the X-Volunteer-Token header; a missing or wrong token is 404', async () => {
    const org = await t.createOrganization();
    const v = await portalVolunteer(t, org.id, { email: 'rotate.rest@example.org' });
    const agent = t.agent();
    const byQuery = await agent.post(`${API}/volunteers/token/rotate/?token=${v.token}`).send({});
    expect(byQuery.status).toBe(200);
    const second = await agent.post(`${API}/volunteers/token/rotate/`).set('X-Volunteer-Token', byQuery.body.token).send({});
    expect(second.status).toBe(200);
    expect(second.body.token).not.toBe(byQuery.body.token);
    for (const dead of [v.token, byQuery.body.token]) expect((await agent.post(`${API}/volunteers/token/rotate/?token=${dead}`).send({})).status).toBe(404);
    expect((await agent.post(`${API}/volunteers/token/rotate/`).send({})).status).toBe(404);
    expect((await agent.get(`${API}/volunteers/token/rotate/?token=${second.body.token}`)).status).toBe(405);
    const sent = await mails(v.email);
    expect(sent.map((mail) => mail.text.includes(`/portal/t/${second.body.token}`))).toEqual([false, true]);
  });

  it('kills the login links not used yet: a forwarded login mail cannot reopen the space', async () => {
    const org = await t.createOrganization();
    const v = await portalVolunteer(t, org.id, { email: 'rotate.links@example.org' });
    expect((await caller(t, freshIp()).post('/volunteers/login/', { organization: org.id, email: v.email })).status).toBe(200);
    const code = loginCodeIn((await mailsSettled(t, v.email))[0]);
    const rotated = await caller(t, freshIp()).gql<{ rotatePortalToken: { token: string } }>(ROTATE, { token: v.token });
    expect(rotated.data?.rotatePortalToken.token).toBeTruthy();
    expect((await caller(t, freshIp()).gql(EXCHANGE, { code })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lets one of two rotations racing with the same old token win; the other changes nothing', async () => {
    const org = await t.createOrganization();
    const v = await portalVolunteer(t, org.id, { email: 'rotate.race@example.org' });
    const answers = await Promise.all([1, 2].map(() => caller(t, freshIp()).gql<{ rotatePortalToken: { token: string } }>(ROTATE, { token: v.token })));
    const winners = answers.filter((answer) => answer.data?.rotatePortalToken);
    expect(winners).toHaveLength(1);
    expect(answers.find((answer) => !answer.data?.rotatePortalToken)?.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const [{ token }] = await t.db.database.dataSource.query(`SELECT token FROM volunteer WHERE id = $1`, [v.id]);
    expect(token).toBe(winners[0].data!.rotatePortalToken.token);
    expect(await mails(v.email)).toHaveLength(1);
  });

  it('cannot touch another volunteer: each token rotates only its own volunteer', async () => {
    const org = await t.createOrganization();
    const a = await portalVolunteer(t, org.id, { email: 'rotate.a@example.org' });
    const b = await portalVolunteer(t, org.id, { email: 'rotate.b@example.org' });
    await caller(t, freshIp()).gql(ROTATE, { token: a.token });
    const [{ token }] = await t.db.database.dataSource.query(`SELECT token FROM volunteer WHERE id = $1`, [b.id]);
    expect(token).toBe(b.token);
    expect(await mails(b.email)).toEqual([]);
  });
});
