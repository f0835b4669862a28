import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { filesOf, TOOL_PAGES, weigh, type ManifestChunk } from '@/test/perf/scenarios';
import { expect, test } from './support/fixtures';

/**
 * The size report counts what a browser receives: for a tool page's first visit, the
 * files it fetches until idle are the report's scenario, each body as many bytes as the report
 * says for gzip (the budgets' encoding; under 1 KB a file comes uncompressed).
 */

/** The build's files the page fetched so far, with the bytes each body took on the wire. */
function fetchedFiles(page: Page) {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => /\/dist\/\w+\/(chunks\/[\w.-]+\.js|ossature\.js)$/.test(r.name))
      .map((r) => ({ file: r.name.replace(/.*\/dist\/\w+\//, ''), bytes: r.encodedBodySize })),
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

const PAGES = [
  { scenario: TOOL_PAGES.library, path: '/bibliotheque/', ready: 'Pour commencer veuillez sélectionner une valeur' },
  // The first question is there once the device check, ky and the first call have come: without
  // it, a loaded machine's pause before the first call passed for network idle (ky was missing).
  { scenario: TOOL_PAGES.questionnaire, path: '/evaluer-le-psi-dun-rupteur/', ready: 'Plancher intermédiaire' },
];

for (const { scenario, path, ready } of PAGES) {
  test(`${scenario.name}: a first visit receives what the size report counts`, async ({ page, visit, flavour }) => {
    const dir = `dist/${flavour}`;
    const chunks = JSON.parse(readFileSync(`${dir}/manifest.json`, 'utf8')) as ManifestChunk[];
    await page.setExtraHTTPHeaders({ 'accept-encoding': 'gzip' });
    const site = await visit('main', path);
    await expect(site.page.getByText(ready).first()).toBeVisible();
    await settle(page);
    const fetched = await fetchedFiles(page);
    expect(fetched.map((f) => f.file).sort()).toEqual([...filesOf(chunks, scenario.modules)].sort());
    for (const { file, bytes } of fetched) expect(bytes, file).toBe(weigh(dir, file).received.gzip);
  });
}
