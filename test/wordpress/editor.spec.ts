import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { WpClient } from './wp-http';
import { adminFor, adminLogin, openEditor, served, skipWelcomeGuide } from './support';

/**
 * The block editor of a WordPress set for the main site: the inserter offers the Ossature blocks
 * of that site only, with their French summaries; a block shows a clear placeholder and controls
 * for its documented values; saving writes the block, and the page renders the placeholder.
 */
let wp: WpClient;

test.beforeAll(async () => {
  wp = await adminFor('main');
  await skipWelcomeGuide(wp);
});

const MAIN_KINDS = ['header', 'personal-space', 'sso-landing', 'thermal-break', 'psi-library'];
/** The block's title in the editor: the catalogue's French title of its kind. */
const catalogue: { kind: string; title: string }[] = JSON.parse(
  readFileSync('demo-pages/server/catalogue.json', 'utf8'),
);
const titleOf = (kind: string) => `Ossature – ${catalogue.find((entry) => entry.kind === kind)!.title}`;

test("the inserter lists the site's Ossature blocks; one inserted, set and saved", async ({ page }) => {
  await adminLogin(page);
  await openEditor(page, '/wp-admin/post-new.php?post_type=page');

  await page.getByRole('button', { name: 'Toggle block inserter' }).click();
  await page.getByRole('searchbox').fill('Ossature');
  const offered = page.getByRole('listbox').getByRole('option');
  await expect(offered.first()).toBeVisible();
  const titles = (await offered.allTextContents()).map((t) => t.trim()).sort();
  expect(titles).toEqual(MAIN_KINDS.map(titleOf).sort());

  await offered.filter({ hasText: titleOf('header') }).hover();
  await expect(page.getByText(/^L'entrée du compte/).first()).toBeVisible();
  await offered.filter({ hasText: titleOf('header') }).click();

  const block = page.locator('.ossature-block');
  await expect(block).toContainText(titleOf('header'));
  await expect(block).toContainText('Sites : main, plancher, carbone');
  await expect(block).toContainText("L'entrée du compte");

  // The block's settings sidebar (the open inserter may have closed it): the documented values.
  const settings = page.getByRole('region', { name: 'Editor top bar' }).getByRole('button', { name: 'Settings' });
  if ((await settings.getAttribute('aria-expanded')) !== 'true') await settings.click();
  const layout = page.getByLabel('Disposition');
  await expect(layout.locator('option')).toHaveText(['(par défaut)', 'buttons', 'menu']);
  await layout.selectOption('menu');
  await expect(block).toContainText('data-layout="menu"');

  await page.getByRole('textbox', { name: 'Add title' }).fill("Page de l'éditeur");
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('region', { name: 'Editor publish' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  await expect(page.getByText(/is now live/)).toBeVisible();

  const [saved] = await wp.rest<{ link: string; content: { raw: string } }[]>(
    '/wp/v2/pages?search=' + encodeURIComponent("Page de l'éditeur") + '&context=edit',
  );
  expect(saved!.content.raw).toBe('<!-- wp:ossature/header {"layout":"menu"} /-->');
  expect(await served(wp, saved!.link)).toContain('<div data-widget="header" data-layout="menu"></div>');
});

test('a block of a kind the site does not serve, in old content: the editor says so, it is not lost', async ({
  page,
}) => {
  const { id } = await wp.rest<{ id: number }>('/wp/v2/pages', 'POST', {
    title: 'Contenu d’un autre site',
    status: 'draft',
    content: '<!-- wp:ossature/floor-configurator /-->',
  });
  await adminLogin(page);
  await openEditor(page, `/wp-admin/post.php?post=${id}&action=edit`);
  const block = page.locator('.ossature-block');
  await expect(block).toContainText(titleOf('floor-configurator'));
  await expect(block.getByRole('alert')).toHaveText("Ce site (main) ne sert pas ce type : il ne s'affichera pas.");
});
