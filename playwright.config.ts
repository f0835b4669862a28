import { defineConfig } from '@playwright/test';
import { BROWSER_USE, PORT, PREVIEW_LIMITS, TEST_DB, type Flavour } from '@/test/browser/support/env';

/**
 * Browser tests (`npm run test:browser`): Debian's Chromium against the preview server, every
 * site variant, both bundle flavours. The preview starts on its own port with a fresh database
 * (`--reset`), and serves the bundle `npm run build` made (`--no-build`).
 */
export default defineConfig<{ flavour: Flavour }>({
  testDir: 'test/browser',
  // Playwright empties its output folder at start: not test-results/ itself, where the other
  // suites leave their summaries for .ci/run.
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  // Three workers on the two cores: a test waits on the page now and then (the spec's delays, the
  // network going quiet), and with two workers the cores were busy 86–88 % of the run; with three,
  // 97 %, and the suite took 371 s instead of 392 (both flavours, same machine, one after the other).
  workers: 3,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Bounds, not timings: they only say when a hang is reported. The Playwright workers, the preview
  // and Chromium share two cores; under that load a login (scrypt on the server) took over 5 s, and
  // a test failed for it. One bound for every expect, set here, as Jest's is (jest-timings.ts).
  timeout: 40_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./test/browser/summary-reporter.ts']],
  use: { ...BROWSER_USE, viewport: { width: 1280, height: 720 } },
  projects: [
    { name: 'preact', use: { flavour: 'preact' } },
    { name: 'react', use: { flavour: 'react' } },
  ],
  webServer: {
    command: 'npx tsx demo-pages/server/main.ts --no-build --reset',
    env: { PORT: String(PORT), PREVIEW_DB: TEST_DB, ...PREVIEW_LIMITS },
    // The bare loopback address serves the preview's map page: the server is up.
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
