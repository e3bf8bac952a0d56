import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, consoleErrors, launchBrowser, screenshot } from './browser';
import { mailsTo } from './mail-sink';
import { signInOrganizer } from './seed';

const DEMO = { email: 'demo@benevo.local', password: 'benevo-demo' };
const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** GraphQL as an integrator: the demo organizer's API token, no cookie. */
async function organizerApi(): Promise<<T>(query: string, variables?: Record<string, unknown>) => Promise<T>> {
  const login = await fetch(`${BASE_URL}/apis/authentication/v1/login-token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const { token } = (await login.json()) as { token: string };
  return async <T,>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await fetch(`${BASE_URL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const answer = (await response.json()) as { data?: T; errors?: unknown[] };
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data as T;
  };
}

/**
 * A published event of the demo organization with one position whose registrations await the
 * organizer's validation, and one morning slot needing 6 volunteers.
 */
async function publishedEvent(name: string) {
  const api = await organizerApi();
  const { me } = await api<{ me: { activeOrganization: { id: string; slug: string } } }>(`{ me { activeOrganization { id slug } } }`);
  const { createEvent } = await api<{ createEvent: { id: string; uuid: string } }>(
    `mutation($input: EventInput!) { createEvent(input: $input) { id uuid } }`,
    {
      input: {
        name,
        description: 'Le festival de la ville',
        responsable: 'Anne Martin',
        email: 'festival@example.org',
        days: [{ startsAt: '2031-06-12T06:00:00.000Z', endsAt: '2031-06-12T20:00:00.000Z' }],
        configuration: { enableGroupRegistrations: true, groupMaxSize: 5 },
      },
    },
  );
  const { createPosition } = await api<{ createPosition: { id: string } }>(
    `mutation($input: PositionInput!) { createPosition(input: $input) { id } }`,
    { input: { eventId: createEvent.id, name: 'Accueil', defaultParticipationValidationStatus: 'AWAITING_ORGANIZER_VALIDATION' } },
  );
  await api(`mutation($input: TimeSlotInput!) { createTimeSlot(input: $input) { id } }`, {
    input: { positionId: createPosition.id, startTime: '2031-06-12T07:00:00.000Z', endTime: '2031-06-12T10:00:00.000Z', requiredVolunteerCount: 6 },
  });
  await api(`mutation($id: ID!) { publishEvent(id: $id) { id } }`, { id: createEvent.id });
  return { ...createEvent, slug: me.activeOrganization.slug };
}

interface Visitor {
  firstName: string;
  lastName: string;
  email: string;
  group?: { size: number; name: string };
}

/** A visitor on a phone picks the slot, fills the form and signs up. */
async function signUp(page: Page, url: string, visitor: Visitor) {
  await page.goto(url);
  await page.getByRole('checkbox', { name: /^Choisir / }).first().check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  // Required fields' labels end with Mantine's asterisk.
  await page.getByLabel(/^Prénom( \*)?$/).fill(visitor.firstName);
  await page.getByLabel(/^Nom( \*)?$/).fill(visitor.lastName);
  await page.getByLabel(/^E-mail( \*)?$/).fill(visitor.email);
  await page.getByLabel(/^Confirmation de l'e-mail( \*)?$/).fill(visitor.email);
  if (visitor.group) {
    await page.getByLabel("J'inscris un groupe").check();
    await page.getByLabel(/^Nombre de personnes( \*)?$/).fill(String(visitor.group.size));
    await page.getByLabel(/^Nom du groupe( \*)?$/).fill(visitor.group.name);
  }
  await page.getByLabel(/^J'accepte que mes données soient transmises/).check();
  await page.getByRole('button', { name: 'Valider mon inscription' }).click();
  await page.getByRole('heading', { name: `Merci ${visitor.firstName}, votre inscription est enregistrée !` }).waitFor();
}

describe('public sign-up and the validation workflow', () => {
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    for (const context of contexts.splice(0)) {
      const open = context.pages()[0];
      if (open && !open.isClosed()) await screenshot(open, 'signup-last-page').catch(() => undefined);
      await context.close();
    }
  });

  it('signs up a volunteer alone and a group of 3 on a phone; the organizer accepts one and rejects the other; both get mails', async () => {
    const stamp = Date.now();
    const event = await publishedEvent(`Festival ${stamp}`);
    const url = `${BASE_URL}/o/${event.slug}/e-cal/${event.uuid}`;
    const alone: Visitor = { firstName: 'Léa', lastName: 'Rochat', email: `lea.${stamp}@example.org` };
    const group: Visitor = { firstName: 'Marc', lastName: 'Favre', email: `marc.${stamp}@example.org`, group: { size: 3, name: 'Les Favre' } };

    for (const visitor of [alone, group]) {
      const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'fr-CH', timezoneId: 'Europe/Zurich' });
      contexts.push(context);
      const page = await context.newPage();
      const errors = consoleErrors(page);
      await signUp(page, url, visitor);
      await screenshot(page, `signup-done-${visitor.group ? 'group' : 'alone'}`);
      expect(errors).toEqual([]);
    }
    // 1 + 3 of the 6 places are taken: the phone page shows the 2 left.
    const check = await browser.newContext({ viewport: PHONE, isMobile: true, locale: 'fr-CH', timezoneId: 'Europe/Zurich' });
    contexts.push(check);
    const phone = await check.newPage();
    await phone.goto(url);
    await phone.getByText('2 places libres').first().waitFor();
    await screenshot(phone, 'signup-event-phone');

    // Each volunteer received the confirmation of the sign-up, with their portal link.
    for (const visitor of [alone, group]) {
      const [confirmation] = await mailsTo(visitor.email, 1);
      expect(confirmation?.text).toContain('/portal/t/');
    }

    const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-CH', timezoneId: 'Europe/Zurich' });
    contexts.push(desk);
    const page = await desk.newPage();
    const errors = consoleErrors(page);
    await signInOrganizer(page);
    await page.goto(`${BASE_URL}/events/volunteers/${event.id}`);
    // Both rows await the organizer's validation (highlighted).
    await page.getByRole('row').filter({ hasText: alone.email }).waitFor();
    expect(await page.locator('tr[data-pending]').count()).toBe(2);
    await screenshot(page, 'signup-registrations');

    await page.getByRole('button', { name: `Accepter ${alone.firstName} ${alone.lastName}` }).click();
    await page.getByText('1 inscription acceptée').waitFor();

    await page.getByRole('button', { name: `Actions pour ${group.firstName} ${group.lastName} (${group.group!.name})` }).click();
    await page.getByRole('menuitem', { name: 'Refuser' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refuser les inscriptions' });
    await dialog.getByRole('button', { name: 'Refuser' }).click();
    await page.getByText('1 inscription refusée').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('tr[data-pending]').first().waitFor({ state: 'detached' });
    await screenshot(page, 'signup-registrations-decided');
    expect(errors).toEqual([]);

    // The SMTP sink received the decision of each volunteer.
    const accepted = await mailsTo(alone.email, 2);
    expect(accepted.map((mail) => mail.subject)).toContain(`Inscription confirmée : Festival ${stamp}`);
    const rejected = await mailsTo(group.email, 2);
    expect(rejected.map((mail) => mail.subject)).toContain(`Inscription refusée : Festival ${stamp}`);
  });
});
