import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:4000').replace(/\/$/, '');
export const ARTIFACTS = path.resolve(__dirname, '..', 'artifacts');

/**
 * Debian's chromium, headless, without the background traffic this closed network refuses. `extraArgs`
 * for a test that needs more (the scan stand's fake camera).
 */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/** Keeps a screenshot under clients/e2e/artifacts/ (a CI artifact, git-ignored). */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Collects the page's console errors, so a test can assert there were none. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A refused request is reported by the network guard below, with its status and whether it was expected.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * What went wrong on a page: console errors, uncaught page errors, and API answers that refused
 * (HTTP 4xx/5xx, or a GraphQL answer carrying errors). A test that provokes a refusal on purpose
 * says so with `expectRefusals`; anything else fails the test in `assertClean`.
 */
export class PageGuard {
  readonly console: string[];
  readonly refusals: string[] = [];
  private expected = 0;

  constructor(readonly page: Page) {
    this.console = consoleErrors(page);
    page.on('response', async (response) => {
      const url = response.url();
      if (!url.startsWith(BASE_URL)) return;
      const path = url.slice(BASE_URL.length);
      if (!/^\/(graphql|apis|accounts|dev)/.test(path)) return;
      let problem: string | null = response.status() >= 400 ? `HTTP ${response.status()}` : null;
      if (!problem && path.startsWith('/graphql')) {
        const body = (await response.json().catch(() => null)) as { errors?: Array<{ message: string }> } | null;
        if (body?.errors?.length) problem = `GraphQL ${body.errors.map((error) => error.message).join('; ')}`;
      }
      if (problem) this.refusals.push(`${response.request().method()} ${path}: ${problem}`);
    });
  }

  /** The test provokes `count` refused API calls on purpose (bad input, a wrong password). */
  expectRefusals(count = 1): void {
    this.expected += count;
  }

  assertClean(label = ''): void {
    expect({ label, console: this.console }).toEqual({ label, console: [] });
    expect({ label, refusals: this.refusals.length > this.expected ? this.refusals : [] }).toEqual({ label, refusals: [] });
  }
}

/** A new page of the context, guarded. */
export async function guardedPage(context: BrowserContext): Promise<PageGuard> {
  return new PageGuard(await context.newPage());
}

/** The phone and desktop sizes every screen is checked at. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * axe-core on the page as it is (WCAG 2.1 A and AA rules): the serious and critical violations, one
 * line each, for an assertion that lists them when it fails.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself: the default opens a blank page per analysis to merge
  // frame results, three times slower, for frames these screens do not have (the mailbox iframe aside).
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(' | ')}`);
}
