import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { MAIN_ACCOUNTS, registerToolsUser, type Account } from './support/api';
import type { SiteKey } from './support/env';
import { boxOf, coveredPoints, intersects, paintedShare } from './support/geometry';
import { COPY, type SitePage } from './support/site';

test.skip(({ flavour }) => flavour !== 'preact', "the theme's rules meet the same markup in both flavours: once");

// A short window, so that a centred dialog reaches under the sticky header and the cookie banner
// (1280×720 would leave them side by side and prove nothing).
test.use({ viewport: { width: 1024, height: 540 } });

const ACCOUNTS: Record<SiteKey, () => Promise<Account>> = {
  main: async () => MAIN_ACCOUNTS.updated,
  plancher: () => registerToolsUser('plancher', 'Nora'),
  carbone: () => registerToolsUser('carbone', 'Nora'),
};

/** The theme's sticky header and its cookie banner, which must stay on the page for these tests. */
async function themeBars(page: Page) {
  const header = page.locator('#masthead');
  const banner = page.locator('#cookie-banner');
  await expect(banner).toBeVisible();
  await expect(header).toHaveCSS('position', 'sticky');
  return { header: await boxOf(header), banner: await boxOf(banner) };
}

async function expectOnTop(site: SitePage, dialog: ReturnType<SitePage['page']['locator']>): Promise<void> {
  await expect(dialog).toBeVisible();
  const bars = await themeBars(site.page);
  const box = await boxOf(dialog);
  // Where they overlap, the dialog is above them, and everywhere else too.
  expect(
    intersects(box, bars.header) || intersects(box, bars.banner),
    `dialog ${JSON.stringify(box)} away from the bars ${JSON.stringify(bars)}`,
  ).toBe(true);
  expect(await coveredPoints(dialog)).toEqual([]);
  // The theme's `dialog { border: 5px dashed red }` does not reach it.
  await expect(dialog).not.toHaveCSS('border-top-style', 'dashed');
}

/**
 * The toast is painted above the cookie banner (and above an open dialog's backdrop): the
 * pixels of its box are its own background. Without a modal dialog open, hit-testing agrees.
 */
async function expectToastOnTop(site: SitePage, text: string, { modalOpen }: { modalOpen: boolean }): Promise<void> {
  const toast = site.toast(text);
  await expect(toast).toBeVisible();
  const bars = await themeBars(site.page);
  expect(intersects(await boxOf(toast), bars.banner), 'the toast sits where the cookie banner is').toBe(true);
  // It slides in: measure once it has settled.
  await expect
    .poll(() => paintedShare(toast), { message: 'share of the toast painted in its own colour' })
    .toBeGreaterThan(0.6);
  if (!modalOpen) expect(await coveredPoints(toast, 3)).toEqual([]);
}

for (const site of ['main', 'plancher', 'carbone'] as const) {
  test(`${site}: the login popup and its toasts stay on top of the sticky header and the cookie banner`, async ({
    visit,
  }) => {
    const account = await ACCOUNTS[site]();
    const home = await visit(site, '/');
    await home.openLogin();
    await expectOnTop(home, home.loginDialog);

    if (site !== 'main') {
      // An error toast shows above the open dialog's backdrop and above the banner.
      await home.emailField.pressSequentially(account.email);
      await home.passwordField.pressSequentially('Pas-le-bon-2026!');
      await home.submitButton.click();
      await expectToastOnTop(home, COPY.invalidCredentials, { modalOpen: true });
      await home.emailField.clear();
      await home.passwordField.clear();
    }

    // Typed and clicked like a person would: the clicks land on the dialog's own controls.
    await home.emailField.click();
    await home.page.keyboard.type(account.email);
    await home.passwordField.click();
    await home.page.keyboard.type(account.password);
    await expect(home.emailField).toHaveValue(account.email);
    await home.submitButton.click();
    await expect(home.loginDialog).toBeHidden();
    await home.expectGreets(account.firstname);
    await expectToastOnTop(home, COPY.loggedIn, { modalOpen: false });
  });
}

test('plancher: the logout confirmation stays on top and answers its buttons', async ({ visit, page }) => {
  const account = await ACCOUNTS.plancher();
  const home = await visit('plancher', '/');
  await home.login(account);
  const menu = await home.openMenu(account.firstname);
  await menu.getByRole('button', { name: COPY.logout }).click();
  await expect(home.logoutDialog).toBeVisible();
  // The confirmation is small: a shorter window puts it across the header and the banner.
  await page.setViewportSize({ width: 1024, height: 300 });
  await expectOnTop(home, home.logoutDialog);
  await home.logoutDialog.getByRole('button', { name: COPY.cancel }).click();
  await expect(home.logoutDialog).toBeHidden();
  await home.expectGreets(account.firstname);
});
