import { organizer } from '../events/fixtures';
import { startTestApp, type TestApp } from '../harness';

/**
 * The rights service (issue 16): one decision over licence, validUntil, flags and the overrides table,
 * read by the doors and by the menu through Organization.rights (the pure rules: schema/src/organization-rights.test.ts).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const RIGHTS_QUERY = `query { me { activeOrganization { id licenseType hasProRights forcedLanguage rights { campaigns groupRegistrations shop badges vouchers operators validation ticketing calendar } } } }`;

const NONE = { campaigns: false, groupRegistrations: false, shop: false, badges: false, vouchers: false, operators: false, validation: false, ticketing: false, calendar: false };

async function rightsOf(organizationId: number) {
  const o = await organizer(t);
  await t.db.database.dataSource.query('INSERT INTO membership (user_id, organization_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [o.user.id, organizationId]);
  await o.ok(`mutation($id: ID!) { switchOrganization(organizationId: $id) { id } }`, { id: organizationId });
  return (await o.ok(RIGHTS_QUERY)).me.activeOrganization;
}

const setOrganization = (id: number, sql: string, params: unknown[] = []) =>
  t.db.database.dataSource.query(`UPDATE organization SET ${sql} WHERE id = $1`, [id, ...params]);

describe('Organization.rights', () => {
  it('answers the rights of the active organization', async () => {
    const o = await organizer(t);
    await setOrganization(o.organization.id, 'license_type = $2, enable_shop = true, enable_campaigns = true', ['pro']);
    const { me } = await o.ok(RIGHTS_QUERY);
    expect(me.activeOrganization.rights).toEqual({ ...NONE, shop: true, campaigns: true, calendar: true, validation: true });
  });

  it('is in the REST answer of the organizations too', async () => {
    const o = await organizer(t);
    await setOrganization(o.organization.id, 'enable_vouchers = true');
    const answer = await o.agent.get('/apis/authentication/v1/organizations/');
    expect(answer.status).toBe(200);
    expect(answer.body.activeOrganization).toMatchObject({ id: o.organization.id, enableVouchers: true, rights: { ...NONE, vouchers: true } });
  });

  it('an expired Pro licence loses the calendar, the flags stay', async () => {
    const o = await organizer(t);
    await setOrganization(o.organization.id, `license_type = 'pro', valid_until = '2020-01-31', enable_badges = true`);
    const { me } = await o.ok(RIGHTS_QUERY);
    expect(me.activeOrganization.rights).toEqual({ ...NONE, badges: true });
    await setOrganization(o.organization.id, `valid_until = '2999-12-31'`);
    expect((await o.ok(RIGHTS_QUERY)).me.activeOrganization.rights.calendar).toBe(true);
  });

  it('organization 1 holds Pro and Corporate rights and 120 the French variant, through the overrides table', async () => {
    const overrides = await t.db.database.dataSource.query('SELECT organization_id, grants_pro_rights, forced_language FROM organization_override WHERE organization_id IN (1, 120) ORDER BY organization_id');
    expect(overrides).toEqual([
      { organization_id: 1, grants_pro_rights: true, forced_language: null },
      { organization_id: 120, grants_pro_rights: false, forced_language: 'fr-ch' },
    ]);
    await t.createOrganization({ id: 1, name: 'Organisation un', licenseType: 'none' });
    await t.createOrganization({ id: 120, name: 'Organisation cent vingt', licenseType: 'club' });
    const one = await rightsOf(1);
    expect(one).toMatchObject({ id: '1', licenseType: 'NONE', hasProRights: true, forcedLanguage: null });
    expect(one.rights).toEqual({ ...NONE, calendar: true, validation: true });
    const french = await rightsOf(120);
    expect(french).toMatchObject({ id: '120', hasProRights: false, forcedLanguage: 'fr-ch' });
    expect(french.rights).toEqual(NONE);
    // The granted rights do not end with a licence's validUntil.
    await setOrganization(1, `valid_until = '2020-01-01'`);
    expect((await rightsOf(1)).rights.calendar).toBe(true);
  });
});
