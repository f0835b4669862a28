/**
 * Journey 1: the header's login, the session surviving a reload, the logout; on the main site
 * with a seeded account, then on the floor site with an account registered through the API.
 */
import { MAIN_ACCOUNTS, registerToolsUser, type Account } from '../browser/support/api';
import { COPY, siteUrl } from '../browser/support/copy';
import type { Flavour, SiteKey } from '../browser/support/env';
import { role, text, type Driver } from './driver';
import { firstOf } from './steps';

const HEADER = '[data-widget="header"]';
const DIALOG = role('dialog');

/** Logs in through the header's popup and waits for the greeting. */
export async function login(d: Driver, site: SiteKey, account: Account): Promise<void> {
  await d.click(role('button', COPY.login, { within: HEADER }), `${site}: 'Me connecter' in the header`);
  await d.fill(role('textbox', COPY.email, { within: DIALOG }), account.email, `${site}: the login e-mail`);
  await d.fill(role('textbox', COPY.password, { within: DIALOG }), account.password, `${site}: the password`);
  const submit = site === 'main' ? COPY.mainSubmit : COPY.toolsSubmit;
  await d.click(role('button', submit, { within: DIALOG }), `${site}: '${submit}'`);
  await d.waitForGone(DIALOG, `${site}: the login popup closes`);
  await d.waitFor(text(COPY.welcome(account.firstname), { within: HEADER }), `${site}: the greeting`);
}

async function logout(d: Driver, site: SiteKey, account: Account): Promise<void> {
  // The menu layout (`data-layout="menu"`) hides 'Me déconnecter' behind the greeting's button.
  const menu = role('button', COPY.welcome(account.firstname), { within: HEADER });
  const logoutButton = role('button', COPY.logout, { within: HEADER });
  if ((await firstOf(d, { logoutButton, menu }, `${site}: the logout or the menu`)) === 'menu')
    await d.click(menu, `${site}: the menu`);
  await d.click(role('button', COPY.logout, { within: HEADER }), `${site}: 'Me déconnecter'`);
  await d.click(role('button', COPY.logoutConfirm, { within: DIALOG }), `${site}: the logout confirmed`);
  await d.waitFor(role('button', COPY.login, { within: HEADER }), `${site}: logged out, 'Me connecter' again`);
}

/** On a page whose header has the menu layout, where 'Me déconnecter' is (the main home page greets only). */
async function loginReloadLogout(d: Driver, site: SiteKey, account: Account, flavour: Flavour): Promise<void> {
  await d.goto(siteUrl(site, site === 'main' ? '/contact/' : '/', flavour));
  await login(d, site, account);
  await d.reload();
  await d.waitFor(text(COPY.welcome(account.firstname), { within: HEADER }), `${site}: greeted after a reload`);
  await logout(d, site, account);
}

export async function headerJourney(d: Driver, flavour: Flavour): Promise<void> {
  await loginReloadLogout(d, 'main', MAIN_ACCOUNTS.updated, flavour);
  const tools = await registerToolsUser('plancher', 'Marc', `engines-${flavour}`);
  await loginReloadLogout(d, 'plancher', tools, flavour);
}
