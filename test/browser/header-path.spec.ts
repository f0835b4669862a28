import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { MAIN_HOME_IDLE, filesOf, type ManifestChunk } from '@/test/perf/scenarios';
import { expect, test } from './support/fixtures';
import { COPY } from './support/site';

/**
 * What the header's path downloads: before the header is usable, only what it
 * needs; the device check after, without ky; the login popup and ky on intent, not on idle. What a logged-out
 * visit of the main home downloads until idle is the size report's scenario (test/perf/scenarios.ts),
 * so the budget it holds is what a visitor gets.
 */

/** The chunks the page fetched so far (names under `chunks/`, and the loader), by start time. */
function fetchedChunks(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((r) => /\/dist\/\w+\/(chunks\/[\w-]+\.js|ossature\.js)$/.test(r.name))
      .map((r) => ({ file: r.name.replace(/.*\/dist\/\w+\//, ''), start: r.startTime })),
  );
}

/** Waits for the network to go quiet and the browser to be idle twice (what runs on idle has run). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    await page.waitForLoadState('networkidle');
  }
}

test('main home, logged out: until idle it downloads what the size report counts, and no login popup', async ({
  page,
  visit,
  flavour,
}) => {
  const chunks = JSON.parse(readFileSync(`dist/${flavour}/manifest.json`, 'utf8')) as ManifestChunk[];
  const home = await visit('main', '/');
  await home.expectLoggedOut();
  await settle(page);
  const fetched = (await fetchedChunks(page)).map((c) => c.file);
  expect(new Set(fetched).size, 'each file once').toBe(fetched.length);
  expect(fetched.sort()).toEqual([...filesOf(chunks, MAIN_HOME_IDLE.modules)].sort());
});

/** The chunk holding ky: not on the header path, nor on the device check's. */
function kyChunkOf(chunks: ManifestChunk[]): string | undefined {
  const idle = filesOf(chunks, MAIN_HOME_IDLE.modules);
  return [...filesOf(chunks, ['node_modules/ky/distribution/index.js'])].find((f) => !idle.has(f));
}

test("the login popup and ky are fetched when the visitor heads for 'Me connecter'", async ({
  page,
  visit,
  flavour,
}) => {
  const chunks = JSON.parse(readFileSync(`dist/${flavour}/manifest.json`, 'utf8')) as ManifestChunk[];
  const login = [...filesOf(chunks, ['features/account/login/login-dialog.tsx'])].find((f) => f.includes('login-'));
  const ky = kyChunkOf(chunks);
  expect(login).toBeTruthy();
  expect(ky, 'ky has a chunk of its own').toBeTruthy();
  const home = await visit('main', '/');
  await home.expectLoggedOut();
  await settle(page);
  expect((await fetchedChunks(page)).map((c) => c.file)).not.toContain(login);
  expect((await fetchedChunks(page)).map((c) => c.file)).not.toContain(ky);
  await home.header.getByRole('button', { name: COPY.login }).hover();
  await expect
    .poll(async () => (await fetchedChunks(page)).map((c) => c.file))
    .toEqual(expect.arrayContaining([login, ky]));
});

test('main site: the device check waits until the header is usable, and does without ky', async ({
  page,
  visit,
  flavour,
}) => {
  const chunks = JSON.parse(readFileSync(`dist/${flavour}/manifest.json`, 'utf8')) as ManifestChunk[];
  const header = filesOf(chunks, ['src/loader/index.ts', 'src/loader/mount-island.tsx', 'widgets/header/index.ts']);
  const deviceChunk = [...filesOf(chunks, ['src/session/device.ts'])].find((f) => !header.has(f));
  expect(deviceChunk, 'the device check is not on the header path').toBeTruthy();
  const ky = kyChunkOf(chunks);
  let deviceCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/device/')) deviceCalls++;
  });
  // The first frame in which 'Me connecter' is in the page: when the header became usable.
  await page.addInitScript(() => {
    const look = () => {
      const button = document.querySelector('[data-widget="header"]')?.shadowRoot?.querySelector('button');
      if (button) (window as unknown as { __usable: number }).__usable = performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const home = await visit('main', '/');
  await home.expectLoggedOut();
  await settle(page);
  const ready = await page.evaluate(() => (window as unknown as { __usable: number }).__usable);
  const fetched = await fetchedChunks(page);
  const device = fetched.find((c) => c.file === deviceChunk);
  expect(device, 'the device check is fetched').toBeTruthy();
  expect(device!.start).toBeGreaterThan(ready);
  expect(deviceCalls).toBeGreaterThan(0);
  expect(
    fetched.map((c) => c.file),
    'ky is not fetched for the device check',
  ).not.toContain(ky);
});
