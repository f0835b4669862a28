/**
 * What `npm run cls` and `npm run heights` share: the demo pages they visit, the seeded users with
 * histories they log in, and how they wait for a page's first state. Import it after setting
 * OSSATURE_TEST_PORT (the browser tests' helpers read the preview's port when loaded).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { SITE_HOSTS } from '@/test/browser/support/env';
import { MAIN_ACCOUNTS, type Account } from '@/test/browser/support/api';
import { SitePage } from '@/test/browser/support/site';

export type SiteKey = keyof typeof SITE_HOSTS;
export const SITES = Object.keys(SITE_HOSTS) as SiteKey[];

/**
 * The seeded users whose personal spaces are full (demo-pages/reference-api/seed.ts): Sophie
 * Bernard's main-site histories, Luc Martin's floor and carbon simulations (one account for the
 * two tool sites). An empty history would measure the shortest page, not the usual one.
 */
const TOOLS_USER: Account = {
  email: 'luc.martin@exemple.fr',
  password: 'Plancher-2026!',
  firstname: 'Luc',
  lastname: 'Martin',
};
export const SEEDED_USERS: Record<SiteKey, Account> = {
  main: MAIN_ACCOUNTS.updated,
  plancher: TOOLS_USER,
  carbone: TOOLS_USER,
};

/** The pages a logged-in visitor is measured on, on each site. */
export const LOGGED_IN_PATHS = ['/', '/espace-personnel/'];

/** Logs in through the site's header on its home page, in this context (the browser tests' steps). */
export async function logIn(context: BrowserContext, site: SiteKey, flavour: 'preact' | 'react'): Promise<void> {
  const page = await context.newPage();
  await (await new SitePage(page, site, flavour).open('/')).login(SEEDED_USERS[site]);
  await page.close();
}

/**
 * Waits until the page has shown what it shows without an input: the network quiet, what runs on
 * idle run, and no island still showing a spinner.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    await page.waitForLoadState('networkidle');
  }
  await page.locator('[data-widget] .oss-spinner').first().waitFor({ state: 'detached' });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}
