import type { Browser, Page } from 'playwright-core';
import { BASE_URL, guardedPage, launchBrowser, screenshot, VIEWPORTS } from './browser';
import { api, DEMO, demoToken, seedEvent, type SeededEvent } from './seed';

/**
 * Server messages follow the page's language, never the browser's (issue 10): an English or German
 * browser on the default French page reads French server messages; once the visitor switches the page
 * to German, German ones.
 */

let browser: Browser;
let event: SeededEvent;
/** Already signed up on the first slot (Bar, 10:00-12:00): signing up again there overlaps. */
const known = `known.${Date.now()}@example.org`;

beforeAll(async () => {
  browser = await launchBrowser();
  event = await seedEvent(await demoToken(), `Langues ${Date.now()}`);
  await api(`mutation($input: SignUpInput!) { signUp(input: $input) { id } }`, {
    input: { eventUuid: event.uuid, firstName: 'Jonas', lastName: 'Weber', email: known, emailConfirmation: known, policyAccepted: true, slotIds: [event.slotIds[0]] },
  });
});
afterAll(() => browser?.close());

async function switchTo(page: Page, language: string): Promise<void> {
  await page.getByRole('combobox', { name: /^(Langue|Sprache|Language)$/ }).first().selectOption(language);
}

/** A wrong password on the login page, whatever language the labels are in. */
async function wrongPassword(page: Page): Promise<void> {
  await page.locator('input[name="email"]').fill(DEMO.email);
  await page.locator('input[name="password"]').fill('not-the-password');
  await page.locator('button[type="submit"]').click();
}

/** The visitor picks the first slot (the one they already hold) and submits the form. */
async function signUpAgain(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /^Choisir | wählen$/ }).first().check();
  await page.locator('button').filter({ hasText: /^(Continuer|Weiter|Continue)$/ }).click();
  await page.locator('input[name="firstName"]').fill('Jonas');
  await page.locator('input[name="lastName"]').fill('Weber');
  await page.locator('input[name="email"]').fill(known);
  await page.locator('input[name="emailConfirmation"]').fill(known);
  await page.locator('input[name="policyAccepted"]').check();
  await page.locator('button[type="submit"]').click();
}

describe('server messages in the page language', () => {
  for (const [browserLocale, label] of [
    ['en-US', 'an English browser'],
    ['de-CH', 'a Swiss German browser'],
  ] as const) {
    it(`login: ${label} reads French on the French page, German after switching to German`, async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: browserLocale });
      try {
        const guard = await guardedPage(context);
        const { page } = guard;
        await page.goto(`${BASE_URL}/account/login`);
        await page.getByRole('heading', { name: 'Connexion' }).waitFor();
        await wrongPassword(page);
        guard.expectRefusals();
        await page.getByText('Adresse e-mail ou mot de passe incorrect').waitFor();
        await screenshot(page, `language/login-fr-${browserLocale}`);

        await switchTo(page, 'de');
        await page.getByRole('heading', { name: 'Anmeldung' }).waitFor();
        await wrongPassword(page);
        guard.expectRefusals();
        await page.getByText('E-Mail-Adresse oder Passwort falsch').waitFor();
        expect(await page.getByText('Adresse e-mail ou mot de passe incorrect').count()).toBe(0);
        await screenshot(page, `language/login-de-${browserLocale}`);
        guard.assertClean(`login ${browserLocale}`);
      } finally {
        await context.close();
      }
    });
  }

  it('public sign-up on a phone: a German browser reads the French refusal, then the German one', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'de-DE' });
    try {
      const guard = await guardedPage(context);
      const { page } = guard;
      const url = `${BASE_URL}/o/${DEMO.slug}/e-cal/${event.uuid}`;
      await page.goto(url);
      await signUpAgain(page);
      guard.expectRefusals();
      await page.getByText('Vous êtes déjà inscrit sur une tranche horaire qui chevauche celle-ci').first().waitFor();
      await screenshot(page, 'language/signup-fr');

      await page.goto(url);
      await switchTo(page, 'de');
      await signUpAgain(page);
      guard.expectRefusals();
      await page.getByText('Sie sind bereits für eine Schicht angemeldet, die sich mit dieser überschneidet').first().waitFor();
      await screenshot(page, 'language/signup-de');
      guard.assertClean('sign-up de-DE');
    } finally {
      await context.close();
    }
  });
});
