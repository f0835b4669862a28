import { expect, test } from './support/fixtures';
import { MAIN_ACCOUNTS, registerToolsUser } from './support/api';
import { COPY } from './support/site';

test.describe('main site login', () => {
  test('a wrong password shows "Mot de passe incorrect" under the field', async ({ visit }) => {
    const home = await visit('main', '/');
    await home.submitLogin({ email: MAIN_ACCOUNTS.updated.email, password: 'pas-le-bon-1' });
    await expect(home.loginDialog.getByText(COPY.wrongPassword)).toBeVisible();
    await expect(home.passwordField).toHaveAttribute('aria-invalid', 'true');
    await expect(home.passwordField).toHaveAccessibleDescription(COPY.wrongPassword);
    // What was typed stays; the visitor is still logged out.
    await expect(home.emailField).toHaveValue(MAIN_ACCOUNTS.updated.email);
    await expect(home.loginDialog).toBeVisible();
    await home.expectLoggedOut();
  });

  test("'J'ai perdu mon mot de passe' and back keeps the e-mail, and every field still takes typing", async ({
    visit,
    page,
  }) => {
    const home = await visit('main', '/');
    await home.openLogin();
    await home.emailField.fill(MAIN_ACCOUNTS.updated.email);
    await home.loginDialog.getByRole('button', { name: COPY.lostPassword }).click();
    const forgot = page.getByRole('dialog', { name: 'Mot de passe oublié' });
    const forgotEmail = forgot.getByLabel(COPY.email, { exact: true });
    await expect(forgotEmail).toHaveValue(MAIN_ACCOUNTS.updated.email);
    await forgotEmail.pressSequentially('x');
    await expect(forgotEmail).toHaveValue(`${MAIN_ACCOUNTS.updated.email}x`);
    await forgot.getByRole('button', { name: COPY.cancel }).click();
    await expect(forgot).toHaveCount(0);
    await expect(home.emailField).toHaveValue(MAIN_ACCOUNTS.updated.email);
    await home.passwordField.pressSequentially('abc');
    await expect(home.passwordField).toHaveValue('abc');
  });

  test('a good password closes the popup, says so, and the header greets the user', async ({ visit }) => {
    const home = await visit('main', '/');
    await home.login(MAIN_ACCOUNTS.updated);
    await expect(home.toast(COPY.loggedIn)).toBeVisible();
    await expect(home.header.getByRole('link', { name: COPY.personalSpaceMain })).toHaveAttribute(
      'href',
      '/espace-personnel/',
    );
  });
});

for (const site of ['plancher', 'carbone'] as const) {
  test.describe(`${site} login`, () => {
    test('a wrong password shows the toast "Identifiants invalides."', async ({ visit }) => {
      const account = await registerToolsUser(site, 'Léa');
      const home = await visit(site, '/mentions-legales/');
      await home.submitLogin({ email: account.email, password: 'Pas-le-bon-2026!' });
      await expect(home.toast(COPY.invalidCredentials)).toBeVisible();
      await expect(home.loginDialog).toBeVisible();
      await expect(home.emailField).toHaveValue(account.email);
      await home.expectLoggedOut();
    });

    test('a good password closes the popup, says so, and the header greets the user', async ({ visit }) => {
      const account = await registerToolsUser(site, 'Léa');
      const page = await visit(site, '/mentions-legales/');
      await page.login(account);
      await expect(page.toast(COPY.loggedIn)).toBeVisible();
      await expect(page.header.getByRole('link', { name: COPY.personalSpaceTools, exact: true })).toHaveAttribute(
        'href',
        '/espace-personnel/',
      );
    });

    test('the menu layout shows name, e-mail and the account links', async ({ visit }) => {
      const account = await registerToolsUser(site, 'Hugo');
      const home = await visit(site, '/');
      await home.login(account);
      const menu = await home.openMenu(account.firstname);
      await expect(menu.getByText(`${account.firstname} ${account.lastname}`)).toBeVisible();
      await expect(menu.getByText(account.email)).toBeVisible();
      await expect(menu.getByRole('link', { name: COPY.seePersonalSpace })).toHaveAttribute(
        'href',
        '/espace-personnel/',
      );
      await expect(menu.getByRole('button', { name: COPY.logout })).toBeVisible();
    });
  });
}
