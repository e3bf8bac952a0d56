import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, guardedPage, launchBrowser, screenshot, seriousA11yViolations, VIEWPORTS } from './browser';
import { mailsTo } from './mail-sink';
import { api, demoToken } from './seed';

/**
 * The volunteer portal on a phone (issue 17): a volunteer asks for a login link on /portal, opens it from
 * the mail, sees their shifts, accepts the one the organizer proposed, cancels another, downloads a
 * shift's .ics, then reloads the page without network and still reads their shifts (service worker and
 * the data kept on the device, with the "may be old" banner). A second volunteer's link opened on the
 * same phone replaces the first one's data: offline, the first link shows nothing of it any more.
 */

let browser: Browser;
let phone: BrowserContext;

/** 2031-10-04 in Zurich (UTC+2): an hour local time, as ISO. */
const at = (day: number, hour: number) => new Date(Date.UTC(2031, 9, day, hour - 2)).toISOString();

interface Seeded {
  eventName: string;
  anna: { email: string; portalPath: string };
  luc: { email: string; portalPath: string };
}

async function signUp(eventUuid: string, person: { firstName: string; lastName: string; email: string }, slotIds: string[]) {
  const { signUp: created } = await api<{ signUp: Array<{ id: string; validationStatus: string; volunteerId: string }> }>(
    `mutation($input: SignUpInput!) { signUp(input: $input) { id validationStatus volunteerId } }`,
    { input: { eventUuid, emailConfirmation: person.email, policyAccepted: true, slotIds, ...person } },
  );
  return created;
}

async function portalPathOf(email: string): Promise<string> {
  const [confirmation] = await mailsTo(email);
  const path = /\/portal\/t\/[\w-]+/.exec(confirmation?.text ?? '')?.[0];
  if (!path) throw new Error(`no portal link in the mail to ${email}`);
  return path;
}

/**
 * An event of the demo organization: Anna accepted at the bar (to cancel), proposed by the organizer at
 * the cash desk (to accept); Luc signed up at the bar.
 */
async function seed(token: string): Promise<Seeded> {
  const stamp = Date.now();
  const eventName = `Course populaire ${stamp}`;
  const { createEvent } = await api(
    `mutation($input: EventInput!) { createEvent(input: $input) { id uuid } }`,
    {
      input: {
        name: eventName,
        description: 'La course du village',
        responsable: 'Camille Demo',
        email: 'benevoles@festival-demo.ch',
        days: [{ startsAt: at(4, 7), endsAt: at(4, 20) }],
      },
    },
    token,
  );
  const { createSector } = await api(`mutation($input: SectorInput!) { createSector(input: $input) { id } }`, { input: { eventId: createEvent.id, name: 'Arrivée' } }, token);
  const slots: string[] = [];
  for (const [name, from, to] of [
    ['Bar', 9, 12],
    ['Caisse', 13, 16],
  ] as const) {
    const { createPosition } = await api(
      `mutation($input: PositionInput!) { createPosition(input: $input) { id } }`,
      { input: { eventId: createEvent.id, name, sectorId: createSector.id, description: `Le poste ${name} de la course` } },
      token,
    );
    const { createTimeSlot } = await api(
      `mutation($input: TimeSlotInput!) { createTimeSlot(input: $input) { id } }`,
      { input: { positionId: createPosition.id, startTime: at(4, from), endTime: at(4, to), requiredVolunteerCount: 4 } },
      token,
    );
    slots.push(createTimeSlot.id);
  }
  await api(`mutation($id: ID!) { publishEvent(id: $id) { id } }`, { id: createEvent.id }, token);

  const anna = { firstName: 'Anna', lastName: 'Keller', email: `anna.portal.${stamp}@example.org` };
  const [annaBar] = await signUp(createEvent.uuid, anna, [slots[0]]);
  if (annaBar.validationStatus !== 'ACCEPTED') {
    await api(`mutation($ids: [ID!]!) { setParticipationsStatus(ids: $ids, status: ACCEPTED) { id } }`, { ids: [annaBar.id] }, token);
  }
  // The organizer proposes the cash desk to Anna: she has to accept it.
  await api(
    `mutation($input: [AddParticipationInput!]!) { addParticipations(input: $input) { id validationStatus } }`,
    { input: [{ timeSlotId: slots[1], volunteerId: annaBar.volunteerId, validationStatus: 'AWAITING_VOLUNTEER_VALIDATION' }] },
    token,
  );
  const luc = { firstName: 'Luc', lastName: 'Martin', email: `luc.portal.${stamp}@example.org` };
  await signUp(createEvent.uuid, luc, [slots[0]]);
  return {
    eventName,
    anna: { email: anna.email, portalPath: await portalPathOf(anna.email) },
    luc: { email: luc.email, portalPath: await portalPathOf(luc.email) },
  };
}

/** The path of the one-time login link mailed to `email` (other mails to the address come before it). */
async function loginLinkPath(email: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = await mailsTo(email, 1, 1000);
    const path = mails.map((mail) => /\/portal\/login\/[\w-]+/.exec(mail.text ?? '')?.[0]).find(Boolean);
    if (path) return path;
    if (Date.now() > deadline) throw new Error(`no login link mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The page's service worker is active and controls it (the app's files are then kept for offline). */
async function waitForServiceWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    for (let i = 0; i < 100 && !navigator.serviceWorker.controller; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    if (!navigator.serviceWorker.controller) throw new Error('the service worker does not control the page');
    return registration.scope;
  });
}

/** The data the portal keeps on this device, as stored. */
/**
 * The portal's offline snapshot on this device, once it holds `holding` (it is saved shortly after the
 * last answer: a fixed wait was too short on a loaded CI, with two browser test files at once).
 */
async function keptOnDevice(page: Page, holding: string): Promise<string> {
  await page
    .waitForFunction((text) => (window.localStorage.getItem('benevo.portal.offline') ?? '').includes(text), holding, { timeout: 15_000 })
    .catch(() => undefined);
  return page.evaluate(() => window.localStorage.getItem('benevo.portal.offline') ?? '');
}

/** A full-page screenshot from the top (the sticky header would otherwise sit mid-page). */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** No modal left on screen and its closing transition over (screenshots show the page, not a fading overlay). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('.mantine-Modal-overlay') === null);
  await page.waitForTimeout(300);
}

/** The shift card of a position on the space page. */
function shiftCard(page: Page, position: string) {
  return page.getByRole('listitem').filter({ has: page.getByText(new RegExp(`^${position}\\b`)) });
}

beforeAll(async () => {
  browser = await launchBrowser();
  phone = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'fr-CH', isMobile: true, hasTouch: true, timezoneId: 'Europe/Zurich', acceptDownloads: true });
});
afterAll(async () => {
  await phone?.close();
  await browser?.close();
});

describe('volunteer portal on a phone', () => {
  it('logs in by mail link, accepts, cancels, downloads the .ics and reads offline', async () => {
    const token = await demoToken();
    const seeded = await seed(token);
    const { me } = await api<{ me: { activeOrganization: { name: string } } }>(`{ me { activeOrganization { name } } }`, {}, token);
    const organizationName = me.activeOrganization.name;

    const guard = await guardedPage(phone);
    const { page } = guard;

    // 1. The home page: find the organization, ask for a link.
    await page.goto(`${BASE_URL}/portal`);
    await page.getByLabel('Rechercher votre organisation').fill(organizationName.slice(0, 8));
    await page.getByRole('button', { name: organizationName }).click();
    await page.getByLabel('Votre adresse e-mail').fill(seeded.anna.email);
    await page.getByRole('button', { name: "M'envoyer un lien" }).click();
    await page.getByText('Regardez votre boîte e-mail').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'portal/1-link-asked-phone');

    // 2. The mail's one-time link opens the space.
    const loginPath = await loginLinkPath(seeded.anna.email);
    await page.goto(`${BASE_URL}${loginPath}`);
    await page.waitForURL(/\/portal\/t\/[\w-]+$/);
    expect(new URL(page.url()).pathname).toBe(seeded.anna.portalPath);
    await page.getByRole('heading', { name: 'Bonjour Anna' }).waitFor();
    await page.getByText(seeded.eventName).first().waitFor();
    const bar = shiftCard(page, 'Bar');
    const cashDesk = shiftCard(page, 'Caisse');
    await cashDesk.getByText('En attente de votre confirmation').waitFor();
    await bar.getByText('Confirmée').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'portal/2-shifts-phone');

    // 3. Accepts the shift the organizer proposed.
    await cashDesk.getByRole('button', { name: /^Accepter/ }).click();
    const acceptDialog = page.getByRole('dialog', { name: 'Accepter cette tranche horaire ?' });
    await acceptDialog.getByRole('button', { name: 'Accepter' }).click();
    await page.getByText('Tranche horaire acceptée').first().waitFor();
    await acceptDialog.waitFor({ state: 'hidden' });
    await cashDesk.getByText('Confirmée').waitFor();

    // 4. Cancels the bar.
    await bar.getByRole('button', { name: /^Annuler mon inscription/ }).click();
    const cancelDialog = page.getByRole('dialog', { name: 'Annuler cette inscription ?' });
    await cancelDialog.getByRole('button', { name: "Annuler l'inscription" }).click();
    await page.getByText('Inscription annulée').first().waitFor();
    await cancelDialog.waitFor({ state: 'hidden' });
    await bar.getByText('Annulée par vous').waitFor();
    await settled(page);
    await shot(page, 'portal/3-accepted-cancelled-phone');

    // 5. The cash desk's .ics: one event at the slot's UTC instants.
    await cashDesk.getByRole('button', { name: /^Ajouter au calendrier : Caisse/ }).click();
    // The open menu holds menu items only (Mantine's focus placeholder broke role="menu").
    await page.getByRole('menuitem', { name: /Télécharger \(\.ics\)/ }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: /Télécharger \(\.ics\)/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = fs.readFileSync((await download.path()) as string, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toMatch(/DTSTART(;[^:]*)?:20311004T(110000Z|130000)/);
    expect(ics).toContain('Caisse');

    // 6. Installable: the manifest, its icons and the service worker satisfy the browser.
    expect(await waitForServiceWorker(page)).toBe(`${BASE_URL}/portal`);
    const cdp = await phone.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    // A test context is an incognito profile, where no app installs: every other criterion is met.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    const appManifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(appManifest).toMatchObject({ url: `${BASE_URL}/static/portal/manifest.webmanifest`, errors: [] });
    await cdp.detach();
    const manifest = (await (await page.request.get(`${BASE_URL}/static/portal/manifest.webmanifest`)).json()) as { start_url: string; icons: unknown[] };
    expect(manifest.start_url).toBe('/portal/app');
    expect(manifest.icons.length).toBeGreaterThanOrEqual(3);
    expect(await keptOnDevice(page, seeded.anna.email)).toContain(seeded.anna.email);

    // 7. No network: the reload still shows the shifts, with the banner.
    await phone.setOffline(true);
    try {
      await page.reload();
      await page.getByRole('heading', { name: 'Bonjour Anna' }).waitFor();
      const banner = page.getByRole('status').filter({ hasText: 'Vous êtes hors ligne' });
      await banner.waitFor();
      await banner.getByText(/Dernière mise à jour : \d\d\.\d\d\.\d{4} à \d\d:\d\d\./).waitFor();
      await shiftCard(page, 'Caisse').getByText('Confirmée').waitFor();
      await shiftCard(page, 'Bar').getByText('Annulée par vous').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await shot(page, 'portal/4-offline-reload-phone');
      // A change needs the network: the refusal says so in words, nothing is lost.
      await shiftCard(page, 'Caisse').getByRole('button', { name: /^Annuler mon inscription/ }).click();
      const offlineCancel = page.getByRole('dialog', { name: 'Annuler cette inscription ?' });
      await offlineCancel.getByRole('button', { name: "Annuler l'inscription" }).click();
      await offlineCancel.getByText('Vous êtes hors ligne : reconnectez-vous pour accepter, annuler ou modifier.').waitFor();
      await offlineCancel.getByRole('button', { name: 'Garder' }).click();
      await settled(page);
      await shiftCard(page, 'Caisse').getByText('Confirmée').waitFor();
      // The installed app's start URL opens the same space without network.
      await page.goto(`${BASE_URL}/portal/app`);
      await page.waitForURL(`${BASE_URL}${seeded.anna.portalPath}`);
      await page.getByRole('heading', { name: 'Bonjour Anna' }).waitFor();
    } finally {
      await phone.setOffline(false);
    }

    // 8. Luc's link opened on the same phone: Anna's data leaves the device; offline, her link shows none of it.
    await page.goto(`${BASE_URL}${seeded.luc.portalPath}`);
    await page.getByRole('heading', { name: 'Bonjour Luc' }).waitFor();
    const kept = await keptOnDevice(page, seeded.luc.email);
    expect(kept).toContain(seeded.luc.email);
    expect(kept).not.toContain(seeded.anna.email);
    expect(kept).not.toContain(seeded.anna.portalPath.split('/').pop());
    await phone.setOffline(true);
    try {
      await page.goto(`${BASE_URL}${seeded.anna.portalPath}`);
      await page.getByText("Vous êtes hors ligne et ces informations n'ont pas encore été chargées sur cet appareil.").waitFor();
      await page.getByRole('button', { name: 'Réessayer' }).waitFor();
      expect(await page.getByText('Bonjour Anna').count()).toBe(0);
      expect(await page.getByText('Caisse').count()).toBe(0);
      await shot(page, 'portal/5-other-link-offline-phone');
    } finally {
      await phone.setOffline(false);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    guard.assertClean('volunteer');
  });
});
