import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { BASE_URL, consoleErrors, launchBrowser, screenshot } from './browser';
import { signInOrganizer } from './seed';

/** Two days of the original event; the clone starts four weeks later. */
const DAY_1 = '2031-06-12';
const DAY_2 = '2031-06-13';
const CLONE_DAY_1 = '2031-07-10';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** `YYYY-MM-DD` as the planning's day tabs and the list show it (`ddd DD.MM.YYYY`). */
function shown(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

function slotButton(scope: Page | Locator, from: string, to: string, required: number): Locator {
  return scope.getByRole('button', { name: `${from} à ${to}, 0 sur ${required} bénévoles`, exact: true });
}

/** Fills the "Nouvelle tranche" dialog (already open) and saves it. */
async function fillSlot(page: Page, slot: { position?: string; start?: string; end?: string; required: number }) {
  const dialog = page.getByRole('dialog', { name: 'Nouvelle tranche' });
  await dialog.waitFor();
  if (slot.position) {
    await dialog.getByRole('combobox', { name: 'Mission' }).click();
    await page.getByRole('option', { name: slot.position, exact: true }).click();
    await expectValue(dialog.getByRole('combobox', { name: 'Mission' }), slot.position);
  }
  if (slot.start) await dialog.getByRole('textbox', { name: 'Début', exact: true }).fill(slot.start);
  if (slot.end) await dialog.getByRole('textbox', { name: 'Fin', exact: true }).fill(slot.end);
  await dialog.getByLabel('Bénévoles requis').fill(String(slot.required));
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Waits (up to 5 s) for an input to hold this value, then asserts it. */
async function expectValue(locator: Locator, value: string) {
  for (let i = 0; i < 50 && (await locator.inputValue()) !== value; i += 1) await new Promise((r) => setTimeout(r, 100));
  expect(await locator.inputValue()).toBe(value);
}

/** The row of the events list holding exactly this event name. */
function listRow(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
}

describe('organizer events and planning', () => {
  let context: BrowserContext | undefined;
  afterEach(async () => {
    // A failing run leaves the page it stopped on, to look at.
    const open = context?.pages()[0];
    if (open && !open.isClosed()) await screenshot(open, 'events-last-page').catch(() => undefined);
    await context?.close();
    context = undefined;
  });

  it('creates a two-day event with positions and slots, sees them in the grid, clones and publishes it', async () => {
    const name = `Fête ${Date.now()}`;
    context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-CH', timezoneId: 'Europe/Zurich' });
    const page = await context.newPage();
    const errors = consoleErrors(page);
    await signInOrganizer(page);

    // New event: the essentials and two days, through the form's labels.
    await page.goto(`${BASE_URL}/events/new`);
    await page.getByRole('heading', { name: 'Nouvel événement' }).waitFor();
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Fête de village, test de bout en bout.');
    await page.getByRole('textbox', { name: 'Nom du responsable', exact: true }).fill('Camille Martin');
    await page.getByRole('textbox', { name: 'E-mail du responsable', exact: true }).fill('camille@example.org');
    await page.getByRole('textbox', { name: 'Jour 1 · Début', exact: true }).fill(`${DAY_1}T09:00`);
    await page.getByRole('textbox', { name: 'Jour 1 · Fin', exact: true }).fill(`${DAY_1}T18:00`);
    await page.getByRole('button', { name: 'Ajouter un jour' }).click();
    // The new day follows the last one by a day.
    expect(await page.getByRole('textbox', { name: 'Jour 2 · Début', exact: true }).inputValue()).toBe(`${DAY_2}T09:00`);
    expect(await page.getByRole('textbox', { name: 'Jour 2 · Fin', exact: true }).inputValue()).toBe(`${DAY_2}T18:00`);
    await screenshot(page, 'event-new');
    await page.getByRole('button', { name: "Créer l'événement" }).click();
    await page.waitForURL(/\/events\/(?!new$)[^/?]+$/);
    const eventPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name, exact: true }).waitFor();

    // Missions tab: two positions.
    await page.getByRole('tab', { name: 'Missions' }).click();
    for (const position of ['Bar', 'Accueil']) {
      await page.getByRole('button', { name: 'Nouvelle mission' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Nouvelle mission' });
      await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(position);
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: `Modifier ${position}`, exact: true }).waitFor();
    }
    await screenshot(page, 'event-missions');

    // Planning: day 1, a slot through the "Nouvelle tranche" form on Bar.
    await page.goto(`${BASE_URL}${eventPath}/plannig`);
    await page.getByRole('heading', { name: 'Planning' }).waitFor();
    const grid = page.getByRole('region', { name: 'Grille du planning' });
    await grid.getByRole('group', { name: 'Bar' }).waitFor();
    await expect(page.getByRole('tab', { selected: true }).textContent()).resolves.toContain(shown(DAY_1));
    await page.getByRole('button', { name: 'Nouvelle tranche' }).click();
    await fillSlot(page, { position: 'Bar', start: `${DAY_1}T10:00`, end: `${DAY_1}T12:00`, required: 2 });
    const barSlot = slotButton(grid.getByRole('group', { name: 'Bar' }), '10:00', '12:00', 2);
    await barSlot.waitFor();
    expect(await barSlot.textContent()).toContain('0/2 · 10:00–12:00');

    // A drag on Accueil's empty row from 11:00 to 13:00 (15-minute steps of 25 px from 09:00).
    const area = grid.getByRole('group', { name: 'Accueil' }).getByTestId(/^row-area-/);
    const box = await area.boundingBox();
    if (!box) throw new Error('the Accueil row is not visible');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 8 * 25 + 5, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 12 * 25, y, { steps: 8 });
    await page.mouse.move(box.x + 16 * 25 - 5, y, { steps: 8 });
    await page.mouse.up();
    const dragged = page.getByRole('dialog', { name: 'Nouvelle tranche' });
    await dragged.waitFor();
    expect(await dragged.getByRole('combobox', { name: 'Mission' }).inputValue()).toBe('Accueil');
    expect(await dragged.getByRole('textbox', { name: 'Début', exact: true }).inputValue()).toBe(`${DAY_1}T11:00`);
    expect(await dragged.getByRole('textbox', { name: 'Fin', exact: true }).inputValue()).toBe(`${DAY_1}T13:00`);
    await fillSlot(page, { required: 3 });
    const accueilSlot = slotButton(grid.getByRole('group', { name: 'Accueil' }), '11:00', '13:00', 3);
    await accueilSlot.waitFor();
    expect(await accueilSlot.textContent()).toContain('0/3 · 11:00–13:00');

    // Day 2: a slot on Accueil through the form; day 1's slots are not shown there.
    await page.getByRole('tab', { name: new RegExp(shown(DAY_2).replace(/\./g, '\\.')) }).click();
    await grid.getByRole('group', { name: 'Accueil' }).waitFor();
    await barSlot.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Nouvelle tranche' }).click();
    await fillSlot(page, { position: 'Accueil', start: `${DAY_2}T14:00`, end: `${DAY_2}T16:00`, required: 4 });
    const daySlot = slotButton(grid.getByRole('group', { name: 'Accueil' }), '14:00', '16:00', 4);
    await daySlot.waitFor();
    expect(await daySlot.textContent()).toContain('0/4 · 14:00–16:00');
    expect(await grid.getByRole('button').count()).toBe(1);
    await page.waitForTimeout(300);
    await screenshot(page, 'planning-day2-desktop');

    await page.getByRole('tab', { name: new RegExp(shown(DAY_1).replace(/\./g, '\\.')) }).click();
    await barSlot.waitFor();
    await accueilSlot.waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'planning-grid-desktop');

    // The same planning on a phone: the list view.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'fr-CH',
      timezoneId: 'Europe/Zurich',
      isMobile: true,
      hasTouch: true,
      storageState: await context.storageState(),
    });
    try {
      const phonePage = await phone.newPage();
      const phoneErrors = consoleErrors(phonePage);
      await phonePage.goto(`${BASE_URL}${eventPath}/plannig`);
      await phonePage.getByRole('radio', { name: 'Liste' }).waitFor({ state: 'attached' });
      expect(await phonePage.getByRole('radio', { name: 'Liste' }).isChecked()).toBe(true);
      await slotButton(phonePage.getByRole('region', { name: 'Bar' }), '10:00', '12:00', 2).waitFor();
      await slotButton(phonePage.getByRole('region', { name: 'Accueil' }), '11:00', '13:00', 3).waitFor();
      await phonePage.waitForTimeout(300);
      await screenshot(phonePage, 'planning-list-phone');
      expect(phoneErrors).toEqual([]);
    } finally {
      await phone.close();
    }

    // Clone from the list with a new start day: every day and slot moves four weeks later.
    await page.goto(`${BASE_URL}/events/list`);
    await listRow(page, name).waitFor();
    await page.getByRole('link', { name: `Cloner ${name}`, exact: true }).click();
    await page.getByRole('heading', { name: `Cloner l'événement · ${name}` }).waitFor();
    expect(await page.getByRole('textbox', { name: "Nom du nouvel événement", exact: true }).inputValue()).toBe(`[CLONE] ${name}`);
    expect(await page.getByRole('textbox', { name: 'Nouveau jour de début', exact: true }).inputValue()).toBe(DAY_1);
    await page.getByRole('textbox', { name: 'Nouveau jour de début', exact: true }).fill(CLONE_DAY_1);
    await screenshot(page, 'event-clone');
    await page.getByRole('button', { name: 'Cloner', exact: true }).click();
    await page.getByRole('heading', { name: `[CLONE] ${name}`, exact: true }).waitFor();
    const clonePath = new URL(page.url()).pathname;
    expect(clonePath).not.toBe(eventPath);

    await page.goto(`${BASE_URL}/events/list`);
    const cloneRow = listRow(page, `[CLONE] ${name}`);
    await cloneRow.waitFor();
    expect(await cloneRow.textContent()).toContain(`${shown(CLONE_DAY_1)} – `);
    expect(await cloneRow.textContent()).toContain('Brouillon');
    await page.getByRole('link', { name: `Planning [CLONE] ${name}`, exact: true }).click();
    await page.waitForURL(`${BASE_URL}${clonePath}/plannig`);
    const cloneGrid = page.getByRole('region', { name: 'Grille du planning' });
    await cloneGrid.getByRole('group', { name: 'Bar' }).waitFor();
    const cloneTabs = await page.getByRole('tab').allTextContents();
    expect(cloneTabs.map((tab) => tab.replace(/^\S+ /, ''))).toEqual([shown(CLONE_DAY_1), '11.07.2031']);
    await slotButton(cloneGrid.getByRole('group', { name: 'Bar' }), '10:00', '12:00', 2).waitFor();
    await slotButton(cloneGrid.getByRole('group', { name: 'Accueil' }), '11:00', '13:00', 3).waitFor();
    // The clone's slot opens with its shifted date.
    await slotButton(cloneGrid.getByRole('group', { name: 'Bar' }), '10:00', '12:00', 2).click();
    const edit = page.getByRole('dialog', { name: 'Modifier la tranche' });
    expect(await edit.getByRole('textbox', { name: 'Début', exact: true }).inputValue()).toBe(`${CLONE_DAY_1}T10:00`);
    expect(await edit.getByRole('textbox', { name: 'Fin', exact: true }).inputValue()).toBe(`${CLONE_DAY_1}T12:00`);
    await edit.getByRole('button', { name: 'Annuler' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: /11\.07\.2031/ }).click();
    await slotButton(cloneGrid.getByRole('group', { name: 'Accueil' }), '14:00', '16:00', 4).waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'planning-clone-day2');

    // Publish the original from its Actions tab, after the confirmation.
    await page.goto(`${BASE_URL}${eventPath}?tab=actions`);
    await page.getByRole('button', { name: 'Publier' }).click();
    const confirm = page.getByRole('dialog', { name: 'Publier' });
    await confirm.getByText("Publier l'événement ? Il devient visible et ouvert aux inscriptions.").waitFor();
    await screenshot(page, 'event-publish-confirm');
    await confirm.getByRole('button', { name: 'Confirmer' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByText('Événement publié').waitFor();
    await page.getByRole('button', { name: 'Remettre en brouillon' }).waitFor();

    await page.goto(`${BASE_URL}/events/list`);
    const row = listRow(page, name);
    await row.waitFor();
    await row.getByText('Publié', { exact: true }).waitFor();
    expect(await row.textContent()).toContain(`${shown(DAY_1)} – `);
    expect(await listRow(page, `[CLONE] ${name}`).getByText('Brouillon', { exact: true }).count()).toBe(1);
    await screenshot(page, 'events-list');

    expect(errors).toEqual([]);
  });
});
