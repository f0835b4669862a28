import { expect, test } from './support/fixtures';
import { MAIN_ACCOUNTS, registerToolsUser, type Account } from './support/api';
import type { SiteKey } from './support/env';
import { COPY, type SitePage } from './support/site';

/**
 * Holds the logout call, as a slow network would, until the test has seen 'Déconnexion en cours':
 * the returned function lets it through.
 */
async function holdLogout(site: SitePage): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await site.page.route(
    (url) => url.pathname.startsWith('/api/logout'),
    async (route) => {
      if (route.request().method() === 'POST') await released;
      await route.continue();
    },
  );
  return release;
}

async function confirmLogout(site: SitePage, account: Account): Promise<void> {
  // Cancel first: the dialog closes and nothing changes.
  let menu = await site.openMenu(account.firstname);
  await menu.getByRole('button', { name: COPY.logout }).click();
  await expect(site.logoutDialog).toBeVisible();
  await expect(site.logoutDialog.getByText(COPY.logoutQuestion)).toBeVisible();
  await site.logoutDialog.getByRole('button', { name: COPY.cancel }).click();
  await expect(site.logoutDialog).toBeHidden();
  await site.expectGreets(account.firstname);

  // Then for real.
  menu = await site.openMenu(account.firstname);
  await menu.getByRole('button', { name: COPY.logout }).click();
  const release = await holdLogout(site);
  await site.logoutDialog.getByRole('button', { name: COPY.logoutConfirm }).click();
  await expect(site.logoutDialog.getByText(COPY.loggingOut)).toBeVisible();
  release();
}

const CASES: { site: SiteKey; path: string; account: () => Promise<Account>; after: 'reload' | 'home' }[] = [
  { site: 'main', path: '/contact/', account: async () => MAIN_ACCOUNTS.updated, after: 'home' },
  { site: 'plancher', path: '/', account: () => registerToolsUser('plancher', 'Marc'), after: 'reload' },
  {
    site: 'carbone',
    path: '/simuler-mon-empreinte-carbone/',
    account: () => registerToolsUser('carbone', 'Marc'),
    after: 'home',
  },
  { site: 'carbone', path: '/', account: () => registerToolsUser('carbone', 'Marc'), after: 'reload' },
];

for (const { site, path, account: makeAccount, after } of CASES) {
  test(`${site}: logout from ${path} asks for confirmation, then ${after === 'reload' ? 'reloads' : "goes to '/'"}`, async ({
    visit,
    page,
  }) => {
    const account = await makeAccount();
    const start = await visit(site, path);
    await start.login(account);
    await page.evaluate(() => {
      (window as any).__beforeLogout = true;
    });

    await confirmLogout(start, account);

    // A new document: the header says logged out before the page is reloaded, so wait for the
    // mark of the old one to be gone (while the page navigates, evaluate fails: still the old one).
    await expect.poll(() => page.evaluate(() => (window as any).__beforeLogout).catch(() => true)).toBeUndefined();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await start.expectLoggedOut();
    // Forgotten for good: a reload does not bring the login back.
    await page.reload();
    await start.expectLoggedOut();
  });
}
