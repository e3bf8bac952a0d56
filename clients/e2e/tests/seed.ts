import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, VIEWPORTS } from './browser';
import { mailsTo } from './mail-sink';

export const DEMO = { email: 'demo@benevo.local', password: 'benevo-demo', slug: 'demo' };

/** Signs the demo organizer in through the login form on this page; it ends on the dashboard. */
export async function signInOrganizer(page: Page): Promise<void> {
  await page.goto(`${BASE_URL}/account/login`);
  await page.getByLabel("E-mail ou nom d'utilisateur").fill(DEMO.email);
  await page.getByLabel('Mot de passe').fill(DEMO.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(`${BASE_URL}/dashboard`);
}

/** A desktop context (French, Zurich) of the demo organizer, signed in through the login form. */
export async function signedInOrganizer(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'fr-CH', timezoneId: 'Europe/Zurich' });
  const page = await context.newPage();
  await signInOrganizer(page);
  await page.close();
  return context;
}

/** A GraphQL call as an integrator would make it (API token, no cookie). */
export async function api<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Token ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(body.errors)}`);
  return body.data as T;
}

export async function demoToken(): Promise<string> {
  const response = await fetch(`${BASE_URL}/apis/authentication/v1/login-token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO.email, password: DEMO.password }),
  });
  return ((await response.json()) as { token: string }).token;
}

export interface SeededEvent {
  id: string;
  uuid: string;
  name: string;
  slotIds: string[];
  /** The portal link path of the first volunteer who signed up. */
  portalPath: string;
}

/** 2031-09-12 in Zurich (UTC+2): an hour local time, as ISO. */
const at = (day: number, hour: number) => new Date(Date.UTC(2031, 8, day, hour - 2)).toISOString();

/**
 * A published event of the demo organization with a sector, two positions, slots on two days, two
 * volunteers signed up (one in a group), a category, a custom attribute and a mail template: every
 * organizer screen then has something to show.
 */
export async function seedEvent(token: string, name = `Fête des vendanges ${Date.now()}`): Promise<SeededEvent> {
  const { createEvent } = await api(
    `mutation($input: EventInput!) { createEvent(input: $input) { id uuid } }`,
    {
      input: {
        name,
        description: 'La fête du village',
        responsable: 'Camille Demo',
        email: 'benevoles@festival-demo.ch',
        days: [
          { startsAt: at(12, 8), endsAt: at(12, 22) },
          { startsAt: at(13, 8), endsAt: at(13, 22) },
        ],
        configuration: { enableGroupRegistrations: true },
      },
    },
    token,
  );
  const { createSector } = await api(`mutation($input: SectorInput!) { createSector(input: $input) { id } }`, { input: { eventId: createEvent.id, name: 'Accueil' } }, token);
  const positions: string[] = [];
  for (const positionName of ['Bar', 'Caisse']) {
    const { createPosition } = await api(
      `mutation($input: PositionInput!) { createPosition(input: $input) { id } }`,
      { input: { eventId: createEvent.id, name: positionName, sectorId: createSector.id } },
      token,
    );
    positions.push(createPosition.id);
  }
  const slotIds: string[] = [];
  for (const [position, day, from, to] of [
    [positions[0], 12, 10, 12],
    [positions[0], 12, 12, 14],
    [positions[1], 13, 9, 11],
  ] as const) {
    const { createTimeSlot } = await api(
      `mutation($input: TimeSlotInput!) { createTimeSlot(input: $input) { id } }`,
      { input: { positionId: position, startTime: at(day, from), endTime: at(day, to), requiredVolunteerCount: 6 } },
      token,
    );
    slotIds.push(createTimeSlot.id);
  }
  await api(`mutation($id: ID!) { publishEvent(id: $id) { id } }`, { id: createEvent.id }, token);
  const stamp = Date.now();
  const people = [
    { firstName: 'Anna', lastName: 'Keller', email: `anna.${stamp}@example.org`, slotIds: [slotIds[0]] },
    { firstName: 'Luc', lastName: 'Martin', email: `luc.${stamp}@example.org`, slotIds: [slotIds[2]], groupSize: 3, groupName: 'Les Martin' },
  ];
  for (const person of people) {
    await api(`mutation($input: SignUpInput!) { signUp(input: $input) { id } }`, {
      input: { eventUuid: createEvent.uuid, emailConfirmation: person.email, policyAccepted: true, ...person },
    });
  }
  const stampName = String(stamp).slice(-6);
  await api(`mutation($input: VolunteerCategoryInput!) { createVolunteerCategory(input: $input) { id } }`, { input: { name: `Habitués ${stampName}` } }, token).catch(() => undefined);
  // The confirmation mail carries the volunteer's personal link (the token is never in an API answer).
  const [confirmation] = await mailsTo(people[0].email);
  const portalPath = /\/portal\/t\/[\w-]+/.exec(confirmation?.text ?? '')?.[0];
  if (!portalPath) throw new Error(`no portal link in the confirmation mail to ${people[0].email}`);
  return { id: createEvent.id, uuid: createEvent.uuid, name, slotIds, portalPath };
}
