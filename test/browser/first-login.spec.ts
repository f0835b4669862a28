import { expect, test } from './support/fixtures';
import { MAIN_ACCOUNTS, resetMainPassword } from './support/api';
import { withLock } from './support/lock';
import { COPY } from './support/site';

test('main: a first login forces the new password, then the header greets the user', async ({ visit }) => {
  const jean = MAIN_ACCOUNTS.firstLogin;
  // Both projects use the one seeded first-login account: one at a time.
  await withLock('main-first-login', async () => {
    // A fresh temporary password makes it a first login again, whatever ran before.
    const temporary = await resetMainPassword(jean.email);
    const home = await visit('main', '/');
    await home.submitLogin({ email: jean.email, password: temporary });

    const dialog = home.page.getByRole('dialog', { name: COPY.newPasswordTitle });
    await expect(dialog).toBeVisible();
    await expect(home.loginDialog).toHaveCount(0);
    // Escape does not dismiss it: it must be answered.
    await home.page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toHaveCount(0);

    const password = dialog.getByLabel(COPY.newPassword, { exact: true });
    const confirmation = dialog.getByLabel(COPY.newPasswordRepeat, { exact: true });
    // The spec's rules: 6 characters at least, and the same twice.
    await password.fill('court');
    await confirmation.fill('autre');
    await dialog.getByRole('button', { name: COPY.update }).click();
    await expect(dialog.getByText('6 caractères au minimum')).toBeVisible();
    await expect(dialog.getByText("Le mot de passe n'est pas identique")).toBeVisible();

    await password.fill('Mon-Nouveau-2026');
    await confirmation.fill('Mon-Nouveau-2026');
    await dialog.getByRole('button', { name: COPY.update }).click();
    await expect(dialog).toBeHidden();
    await expect(home.toast(COPY.passwordChanged)).toBeVisible();
    await home.expectGreets(jean.firstname);

    // The new password is the one that works now, and without the forced form.
    await home.page.reload();
    await home.page.waitForLoadState('networkidle');
    await home.expectGreets(jean.firstname);
    await expect(home.page.getByRole('dialog')).toHaveCount(0);
  });
});
