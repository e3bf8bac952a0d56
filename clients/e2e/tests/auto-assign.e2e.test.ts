import type { Browser, BrowserContext } from 'playwright-core';
import { BASE_URL, consoleErrors, launchBrowser, screenshot, seriousA11yViolations } from './browser';
import { api, demoToken, signInOrganizer } from './seed';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** 2031-08-15 / 16 in Zurich (UTC+2): an hour local time, as ISO. */
const at = (day: number, hour: number) => new Date(Date.UTC(2031, 7, day, hour - 2)).toISOString();

/**
 * A published event whose sign-up form asks for available days and ranked preferred positions: Bar and
 * Caisse, one slot each day, one more volunteer wanted than will sign up on the Friday's Bar.
 */
async function festival(token: string, name: string) {
  const { me } = await api(`{ me { activeOrganization { slug } } }`, {}, token);
  const { createEvent } = await api(
    `mutation($input: EventInput!) { createEvent(input: $input) { id uuid } }`,
    {
      input: {
        name,
        description: 'Deux jours au bord du lac',
        responsable: 'Camille Demo',
        email: 'benevoles@festival-demo.ch',
        days: [
          { startsAt: at(15, 8), endsAt: at(15, 23) },
          { startsAt: at(16, 8), endsAt: at(16, 23) },
        ],
      },
    },
    token,
  );
  const positions: Record<string, string> = {};
  for (const positionName of ['Bar', 'Caisse']) {
    const { createPosition } = await api(`mutation($input: PositionInput!) { createPosition(input: $input) { id } }`, { input: { eventId: createEvent.id, name: positionName } }, token);
    positions[positionName] = createPosition.id;
  }
  const slots: Record<string, string> = {};
  for (const [key, position, day, from, to, required] of [
    ['barSat', 'Bar', 15, 10, 14, 3],
    ['caisseSat', 'Caisse', 15, 14, 18, 2],
    ['barSun', 'Bar', 16, 10, 14, 2],
  ] as const) {
    const { createTimeSlot } = await api(
      `mutation($input: TimeSlotInput!) { createTimeSlot(input: $input) { id } }`,
      { input: { positionId: positions[position], startTime: at(day, from), endTime: at(day, to), requiredVolunteerCount: required } },
      token,
    );
    slots[key] = createTimeSlot.id;
  }
  await api(
    `mutation($eventId: ID!, $fields: [FormFieldInput!]!) { saveEventForm(eventId: $eventId, fields: $fields) { id } }`,
    {
      eventId: createEvent.id,
      fields: [
        { baseAttribute: 'availability', isRequired: true, label: '' },
        { baseAttribute: 'preferred_positions', isRequired: false, label: '' },
      ],
    },
    token,
  );
  await api(`mutation($id: ID!) { publishEvent(id: $id) { id } }`, { id: createEvent.id }, token);
  return { ...createEvent, slug: me.activeOrganization.slug as string, positions, slots };
}

describe('auto-assignment', () => {
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    for (const context of contexts.splice(0)) {
      const open = context.pages()[0];
      if (open && !open.isClosed()) await screenshot(open, 'auto-assign-last-page').catch(() => undefined);
      await context.close();
    }
  });

  it('a volunteer gives days and preferred positions on a phone; the organizer computes, edits and applies a proposal', async () => {
    const token = await demoToken();
    const stamp = Date.now();
    const event = await festival(token, `Fête du lac ${stamp}`);
    const url = `${BASE_URL}/o/${event.slug}/e-cal/${event.uuid}`;

    // A visitor on a phone: the Friday's Bar, available Friday only, Caisse then Bar.
    const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'fr-CH', timezoneId: 'Europe/Zurich' });
    contexts.push(phone);
    const visitorPage = await phone.newPage();
    const visitorErrors = consoleErrors(visitorPage);
    await visitorPage.goto(url);
    await visitorPage.getByRole('checkbox', { name: /^Choisir / }).first().check();
    await visitorPage.getByRole('button', { name: 'Continuer' }).click();
    await visitorPage.getByLabel(/^Prénom( \*)?$/).fill('Léa');
    await visitorPage.getByLabel(/^Nom( \*)?$/).fill('Rochat');
    await visitorPage.getByLabel(/^E-mail( \*)?$/).fill(`lea.${stamp}@example.org`);
    await visitorPage.getByLabel(/^Confirmation de l'e-mail( \*)?$/).fill(`lea.${stamp}@example.org`);
    await visitorPage.getByRole('switch', { name: /vendredi 15\.08\.2031/i }).check();
    await visitorPage.getByLabel('De, vendredi 15.08.2031').selectOption('09:00');
    await visitorPage.getByLabel('À, vendredi 15.08.2031').selectOption('19:00');
    const chooser = visitorPage.getByRole('combobox', { name: /1er choix/ });
    await chooser.selectOption({ label: 'Caisse' });
    await visitorPage.getByRole('button', { name: 'Ajouter comme 1er choix' }).click();
    await visitorPage.getByRole('combobox', { name: /2e choix/ }).selectOption({ label: 'Bar' });
    await visitorPage.getByRole('button', { name: 'Ajouter comme 2e choix' }).click();
    await visitorPage.getByRole('list', { name: 'Vos choix, du préféré au moins préféré' }).getByText('Caisse').waitFor();
    await screenshot(visitorPage, 'auto-assign-signup-preferences-phone');
    expect(await seriousA11yViolations(visitorPage)).toEqual([]);
    await visitorPage.getByLabel(/^J'accepte que mes données soient transmises/).check();
    await visitorPage.getByRole('button', { name: 'Valider mon inscription' }).click();
    await visitorPage.getByRole('heading', { name: 'Merci Léa, votre inscription est enregistrée !' }).waitFor();
    expect(visitorErrors).toEqual([]);

    // Three more volunteers through the API: Saturday only (Bar first), both days, Friday morning only.
    const others = [
      { firstName: 'Marc', lastName: 'Favre', slot: event.slots.barSun, availability: [{ day: '2031-08-16', from: '08:00', to: '20:00' }], preferred: [event.positions.Bar] },
      { firstName: 'Nina', lastName: 'Keller', slot: event.slots.barSat, availability: [{ day: '2031-08-15', from: '08:00', to: '23:00' }, { day: '2031-08-16', from: '08:00', to: '23:00' }], preferred: [event.positions.Caisse, event.positions.Bar] },
      { firstName: 'Paul', lastName: 'Rey', slot: event.slots.barSat, availability: [{ day: '2031-08-15', from: '09:00', to: '13:00' }], preferred: [] },
    ];
    for (const person of others) {
      const email = `${person.firstName.toLowerCase()}.${stamp}@example.org`;
      await api(`mutation($input: SignUpInput!) { signUp(input: $input) { id } }`, {
        input: {
          eventUuid: event.uuid,
          firstName: person.firstName,
          lastName: person.lastName,
          email,
          emailConfirmation: email,
          policyAccepted: true,
          slotIds: [person.slot],
          availability: person.availability,
          preferredPositionIds: person.preferred,
        },
      });
    }

    // The organizer, on a desktop: assignment screen -> auto-assignment -> compute.
    const desk = await browser.newContext({ viewport: DESKTOP, locale: 'fr-CH', timezoneId: 'Europe/Zurich' });
    contexts.push(desk);
    const page = await desk.newPage();
    const errors = consoleErrors(page);
    await signInOrganizer(page);
    await page.goto(`${BASE_URL}/events/assign/${event.id}`);
    await page.getByRole('link', { name: 'Répartition automatique' }).click();
    await page.getByRole('heading', { name: /Répartition automatique/ }).first().waitFor();
    await page.getByRole('button', { name: 'Calculer une proposition' }).click();
    await page.getByText('Places remplies').waitFor();
    expect(await page.getByText('3 sur 3').count()).toBe(1);
    // Léa (Friday 09-19, Caisse first) gets the Friday's Caisse as her first preference.
    await page.getByText(/Préférence n°1/).first().waitFor();
    await screenshot(page, 'auto-assign-proposal-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // By volunteer, then remove Léa's proposed shift before applying.
    const removeButtons = page.getByRole('button', { name: /^Retirer Léa Rochat de / });
    const proposedForLea = await removeButtons.count();
    expect(proposedForLea).toBeGreaterThan(0);
    const total = Number(/\((\d+) inscriptions?\)/.exec((await page.getByRole('button', { name: /^Appliquer \(/ }).textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(proposedForLea);
    await removeButtons.first().click();
    await page.getByText(/1 affectation retirée/).waitFor();
    await page.getByRole('button', { name: `Appliquer (${total - 1} inscription${total - 1 > 1 ? 's' : ''})` }).click();
    const dialog = page.getByRole('dialog', { name: 'Appliquer la proposition ?' });
    await dialog.getByRole('button', { name: 'Appliquer' }).click();
    await page.getByText(new RegExp(`^${total - 1} inscriptions? créées?$`)).waitFor();
    await page.waitForURL(`${BASE_URL}/events/assign/${event.id}`);

    const { event: after } = await api(
      `query($id: ID!) { event(id: $id) { positions { timeSlots { participants { firstName } } } } }`,
      { id: event.id },
      token,
    );
    const people = (after.positions as Array<{ timeSlots: Array<{ participants: Array<{ firstName: string }> }> }>).flatMap((position) =>
      position.timeSlots.flatMap((slot) => slot.participants.map((participant) => participant.firstName)),
    );
    // The 4 sign-ups and what was applied.
    expect(people).toHaveLength(4 + total - 1);

    // The same screen on a phone.
    const small = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'fr-CH', timezoneId: 'Europe/Zurich' });
    contexts.push(small);
    const phonePage = await small.newPage();
    await signInOrganizer(phonePage);
    await phonePage.goto(`${BASE_URL}/events/assign/${event.id}/auto`);
    await phonePage.getByRole('button', { name: 'Calculer une proposition' }).waitFor();
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await screenshot(phonePage, 'auto-assign-phone');
    expect(errors).toEqual([]);
  });
});
