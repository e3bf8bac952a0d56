import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, guardedPage, launchBrowser, type PageGuard, screenshot, VIEWPORTS } from './browser';
import { DEMO, demoToken, seedEvent, type SeededEvent, signedInOrganizer } from './seed';

/**
 * Every form a user can save, saved once unchanged (issue 10: a Configuration tab that could not be
 * saved was caught by nobody): each save must end in its success message, with no error toast, no
 * refused API call (HTTP 4xx/5xx or a GraphQL error) and no console error.
 */

let browser: Browser;
let event: SeededEvent;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  event = await seedEvent(await demoToken(), `Forms ${Date.now()}`);
  context = await signedInOrganizer(browser);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Opens a page of the signed-in organizer, guarded. */
async function open(path: string): Promise<PageGuard> {
  const guard = await guardedPage(context);
  await guard.page.goto(`${BASE_URL}${path}`);
  await guard.page.locator('h1').first().waitFor();
  return guard;
}

/** Waits for a success toast (Mantine notification) with this text. */
async function toastShown(page: Page, text: string): Promise<void> {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor({ timeout: 10_000 });
}

async function done(guard: PageGuard, name: string): Promise<void> {
  await guard.page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await screenshot(guard.page, `forms/${name}`);
  guard.assertClean(name);
  await guard.page.close();
}

describe('every form saves unchanged', () => {
  it("the event's General tab", async () => {
    const guard = await open(`/events/${event.id}?tab=general`);
    await guard.page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await toastShown(guard.page, 'Modifications enregistrées');
    await done(guard, 'event-general');
  });

  it("the event's Configuration tab and its registration form", async () => {
    const guard = await open(`/events/${event.id}?tab=configuration`);
    await guard.page.getByRole('combobox', { name: 'Affichage du nom des bénévoles' }).waitFor();
    // The tab holds three saves: the configuration, the volunteer space's settings (issue 17), the form.
    const portalSettings = guard.page.getByRole('region', { name: 'Espace bénévole' });
    // The configuration's own button comes first on the page.
    await guard.page.getByRole('button', { name: 'Enregistrer', exact: true }).first().click();
    await toastShown(guard.page, 'Modifications enregistrées');
    await guard.page.locator('.mantine-Notification-root').waitFor({ state: 'detached', timeout: 10_000 });
    await portalSettings.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await toastShown(guard.page, 'Modifications enregistrées');
    await guard.page.getByRole('button', { name: 'Enregistrer le formulaire' }).click();
    await toastShown(guard.page, 'Formulaire enregistré');
    // Saved for real: the page reloaded shows the same choices.
    await guard.page.reload();
    await guard.page.getByRole('combobox', { name: 'Affichage du nom des bénévoles' }).waitFor();
    expect(await guard.page.getByRole('combobox', { name: 'Affichage du nom des bénévoles' }).inputValue()).toBe('Nom abrégé');
    await done(guard, 'event-configuration');
  });

  it("the event's Validation tab offers only the initial statuses and saves a choice", async () => {
    const guard = await open(`/events/${event.id}?tab=validation`);
    const select = guard.page.getByRole('combobox', { name: "Pour tout l'événement" });
    await select.click();
    const options = await guard.page.getByRole('listbox', { name: "Pour tout l'événement" }).getByRole('option').allTextContents();
    // Never a refusal or a cancellation: a new registration starts accepted or awaiting a validation.
    expect(options.sort()).toEqual(['Acceptée', "En attente de validation de l'organisateur", 'En attente de validation du bénévole'].sort());
    await guard.page.getByRole('option', { name: "En attente de validation de l'organisateur" }).click();
    await toastShown(guard.page, 'Modifications enregistrées');
    await done(guard, 'event-validation');
  });

  it("the event's Confirmation e-mail tab", async () => {
    const guard = await open(`/events/${event.id}?tab=email`);
    await guard.page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await toastShown(guard.page, 'Modifications enregistrées');
    await done(guard, 'event-email');
  });

  it('a mission, in its dialog', async () => {
    const guard = await open(`/events/${event.id}?tab=missions`);
    await guard.page.getByRole('button', { name: 'Modifier Bar', exact: true }).click();
    const dialog = guard.page.getByRole('dialog', { name: 'Modifier la mission' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await toastShown(guard.page, 'Mission enregistrée');
    await dialog.waitFor({ state: 'hidden' });
    await done(guard, 'event-mission');
  });

  it('my profile and the organization profile', async () => {
    for (const path of ['/profile/user', '/profile/org']) {
      const guard = await open(path);
      await guard.page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await toastShown(guard.page, 'Profil enregistré');
      await done(guard, path.slice(1).replace('/', '-'));
    }
  });

  it("the public contact form, on a phone", async () => {
    const visitor = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'fr-CH' });
    try {
      const guard = await guardedPage(visitor);
      await guard.page.goto(`${BASE_URL}/o/${DEMO.slug}/contact`);
      await guard.page.getByLabel('Votre nom').fill('Anna Keller');
      await guard.page.getByLabel('Votre adresse e-mail').fill(`anna.${Date.now()}@example.org`);
      await guard.page.getByLabel('Sujet').fill('Bénévolat');
      await guard.page.getByLabel('Message').fill('Bonjour, je voudrais aider cette année.');
      await guard.page.getByRole('button', { name: 'Envoyer' }).click();
      await guard.page.getByText('Message envoyé').first().waitFor();
      await done(guard, 'public-contact');
    } finally {
      await visitor.close();
    }
  });
});
