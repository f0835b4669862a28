import { expect, test } from '@playwright/test';
import { fillStep1, island } from '@/test/browser/support/floor';
import type { WpClient } from './wp-http';
import { adminFor, BUNDLE, loaderScripts, preloadFor, preloadLinks, publishPage, served } from './support';

/** The same WordPress set for the floor configurator site (variant plancher). */
let wp: WpClient;

test.beforeAll(async () => {
  wp = await adminFor('plancher');
});

test("the site's blocks are offered, the others kept for old content only", async () => {
  const supports = async (kind: string) =>
    (await wp.rest<{ supports: { inserter?: boolean } }>(`/wp/v2/block-types/ossature/${kind}`)).supports.inserter;
  expect(await supports('floor-configurator')).toBe(true);
  expect(await supports('register')).toBe(true);
  expect(await supports('thermal-break')).toBe(false);
  expect(await supports('carbon-simulator')).toBe(false);
});

test('a floor configurator page: step 1 filled, step 2 shown', async ({ page }) => {
  const url = await publishPage(
    wp,
    'Configurer un plancher',
    '<!-- wp:ossature/header /-->\n<!-- wp:ossature/floor-configurator /-->',
  );
  const html = await served(wp, url);
  expect(html).toContain('"variant":"plancher"');
  expect(loaderScripts(html)).toHaveLength(1);
  expect(preloadLinks(html)).toEqual([`${BUNDLE}ossature.js`, ...preloadFor(['header', 'floor-configurator'])]);
  await page.goto(url);
  await expect(island(page).getByText('Étape 1 sur 2')).toBeVisible();
  await fillStep1(page, '69003', 'Maison WordPress');
});
