import type { Browser } from 'playwright-core';
import { BASE_URL, consoleErrors, launchBrowser, screenshot } from './browser';

const DEMO = { email: 'demo@benevo.local', password: 'benevo-demo' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('organizer sign-in', () => {
  it('logs in with the demo user, lands on the dashboard, switches language and logs out', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-CH' });
    const page = await context.newPage();
    const errors = consoleErrors(page);

    // A guarded page sends an anonymous visitor to the login, keeping where they wanted to go.
    await page.goto(`${BASE_URL}/dashboard`);
    await page.waitForURL(/\/account\/login\?redirect=%2Fdashboard/);
    await page.getByRole('heading', { name: 'Connexion' }).waitFor();

    // A wrong password shows the server's message and stays on the login page.
    await page.getByLabel("E-mail ou nom d'utilisateur").fill(DEMO.email);
    await page.getByLabel('Mot de passe').fill('not-the-password');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('Adresse e-mail ou mot de passe incorrect').waitFor();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    await page.getByLabel('Mot de passe').fill(DEMO.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${BASE_URL}/dashboard`);
    await page.getByText('Festival des Lumières').first().waitFor();
    expect(await page.title()).toBe('Benevo');
    await screenshot(page, 'dashboard-fr');

    // The browser never holds the API token: only the non-secret profile is stored.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).toContain(DEMO.email);
    expect(stored).not.toMatch(/token/i);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'sessionid')?.httpOnly).toBe(true);

    // Language switch: the interface turns German and the choice is kept in the lang cookie.
    await page.getByRole('combobox', { name: /Langue/ }).first().selectOption('de');
    await page.getByRole('heading', { name: /Hallo/ }).first().waitFor();
    const lang = (await context.cookies()).find((c) => c.name === 'lang');
    expect(lang?.value).toBe('de');
    // The client asks for 730 days (unit-tested); Chromium caps every cookie at 400 days.
    expect((lang?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(399 * 24 * 3600 * 1000);
    await screenshot(page, 'dashboard-de');

    // Logout clears the session: the dashboard asks for a login again.
    await page.getByRole('button', { name: /Camille|Konto|Benutzer/ }).first().click();
    await page.getByRole('menuitem', { name: /Abmelden/ }).click();
    await page.waitForURL(/\/account\/logout/);
    await page.getByRole('link', { name: 'Erneut anmelden' }).waitFor();
    expect((await context.cookies()).find((c) => c.name === 'sessionid')).toBeUndefined();
    await screenshot(page, 'logged-out-de');
    await page.goto(`${BASE_URL}/dashboard`);
    await page.waitForURL(/\/account\/login/);
    expect(await page.evaluate(() => localStorage.getItem('benevo.user'))).toBeNull();
    await screenshot(page, 'after-logout');

    expect(errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e))).toEqual([]);
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const page = await browser.newPage();
    await page.goto(`${BASE_URL}/this/does/not/exist`);
    await page.waitForURL(/\/404$/);
    await page.getByText('Oops, vous êtes perdu').waitFor();
    await screenshot(page, 'not-found');
    await page.close();
  });
});
