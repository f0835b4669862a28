import type { Locator, Page } from '@playwright/test';
import { CARBON_PATH, fillStep1 as carbonStep1, answerPredalle, estimate } from './support/carbon';
import { expect, test } from './support/fixtures';
import { configure, FLOOR_COPY, FLOOR_PATH, island as floorIsland } from './support/floor';
import { LIBRARY_PATH } from './support/library';
import { expectWholeLabels, walkLoggedOutPopups, walkMenu } from './support/account-fit';
import { registerToolsUser } from './support/api';
import { outsideTheScreen, PHONE } from './support/phone';
import { answerFirstChoicesUntilResult, TOOL_PATHS } from './support/thermal';
import type { SiteKey } from './support/env';

test.skip(({ flavour }) => flavour !== 'preact', 'the same stylesheets in both flavours');

/**
 * The islands' text follows the browser's default font size. Chromium's own
 * setting (Settings › Appearance › Font size) is set through the DevTools protocol
 * (`Page.setFontSizes`, the preference the settings page writes): 24 px instead of 16. Each tool's
 * text is then 1.5 times larger, and nothing of it sticks out of a 390 px wide phone screen.
 */
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

const LARGER = 24;

/** The browser's default font size, as a visitor sets it. */
async function setDefaultFontSize(page: Page, px: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px } });
}

const fontSize = (target: Locator) => target.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

interface Tool {
  name: string;
  site: SiteKey;
  path: string;
  island: string;
  /** Texts to measure: a heading and running text, each by a selector in the island. */
  texts: string[];
  /** A box of the island that scrolls on its own (a table), if any. */
  scroller?: string;
}

const TOOLS: Tool[] = [
  {
    name: 'thermal questionnaire',
    site: 'main',
    path: TOOL_PATHS.thermal,
    island: 'thermal-break',
    texts: ['.oss-quiz__title', '.oss-quiz__choice-label'],
  },
  {
    name: 'psi library',
    site: 'main',
    path: LIBRARY_PATH,
    island: 'psi-library',
    texts: ['.oss-lib__title', '.oss-lib-panel__toggle'],
  },
  {
    name: 'floor configurator',
    site: 'plancher',
    path: FLOOR_PATH,
    island: 'floor-configurator',
    texts: ['.oss-floor__heading', 'label'],
  },
  {
    name: 'carbon tunnel',
    site: 'carbone',
    path: CARBON_PATH,
    island: 'carbon-simulator',
    texts: ['.oss-tunnel__heading', 'label'],
  },
];

async function sizes(page: Page, tool: Tool): Promise<number[]> {
  const island = page.locator(`[data-widget="${tool.island}"]`);
  const found: number[] = [];
  for (const selector of tool.texts) {
    const text = island.locator(selector).first();
    await expect(text).toBeVisible();
    found.push(await fontSize(text));
  }
  return found;
}

for (const tool of TOOLS) {
  test(`${tool.name}: the text grows with the browser's font size, within a 390 px screen`, async ({ visit, page }) => {
    await visit(tool.site, tool.path);
    const before = await sizes(page, tool);
    await setDefaultFontSize(page, LARGER);
    await page.reload();
    const after = await sizes(page, tool);
    for (const [i, size] of after.entries())
      expect(size / before[i]!, `${tool.texts[i]}: ${before[i]} px → ${size} px`).toBeCloseTo(LARGER / 16, 2);
    const island = page.locator(`[data-widget="${tool.island}"]`);
    expect(await outsideTheScreen(island, tool.scroller ?? ':not(*)'), 'outside the screen').toEqual([]);
  });
}

test("thermal result: its text at the browser's larger font size, within a 390 px screen", async ({ visit, page }) => {
  await visit('main', TOOL_PATHS.thermal);
  await setDefaultFontSize(page, LARGER);
  await page.reload();
  await answerFirstChoicesUntilResult(page);
  const island = page.locator('[data-widget="thermal-break"]');
  const name = island.locator('.oss-tb-product__name');
  await expect(name).toBeVisible();
  const base = await island.locator('.oss-tb-result__view').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(base).toBe(LARGER);
  expect(await outsideTheScreen(island, ':not(*)'), 'outside the screen').toEqual([]);
});

test("floor and carbon results: their text at the browser's larger font size, within a 390 px screen", async ({
  visit,
  page,
}) => {
  test.setTimeout(60_000);
  await visit('plancher', FLOOR_PATH);
  await setDefaultFontSize(page, LARGER);
  await page.reload();
  await configure(page, 'several');
  const floor = floorIsland(page);
  await expect(floor.getByRole('heading', { name: FLOOR_COPY.results })).toBeVisible();
  expect(await fontSize(floor.locator('.oss-floor'))).toBe(LARGER);
  expect(await outsideTheScreen(floor, '.oss-floor-table-wrap'), 'floor results outside the screen').toEqual([]);
  await floor.getByRole('button', { name: FLOOR_COPY.seeDetail }).first().click();
  await expect(floor.getByRole('button', { name: FLOOR_COPY.previousPage })).toBeVisible();
  expect(await outsideTheScreen(floor, '.oss-floor-table-wrap'), 'floor detail outside the screen').toEqual([]);

  await visit('carbone', CARBON_PATH);
  await page.reload();
  await carbonStep1(page, '69007', 'Texte agrandi');
  await answerPredalle(page);
  const carbon = page.locator('[data-widget="carbon-simulator"]');
  expect(await outsideTheScreen(carbon, ':not(*)'), 'carbon step 2 outside the screen').toEqual([]);
  await estimate(page);
  expect(await fontSize(carbon.locator('.oss-tunnel'))).toBe(LARGER);
  expect(await outsideTheScreen(carbon, '.oss-carbon-chart__scroll'), 'carbon results outside the screen').toEqual([]);
});

/**
 * The header and the account popups at the browser's larger font size, from the narrowest phone
 * up: the header folds its buttons rather than pushing one out of the screen.
 */
for (const site of ['main', 'plancher'] as const) {
  test(`${site}: header and account popups at the larger font size, 320 to 414 px`, async ({ visit, page }) => {
    test.setTimeout(90_000);
    const home = await visit(site, '/');
    await setDefaultFontSize(page, LARGER);
    for (const width of [320, 360, 390, 414]) {
      await page.setViewportSize({ width, height: PHONE.height });
      await page.reload();
      await home.expectLoggedOut();
      expect(await outsideTheScreen(home.header, ':not(*)', width), `header at ${width} px`).toEqual([]);
      await expectWholeLabels(home.header, `header at ${width} px`);
      await walkLoggedOutPopups(home, width);
    }
  });
}

test('plancher: the logged-in header, its menu and the logout popup at the larger font size, 320 px', async ({
  visit,
  page,
}) => {
  const account = await registerToolsUser('plancher', 'Léa');
  await page.setViewportSize({ width: 320, height: PHONE.height });
  const home = await visit('plancher', '/');
  await setDefaultFontSize(page, LARGER);
  await page.reload();
  await home.openLogin();
  await home.emailField.fill(account.email);
  await home.passwordField.fill(account.password);
  await home.submitButton.click();
  await home.expectGreets(account.firstname);
  await expectWholeLabels(home.header, 'header, logged in');
  await walkMenu(home, account.firstname, 320);
});
