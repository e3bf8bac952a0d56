import { CREATE_EVENT, EVENT_INPUT, LOGIN, organizer, type Organizer } from '../events/fixtures';
import { csrfOf, gql, startTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LIST = `query($search: String, $offset: Int, $limit: Int) {
  staffOrganizations(search: $search, offset: $offset, limit: $limit) {
    count
    results { id name slug licenseType supportType validUntil enableShop enableCampaigns enforce2fa memberCount createdAt }
  }
}`;
const UPDATE = `mutation($id: ID!, $input: StaffOrganizationInput!) {
  updateStaffOrganization(id: $id, input: $input) { id licenseType supportType validUntil enableShop enableBadges enforce2fa memberCount }
}`;
const SWITCH = `mutation($id: ID!) { staffSwitchOrganization(organizationId: $id) { id name staffVisit } }`;
const ME = `{ me { activeOrganization { id staffVisit } availableOrganizations { id staffVisit } } }`;
const EVENTS = `{ events { id name } }`;

/** A signed-in staff (or superuser) user, member of its own organization. */
async function staff(kind: 'isStaff' | 'isSuperUser' = 'isStaff'): Promise<Organizer> {
  const organization = await t.createOrganization({ name: `Support ${kind}` });
  const user = await t.createUser({ organizations: [organization], [kind]: true });
  const agent = t.agent();
  const answer = await gql(agent, t.server.url, LOGIN, { input: { email: user.email, password: user.password } });
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  const call = <T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}) => gql<T>(agent, t.server.url, query, variables);
  const ok = async <T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const result = await call<T>(query, variables);
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data as T;
  };
  return { organization, user, agent, call, ok };
}

async function auditEntries(action: string, organizationId: number) {
  return t.db.database.dataSource.query(
    `SELECT action, organization_id, user_id, actor_id, detail FROM audit_entry WHERE action = $1 AND organization_id = $2 ORDER BY id`,
    [action, organizationId],
  ) as Promise<Array<{ action: string; organization_id: number; user_id: number | null; actor_id: number | null; detail: any }>>;
}

describe('staff organizations screen', () => {
  it('lists every organization with licence, flags and members, searchable and paged', async () => {
    const admin = await staff();
    const festival = await t.createOrganization({ name: 'Festival Listé', slug: 'festival-liste', licenseType: 'pro', flags: { enableShop: true } });
    await t.createUser({ organizations: [festival] });
    await t.createUser({ organizations: [festival] });

    const all = await admin.ok(LIST);
    expect(all.staffOrganizations.count).toBeGreaterThanOrEqual(2);
    const ids = all.staffOrganizations.results.map((o: { id: string }) => o.id);
    expect(ids).toEqual(expect.arrayContaining([String(festival.id), String(admin.organization.id)]));

    const found = await admin.ok(LIST, { search: 'LISTE' });
    expect(found.staffOrganizations).toEqual({
      count: 1,
      results: [
        expect.objectContaining({
          id: String(festival.id),
          slug: 'festival-liste',
          licenseType: 'PRO',
          supportType: 'STANDARD',
          validUntil: null,
          enableShop: true,
          enableCampaigns: false,
          enforce2fa: false,
          memberCount: 2,
        }),
      ],
    });
    const bySlug = await admin.ok(LIST, { search: 'festival-liste' });
    expect(bySlug.staffOrganizations.count).toBe(1);
    // A search with LIKE's wildcards matches them literally.
    expect((await admin.ok(LIST, { search: '%' })).staffOrganizations.count).toBe(0);

    const firstPage = await admin.ok(LIST, { limit: 1 });
    const secondPage = await admin.ok(LIST, { limit: 1, offset: 1 });
    expect(firstPage.staffOrganizations.results).toHaveLength(1);
    expect(firstPage.staffOrganizations.count).toBe(all.staffOrganizations.count);
    expect(secondPage.staffOrganizations.results[0].id).not.toBe(firstPage.staffOrganizations.results[0].id);

    const rest = await admin.agent.get('/apis/organizer/v1/staff/organizations/?search=festival-liste');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual([expect.objectContaining({ id: festival.id, licenseType: 'pro', enableShop: true, memberCount: 2, validUntil: null })]);
    const paged = await admin.agent.get('/apis/organizer/v1/staff/organizations/?page=1&page_size=1');
    expect(paged.body).toEqual(expect.objectContaining({ count: all.staffOrganizations.count, previous: null, results: [expect.any(Object)] }));
  });

  it('updates licence, support, end date and flags in one go and audits the changes', async () => {
    const admin = await staff('isSuperUser');
    const target = await t.createOrganization({ name: 'Club à changer', licenseType: 'club' });

    const { updateStaffOrganization: updated } = await admin.ok(UPDATE, {
      id: String(target.id),
      input: { licenseType: 'PRO', supportType: 'PREMIUM', validUntil: '2031-06-30', enableShop: true, enableBadges: true, enforce2fa: true },
    });
    expect(updated).toEqual(
      expect.objectContaining({ licenseType: 'PRO', supportType: 'PREMIUM', validUntil: '2031-06-30', enableShop: true, enableBadges: true, enforce2fa: true }),
    );

    const licence = await auditEntries('organization.licenceChanged', target.id);
    expect(licence).toHaveLength(1);
    expect(licence[0].actor_id).toBe(admin.user.id);
    expect(licence[0].detail).toEqual({
      before: { licenseType: 'club', supportType: 'standard', validUntil: null },
      after: { licenseType: 'pro', supportType: 'premium', validUntil: '2031-06-30' },
      via: 'graphql',
    });
    const flags = await auditEntries('organization.flagsChanged', target.id);
    expect(flags).toHaveLength(1);
    expect(flags[0].detail).toEqual({
      before: { enableShop: false, enableBadges: false, enforce2fa: false },
      after: { enableShop: true, enableBadges: true, enforce2fa: true },
      via: 'graphql',
    });

    // The facade's PATCH: a flag off and the end date cleared; nothing changed writes no entry.
    const patch = await admin.agent
      .patch(`/apis/organizer/v1/staff/organizations/${target.id}/`)
      .set('X-CSRFToken', csrfOf(admin.agent, t.server.url))
      .send({ enableBadges: false, validUntil: null, licenseType: 'pro' });
    expect(patch.status).toBe(200);
    expect(patch.body).toEqual(expect.objectContaining({ id: target.id, enableBadges: false, enableShop: true, validUntil: null, licenseType: 'pro' }));
    const licenceAfter = await auditEntries('organization.licenceChanged', target.id);
    expect(licenceAfter).toHaveLength(2);
    expect(licenceAfter[1].detail).toEqual({ before: { validUntil: '2031-06-30' }, after: { validUntil: null }, via: 'rest' });
    const flagsAfter = await auditEntries('organization.flagsChanged', target.id);
    expect(flagsAfter[1].detail).toEqual({ before: { enableBadges: true }, after: { enableBadges: false }, via: 'rest' });

    await admin.ok(UPDATE, { id: String(target.id), input: { enableShop: true } });
    expect(await auditEntries('organization.flagsChanged', target.id)).toHaveLength(2);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const admin = await staff();
    const target = await t.createOrganization({ name: 'Club intact', licenseType: 'club' });

    const badDate = await admin.call(UPDATE, { id: String(target.id), input: { validUntil: '2031-02-30', enableShop: true } });
    expect(badDate.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(badDate.errors?.[0].extensions?.fieldErrors).toEqual({ validUntil: ['Entrez une date valide'] });

    const csrf = csrfOf(admin.agent, t.server.url);
    const badLicence = await admin.agent
      .patch(`/apis/organizer/v1/staff/organizations/${target.id}/`)
      .set('X-CSRFToken', csrf)
      .send({ licenseType: 'gold', enableShop: 'maybe' });
    expect(badLicence.status).toBe(400);
    expect(Object.keys(badLicence.body)).toEqual(expect.arrayContaining(['enableShop']));
    const badSupport = await admin.agent
      .patch(`/apis/organizer/v1/staff/organizations/${target.id}/`)
      .set('X-CSRFToken', csrf)
      .send({ licenseType: 'gold', supportType: 'platinum' });
    expect(badSupport.status).toBe(400);
    expect(badSupport.body).toEqual({
      licenseType: ['Licence inconnue : choisissez none, light, club, pro ou corporate'],
      supportType: ['Niveau de support inconnu : choisissez standard, plus ou premium'],
    });

    const missing = await admin.call(UPDATE, { id: '999999', input: { enableShop: true } });
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');

    const [row] = await t.db.database.dataSource.query(`SELECT license_type, enable_shop, valid_until FROM organization WHERE id = $1`, [target.id]);
    expect(row).toEqual({ license_type: 'club', enable_shop: false, valid_until: null });
    expect(await auditEntries('organization.flagsChanged', target.id)).toHaveLength(0);
  });

  it('refuses a non-staff organizer (FORBIDDEN / 403) and an anonymous caller (401)', async () => {
    const o = await organizer(t);
    for (const [query, variables] of [
      [LIST, {}],
      [UPDATE, { id: String(o.organization.id), input: { licenseType: 'CORPORATE' } }],
      [SWITCH, { id: String(o.organization.id) }],
    ] as const) {
      const answer = await o.call(query, variables);
      expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const csrf = csrfOf(o.agent, t.server.url);
    expect((await o.agent.get('/apis/organizer/v1/staff/organizations/')).status).toBe(403);
    const patch = await o.agent.patch(`/apis/organizer/v1/staff/organizations/${o.organization.id}/`).set('X-CSRFToken', csrf).send({ licenseType: 'corporate' });
    expect(patch.status).toBe(403);
    const switched = await o.agent.post(`/apis/organizer/v1/staff/organizations/${o.organization.id}/switch/`).set('X-CSRFToken', csrf);
    expect(switched.status).toBe(403);
    expect((await t.agent().get('/apis/organizer/v1/staff/organizations/')).status).toBe(401);

    const [row] = await t.db.database.dataSource.query(`SELECT license_type FROM organization WHERE id = $1`, [o.organization.id]);
    expect(row.license_type).toBe('club');
  });
});

describe('switching into an organization as staff', () => {
  it("reads the organization's events without joining it, audited, and switches back", async () => {
    const admin = await staff();
    const o = await organizer(t);
    await o.ok(CREATE_EVENT, { input: { ...EVENT_INPUT, name: 'Fête visitée' } });
    expect((await admin.ok(EVENTS)).events).toEqual([]);

    const { staffSwitchOrganization } = await admin.ok(SWITCH, { id: String(o.organization.id) });
    expect(staffSwitchOrganization).toEqual({ id: String(o.organization.id), name: o.organization.name, staffVisit: true });

    const me = await admin.ok(ME);
    expect(me.me.activeOrganization).toEqual({ id: String(o.organization.id), staffVisit: true });
    expect(me.me.availableOrganizations).toEqual(
      expect.arrayContaining([{ id: String(admin.organization.id), staffVisit: false }, { id: String(o.organization.id), staffVisit: true }]),
    );
    expect((await admin.ok(EVENTS)).events.map((e: { name: string }) => e.name)).toEqual(['Fête visitée']);
    const restEvents = await admin.agent.get('/apis/organizer/v1/events/');
    expect(restEvents.body.map((e: { name: string }) => e.name)).toEqual(['Fête visitée']);

    // Not a member: the membership table is untouched.
    const members = await t.db.database.dataSource.query(`SELECT 1 FROM membership WHERE user_id = $1 AND organization_id = $2`, [admin.user.id, o.organization.id]);
    expect(members).toHaveLength(0);
    const audit = await auditEntries('staff.switchedIn', o.organization.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toEqual(expect.objectContaining({ user_id: admin.user.id, actor_id: admin.user.id }));

    // The way back: the ordinary switch to one of the user's own organizations.
    await admin.ok(`mutation($id: ID!) { switchOrganization(organizationId: $id) { id } }`, { id: String(admin.organization.id) });
    const back = await admin.ok(ME);
    expect(back.me.activeOrganization).toEqual({ id: String(admin.organization.id), staffVisit: false });
    expect(back.me.availableOrganizations).toEqual([{ id: String(admin.organization.id), staffVisit: false }]);
    expect((await admin.ok(EVENTS)).events).toEqual([]);
  });

  it('switches through the facade, and a staff user who loses the flag is back in its own organization', async () => {
    const admin = await staff();
    const o = await organizer(t);
    await o.ok(CREATE_EVENT, { input: { ...EVENT_INPUT, name: 'Fête REST' } });

    const switched = await admin.agent
      .post(`/apis/organizer/v1/staff/organizations/${o.organization.id}/switch/`)
      .set('X-CSRFToken', csrfOf(admin.agent, t.server.url));
    expect(switched.status).toBe(200);
    expect(switched.body).toEqual(expect.objectContaining({ id: o.organization.id, staffVisit: true }));
    const organizations = await admin.agent.get('/apis/authentication/v1/organizations/');
    expect(organizations.body.activeOrganization.id).toBe(o.organization.id);
    expect(organizations.body.availableOrganizations.map((org: { id: number }) => org.id)).toEqual(
      expect.arrayContaining([admin.organization.id, o.organization.id]),
    );
    expect((await admin.agent.get('/apis/organizer/v1/events/')).body.map((e: { name: string }) => e.name)).toEqual(['Fête REST']);

    const missing = await admin.agent
      .post('/apis/organizer/v1/staff/organizations/999999/switch/')
      .set('X-CSRFToken', csrfOf(admin.agent, t.server.url));
    expect(missing.status).toBe(404);

    await t.db.database.dataSource.query(`UPDATE app_user SET is_staff = false WHERE id = $1`, [admin.user.id]);
    const me = await admin.ok(ME);
    expect(me.me.activeOrganization.id).toBe(String(admin.organization.id));
    expect((await admin.ok(EVENTS)).events).toEqual([]);
  });

  it('refuses the switch to an API token (no session to switch) but lets it read the list', async () => {
    const organization = await t.createOrganization({ name: 'Support par jeton' });
    const user = await t.createUser({ organizations: [organization], isStaff: true });
    const target = await t.createOrganization({ name: 'Cible du jeton' });
    const { body } = await t.agent().post('/apis/authentication/v1/login-token/').send({ email: user.email, password: user.password });
    const auth = `Token ${body.token as string}`;
    expect((await t.agent().get('/apis/organizer/v1/staff/organizations/').set('Authorization', auth)).status).toBe(200);
    const refused = await t.agent().post(`/apis/organizer/v1/staff/organizations/${target.id}/switch/`).set('Authorization', auth);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/session du navigateur/);
    expect(await auditEntries('staff.switchedIn', target.id)).toHaveLength(0);
  });

  it("never opens another organization to a non-staff user whose session row names it", async () => {
    const o = await organizer(t);
    const intruder = await organizer(t);
    const { createEvent } = await o.ok(CREATE_EVENT, { input: { ...EVENT_INPUT, name: 'Fête privée' } });

    await t.db.database.dataSource.query(`UPDATE user_session SET active_organization_id = $1 WHERE user_id = $2`, [o.organization.id, intruder.user.id]);
    const me = await intruder.ok(ME);
    expect(me.me.activeOrganization).toEqual({ id: String(intruder.organization.id), staffVisit: false });
    expect(me.me.availableOrganizations).toEqual([{ id: String(intruder.organization.id), staffVisit: false }]);
    expect((await intruder.ok(EVENTS)).events).toEqual([]);
    const event = await intruder.call(`query($id: ID) { event(id: $id) { id name } }`, { id: createEvent.id });
    expect(event.data?.event ?? null).toBeNull();
    expect(['NOT_FOUND', 'FORBIDDEN']).toContain(event.errors?.[0].extensions?.code);
    const rest = await intruder.agent.get(`/apis/organizer/v1/events/${createEvent.id}/`);
    expect([403, 404]).toContain(rest.status);
    const byArgument = await intruder.agent.get(`/apis/organizer/v1/events/?organizationId=${o.organization.id}`);
    expect(byArgument.status).toBe(403);
  });
});
