import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { expect, test } from './support/fixtures';
import { originOf, PORT, SITE_HOSTS } from './support/env';
import { registerToolsUser } from './support/api';
import {
  expectOnScreen,
  expectPopupFits,
  expectToastAboveBanner,
  expectWholeLabels,
  PARTNER,
  SSO_BUTTON,
  walkLoggedOutPopups,
  walkMenu,
} from './support/account-fit';
import { COPY } from './support/site';

test.skip(({ flavour }) => flavour !== 'preact', 'the same layout in both flavours');

/**
 * The account layer on a phone (390 × 844, touch): on each site, one journey through the header
 * and every popup it opens, logged out then logged in. Nothing may stick out of the screen (no
 * sideways scroll, the menu panel and the popups inside it) and no button may cut its label.
 */
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

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
