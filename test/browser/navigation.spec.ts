import { expect, test } from './support/fixtures';
import { MAIN_ACCOUNTS, registerToolsUser, type Account } from './support/api';
import type { SiteKey } from './support/env';

const CASES: { site: SiteKey; menuLink: string; account: () => Promise<Account> }[] = [
  { site: 'main', menuLink: 'Contact', account: async () => MAIN_ACCOUNTS.updated },
  { site: 'plancher', menuLink: 'Configurer un plancher', account: () => registerToolsUser('plancher', 'Zoé') },
  { site: 'carbone', menuLink: 'Simuler mon empreinte', account: () => registerToolsUser('carbone', 'Zoé') },
];

for (const { site, menuLink, account: makeAccount } of CASES) {
  test(`${site}: the login survives a move to another page and a reload`, async ({ visit, page }) => {
    const account = await makeAccount();
    const home = await visit(site, '/');
    await home.login(account);

    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: menuLink }).click();
    await expect(page).not.toHaveURL((url) => url.pathname === '/');
    await home.expectGreets(account.firstname);
    // Whatever the page checks in the background (device, tokens) must not log the visitor out.
    await page.waitForLoadState('networkidle');
    await home.expectGreets(account.firstname);

    await page.reload();
    await page.waitForLoadState('networkidle');
    await home.expectGreets(account.firstname);
  });
}
