import { defineConfig } from '@playwright/test';
import { BROWSER_USE } from '@/test/browser/support/env';

/**
 * `npm run test:wordpress`: the plugin in a real WordPress (Debian's 6.1, MariaDB, PHP), set up by
 * test/wordpress/global-setup.ts beside a preview on port 4851, and the journeys of an editor and
 * of visitors on its pages. One worker: the journeys share one WordPress, whose settings (the
 * site's variant) each file sets for itself.
 */
export default defineConfig({
  testDir: 'test/wordpress',
  outputDir: 'test-results/playwright-wordpress',
  globalSetup: './test/wordpress/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Bounds, not timings (playwright.config.ts says why).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['./test/browser/summary-reporter.ts', { file: 'wordpress.summary.json', suite: 'wordpress (playwright)' }],
  ],
  use: { ...BROWSER_USE, viewport: { width: 1280, height: 800 } },
});
