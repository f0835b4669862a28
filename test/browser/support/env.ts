/**
 * Where the browser tests find the preview and the browser. Shared by playwright.config.ts, the
 * tests and the benchmark, so that all three agree on one port and one Chromium.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fixed port of its own, so a preview started by hand on 8080 does not get in the way. */
export const PORT = Number(process.env.OSSATURE_TEST_PORT ?? 8181);

/** The preview's database for the browser run; `--reset` empties and reseeds it at each start. */
export const TEST_DB = join(tmpdir(), `ossature-browser-${PORT}.db`);

/**
 * The preview's rate limits under the browser tests (docs/reference-api.md 'Rate limits'): every
 * request of the suite, the browser's and the test support's, comes from the loopback address,
 * and the seeded users log in from both flavours' tests, so per-IP counts are off and logins
 * wide; so are password resets, which several specs ask for the seeded first-login account in
 * both flavours (each limit's 429 is proven in test/reference-api/rate-limits.test.ts). The other
 * limits keep their defaults: the tests use fresh accounts and addresses, and
 * too-many-requests.spec.ts runs into the share's.
 */
export const PREVIEW_LIMITS = {
  OSSATURE_LIMIT_EXEMPT_IPS: '127.0.0.1,::1,::ffff:127.0.0.1',
  OSSATURE_LIMIT_LOGIN: '1000/15m',
  OSSATURE_LIMIT_RESET: '100/15m',
};

/** Debian's Chromium (Playwright's own browser cannot be downloaded here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that work on this machine (DESIGN.md §9); Playwright adds the headless one. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * What every Playwright run here uses, the browser tests' and the WordPress journeys'. Clicks,
 * navigations and waits for an event (a new window, a download) are bounded: without these, a wait
 * on something that never comes holds its test until the test's timeout, whose report says
 * nothing of the step (a CI run was lost that way). Bounds, not timings.
 */
export const BROWSER_USE = {
  actionTimeout: 20_000,
  navigationTimeout: 30_000,
  browserName: 'chromium',
  locale: 'fr-FR',
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  // No trace: recording one for every test (a DOM snapshot per action) took a sixth of the suite's
  // time (psi-library + keyboard-focus specs: 112–131 s with, 93–102 s without, both cores busy),
  // and CI's fresh clone keeps none of it. A failure still leaves its screenshot and the page's
  // error context under test-results/; `npx playwright test --trace retain-on-failure …` records
  // traces when a failure needs one.
  trace: 'off',
  screenshot: 'only-on-failure',
} as const;

export type Flavour = 'preact' | 'react';
export const FLAVOURS: Flavour[] = ['preact', 'react'];

/** The page hosts of the preview, by site. */
export const SITE_HOSTS = {
  main: 'site.localhost',
  plancher: 'plancher.localhost',
  carbone: 'carbone.localhost',
} as const;
export type SiteKey = keyof typeof SITE_HOSTS;

export const API_HOSTS: Record<SiteKey, string> = {
  main: 'api.site.localhost',
  plancher: 'api.plancher.localhost',
  carbone: 'api.carbone.localhost',
};

export const MAIL_HOST = 'mail.localhost';

export const originOf = (host: string, port = PORT) => `http://${host}:${port}`;
