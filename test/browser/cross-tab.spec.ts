import { expect, test } from './support/fixtures';
import { MAIN_ACCOUNTS, registerToolsUser, type Account } from './support/api';
import type { SiteKey } from './support/env';
import { COPY } from './support/site';

test.skip(
  ({ flavour }) => flavour !== 'preact',
  'the session layer (store, BroadcastChannel) has no React in it: one flavour; the login popup it goes through is tested in both (login.spec.ts)',
);

const ACCOUNTS: Record<SiteKey, () => Promise<Account>> = {
  main: async () => MAIN_ACCOUNTS.updated,
  plancher: () => registerToolsUser('plancher', 'Inès'),
  carbone: () => registerToolsUser('carbone', 'Inès'),
};
/** Pages whose header has the menu form, with its 'Me déconnecter'. */
const PAGE: Record<SiteKey, string> = { main: '/contact/', plancher: '/', carbone: '/' };

for (const site of ['main', 'plancher', 'carbone'] as const) {
  test(`${site}: another tab sees the login, then the logout, without a reload`, async ({ visit, context }) => {
    const account = await ACCOUNTS[site]();
    const first = await visit(site, PAGE[site]);
    const second = await visit(site, '/mentions-legales/', await context.newPage());
    await second.expectLoggedOut();
    await second.page.evaluate(() => {
      (window as any).__notReloaded = true;
    });

    // The visitor logs in on the tab in front, as a person does; the other tab waits behind it.
    // A tab behind runs no animation frame, so each of Playwright's clicks there waited about 2 s
    // for its element to be stable: the test took 10 s instead of 3, and once, under CI's load,
    // the login dialog was still open at the 10 s bound.
    await first.page.bringToFront();
    await first.login(account);
    await second.expectGreets(account.firstname);

    const menu = await first.openMenu(account.firstname);
    await menu.getByRole('button', { name: COPY.logout }).click();
    await first.logoutDialog.getByRole('button', { name: COPY.logoutConfirm }).click();
    await second.expectLoggedOut();
    expect(await second.page.evaluate(() => (window as any).__notReloaded)).toBe(true);
  });
}
