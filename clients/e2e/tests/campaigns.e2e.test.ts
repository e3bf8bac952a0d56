import type { Browser, BrowserContext } from 'playwright-core';
import { BASE_URL, guardedPage, launchBrowser, screenshot, seriousA11yViolations, VIEWPORTS } from './browser';
import { mailsTo } from './mail-sink';
import { api, DEMO, demoToken, signedInOrganizer } from './seed';

/**
 * A recruitment campaign end to end (issue 12): the organizer creates it, gives it a form with a custom
 * field and the profile picture, and publishes it; a visitor registers on a phone through its public
 * page with a picture; the confirmation with the portal link arrives in the SMTP sink; the organizer
 * sees the registration with its answer and writes to it, and that mail arrives too.
 */

/** A 1x1 PNG, the visitor's profile picture. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let browser: Browser;
let organizer: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  organizer = await signedInOrganizer(browser);
});
afterAll(async () => {
  await organizer?.close();
  await browser?.close();
});

describe('campaigns', () => {
  it('the organizer creates and publishes a campaign, a visitor registers on a phone and gets the mail, the organizer sees the registration', async () => {
    const name = `Saison ${Date.now()}`;
    const guard = await guardedPage(organizer);
    const { page } = guard;

    // Bad input first: the shared rules answer in French and nothing is sent.
    await page.goto(`${BASE_URL}/campaigns/new`);
    await page.getByRole('heading', { name: 'Nouvelle campagne' }).waitFor();
    await page.getByRole('button', { name: 'Créer la campagne' }).click();
    await page.getByText('Ce champ est obligatoire').first().waitFor();

    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Devenez bénévole pour la saison 2027');
    await page.getByRole('textbox', { name: 'Nom du contact', exact: true }).fill('Camille Demo');
    await page.getByRole('textbox', { name: 'E-mail du contact', exact: true }).fill('benevoles@festival-demo.ch');
    await page.getByRole('button', { name: 'Créer la campagne' }).click();
    await page.getByRole('heading', { name: `Campagne : ${name}` }).waitFor();

    // The campaign's own form: a custom field created on the spot, and the profile picture.
    await page.getByRole('tab', { name: 'Formulaire' }).click();
    await page.getByRole('button', { name: 'Créer un champ de la campagne' }).click();
    const fieldDialog = page.getByRole('dialog', { name: 'Nouveau champ de la campagne' });
    await fieldDialog.getByRole('textbox', { name: 'Titre' }).fill('Taille de t-shirt');
    await fieldDialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Texte', exact: true }).click();
    await fieldDialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await fieldDialog.waitFor({ state: 'hidden' });
    await page.getByRole('combobox', { name: 'Champ à ajouter' }).click();
    await page.getByRole('option', { name: 'Photo de profil', exact: true }).click();
    await page.getByRole('button', { name: 'Ajouter au formulaire' }).click();
    await page.getByRole('button', { name: 'Enregistrer le formulaire' }).click();
    await page.locator('.mantine-Notification-root').filter({ hasText: 'Formulaire enregistré' }).first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'campaigns/edit-form');

    // The status changes live in the edit page's "Actions" tab.
    await page.getByRole('tab', { name: 'Actions' }).click();
    await page.getByRole('button', { name: 'Publier', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Publier la campagne' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Publier', exact: true }).click();
    await page.locator('.mantine-Notification-root').filter({ hasText: 'Campagne publiée' }).first().waitFor();
    // The closing modal leaves the page before the page is checked.
    await confirm.waitFor({ state: 'hidden' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'campaigns/edit-published');

    const { campaigns } = await api<{ campaigns: Array<{ id: string; name: string; token: string; status: string }> }>(
      `{ campaigns { id name token status } }`,
      {},
      await demoToken(),
    );
    const campaign = campaigns.find((c) => c.name === name);
    expect(campaign?.status).toBe('PUBLISHED');

    // The list shows it with its public link.
    await page.goto(`${BASE_URL}/campaigns/list`);
    await page.getByText(`/o/${DEMO.slug}/c/${campaign!.token}`).first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'campaigns/list');

    // A visitor registers on a phone.
    const visitor = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'fr-CH', isMobile: true, hasTouch: true });
    const email = `lea.${Date.now()}@example.org`;
    try {
      const phone = await guardedPage(visitor);
      await phone.page.goto(`${BASE_URL}/o/${DEMO.slug}/c/${campaign!.token}`);
      await phone.page.getByRole('heading', { name }).first().waitFor();
      await phone.page.locator('input[name="firstName"]').fill('Léa');
      await phone.page.locator('input[name="lastName"]').fill('Rochat');
      await phone.page.locator('input[name="email"]').fill(email);
      await phone.page.locator('input[name="emailConfirmation"]').fill(email);
      await phone.page.getByRole('textbox', { name: 'Taille de t-shirt' }).fill('XL');
      // Not an image first: refused on the spot, in French.
      const file = phone.page.locator('input[type="file"]');
      await file.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4 pas une image') });
      await phone.page.getByText(/PNG ou JPEG/).first().waitFor();
      await file.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
      await phone.page.getByRole('img', { name: 'Aperçu de la photo de profil' }).waitFor();
      await phone.page.locator('input[name="policyAccepted"]').check();
      expect(await seriousA11yViolations(phone.page)).toEqual([]);
      await screenshot(phone.page, 'campaigns/public-form-phone');
      await phone.page.locator('button[type="submit"]').click();
      await phone.page.getByText(/Une confirmation a été envoyée à/).waitFor();
      await screenshot(phone.page, 'campaigns/public-done-phone');
      const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      phone.assertClean('visitor');
    } finally {
      await visitor.close();
    }

    const [mail] = await mailsTo(email);
    expect(mail?.text).toContain(name);
    const portalPath = /\/portal\/t\/[\w-]+/.exec(mail?.text ?? '')?.[0];
    expect(portalPath).toBeDefined();

    // The volunteer's portal lists the campaign (published) among their registrations.
    const volunteer = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'fr-CH', isMobile: true, hasTouch: true });
    try {
      const portal = await guardedPage(volunteer);
      await portal.page.goto(`${BASE_URL}${portalPath}`);
      await portal.page.getByRole('heading', { name: 'Mes campagnes' }).waitFor();
      await portal.page.getByText(name).first().waitFor();
      expect(await seriousA11yViolations(portal.page)).toEqual([]);
      await screenshot(portal.page, 'campaigns/portal-phone');
      portal.assertClean('portal');
    } finally {
      await volunteer.close();
    }

    // The organizer sees the registration with its answer and its picture.
    await page.goto(`${BASE_URL}/campaigns/volunteers/${campaign!.id}`);
    await page.getByText(email).first().waitFor();
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByText('XL', { exact: true }).waitFor();
    await row.locator('img').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'campaigns/registrations');

    // ... and writes to it: the mail goes through the outbox to the SMTP sink.
    await page.getByRole('link', { name: 'Envoyer un e-mail à tous' }).or(page.getByRole('button', { name: 'Envoyer un e-mail à tous' })).click();
    await page.getByRole('heading', { name: `Écrire aux inscrits : ${name}` }).waitFor();
    const subject = `Accueil des bénévoles ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Objet' }).fill(subject);
    await page.getByTestId('mail-editor').click();
    await page.keyboard.type('Bienvenue dans l’équipe, rendez-vous samedi.');
    await page.frameLocator('iframe[title="Aperçu"]').getByText('Bienvenue dans l’équipe, rendez-vous samedi.').waitFor({ timeout: 15_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'campaigns/mail');
    await page.getByRole('button', { name: 'Envoyer à 1 bénévole' }).click();
    const send = page.getByRole('dialog', { name: 'Envoyer le message' });
    await send.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/campaigns/volunteers/${campaign!.id}`);
    const received = await mailsTo(email, 2, 30_000);
    const campaignMail = received.find((m) => m.subject === subject);
    expect(campaignMail?.text).toContain('Bienvenue dans l’équipe, rendez-vous samedi.');
    expect(campaignMail?.text).toMatch(/\/portal\/t\/[\w-]+/);
    guard.assertClean('organizer');
  });
});
