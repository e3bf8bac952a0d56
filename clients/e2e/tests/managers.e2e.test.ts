import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ARTIFACTS, BASE_URL, guardedPage, launchBrowser, screenshot, seriousA11yViolations, VIEWPORTS } from './browser';
import { mailsTo } from './mail-sink';
import { readPdf } from './pdf-pages';
import { api, demoToken, type SeededEvent, seedEvent } from './seed';

/**
 * The manager space end to end (issue 15): the organizer creates a manager for one event (GraphQL, with a
 * password); the manager logs in through the form (a wrong password first: the spec's message), opens the
 * event, filters, downloads the assignments PDF (its text read back, its page rendered to PNG), prints
 * (the print styles rendered to a PDF too) and cancels an assignment on a volunteer's behalf. The same screens on a phone; the public manager view with the
 * event's overview secret, and a refused one; an invited manager chooses a password from the mail's link.
 */

let browser: Browser;
let token: string;
let event: SeededEvent;
let other: SeededEvent;
let organizationId: string;
const stamp = Date.now();
const manager = { email: `chef.${stamp}@example.org`, password: 'cuisine-2031!' };
const desktopOptions = { viewport: VIEWPORTS.desktop, locale: 'fr-CH', timezoneId: 'Europe/Zurich', acceptDownloads: true };
const phoneOptions = { viewport: VIEWPORTS.phone, locale: 'fr-CH', timezoneId: 'Europe/Zurich', isMobile: true, hasTouch: true };

beforeAll(async () => {
  token = await demoToken();
  event = await seedEvent(token, `Fête des responsables ${stamp}`);
  // A second event of the organization the manager is not given: it must not show.
  other = await seedEvent(token, `Autre fête ${stamp}`);
  const { event: details } = await api<{ event: { positions: Array<{ id: string; name: string }> } }>(
    `query($id: ID!) { event(id: $id) { positions { id name } } }`,
    { id: event.id },
    token,
  );
  const bar = details.positions.find((position) => position.name === 'Bar');
  if (!bar) throw new Error('no Bar position');
  await api(`mutation($eventId: ID!, $input: MealInput!) { createMeal(eventId: $eventId, input: $input) { id } }`, { eventId: event.id, input: { name: 'Dîner', positionIds: [bar.id], slotIds: [] } }, token);
  const { createManager } = await api<{ createManager: { organizationId: string; eventIds: string[] } }>(
    `mutation($input: ManagerInput!) { createManager(input: $input) { organizationId eventIds } }`,
    { input: { email: manager.email, password: manager.password, eventIds: [event.id], canCancelSlots: true } },
    token,
  );
  expect(createManager.eventIds).toEqual([event.id]);
  organizationId = createManager.organizationId;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function logIn(page: Page, password: string): Promise<void> {
  await page.goto(`${BASE_URL}/manager/login`);
  await page.getByLabel(/^E-mail/).fill(manager.email);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByLabel(/Numéro de l'organisation/).fill(organizationId);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** The volunteers' names in the assignment tables, in order. */
async function shownNames(page: Page): Promise<string[]> {
  return page.locator('td[data-label="Bénévole"] span').allTextContents();
}

async function pick(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

describe('manager space', () => {
  let desktop: BrowserContext;
  afterAll(async () => desktop?.close());

  it('logs in (the spec message for a wrong password), filters, downloads the assignments PDF and prints', async () => {
    desktop = await browser.newContext(desktopOptions);
    const guard = await guardedPage(desktop);
    const { page } = guard;

    await logIn(page, 'wrong-password');
    guard.expectRefusals(1);
    expect(await page.getByRole('alert').textContent()).toBe('Erreur de connexion, contrôler vos informations');
    await screenshot(page, 'managers/login-error-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel(/^Mot de passe/).fill(manager.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${BASE_URL}/manager/events`);
    await page.getByRole('link', { name: event.name }).waitFor();
    expect(await page.getByRole('link', { name: other.name }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'managers/events-desktop');

    await page.getByRole('link', { name: event.name }).click();
    await page.waitForURL(`${BASE_URL}/manager/events/${event.id}`);
    await page.getByRole('heading', { name: event.name }).waitFor();
    await page.getByRole('link', { name: /^anna\./ }).waitFor();
    expect(await shownNames(page)).toEqual(['Anna Keller', 'Luc Martin']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'managers/event-desktop');

    // Filters: a day, then a position, then a search.
    await pick(page, 'Jour', /13\.09\.2031/);
    expect(await shownNames(page)).toEqual(['Luc Martin']);
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await pick(page, 'Mission', 'Bar');
    expect(await shownNames(page)).toEqual(['Anna Keller']);
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('keller');
    expect(await shownNames(page)).toEqual(['Anna Keller']);
    await screenshot(page, 'managers/event-filtered-desktop');

    // The assignments PDF of the filter on screen.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger les affectations (PDF)' }).click()]);
    await page.getByText(/téléchargé$/).waitFor();
    const file = path.join(ARTIFACTS, 'managers', download.suggestedFilename());
    await download.saveAs(file);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = readPdf(file, path.join(ARTIFACTS, 'managers', 'assignments-pdf'));
    expect(pdf.text).toContain('Anna Keller');
    expect(pdf.text).toContain('Bar');
    expect(pdf.text).not.toContain('Luc Martin');
    expect(pdf.pages.length).toBeGreaterThan(0);
    console.log(`assignments PDF: ${pdf.pages.length} page(s) rendered with ${pdf.renderer}: ${pdf.pages.join(', ')}`);

    // Meals, and their PDF.
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await page.getByRole('tab', { name: /Repas/ }).click();
    await page.getByRole('region', { name: /Repas du .*12\.09\.2031/ }).getByText('Anna Keller (Bar)').waitFor();
    await screenshot(page, 'managers/meals-desktop');
    const [meals] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger les repas (PDF)' }).click()]);
    const mealsFile = path.join(ARTIFACTS, 'managers', `meals-${meals.suggestedFilename()}`);
    await meals.saveAs(mealsFile);
    expect(readPdf(mealsFile, path.join(ARTIFACTS, 'managers', 'meals-pdf')).text).toContain('Anna Keller');

    // Paper: the print styles leave the lists only (no header, filters, tabs or buttons).
    await page.getByRole('tab', { name: /Affectations/ }).click();
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Imprimer' }).isVisible()).toBe(false);
    expect(await page.getByRole('searchbox', { name: 'Rechercher' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: event.name }).isVisible()).toBe(true);
    const printed = path.join(ARTIFACTS, 'managers', 'printed.pdf');
    await page.pdf({ path: printed, format: 'A4', printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    const paper = readPdf(printed, path.join(ARTIFACTS, 'managers', 'printed'));
    expect(paper.text).toContain('Anna Keller');
    expect(paper.text).not.toContain('Télécharger');
    expect(paper.text).not.toContain('Se déconnecter');
    console.log(`printed page: ${paper.pages.join(', ')}`);

    // Luc Martin cannot come: the manager cancels his assignment on his behalf, after the confirmation.
    await page.getByRole('checkbox', { name: /^Sélectionner Luc Martin/ }).check();
    await page.getByRole('button', { name: 'Annuler les affectations' }).click();
    const dialog = page.getByRole('dialog', { name: 'Annuler ces affectations ?' });
    await dialog.getByText(/1 affectation sera annulée/).waitFor();
    await screenshot(page, 'managers/cancel-confirm-desktop');
    await dialog.getByRole('button', { name: 'Oui, annuler' }).click();
    await page.getByText('1 affectation annulée').waitFor();
    await page.getByRole('checkbox', { name: /^Sélectionner Luc Martin/ }).waitFor({ state: 'detached' });
    expect(await shownNames(page)).toEqual(['Anna Keller']);
    guard.assertClean('manager desktop');
  });

  it('shows the same screens on a phone, without a sideways scroll, and logs out', async () => {
    const phone = await browser.newContext({ ...phoneOptions, storageState: await desktop.storageState() });
    try {
      const guard = await guardedPage(phone);
      const { page } = guard;
      await page.goto(`${BASE_URL}/manager/events`);
      await page.getByRole('link', { name: event.name }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'managers/events-phone');
      await page.getByRole('link', { name: event.name }).click();
      await page.getByRole('link', { name: /^anna\./ }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'managers/event-phone');
      await page.getByRole('tab', { name: /Repas/ }).click();
      await page.getByText('Anna Keller (Bar)').waitFor();
      await screenshot(page, 'managers/meals-phone');

      await page.getByRole('button', { name: 'Se déconnecter' }).click();
      await page.waitForURL(`${BASE_URL}/manager/login`);
      expect(await page.evaluate(() => localStorage.getItem('benevo.manager'))).toBeNull();
      // The ended session no longer opens the event.
      await page.goto(`${BASE_URL}/manager/events/${event.id}`);
      await page.waitForURL(`${BASE_URL}/manager/login`);
      guard.assertClean('manager phone');
    } finally {
      await phone.close();
    }
  });

  it('opens the public manager view with the overview secret, read-only, and refuses another secret', async () => {
    const { event: details } = await api<{ event: { overviewSecret: string } }>(`query($id: ID!) { event(id: $id) { overviewSecret } }`, { id: event.id }, token);
    const visitor = await browser.newContext(phoneOptions);
    try {
      const guard = await guardedPage(visitor);
      const { page } = guard;
      await page.goto(`${BASE_URL}/manager/${event.uuid}/${encodeURIComponent(details.overviewSecret)}`);
      await page.getByRole('heading', { name: event.name }).waitFor();
      await page.getByText('Consultation en lecture seule').waitFor();
      // Luc Martin's assignment was cancelled by the manager.
      expect(await page.locator('td[data-label="Bénévole"]').count()).toBe(1);
      expect(await page.locator('td[data-label="E-mail"]').count()).toBe(0);
      expect(await page.getByRole('checkbox').count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'managers/public-phone');

      await page.goto(`${BASE_URL}/demo/public_manager/${event.uuid}?s=${encodeURIComponent(details.overviewSecret)}`);
      await page.getByRole('heading', { name: event.name }).waitFor();

      await page.goto(`${BASE_URL}/manager/${event.uuid}/not-the-secret`);
      guard.expectRefusals(1);
      await page.getByRole('heading', { name: 'Lien invalide' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'managers/public-invalid-phone');
      guard.assertClean('public view');
    } finally {
      await visitor.close();
    }
  });

  it('lets an invited manager choose a password from the mail, then log in', async () => {
    const invited = `invite.${stamp}@example.org`;
    await api(`mutation($input: ManagerInput!) { createManager(input: $input) { id } }`, { input: { email: invited, eventIds: [event.id], sendInvitation: true } }, token);
    const [mail] = await mailsTo(invited);
    const link = /\/manager\/password\?token=[\w.-]+/.exec(mail?.text ?? '')?.[0];
    if (!link) throw new Error(`no set-password link in the invitation to ${invited}`);
    const context = await browser.newContext(phoneOptions);
    try {
      const guard = await guardedPage(context);
      const { page } = guard;
      await page.goto(`${BASE_URL}${link}`);
      await page.getByLabel(/^Nouveau mot de passe/).fill('sel-et-poivre-9');
      await page.getByLabel(/^Confirmer le mot de passe/).fill('sel-et-poivre-9');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'managers/set-password-phone');
      await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
      await page.waitForURL(`${BASE_URL}/manager/login`);
      await page.getByLabel(/^E-mail/).fill(invited);
      await page.getByLabel(/^Mot de passe/).fill('sel-et-poivre-9');
      await page.getByLabel(/Numéro de l'organisation/).fill(organizationId);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.getByRole('link', { name: event.name }).waitFor();
      guard.assertClean('invitation');
    } finally {
      await context.close();
    }
  });
});
