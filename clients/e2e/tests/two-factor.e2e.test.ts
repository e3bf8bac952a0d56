import fs from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ARTIFACTS, BASE_URL, guardedPage, launchBrowser, screenshot, seriousA11yViolations, VIEWPORTS } from './browser';
import { mailsTo } from './mail-sink';
import { api, demoToken } from './seed';

/**
 * Two-factor authentication end to end (issue 16): a new organizer adds an authenticator app on their
 * profile (the code computed here from the key shown, as the phone would), logs out, and logs in again
 * with the password and then the app's code; on a phone, with one of the backup codes instead. A member
 * of an organization that enforces two-factor authentication lands on the setup page after the password,
 * can go nowhere else until a method is added, then reaches the dashboard.
 */

const stamp = Date.now();
const PASSWORD = 'deux-facteurs-2031!';
const desktopOptions = { viewport: VIEWPORTS.desktop, locale: 'fr-CH', timezoneId: 'Europe/Zurich', acceptDownloads: true };
const phoneOptions = { viewport: VIEWPORTS.phone, locale: 'fr-CH', timezoneId: 'Europe/Zurich', isMobile: true, hasTouch: true };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A new organizer account with its own organization, activated through the link of its mail. */
async function registerOrganizer(email: string, organizationName: string): Promise<{ organizationId: string }> {
  await api(`mutation($input: RegisterInput!) { register(input: $input) }`, {
    input: { email, password: PASSWORD, passwordConfirm: PASSWORD, organizationName, language: 'fr' },
  });
  const [mail] = await mailsTo(email);
  const link = /\/account\/verify-user\?(\S+)/.exec(mail?.text ?? '')?.[1];
  if (!link) throw new Error(`no activation link in the mail to ${email}`);
  const params = new URLSearchParams(link.replace(/&amp;/g, '&'));
  await api(`mutation($input: VerifyRegistrationInput!) { verifyRegistration(input: $input) }`, {
    input: { userId: params.get('user_id'), timestamp: Number(params.get('timestamp')), signature: params.get('signature') },
  });
  // Before any second factor, the password still gives an API token (afterwards it no longer does).
  const response = await fetch(`${BASE_URL}/apis/authentication/v1/login-token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { token } = (await response.json()) as { token: string };
  const { me } = await api<{ me: { activeOrganization: { id: string } } }>(`{ me { activeOrganization { id } } }`, {}, token);
  return { organizationId: me.activeOrganization.id };
}

/** What the user's phone shows for this key, at `step` (30-second steps since 1970). */
function totpCode(secret: string, step: number): string {
  return new TOTP({ issuer: 'Benevo', algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: step * 30_000 });
}

const currentStep = () => Math.floor(Date.now() / 30_000);

/**
 * A code of a step after `usedStep`: the server refuses a code of a step already used (no replay), so a
 * second login within the same 30 seconds waits for the phone's next code, as a user would.
 */
async function freshCode(secret: string, usedStep: number): Promise<{ code: string; step: number }> {
  while (currentStep() <= usedStep) await new Promise((resolve) => setTimeout(resolve, 500));
  const step = currentStep();
  return { code: totpCode(secret, step), step };
}

/** The 6-digit codes mailed to `email` so far (the verification code mails), waiting for `count` of them. */
async function mailedCodes(email: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const codes = (await mailsTo(email))
      .filter((mail) => mail.subject.startsWith('Votre code de vérification Benevo'))
      .map((mail) => /code de vérification est\s*:\s*(\d{6})/.exec(mail.text)?.[1] ?? '');
    if (codes.length >= count || Date.now() > deadline) return codes;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function fillLogin(page: Page, email: string): Promise<void> {
  await page.goto(`${BASE_URL}/account/login`);
  await page.getByLabel("E-mail ou nom d'utilisateur").fill(email);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Adds an authenticator app in the open "add" dialog; answers its key, the step of the code used and the backup codes shown. */
async function addAuthenticator(page: Page, name: string, shot?: string): Promise<{ secret: string; step: number; codes: string[] }> {
  await page.getByRole('button', { name: 'Ajouter une application' }).first().click();
  const dialog = page.getByRole('dialog', { name: "Ajouter une application d'authentification" });
  await dialog.getByLabel(/Nom de cet appareil/).fill(name);
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('img', { name: /Code QR à scanner/ }).waitFor();
  if (shot) await screenshot(page, shot);
  // The key as typed by hand from the screen (groups of 4).
  const secret = ((await dialog.getByRole('group', { name: 'Clé secrète' }).getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const step = currentStep();
  await dialog.getByLabel(/Code à 6 chiffres/).fill(totpCode(secret, step));
  await dialog.getByRole('button', { name: 'Activer' }).click();
  const codesDialog = page.getByRole('dialog', { name: 'Vos codes de secours' });
  await codesDialog.waitFor();
  const codes = (await codesDialog.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem').allTextContents()).map((code) => code.trim());
  expect(codes).toHaveLength(10);
  return { secret, step, codes };
}

describe('two-factor authentication', () => {
  const anna = { email: `anna.2fa.${stamp}@example.org` };
  let secret = '';
  let usedStep = 0;
  let backupCodes: string[] = [];
  let emailCodeSentAt = 0;

  beforeAll(async () => {
    await registerOrganizer(anna.email, `Association Deux Facteurs ${stamp}`);
  });

  it('enables an authenticator app on the profile, logs out, and logs in with the password then the app’s code', async () => {
    const context: BrowserContext = await browser.newContext(desktopOptions);
    const guard = await guardedPage(context);
    const { page } = guard;

    // Without a second factor, the password alone opens the session.
    await fillLogin(page, anna.email);
    await page.waitForURL(`${BASE_URL}/dashboard`);

    await page.goto(`${BASE_URL}/profile/user`);
    await page.getByRole('link', { name: 'Gérer l’authentification à deux facteurs' }).click();
    await page.waitForURL(`${BASE_URL}/profile/two-factor`);
    await page.getByRole('heading', { name: 'Aucune méthode de vérification' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'two-factor/profile-empty-desktop');

    const added = await addAuthenticator(page, 'Téléphone de Anna', 'two-factor/add-app-desktop');
    secret = added.secret;
    usedStep = added.step;
    backupCodes = added.codes;
    const codesDialog = page.getByRole('dialog', { name: 'Vos codes de secours' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'two-factor/backup-codes-desktop');
    // The codes as a text file, to keep.
    const [download] = await Promise.all([page.waitForEvent('download'), codesDialog.getByRole('button', { name: 'Télécharger (.txt)' }).click()]);
    expect(download.suggestedFilename()).toBe('benevo-backup-codes.txt');
    const file = path.join(ARTIFACTS, 'two-factor', download.suggestedFilename());
    await download.saveAs(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const code of backupCodes) expect(text).toContain(code);
    await codesDialog.getByRole('button', { name: 'J’ai enregistré mes codes' }).click();
    await codesDialog.waitFor({ state: 'detached' });

    const table = page.getByRole('table', { name: 'Méthodes de vérification' });
    await table.getByText('Téléphone de Anna').waitFor();
    await table.getByText('Par défaut').waitFor();
    await page.getByText('Il vous reste 10 codes de secours.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'two-factor/profile-desktop');

    await page.goto(`${BASE_URL}/account/logout`);
    await page.getByRole('link', { name: 'Se reconnecter' }).waitFor();

    // The password is right: no session yet, the second step instead.
    await fillLogin(page, anna.email);
    guard.expectRefusals(1);
    await page.getByRole('heading', { name: 'Vérification en deux étapes' }).waitFor();
    expect(page.url()).toContain('/account/login');
    expect((await context.cookies()).find((cookie) => cookie.name === 'sessionid')).toBeUndefined();
    const codeInput = page.getByLabel(/Code à 6 chiffres/);
    expect(await codeInput.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await codeInput.getAttribute('inputmode')).toBe('numeric');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'two-factor/challenge-desktop');

    // A wrong code is refused with the server's message; the right one opens the session.
    const wrong = totpCode(secret, currentStep() + 20);
    await codeInput.fill(wrong);
    await page.getByRole('button', { name: 'Vérifier' }).click();
    guard.expectRefusals(1);
    await page.getByText('Code invalide ou expiré').waitFor();
    const fresh = await freshCode(secret, usedStep);
    usedStep = fresh.step;
    await codeInput.fill(fresh.code);
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await page.waitForURL(`${BASE_URL}/dashboard`);
    expect((await context.cookies()).find((cookie) => cookie.name === 'sessionid')?.httpOnly).toBe(true);
    guard.assertClean('desktop');
    await context.close();
  });

  it('logs in on a phone with a backup code, which then no longer counts', async () => {
    const context = await browser.newContext(phoneOptions);
    const guard = await guardedPage(context);
    const { page } = guard;
    await fillLogin(page, anna.email);
    guard.expectRefusals(1);
    await page.getByRole('heading', { name: 'Vérification en deux étapes' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'two-factor/challenge-phone');
    await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
    await page.getByLabel(/Code de secours/).fill(backupCodes[0]);
    await screenshot(page, 'two-factor/challenge-backup-phone');
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await page.waitForURL(`${BASE_URL}/dashboard`);

    await page.goto(`${BASE_URL}/profile/two-factor`);
    await page.getByText('Il vous reste 9 codes de secours.').waitFor();

    // A second method: codes by e-mail, confirmed with the code of the mail.
    await page.getByRole('button', { name: 'Ajouter un code par e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un code par e-mail' });
    // Two-factor authentication is on: adding a method takes a current factor (here a second backup code).
    await dialog.getByLabel(/Code actuel/).fill(backupCodes[1]);
    await dialog.getByRole('button', { name: 'Envoyer le code' }).click();
    await dialog.getByText(`Code envoyé à ${anna.email}.`).waitFor();
    emailCodeSentAt = Date.now();
    const [setupCode] = await mailedCodes(anna.email, 1);
    expect(setupCode).toMatch(/^\d{6}$/);
    await dialog.getByLabel(/Code à 6 chiffres/).fill(setupCode);
    await dialog.getByRole('button', { name: 'Activer' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Not the first method: no new backup codes.
    expect(await page.getByRole('dialog', { name: 'Vos codes de secours' }).count()).toBe(0);
    await page.getByText(anna.email, { exact: true }).first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'two-factor/profile-phone');
    guard.assertClean('phone');
    await context.close();
  });

  it('logs in with a code by e-mail, chosen among the methods', async () => {
    const context = await browser.newContext(desktopOptions);
    const guard = await guardedPage(context);
    const { page } = guard;
    await fillLogin(page, anna.email);
    guard.expectRefusals(1);
    await page.getByRole('heading', { name: 'Vérification en deux étapes' }).waitFor();
    // The app, the first method, is the default and comes preselected.
    expect(await page.getByRole('radio', { name: /Téléphone de Anna \(par défaut\)/ }).isChecked()).toBe(true);
    // Before the second factor, the address is shown masked (a***@example.org).
    const emailChoice = page.getByRole('radio', { name: /^Code par e-mail · / });
    expect(await emailChoice.getAttribute('value')).toBeTruthy();
    expect(await page.getByText(anna.email).count()).toBe(0);
    await emailChoice.check();
    // The server sends at most one code mail every 30 s: the one of the setup above must be that old.
    while (Date.now() < emailCodeSentAt + 31_000) await new Promise((resolve) => setTimeout(resolve, 500));
    await page.getByRole('button', { name: 'M’envoyer un code' }).click();
    await page.getByText('Code envoyé. Consultez votre boîte mail.').waitFor();
    await page.getByRole('button', { name: /Renvoyer le code dans \d+ s/ }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'two-factor/challenge-email-desktop');
    const codes = await mailedCodes(anna.email, 2);
    await page.getByLabel(/Code à 6 chiffres/).fill(codes[1]);
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await page.waitForURL(`${BASE_URL}/dashboard`);
    guard.assertClean('e-mail');
    await context.close();
  });

  it('sends a member of an organization that enforces two-factor authentication to the setup page after the password', async () => {
    const leo = { email: `leo.2fa.${stamp}@example.org` };
    const { organizationId } = await registerOrganizer(leo.email, `Commune Sûre ${stamp}`);
    // Staff (the demo organizer) switches enforce2fa on for Léo's organization.
    await api(`mutation($id: ID!, $input: StaffOrganizationInput!) { updateStaffOrganization(id: $id, input: $input) { id enforce2fa } }`, { id: organizationId, input: { enforce2fa: true } }, await demoToken());

    for (const [size, options] of [['phone', phoneOptions], ['desktop', desktopOptions]] as const) {
      const context = await browser.newContext(options);
      const guard = await guardedPage(context);
      const { page } = guard;
      await fillLogin(page, leo.email);
      await page.waitForURL(`${BASE_URL}/account/two-factor`);
      await page.getByRole('heading', { name: 'Activez l’authentification à deux facteurs' }).waitFor();
      await page.getByText(`Votre organisation « Commune Sûre ${stamp} » exige`, { exact: false }).waitFor();
      await page.getByRole('heading', { name: 'Aucune méthode de vérification' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `two-factor/required-${size}`);
      if (size === 'phone') {
        // Nowhere else until a method is added: back to the setup, which then leads to the page asked for.
        await page.goto(`${BASE_URL}/events/list`);
        await page.waitForURL(`${BASE_URL}/account/two-factor?redirect=%2Fevents%2Flist`);
        await page.getByRole('heading', { name: 'Activez l’authentification à deux facteurs' }).waitFor();
        // The app's QR code and key fit a phone (the setup left unfinished here).
        await page.getByRole('button', { name: 'Ajouter une application' }).first().click();
        const dialog = page.getByRole('dialog', { name: "Ajouter une application d'authentification" });
        await dialog.getByRole('button', { name: 'Continuer' }).click();
        await dialog.getByRole('img', { name: /Code QR à scanner/ }).waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);
        await screenshot(page, `two-factor/required-add-app-${size}`);
        guard.assertClean(`enforced ${size}`);
        await context.close();
        continue;
      }

      await addAuthenticator(page, 'Téléphone de Léo', 'two-factor/required-add-app-desktop');
      await page.getByRole('dialog', { name: 'Vos codes de secours' }).getByRole('button', { name: 'J’ai enregistré mes codes' }).click();
      await page.getByRole('dialog', { name: 'Vos codes de secours' }).waitFor({ state: 'detached' });
      await page.getByText('C’est fait : votre compte est protégé.').waitFor();
      await screenshot(page, `two-factor/required-done-${size}`);
      await page.getByRole('link', { name: 'Continuer vers le tableau de bord' }).click();
      await page.waitForURL(`${BASE_URL}/dashboard`);
      await page.getByRole('heading', { name: /Bonjour/ }).first().waitFor();
      guard.assertClean(`enforced ${size}`);
      await context.close();
    }
  });
});
