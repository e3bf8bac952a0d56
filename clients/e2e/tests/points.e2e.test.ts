import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, guardedPage, launchBrowser, screenshot, seriousA11yViolations, VIEWPORTS } from './browser';
import { mailsTo } from './mail-sink';
import { api, demoToken, signedInOrganizer } from './seed';

/**
 * Points and shop end to end (issue 13): a volunteer accepted on a 4-hour slot at 10 points an hour
 * sees 40 points in the portal, orders a product, the organizer marks it delivered, the volunteer sees
 * the new status; the organizer changes the rate and the balance follows.
 */

let browser: Browser;
let organizer: BrowserContext;

/** 2031-09-20 in Zurich (UTC+2): an hour local time, as ISO. */
const at = (hour: number) => new Date(Date.UTC(2031, 8, 20, hour - 2)).toISOString();

beforeAll(async () => {
  browser = await launchBrowser();
  organizer = await signedInOrganizer(browser);
});
afterAll(async () => {
  await organizer?.close();
  await browser?.close();
});

/** The balance the portal's card shows, e.g. "40 points". */
async function balanceShown(page: Page): Promise<string> {
  const card = page.getByText('Mon solde de points').locator('xpath=..');
  return (await card.textContent()) ?? '';
}

describe('points and shop', () => {
  it('earns 40 points on a 4-hour slot, orders, gets it delivered, and follows a rate change', async () => {
    const token = await demoToken();
    const stamp = Date.now();
    const { createEvent } = await api(
      `mutation($input: EventInput!) { createEvent(input: $input) { id uuid } }`,
      {
        input: {
          name: `Marché de Noël ${stamp}`,
          description: 'Le marché',
          responsable: 'Camille Demo',
          email: 'benevoles@festival-demo.ch',
          days: [{ startsAt: at(8), endsAt: at(22) }],
        },
      },
      token,
    );
    const { createPosition } = await api(`mutation($input: PositionInput!) { createPosition(input: $input) { id } }`, { input: { eventId: createEvent.id, name: 'Stand' } }, token);
    const slotInput = { positionId: createPosition.id, startTime: at(10), endTime: at(14), requiredVolunteerCount: 4, hourlyRate: 10 };
    const { createTimeSlot } = await api(`mutation($input: TimeSlotInput!) { createTimeSlot(input: $input) { id } }`, { input: slotInput }, token);
    await api(`mutation($id: ID!) { publishEvent(id: $id) { id } }`, { id: createEvent.id }, token);
    const email = `marie.${stamp}@example.org`;
    const { signUp } = await api<{ signUp: Array<{ id: string; validationStatus: string }> }>(
      `mutation($input: SignUpInput!) { signUp(input: $input) { id validationStatus } }`,
      { input: { eventUuid: createEvent.uuid, firstName: 'Marie', lastName: 'Rochat', email, emailConfirmation: email, policyAccepted: true, slotIds: [createTimeSlot.id] } },
    );
    if (signUp[0].validationStatus !== 'ACCEPTED') {
      await api(`mutation($ids: [ID!]!) { setParticipationsStatus(ids: $ids, status: ACCEPTED) { id } }`, { ids: signUp.map((p) => p.id) }, token);
    }
    const productName = `Tasse du marché ${stamp}`;
    await api(
      `mutation($input: ProductInput!) { createProduct(input: $input) { id } }`,
      { input: { name: productName, description: 'Une tasse en céramique', price: 25, onSale: true, stock: 5 } },
      token,
    );
    const [confirmation] = await mailsTo(email);
    const portalPath = /\/portal\/t\/[\w-]+/.exec(confirmation?.text ?? '')?.[0];
    expect(portalPath).toBeDefined();

    // The volunteer, on a phone: 4 h x 10 points.
    const volunteer = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'fr-CH', isMobile: true, hasTouch: true, timezoneId: 'Europe/Zurich' });
    try {
      const phone = await guardedPage(volunteer);
      const { page } = phone;
      await page.goto(`${BASE_URL}${portalPath}/points`);
      await page.getByRole('heading', { name: 'Historique des points' }).waitFor();
      await page.getByText('Inscription acceptée').first().waitFor();
      expect(await balanceShown(page)).toContain('40 points');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'points/portal-points-phone');

      // Orders the product.
      await page.getByRole('link', { name: 'Boutique' }).click();
      await page.getByText(productName).first().waitFor();
      await page.getByRole('button', { name: `Commander « ${productName} »` }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirmer la commande' });
      await dialog.getByRole('button', { name: 'Confirmer la commande' }).click();
      await page.getByText('Commande enregistrée').first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      expect(await balanceShown(page)).toContain('15 points');
      await screenshot(page, 'points/portal-shop-phone');
      await page.getByRole('link', { name: 'Commandes' }).click();
      await page.getByText('En attente de livraison').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(1);

      // The organizer delivers it.
      const guard = await guardedPage(organizer);
      await guard.page.goto(`${BASE_URL}/shop/orders`);
      await guard.page.getByRole('checkbox', { name: `Sélectionner la commande ${productName} de Marie Rochat` }).check();
      await guard.page.getByRole('button', { name: 'Marquer comme livrée (1)' }).click();
      await guard.page.locator('.mantine-Notification-root').filter({ hasText: '1 commande marquée comme livrée' }).first().waitFor();
      expect(await seriousA11yViolations(guard.page)).toEqual([]);
      await screenshot(guard.page, 'points/organizer-orders');

      await page.reload();
      await page.getByText('Livrée', { exact: true }).first().waitFor();

      // The organizer changes the slot's rate: 4 h x 12 = 48 points, minus the 25 spent.
      await api(`mutation($id: ID!, $input: TimeSlotInput!) { updateTimeSlot(id: $id, input: $input) { id } }`, { id: createTimeSlot.id, input: { ...slotInput, hourlyRate: 12 } }, token);
      await page.getByRole('link', { name: 'Points' }).click();
      await page.getByText('Taux horaire modifié').first().waitFor();
      expect(await balanceShown(page)).toContain('23 points');
      await screenshot(page, 'points/portal-rate-changed-phone');
      phone.assertClean('volunteer');
      guard.assertClean('organizer');
    } finally {
      await volunteer.close();
    }
  });
});
