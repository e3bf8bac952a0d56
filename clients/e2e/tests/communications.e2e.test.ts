import type { Browser, BrowserContext } from 'playwright-core';
import { BASE_URL, consoleErrors, launchBrowser, screenshot } from './browser';
import { mailsTo } from './mail-sink';
import { signInOrganizer } from './seed';

const DEMO = { email: 'demo@benevo.local', password: 'benevo-demo' };
/** Zurich summer days 08:00-23:00 (06:00-21:00 UTC). */
const DAY_1 = { startsAt: '2031-08-02T06:00:00.000Z', endsAt: '2031-08-02T21:00:00.000Z' };
const DAY_2 = { startsAt: '2031-08-03T06:00:00.000Z', endsAt: '2031-08-03T21:00:00.000Z' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The demo organizer's session through the REST login, for setting the scene over GraphQL. */
async function apiSession(): Promise<(query: string, variables?: Record<string, unknown>) => Promise<Record<string, any>>> {
  const login = await fetch(`${BASE_URL}/apis/authentication/v1/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  const cookies = login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const csrf = cookies.find((cookie) => cookie.startsWith('csrftoken='))?.split('=')[1] ?? '';
  return async (query, variables = {}) => {
    const response = await fetch(`${BASE_URL}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookies.join('; '), 'X-CSRFToken': csrf },
      body: JSON.stringify({ query, variables }),
    });
    const answer = (await response.json()) as { data?: Record<string, any>; errors?: unknown[] };
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data ?? {};
  };
}

/** A published event with a Bar slot (day 1) and a Cuisine slot (day 2), and three volunteers signed up publicly. */
async function publishedEventWithVolunteers(tag: string) {
  const gql = await apiSession();
  const { createEvent } = await gql(`mutation($input: EventInput!) { createEvent(input: $input) { id uuid } }`, {
    input: { name: `Fête des mails ${tag}`, description: 'Fête', responsable: 'Anne Martin', email: 'anne.martin@example.org', days: [DAY_1, DAY_2] },
  });
  const position = async (name: string) =>
    (await gql(`mutation($input: PositionInput!) { createPosition(input: $input) { id } }`, { input: { eventId: createEvent.id, name } })).createPosition
      .id as string;
  const bar = await position('Bar');
  const kitchen = await position('Cuisine');
  const slot = async (positionId: string, day: typeof DAY_1) =>
    (
      await gql(`mutation($input: TimeSlotInput!) { createTimeSlot(input: $input) { id } }`, {
        input: {
          positionId,
          startTime: day.startsAt.replace('T06:', 'T08:'),
          endTime: day.startsAt.replace('T06:', 'T10:'),
          requiredVolunteerCount: 5,
        },
      })
    ).createTimeSlot.id as string;
  const barSlot = await slot(bar, DAY_1);
  const kitchenSlot = await slot(kitchen, DAY_2);
  await gql(`mutation($id: ID!) { publishEvent(id: $id) { id } }`, { id: createEvent.id });
  const people = {
    anna: { firstName: 'Anna', lastName: 'Aebi', email: `anna.${tag}@example.org`, slotIds: [barSlot] },
    bruno: { firstName: 'Bruno', lastName: 'Bär', email: `bruno.${tag}@example.org`, slotIds: [kitchenSlot] },
    chloe: { firstName: 'Chloé', lastName: 'Cuénod', email: `chloe.${tag}@example.org`, slotIds: [barSlot, kitchenSlot] },
  };
  for (const person of Object.values(people)) {
    await gql(`mutation($input: SignUpInput!) { signUp(input: $input) { id } }`, {
      input: { eventUuid: createEvent.uuid, ...person, emailConfirmation: person.email, policyAccepted: true, language: 'fr' },
    });
  }
  return { eventId: createEvent.id as string, people };
}

describe('organizer communications', () => {
  let context: BrowserContext | undefined;
  afterEach(async () => {
    const open = context?.pages()[0];
    if (open && !open.isClosed()) await screenshot(open, 'communications-last-page').catch(() => undefined);
    await context?.close();
    context = undefined;
  });

  it('composes a mailing, previews it, sends it to a filtered set and sees it in the history', async () => {
    const tag = String(Date.now());
    const { eventId, people } = await publishedEventWithVolunteers(tag);
    const subject = `Infos bar ${tag}`;
    context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'fr-CH', timezoneId: 'Europe/Zurich' });
    const page = await context.newPage();
    const errors = consoleErrors(page);
    await signInOrganizer(page);

    // From the event's Actions tab to the compose page, on this event.
    await page.goto(`${BASE_URL}/events/${eventId}?tab=actions`);
    await page.getByRole('link', { name: 'Écrire aux bénévoles' }).click();
    await page.waitForURL(`${BASE_URL}/communications/send?event=${eventId}`);
    await page.getByRole('heading', { name: 'Envoyer un e-mail' }).waitFor();
    const count = page.getByTestId('recipients-count');
    await expectText(count, '3 destinataires');

    // Filter: the Bar position only (Anna and Chloé).
    await page.getByRole('combobox', { name: 'Missions' }).click();
    await page.getByRole('option', { name: 'Bar', exact: true }).click();
    await page.keyboard.press('Escape');
    await expectText(count, '2 destinataires');

    // Compose: a subject, a body with a placeholder inserted from the menu.
    await page.getByRole('textbox', { name: 'Objet' }).fill(subject);
    const editor = page.getByTestId('mail-editor');
    await editor.click();
    await page.keyboard.type('Bonjour ');
    await page.getByRole('button', { name: 'Insérer un champ' }).click();
    await page.getByRole('menuitem', { name: /Nom du bénévole/ }).click();
    await page.keyboard.type(', rendez-vous au bar à 7h45.');
    await expectText(editor, 'Bonjour {volunteerName}, rendez-vous au bar à 7h45.');

    // The live preview, rendered by the server for the first recipient.
    const preview = page.frameLocator('iframe[title="Aperçu"]');
    await preview.getByText('Bonjour Anna Aebi, rendez-vous au bar à 7h45.').waitFor({ timeout: 15_000 });
    await expectText(page.getByTestId('preview-subject'), subject);

    // Send to the two, after the confirmation.
    await page.getByRole('button', { name: 'Envoyer à 2 bénévoles' }).click();
    const dialog = page.getByRole('dialog', { name: 'Envoyer le message' });
    await dialog.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await page.waitForURL(/\/communications\/history\/\d+$/);
    const recipients = page.getByTestId('communication-recipients');
    await recipients.getByRole('row').nth(2).waitFor();
    expect(await recipients.getByRole('row').count()).toBe(3);
    // Each recipient's state comes from their delivery record: sent once the SMTP sink accepted it.
    for (const person of [people.anna, people.chloe]) {
      await recipients.locator(`tr[data-recipient="${person.email}"] [data-state="SENT"]`).waitFor({ timeout: 30_000 });
    }

    // The history lists it with its delivery.
    await page.goto(`${BASE_URL}/communications/history`);
    const row = page.getByTestId('communications-history').getByRole('row').filter({ hasText: subject });
    await row.waitFor();
    await expectText(row, `Fête des mails ${tag}`);
    await expectText(row, 'Envoyé 2');

    // What the sink received: the two selected volunteers, each once, their own name filled in.
    const anna = (await mailsTo(people.anna.email, 2)).filter((mail) => mail.subject === subject);
    expect(anna).toHaveLength(1);
    expect(anna[0].text).toContain('Bonjour Anna Aebi, rendez-vous au bar');
    expect(anna[0].text).toContain('/portal/t/');
    const chloe = (await mailsTo(people.chloe.email, 2)).filter((mail) => mail.subject === subject);
    expect(chloe).toHaveLength(1);
    expect(chloe[0].text).toContain('Bonjour Chloé Cuénod');
    const bruno = (await mailsTo(people.bruno.email, 1, 2000)).filter((mail) => mail.subject === subject);
    expect(bruno).toHaveLength(0);
    expect(errors).toEqual([]);
  }, 120_000);
});

/** Waits (up to 15 s) until the element's text holds `text`. */
async function expectText(locator: { textContent(): Promise<string | null> }, text: string) {
  for (let i = 0; i < 150; i += 1) {
    if ((await locator.textContent().catch(() => ''))?.includes(text)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(await locator.textContent()).toContain(text);
}
