import { expect, test } from './support/fixtures';
import type { SiteKey } from './support/env';

const SITES: SiteKey[] = ['main', 'plancher', 'carbone'];

for (const site of SITES) {
  test(`${site}: the header mounts, logged out, from the chosen flavour`, async ({ visit, page, flavour }) => {
    const home = await visit(site, '/');
    await home.expectLoggedOut();
    await expect(home.header).toHaveAttribute('data-widget-mounted', '');
    const loaded = await page.evaluate(() => ({
      scripts: performance
        .getEntriesByType('resource')
        .map((r) => new URL(r.name).pathname)
        .filter((p) => p.endsWith('/ossature.js')),
      marks: performance.getEntriesByType('mark').map((m) => m.name),
      version: window.Ossature?.version,
    }));
    expect(loaded.scripts).toEqual([`/dist/${flavour}/ossature.js`]);
    expect(loaded.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(loaded.marks).toEqual(
      expect.arrayContaining(['ossature:start', 'ossature:session:hydrated', 'ossature:mounted:header']),
    );
  });
}
