import { registry } from '@/src/registry';
import { MAIN_ACCOUNTS } from './support/api';
import { originOf, SITE_HOSTS } from './support/env';
import { expect, test } from './support/fixtures';

/**
 * The widget catalogue (http://localhost:PORT/catalogue/) as a content editor uses it: find a
 * kind, copy its snippet, follow a live example. One flavour: the page and its links are the same
 * in both, and the other specs show that each island mounts in each flavour.
 */
test.skip(({ flavour }) => flavour !== 'preact', 'the same page and links in both flavours');

const CATALOGUE = `${originOf('localhost')}/catalogue/`;
const KINDS = Object.keys(registry);

test('the map links to the catalogue, which lists every kind with its snippet, attributes and sites', async ({
  page,
}) => {
  await page.goto(`${originOf('localhost')}/`);
  await page.getByRole('link', { name: CATALOGUE }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue des widgets' })).toBeVisible();
  for (const kind of KINDS) {
    const section = page.getByRole('region', { name: kind, exact: true });
    await expect(section.locator('pre code')).toContainText(`<div data-widget="${kind}"`);
    await expect(section.getByRole('heading', { level: 3, name: 'Attributs' })).toBeVisible();
    await expect(section.getByRole('heading', { level: 3, name: 'Sites' })).toBeVisible();
    await expect(section.getByRole('list').last().getByRole('link').first()).toBeVisible();
  }
});

test('a snippet is copied from the keyboard, and the copy is announced', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: originOf('localhost') });
  await page.goto(CATALOGUE);
  const button = page.getByRole('button', { name: 'Copier le code de sso-landing', exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Code copié.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    '<div data-widget="sso-landing" data-token="…" data-refresh-token="…"></div>',
  );
});

for (const kind of KINDS)
  test(`${kind}: every live example opens a page of the right site where the island mounts`, async ({
    page,
    visit,
    browserErrors,
  }) => {
    // The main site's personal space sends a visitor who is not logged in back home.
    if (kind === 'personal-space') await (await visit('main')).login(MAIN_ACCOUNTS.updated);
    await page.goto(CATALOGUE);
    const links = page.getByRole('region', { name: kind, exact: true }).locator('.examples a');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const [index, href] of hrefs.entries()) {
      expect(Object.values(SITE_HOSTS)).toContain(new URL(href).hostname);
      await page.goto(href);
      await expect(page.locator(`[data-widget="${kind}"]`).first().locator('.oss-root'), href).toBeAttached();
      // Opened without a sign-in behind it, an SSO landing says so in the console: its line is
      // awaited before the next page, which would otherwise cut it short (the island mounts first,
      // then finds no token and logs).
      if (kind.startsWith('sso-landing'))
        await expect.poll(() => browserErrors.ossature.length, `${href}: its console line`).toBe(index + 1);
    }
    if (kind.startsWith('sso-landing')) {
      for (const error of browserErrors.ossature) expect(error).toContain('aucun jeton de connexion');
      browserErrors.acknowledge();
    }
  });
