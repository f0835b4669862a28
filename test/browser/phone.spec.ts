import type { Locator, Page } from '@playwright/test';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { expect, test } from './support/fixtures';
import { originOf, PORT, SITE_HOSTS } from './support/env';
import { registerToolsUser } from './support/api';
import { boxOf } from './support/geometry';
import { COPY, type SitePage } from './support/site';

test.skip(({ flavour }) => flavour !== 'preact', 'the same layout in both flavours');

/**
 * The account layer on a phone (390 × 844, touch): on each site, one journey through the header
 * and every popup it opens, logged out then logged in. Nothing may stick out of the screen (no
 * sideways scroll, the menu panel and the popups inside it) and no button may cut its label.
 */
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

const PARTNER = { email: 'claire.moreau@groupe-partenaire.fr', password: 'Partenaire-2026!', firstname: 'Claire' };
const SSO_BUTTON = 'Se connecter avec mon compte Groupe Partenaire';

/** The element's box is inside the screen. */
async function expectOnScreen(target: Locator, what: string): Promise<void> {
  await expect(target).toBeVisible();
  const box = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  });
  const inside =
    box.left >= -0.5 && box.top >= -0.5 && box.right <= PHONE.width + 0.5 && box.bottom <= PHONE.height + 0.5;
  expect(inside, `${what} inside the ${PHONE.width} × ${PHONE.height} screen: ${JSON.stringify(box)}`).toBe(true);
}

/**
 * Every visible button of `scope` (and every link styled as one) shows its whole label: nothing
 * overflows its box, and the text itself lies within the button.
 */
async function expectWholeLabels(scope: Locator, what: string): Promise<void> {
  const clipped = await scope.evaluate((root) => {
    const found: string[] = [];
    for (const button of root.querySelectorAll<HTMLElement>('button, .oss-btn')) {
      const box = button.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // The visible text only: a label for screen readers alone is clipped on purpose.
      const text = { left: Infinity, right: -Infinity, width: 0 };
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest('.oss-visually-hidden')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const r = range.getBoundingClientRect();
        text.left = Math.min(text.left, r.left);
        text.right = Math.max(text.right, r.right);
        text.width = text.right - text.left;
      }
      const overflows = button.scrollWidth > button.clientWidth;
      const outside = text.width > 0 && (text.left < box.left - 0.5 || text.right > box.right + 0.5);
      if (overflows || outside) {
        found.push(
          `'${button.textContent?.trim()}': box ${Math.round(box.left)}..${Math.round(box.right)}, text ${Math.round(text.left)}..${Math.round(text.right)}, scroll ${button.scrollWidth} > ${button.clientWidth}`,
        );
      }
    }
    return found;
  });
  expect(clipped, `${what}: buttons whose label is cut`).toEqual([]);
}

/** A toast leaves the theme's cookie banner visible: on a phone it would span the banner's width. */
async function expectToastAboveBanner(toast: Locator, page: Page): Promise<void> {
  const banner = page.locator('#cookie-banner');
  await expect(banner).toBeVisible();
  await expectOnScreen(toast, 'toast');
  // It slides in from below: wait until it has settled.
  await expect
    .poll(
      async () => {
        const [t, b] = [await boxOf(toast), await boxOf(banner)];
        return Math.round(b.y - (t.y + t.height));
      },
      { message: 'room between the toast and the cookie banner below it' },
    )
    .toBeGreaterThanOrEqual(0);
}

/** A popup is on screen and every label in it whole. */
async function expectPopupFits(dialog: Locator, what: string): Promise<void> {
  await expectOnScreen(dialog, what);
  await expectWholeLabels(dialog, what);
}

/** The login popup, the partner's single-sign-on state, then the forgot-password popup and back. */
async function walkLoggedOutPopups(site: SitePage): Promise<void> {
  const { page } = site;
  await expectNoSidewaysScroll(page, 'logged out');
  await expectWholeLabels(site.header, 'header, logged out');
  await site.openLogin();
  await expectPopupFits(site.loginDialog, 'login popup');

  await site.emailField.fill(PARTNER.email);
  await expect(site.loginDialog.getByRole('link', { name: SSO_BUTTON })).toBeVisible();
  await expectPopupFits(site.loginDialog, 'login popup, partner address');
  await site.emailField.fill('');

  const forgot = site.isMain ? COPY.lostPassword : 'Mot de passe oublié ?';
  await site.loginDialog.getByRole('button', { name: forgot }).click();
  const forgotDialog = page.getByRole('dialog', { name: 'Mot de passe oublié' });
  await expectPopupFits(forgotDialog, 'forgot-password popup');
  await forgotDialog.getByRole('button', { name: COPY.cancel }).click();
  await expectPopupFits(site.loginDialog, 'login popup, back from forgot password');
  await expectNoSidewaysScroll(page, 'with the login popup open');
}

/** The menu panel, then its logout confirmation, cancelled. */
async function walkMenu(site: SitePage, firstname: string): Promise<void> {
  const header = await site.openMenu(firstname);
  const panel = header.locator('.oss-header__panel');
  await expectOnScreen(panel, 'menu panel');
  await expectWholeLabels(panel, 'menu panel');
  await expectNoSidewaysScroll(site.page, 'with the menu open');
  await panel.getByRole('button', { name: COPY.logout }).click();
  await expectPopupFits(site.logoutDialog, 'logout confirmation');
  await site.logoutDialog.getByRole('button', { name: COPY.cancel }).click();
  await expect(site.logoutDialog).toBeHidden();
}

for (const site of ['plancher', 'carbone'] as const) {
  test(`${site}: on a phone, the header, its menu and every popup fit the screen`, async ({ visit }) => {
    const account = await registerToolsUser(site, 'Léa');
    const home = await visit(site, '/');
    await home.expectLoggedOut();
    await walkLoggedOutPopups(home);
    await home.emailField.fill(account.email);
    await home.passwordField.fill(account.password);
    await home.submitButton.click();
    await expect(home.loginDialog).toBeHidden();
    await home.expectGreets(account.firstname);
    await expectToastAboveBanner(home.toast(COPY.loggedIn), home.page);
    await expectNoSidewaysScroll(home.page, 'logged in');
    await expectWholeLabels(home.header, 'header, logged in');
    await walkMenu(home, account.firstname);
    await expectNoSidewaysScroll(home.page, 'logged in, menu closed');
  });
}

test('main: on a phone, the header, its menu and every popup fit the screen', async ({ visit, page }) => {
  const home = await visit('main', '/');
  await home.expectLoggedOut();
  await walkLoggedOutPopups(home);
  await home.loginDialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(home.loginDialog).toBeHidden();

  // The partner user signs in on the SSO domain: their profile popup shows the SSO button.
  const sso = new URL(`http://sso.localhost:${PORT}/api/saml-login`);
  sso.searchParams.set('site', 'main');
  sso.searchParams.set('return', originOf(SITE_HOSTS.main));
  await page.goto(sso.href);
  await page.getByLabel('Adresse e-mail').fill(PARTNER.email);
  await page.getByLabel('Mot de passe').fill(PARTNER.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL((url) => url.origin === originOf(SITE_HOSTS.main) && url.pathname === '/');
  await home.expectGreets(PARTNER.firstname);
  await expectNoSidewaysScroll(page, 'logged in');
  const personalSpace = home.header.getByRole('link', { name: COPY.personalSpaceMain });
  await expectOnScreen(personalSpace, "'Mon espace personnel'");
  await expectWholeLabels(home.header, 'header, logged in');

  await personalSpace.click();
  await page.getByRole('button', { name: 'Gérer mes infos personnelles' }).click();
  const profile = page.getByRole('dialog', { name: 'Données personnelles' });
  await expect(profile.getByRole('link', { name: SSO_BUTTON })).toBeVisible();
  await expectPopupFits(profile, 'profile popup, partner user');
  await expectNoSidewaysScroll(page, 'with the profile popup open');
  await profile.getByRole('button', { name: 'Fermer' }).click();
  await expect(profile).toBeHidden();

  // The one main-site page whose header has the menu form.
  await home.open('/contact/');
  await walkMenu(home, PARTNER.firstname);
  await expectNoSidewaysScroll(page, 'contact page, logged in');
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 720 }, hasTouch: false, isMobile: false });

  test("the partner's single-sign-on button shows its whole label", async ({ visit }) => {
    for (const site of ['main', 'plancher'] as const) {
      const home = await visit(site, '/');
      await home.openLogin();
      await home.emailField.fill(PARTNER.email);
      await expect(home.loginDialog.getByRole('link', { name: SSO_BUTTON })).toBeVisible();
      await expectWholeLabels(home.loginDialog, `${site}: login popup, partner address`);
    }
  });
});
