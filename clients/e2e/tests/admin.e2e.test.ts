import type { Browser, BrowserContext } from 'playwright-core';
import { BASE_URL, guardedPage, launchBrowser, screenshot, seriousA11yViolations, VIEWPORTS } from './browser';
import { api, demoToken, signInOrganizer } from './seed';

/**
 * The super admin (issue 16): the demo organizer is staff. From the user menu it opens the list of every
 * organization, finds one it is not a member of, switches a feature on after a confirmation, switches
 * into it (a banner says so, its menu follows its rights) and comes back to the organization it left.
 */

let browser: Browser;
const stamp = Date.now();
const name = `Association soutenue ${stamp}`;

beforeAll(async () => {
  browser = await launchBrowser();
  // An organization the demo user does not belong to (a registration, not yet activated).
  await api(`mutation($input: RegisterInput!) { register(input: $input) }`, {
    input: { email: `soutien.${stamp}@example.org`, password: 'soutien-2031!', passwordConfirm: 'soutien-2031!', organizationName: name },
  });
});
afterAll(() => browser?.close());

async function visit(viewport: { width: number; height: number }, label: string, editFeature: boolean) {
  const context: BrowserContext = await browser.newContext({ viewport, locale: 'fr-CH', timezoneId: 'Europe/Zurich', isMobile: viewport.width < 500 });
  const guard = await guardedPage(context);
  const { page } = guard;
  await signInOrganizer(page);
  const home = (await page.getByLabel('Organisation active').first().inputValue().catch(() => null)) ?? '';

  await page.getByRole('button', { name: /^Menu utilisateur/ }).click();
  await page.getByRole('menuitem', { name: 'Organisations (super admin)' }).click();
  await page.waitForURL(`${BASE_URL}/admin/organizations`);
  await page.getByRole('searchbox', { name: 'Rechercher une organisation' }).fill(`soutenue ${stamp}`);
  await page.getByText('1 organisation', { exact: true }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, `admin-organizations-${label}`);

  if (editFeature) {
    await page.getByRole('button', { name: `Modifier ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Licence et fonctionnalités de ${name}` });
    await dialog.getByRole('switch', { name: 'Campagnes' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('dialog', { name: 'Enregistrer les changements ?' }).getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText(`${name} : changements enregistrés`).waitFor();
    const { staffOrganizations } = await api<{ staffOrganizations: { results: Array<{ enableCampaigns: boolean }> } }>(
      `query($search: String) { staffOrganizations(search: $search) { results { enableCampaigns } } }`,
      { search: `soutenue ${stamp}` },
      await demoToken(),
    );
    expect(staffOrganizations.results).toEqual([{ enableCampaigns: true }]);
  }

  await page.getByRole('button', { name: `Entrer dans ${name}` }).click();
  await page.getByRole('dialog', { name: `Entrer dans ${name} ?` }).getByRole('button', { name: 'Entrer' }).click();
  await page.waitForURL(`${BASE_URL}/dashboard`);
  await page.getByText(`Vous consultez ${name} en tant que support`).waitFor();
  // Its menu follows its rights: campaigns were switched on above.
  if (viewport.width >= 500) await page.getByRole('link', { name: 'Campagnes' }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, `admin-visit-${label}`);

  const back = page.getByRole('button', { name: /^Revenir à / });
  if (home) expect(await back.textContent()).toBe(`Revenir à ${home}`);
  await back.click();
  await page.waitForURL(`${BASE_URL}/dashboard`);
  await page.getByText('en tant que support').waitFor({ state: 'detached' });
  guard.assertClean(label);
  await context.close();
}

describe('super admin', () => {
  it('edits an organization and switches into it, then back (desktop)', async () => {
    await visit(VIEWPORTS.desktop, 'desktop', true);
  });

  it('switches into an organization on a phone', async () => {
    await visit(VIEWPORTS.phone, 'phone', false);
  });
});
