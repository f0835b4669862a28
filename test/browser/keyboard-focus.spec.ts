import type { Locator, Page } from '@playwright/test';
import { MAIN_ACCOUNTS, registerToolsUser, resetMainPassword, type Account } from './support/api';
import type { SiteKey } from './support/env';
import { expect, test } from './support/fixtures';
import { withLock } from './support/lock';
import { COPY, type SitePage } from './support/site';

/**
 * By keyboard only (Tab, Enter, Escape): where focus goes when a popup closes or
 * a dialog opens, and when the header's menu closes. Islands and dialogs live in shadow roots,
 * so `document.activeElement` is a shadow host: each test names the element it expects and
 * reads the deep active element (shadowRoot.activeElement, all the way down).
 */

/** The seeded floor and carbon user, whose history is never empty (README, demo accounts). */
const LUC = { email: 'luc.martin@exemple.fr', password: 'Plancher-2026!', firstname: 'Luc', lastname: 'Martin' };

/** The deep focused element, described: 'body' when focus is lost. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body || el === document.documentElement) return 'body';
    const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '';
    return `${el.tagName.toLowerCase()} ${name.replace(/\s+/g, ' ').trim()}`.trim();
  });
}

/** Waits until `target` is the deep focused element; the failure says where focus is instead. */
async function expectFocusOn(page: Page, target: Locator, what: string): Promise<void> {
  const isFocused = () =>
    target.evaluate((el) => {
      let active: Element | null = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return active === el;
    });
  await expect
    .poll(async () => ((await isFocused()) ? what : `not there but on: ${await focused(page)}`), {
      message: `focus on ${what}`,
    })
    .toBe(what);
}

/** Presses Tab (at most `max` times) until `target` is focused. */
async function tabTo(page: Page, target: Locator, what: string, max = 5): Promise<void> {
  const isFocused = () => target.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el);
  for (let presses = 0; !(await isFocused()); presses++) {
    expect(presses, `Tab presses before ${what}`).toBeLessThan(max);
    await page.keyboard.press('Tab');
  }
}

/** Focuses `target` (the starting point of a keyboard journey) and checks it took focus. */
async function startAt(page: Page, target: Locator): Promise<void> {
  await target.focus();
  await expect(target).toBeFocused();
}

/** Types e-mail, Tab, password, Enter in the login popup opened by keyboard from 'Me connecter'. */
async function keyboardLogin(home: SitePage, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  const { page } = home;
  await startAt(page, home.header.getByRole('button', { name: COPY.login }));
  await page.keyboard.press('Enter');
  await expect(home.loginDialog).toBeVisible();
  await expectFocusOn(page, home.emailField, "the popup's e-mail field");
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await expectFocusOn(page, home.passwordField, "the popup's password field");
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
}

test.describe('after a successful login, focus is on the header', () => {
  test("main: on 'Mon espace personnel', which replaced 'Me connecter'", async ({ visit, page }) => {
    const home = await visit('main', '/');
    await keyboardLogin(home, MAIN_ACCOUNTS.updated);
    await expect(home.loginDialog).toHaveCount(0);
    await expect(home.toast(COPY.loggedIn)).toBeVisible();
    await expectFocusOn(page, home.header.getByRole('link', { name: COPY.personalSpaceMain }), 'the new header link');
  });

  test("plancher, menu layout: on the greeting's menu button", async ({ visit, page }) => {
    const account = await registerToolsUser('plancher', 'Léa', 'focus');
    const home = await visit('plancher', '/');
    await keyboardLogin(home, account);
    await expect(home.loginDialog).toHaveCount(0);
    await expectFocusOn(page, home.header.getByRole('button', { name: COPY.welcome(account.firstname) }), 'the menu');
  });

  test('main, first login: in the new-password form, then on the header once it is answered', async ({
    visit,
    page,
  }) => {
    const jean = MAIN_ACCOUNTS.firstLogin;
    // Both projects use the one seeded first-login account: one at a time.
    await withLock('main-first-login', async () => {
      const temporary = await resetMainPassword(jean.email);
      const home = await visit('main', '/');
      await keyboardLogin(home, { email: jean.email, password: temporary });

      const dialog = page.getByRole('dialog', { name: COPY.newPasswordTitle });
      await expect(dialog).toBeVisible();
      await expectFocusOn(page, dialog.getByLabel(COPY.newPassword, { exact: true }), 'the new password field');
      await page.keyboard.type('Mon-Nouveau-2026');
      await tabTo(page, dialog.getByLabel(COPY.newPasswordRepeat, { exact: true }), 'the confirmation field');
      await page.keyboard.type('Mon-Nouveau-2026');
      await page.keyboard.press('Enter');
      await expect(dialog).toHaveCount(0);
      await expect(home.toast(COPY.passwordChanged)).toBeVisible();
      await expectFocusOn(page, home.header.getByRole('link', { name: COPY.personalSpaceMain }), 'the header link');
    });
  });
});

/**
 * Logs in, then reloads: the page starts logged in, as it does for a returning visitor, with
 * no trace of the login popup.
 */
async function loggedIn(site: SitePage, account: Account): Promise<void> {
  await site.login(account);
  await site.page.reload();
  await site.expectGreets(account.firstname);
}

/** Opens the header menu by keyboard and Tabs to its 'Me déconnecter'. */
async function tabToMenuLogout(site: SitePage, firstname: string): Promise<Locator> {
  const { page } = site;
  const toggle = site.header.getByRole('button', { name: COPY.welcome(firstname) });
  await startAt(page, toggle);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, site.header.getByRole('button', { name: COPY.logout }), "the menu's 'Me déconnecter'");
  return toggle;
}

const MENU_PAGES: { site: SiteKey; path: string; account: () => Promise<Account> }[] = [
  { site: 'main', path: '/contact/', account: async () => MAIN_ACCOUNTS.updated },
  { site: 'plancher', path: '/', account: () => registerToolsUser('plancher', 'Marc', 'focus') },
  { site: 'carbone', path: '/', account: () => registerToolsUser('carbone', 'Marc', 'focus') },
];

for (const { site, path, account: makeAccount } of MENU_PAGES) {
  test(`${site}: the header's logout dialog starts on 'Annuler'; Escape or 'Annuler' give focus back to the menu`, async ({
    visit,
    page,
  }) => {
    const account = await makeAccount();
    const start = await visit(site, path);
    await loggedIn(start, account);

    const toggle = await tabToMenuLogout(start, account.firstname);
    await page.keyboard.press('Enter');
    await expect(start.logoutDialog).toBeVisible();
    await expectFocusOn(page, start.logoutDialog.getByRole('button', { name: COPY.cancel }), "'Annuler'");
    await page.keyboard.press('Escape');
    await expect(start.logoutDialog).toHaveCount(0);
    await expectFocusOn(page, toggle, 'the menu button, after Escape');

    await tabToMenuLogout(start, account.firstname);
    await page.keyboard.press('Enter');
    await expectFocusOn(page, start.logoutDialog.getByRole('button', { name: COPY.cancel }), "'Annuler'");
    await page.keyboard.press('Enter');
    await expect(start.logoutDialog).toHaveCount(0);
    await expectFocusOn(page, toggle, "the menu button, after 'Annuler'");
    await start.expectGreets(account.firstname);
  });
}

test.describe("the header's menu", () => {
  test('closes when Tab leaves it, forwards or backwards; Escape closes it and focuses its button', async ({
    visit,
    page,
  }) => {
    const account = await registerToolsUser('plancher', 'Marc', 'focus');
    const home = await visit('plancher', '/');
    await loggedIn(home, account);
    const toggle = home.header.getByRole('button', { name: COPY.welcome(account.firstname) });
    const panel = home.header.getByRole('link', { name: COPY.seePersonalSpace });

    // Tab past 'Me déconnecter', the panel's last control: out of the menu, it closes.
    await tabToMenuLogout(home, account.firstname);
    await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toHaveCount(0);

    // Shift+Tab from the button: out of the menu backwards, it closes too.
    await startAt(page, toggle);
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Moving inside the menu keeps it open: Tab into the panel, Shift+Tab back to the button.
    await startAt(page, toggle);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expectFocusOn(page, panel, "'Voir mon espace personnel'");
    await page.keyboard.press('Shift+Tab');
    await expectFocusOn(page, toggle, 'the menu button');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // Escape from inside the panel closes it and puts focus back on its button.
    await page.keyboard.press('Tab');
    await expectFocusOn(page, panel, "'Voir mon espace personnel'");
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expectFocusOn(page, toggle, 'the menu button, after Escape');
  });
});

test("main: the personal space's logout dialog starts on 'Annuler' and gives focus back to 'Me déconnecter'", async ({
  visit,
  page,
}) => {
  const home = await visit('main', '/');
  await home.login(MAIN_ACCOUNTS.updated);
  await home.open('/espace-personnel/');
  const trigger = page.locator('[data-widget="personal-space"]').getByRole('button', { name: COPY.logout });
  await startAt(page, trigger);
  await page.keyboard.press('Enter');
  await expect(home.logoutDialog).toBeVisible();
  await expectFocusOn(page, home.logoutDialog.getByRole('button', { name: COPY.cancel }), "'Annuler'");
  await page.keyboard.press('Enter');
  await expect(home.logoutDialog).toHaveCount(0);
  await expectFocusOn(page, trigger, "'Me déconnecter'");
});

test("plancher history: the delete dialog starts on 'Annuler'; Escape gives focus back to 'Supprimer'", async ({
  visit,
  page,
}) => {
  const legal = await visit('plancher', '/mentions-legales/');
  await legal.login(LUC);
  await legal.open('/espace-personnel/#/historique');
  await expect(page.locator('.oss-history__results')).toHaveAttribute('aria-busy', 'false');
  const remove = page.locator('.oss-history__results').getByRole('button', { name: 'Supprimer' }).first();
  await startAt(page, remove);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Supprimer' });
  await expect(dialog).toBeVisible();
  await expectFocusOn(page, dialog.getByRole('button', { name: COPY.cancel }), "'Annuler'");
  // Nothing is deleted: the seeded history stays as the other tests expect it.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expectFocusOn(page, remove, "the row's 'Supprimer'");
});

/** Whether `target` (in a shadow root) is the focused element of its root. */
const isFocusedIn = (target: Locator) =>
  target.evaluate((el) => (el.getRootNode() as Document | ShadowRoot).activeElement === el);

test("plancher keyboard: Tab reaches 'Me connecter', Enter opens the popup, Escape gives focus back", async ({
  visit,
  page,
}) => {
  const home = await visit('plancher', '/');
  await home.expectLoggedOut();
  const login = home.header.getByRole('button', { name: COPY.login });
  let presses = 0;
  while (!(await isFocusedIn(login))) {
    expect(presses++, "Tab presses before 'Me connecter' is focused").toBeLessThan(60);
    await page.keyboard.press('Tab');
  }
  await expect(login).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(home.loginDialog).toBeVisible();
  await expect
    .poll(
      () => home.loginDialog.evaluate((dialog) => dialog.contains((dialog.getRootNode() as ShadowRoot).activeElement)),
      { message: 'focus is inside the login popup' },
    )
    .toBe(true);

  await page.keyboard.press('Escape');
  await expect(home.loginDialog).toHaveCount(0);
  await expect(login).toBeFocused();
});
