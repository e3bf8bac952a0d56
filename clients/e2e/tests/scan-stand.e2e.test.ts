import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, guardedPage, launchBrowser, type PageGuard, screenshot, seriousA11yViolations, VIEWPORTS } from './browser';
import { mailsTo } from './mail-sink';
import { writeQrVideo } from './qr-video';
import { api, demoToken } from './seed';

/**
 * The scan stand end to end (issue 14) on a phone: the organizer sets up an event whose slot runs now, a
 * volunteer signed up with a claimed voucher, an operator and the stand (check-in, voucher redeem). The
 * operator opens the login link; chromium's fake camera plays the QR code of the volunteer's badge; the
 * card appears; the operator checks the volunteer in and redeems the voucher. Scanned again, the card says
 * the voucher is already used, and a second phone whose card was loaded before is refused by the server.
 */

let browser: Browser;
let stand: BrowserContext;

interface StandSetup {
  code: string;
  secret: string;
  operatorName: string;
  eventName: string;
  poolName: string;
  voucherCode: string;
  portalPath: string;
}

const csv = (lines: string[]) => Buffer.from(`${lines.join('\n')}\n`).toString('base64');

async function setUpStand(): Promise<StandSetup> {
  const token = await demoToken();
  const stamp = Date.now();
  const now = Date.now();
  const iso = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
  const eventName = `Fête du stand ${stamp}`;
  const { createEvent } = await api(
    `mutation($input: EventInput!) { createEvent(input: $input) { id uuid } }`,
    {
      input: {
        name: eventName,
        description: 'Le stand de scan',
        responsable: 'Camille Demo',
        email: 'benevoles@festival-demo.ch',
        days: [{ startsAt: iso(-120), endsAt: iso(360) }],
      },
    },
    token,
  );
  const { createPosition } = await api(`mutation($input: PositionInput!) { createPosition(input: $input) { id } }`, { input: { eventId: createEvent.id, name: 'Accueil' } }, token);
  // Sign-up takes slots to come: the slot starts in half an hour, then moves to have started 10 minutes ago.
  const slotInput = { positionId: createPosition.id, startTime: iso(30), endTime: iso(210), requiredVolunteerCount: 4 };
  const { createTimeSlot } = await api(`mutation($input: TimeSlotInput!) { createTimeSlot(input: $input) { id } }`, { input: slotInput }, token);
  await api(`mutation($id: ID!) { publishEvent(id: $id) { id } }`, { id: createEvent.id }, token);
  const email = `lea.${stamp}@example.org`;
  const { signUp } = await api<{ signUp: Array<{ id: string; validationStatus: string }> }>(
    `mutation($input: SignUpInput!) { signUp(input: $input) { id validationStatus } }`,
    { input: { eventUuid: createEvent.uuid, firstName: 'Léa', lastName: 'Favre', email, emailConfirmation: email, policyAccepted: true, slotIds: [createTimeSlot.id] } },
  );
  if (signUp[0].validationStatus !== 'ACCEPTED') {
    await api(`mutation($ids: [ID!]!) { setParticipationsStatus(ids: $ids, status: ACCEPTED) { id } }`, { ids: signUp.map((p) => p.id) }, token);
  }
  await api(
    `mutation($id: ID!, $input: TimeSlotInput!) { updateTimeSlot(id: $id, input: $input) { id } }`,
    { id: createTimeSlot.id, input: { ...slotInput, startTime: iso(-10), endTime: iso(170) } },
    token,
  );
  const { volunteers } = await api<{ volunteers: Array<{ id: string; email: string }> }>(
    `query($eventId: ID!) { volunteers(eventId: $eventId) { id email } }`,
    { eventId: createEvent.id },
    token,
  );
  const volunteerId = volunteers.find((volunteer) => volunteer.email === email)?.id;
  if (!volunteerId) throw new Error(`volunteer ${email} not found`);

  // A voucher pool with codes; the volunteer may claim one and does, in the portal's API.
  const poolName = `Repas ${String(stamp).slice(-6)}`;
  const { createVoucherPool } = await api(`mutation($name: String!) { createVoucherPool(name: $name) { id } }`, { name: poolName }, token);
  await api(
    `mutation($poolId: ID!, $fileName: String!, $base64File: String!) { importVoucherCodes(poolId: $poolId, fileName: $fileName, base64File: $base64File) { id } }`,
    { poolId: createVoucherPool.id, fileName: 'codes.csv', base64File: csv([`REPAS-${stamp}-1`, `REPAS-${stamp}-2`]) },
    token,
  );
  await api(`mutation($id: ID!, $input: VolunteerInput!) { updateVolunteer(id: $id, input: $input) { id } }`, { id: volunteerId, input: { nbVouchersAllowed: 1 } }, token);
  const [confirmation] = await mailsTo(email);
  const portalPath = /\/portal\/t\/[\w-]+/.exec(confirmation?.text ?? '')?.[0];
  if (!portalPath) throw new Error(`no portal link in the confirmation mail to ${email}`);
  const portalToken = portalPath.split('/').pop() as string;
  const { claimVoucher } = await api<{ claimVoucher: { code: string } }>(
    `mutation($token: String!, $poolId: ID!) { claimVoucher(token: $token, poolId: $poolId) { code } }`,
    { token: portalToken, poolId: createVoucherPool.id },
  );

  // The operator and the stand: arrivals and this pool's vouchers.
  const operatorName = `Entrée ${String(stamp).slice(-4)}`;
  const { createOperator } = await api<{ createOperator: { loginSecret: string } }>(
    `mutation($eventId: ID!, $input: OperatorInput!) { createOperator(eventId: $eventId, input: $input) { loginSecret } }`,
    { eventId: createEvent.id, input: { name: operatorName, tagIds: [] } },
    token,
  );
  await api(
    `mutation($eventId: ID!, $input: ScanConfigInput!) { updateScanConfig(eventId: $eventId, input: $input) { eventId } }`,
    {
      eventId: createEvent.id,
      input: {
        checkIn: true,
        orderDelivery: false,
        voucherRedeem: true,
        tshirt: false,
        tshirtAttributeId: null,
        lateAfterMinutes: 15,
        items: [{ kind: 'VOUCHER_POOL', refId: createVoucherPool.id, tagIds: [] }],
      },
    },
    token,
  );
  const { volunteerScanCode } = await api<{ volunteerScanCode: string }>(`query($id: ID!) { volunteerScanCode(volunteerId: $id) }`, { id: volunteerId }, token);
  return { code: volunteerScanCode, secret: createOperator.loginSecret, operatorName, eventName, poolName, voucherCode: claimVoucher.code, portalPath };
}

/** The big answer banner of the stand, waited for, with its text. */
async function banner(page: Page, kind: 'success' | 'refusal' | 'queued'): Promise<string> {
  const locator = page.locator(`[data-feedback="${kind}"]`);
  await locator.waitFor();
  return (await locator.textContent()) ?? '';
}

let setup: StandSetup;

beforeAll(async () => {
  setup = await setUpStand();
  // Chromium's camera is a video of the badge's QR code; the permission prompt says yes by itself.
  const video = writeQrVideo(setup.code);
  browser = await launchBrowser(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`]);
  stand = await browser.newContext({
    viewport: VIEWPORTS.phone,
    locale: 'fr-CH',
    isMobile: true,
    hasTouch: true,
    timezoneId: 'Europe/Zurich',
    permissions: ['camera'],
  });
});
afterAll(async () => {
  await stand?.close();
  await browser?.close();
});

describe('scan stand', () => {
  it('logs in with the link, scans the badge with the camera, checks in and redeems; a stale card is refused', async () => {
    const phone: PageGuard = await guardedPage(stand);
    const { page } = phone;
    await page.goto(`${BASE_URL}/manager/scan#secret=${encodeURIComponent(setup.secret)}`);
    await page.getByText(setup.operatorName, { exact: true }).waitFor();
    await page.getByText(setup.eventName, { exact: true }).waitFor();
    // The secret leaves the address at once.
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('benevo.operator') ?? 'null')?.stand?.operatorName)).toBe(setup.operatorName);

    // The fake camera shows the badge: the card appears.
    await page.getByRole('heading', { name: 'Léa Favre' }).waitFor({ timeout: 30_000 });
    await page.getByRole('status').filter({ hasText: 'En ligne' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'stand/card-phone');

    // A second phone of the same stand (the session stays on the device) reads the card, then pauses.
    const second = await guardedPage(stand);
    const other = second.page;
    await other.goto(`${BASE_URL}/manager/scan`);
    await other.getByText(setup.operatorName, { exact: true }).waitFor();
    await other.getByRole('button', { name: 'Pause' }).click();
    await other.getByText('Scanner en pause').waitFor();
    await other.getByLabel('Code', { exact: true }).fill('B0-0-0-INCONNU');
    await other.getByRole('button', { name: 'Valider' }).click();
    second.expectRefusals(1);
    expect(await banner(other, 'refusal')).toMatch(/Refusé.*Code inconnu/);
    await other.getByLabel('Code', { exact: true }).fill(setup.code);
    await other.getByRole('button', { name: 'Valider' }).click();
    await other.getByRole('heading', { name: 'Léa Favre' }).waitFor();
    const staleRedeem = other.getByRole('button', { name: `Utiliser : ${setup.poolName} ${setup.voucherCode}` });
    await staleRedeem.waitFor();

    // The first phone checks in and redeems.
    await page.getByRole('button', { name: /^Pointer l'arrivée : Accueil/ }).click();
    expect(await banner(page, 'success')).toContain('Fait');
    await page.getByRole('article').getByText(/Arrivée pointée le .* par /).waitFor();
    await screenshot(page, 'stand/checked-in-phone');

    await page.getByRole('button', { name: `Utiliser : ${setup.poolName} ${setup.voucherCode}` }).click();
    expect(await banner(page, 'success')).toContain('Fait');
    // Scanned again by the camera, the card says it is used.
    await page.getByRole('article').getByText(/Déjà utilisé le .* par /).waitFor();
    expect(await page.getByRole('button', { name: /^Utiliser/ }).count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'stand/redeemed-phone');

    // The second phone's card was read before: the server refuses, in a big red banner.
    await staleRedeem.click();
    second.expectRefusals(1);
    const refusal = await banner(other, 'refusal');
    expect(refusal).toContain('Déjà utilisé');
    expect(await other.getByRole('alert').filter({ hasText: 'Déjà utilisé' }).count()).toBe(1);
    await other.getByRole('article').getByText(/Déjà utilisé le .* par /).waitFor();
    expect(await seriousA11yViolations(other)).toEqual([]);
    await screenshot(other, 'stand/refused-phone');

    // Offline, a scan waits in the queue; back online it is sent, and the server's refusal (the
    // volunteer has already arrived) is listed among the conflicts.
    await other.getByRole('button', { name: 'Fermer la fiche' }).click();
    await stand.setOffline(true);
    await other.getByRole('status').filter({ hasText: 'Hors ligne' }).waitFor();
    await other.getByLabel('Code', { exact: true }).fill(setup.code);
    await other.getByRole('button', { name: 'Valider' }).click();
    expect(await banner(other, 'queued')).toContain("En attente d'envoi");
    await other.getByText('1 action en attente').waitFor();
    await screenshot(other, 'stand/offline-phone');
    await stand.setOffline(false);
    const conflicts = other.getByRole('region', { name: 'Conflits' });
    await conflicts.waitFor();
    expect(await conflicts.textContent()).toContain(`Arrivée du badge ${setup.code}`);
    await other.getByText('1 action en attente').waitFor({ state: 'detached' });
    expect(await other.evaluate(() => localStorage.getItem('benevo.standQueue'))).toBe('[]');
    expect(await seriousA11yViolations(other)).toEqual([]);
    await screenshot(other, 'stand/conflicts-phone');
    phone.assertClean('stand');
    second.assertClean('second phone');
  });

  it('shows the badge QR code in the portal', async () => {
    const volunteer = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'fr-CH', isMobile: true, hasTouch: true, timezoneId: 'Europe/Zurich' });
    try {
      const guard = await guardedPage(volunteer);
      const { page } = guard;
      await page.goto(`${BASE_URL}${setup.portalPath}`);
      await page.getByRole('link', { name: 'Mon badge' }).click();
      const qr = page.getByRole('img', { name: `QR code de mon badge, code ${setup.code}` });
      await qr.waitFor();
      expect((await qr.boundingBox())?.width ?? 0).toBeGreaterThan(200);
      expect(await qr.getAttribute('data-qr-value')).toBe(setup.code);
      await page.getByText(setup.code, { exact: true }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'stand/portal-badge-phone');
      guard.assertClean('portal');
    } finally {
      await volunteer.close();
    }
  });
});
