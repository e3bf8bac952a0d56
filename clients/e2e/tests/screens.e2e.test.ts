import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, guardedPage, launchBrowser, screenshot, seriousA11yViolations, VIEWPORTS } from './browser';
import { DEMO, demoToken, seedEvent, type SeededEvent, signInOrganizer } from './seed';

/**
 * Every screen a user can reach, as a new user would see it (issue 10): at desktop and phone sizes,
 * each page loads without a console error, an uncaught error or a refused API call, and has no
 * serious or critical accessibility violation (axe-core, WCAG 2.1 AA). Screenshots land in
 * clients/e2e/artifacts/screens/.
 */

let browser: Browser;
let event: SeededEvent;
let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;

beforeAll(async () => {
  browser = await launchBrowser();
  event = await seedEvent(await demoToken());
  // One sign-in through the form; every organizer page then opens with that session.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInOrganizer(page);
  storageState = await context.storageState();
  await context.close();
});
afterAll(() => browser?.close());

const TABS = ['general', 'missions', 'planning', 'configuration', 'validation', 'restrictions', 'actions', 'email', 'checks', 'detail'];

/** Organizer screens: [name, path, a text the screen shows once loaded]. */
function organizerScreens(): Array<[string, string]> {
  return [
    ['dashboard', '/dashboard'],
    ['events-list', '/events/list'],
    ['events-archive', '/events/archive'],
    ['events-new', '/events/new'],
    ['events-calendar', '/events/calendar'],
    ...TABS.map((tab): [string, string] => [`event-${tab}`, `/events/${event.id}?tab=${tab}`]),
    ['planning', `/events/${event.id}/plannig`],
    ['assign', `/events/assign/${event.id}`],
    ['registrations', `/events/volunteers/${event.id}`],
    ['cloning', `/events/cloning/${event.id}`],
    ['volunteers', '/volunteer/list'],
    ['categories', '/volunteer/category'],
    ['attributes', '/volunteer/attributes'],
    ['to-validate', '/participations/to-validate'],
    ['mail-templates', '/communications/templates'],
    ['mail-send', '/communications/send'],
    ['mail-history', '/communications/history'],
    ['profile-user', '/profile/user'],
    ['profile-org', '/profile/org'],
    ['profile-two-factor', '/profile/two-factor'],
    ['subscriptions', '/subscriptions'],
    ['whatsnew', '/infos/whatsnew'],
    ['support', '/infos/support'],
    ['contact', '/infos/contact'],
    ['doc', '/infos/doc'],
    ['doc-article', '/infos/doc/create-event'],
    ['vlog', '/infos/vlog'],
    ['audit-log', '/audit-log'],
    ['soon', '/infos/soon'],
  ];
}

function visitorScreens(): Array<[string, string]> {
  return [
    ['login', '/account/login'],
    ['register', '/account/register'],
    ['reset-password', '/account/reset-password'],
    ['organization', `/o/${DEMO.slug}`],
    ['calendar', `/o/${DEMO.slug}/calendar`],
    ['contact-organization', `/o/${DEMO.slug}/contact`],
    ['sign-up', `/o/${DEMO.slug}/e-cal/${event.uuid}`],
    ['portal-home', '/portal'],
    ['portal-space', event.portalPath],
    ['not-found', '/o/demo/nowhere'],
  ];
}

/** Waits until the page has drawn its content: a heading, no loader left, no request under way. */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 10_000 });
  await page.locator('.mantine-Loader-root').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

async function checkScreens(screens: Array<[string, string]>, size: keyof typeof VIEWPORTS, signedIn: boolean) {
  const context = await browser.newContext({
    viewport: VIEWPORTS[size],
    locale: 'fr-CH',
    timezoneId: 'Europe/Zurich',
    ...(signedIn ? { storageState } : {}),
  });
  const problems: string[] = [];
  try {
    for (const [name, path] of screens) {
      const started = Date.now();
      const guard = await guardedPage(context);
      const marks: number[] = [Date.now()];
      await guard.page.goto(`${BASE_URL}${path}`);
      marks.push(Date.now());
      await settled(guard.page);
      marks.push(Date.now());
      const violations = await seriousA11yViolations(guard.page);
      marks.push(Date.now());
      await screenshot(guard.page, `screens/${size}-${name}`);
      marks.push(Date.now());
      if (process.env.E2E_TIMINGS) console.log(name, marks.slice(1).map((m, i) => m - marks[i]).join(' / '));
      if (violations.length > 0) problems.push(`${name} (${size}): ${violations.join('; ')}`);
      if (guard.console.length > 0) problems.push(`${name} (${size}) console: ${guard.console.join('; ')}`);
      if (guard.refusals.length > 0) problems.push(`${name} (${size}) refused: ${guard.refusals.join('; ')}`);
      // A screen that scrolls sideways on a phone hides part of itself.
      const overflow = await guard.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (size === 'phone' && overflow > 1) problems.push(`${name} (${size}): the page scrolls sideways by ${overflow}px`);
      await guard.page.close();
      if (process.env.E2E_TIMINGS) console.log(`${size} ${name}: ${Date.now() - started} ms`);
    }
  } finally {
    await context.close();
  }
  expect(problems).toEqual([]);
}

describe('every screen, at desktop and phone sizes', () => {
  for (const size of ['desktop', 'phone'] as const) {
    it(`organizer screens (${size}): load cleanly and pass axe`, () => checkScreens(organizerScreens(), size, true), 300_000);
    it(`public, portal and account screens (${size}): load cleanly and pass axe`, () => checkScreens(visitorScreens(), size, false), 120_000);
  }
});
