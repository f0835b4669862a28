import type { Locator, Page } from '@playwright/test';
import { API_HOSTS } from './support/env';
import { call, MAIN_ACCOUNTS, registerToolsUser, resetMainPassword } from './support/api';
import { inFlavour, mailedLink } from './support/account-journeys';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { withLock } from './support/lock';
import { COPY } from './support/site';

/**
 * The popups axe had not looked at yet — the history delete confirmations (floor,
 * carbon), the account space's e-mail and password popups (empty, then with their errors), and
 * the main site's forced new password, the reset link's popup (its form, and its refusal of a
 * used link). No serious or critical violation (support/axe.ts).
 */

test.skip(({ flavour }) => flavour !== 'preact', 'the same markup in both flavours: axe once');

/** The seeded floor and carbon user, whose history is never empty (README, demo accounts). */
const LUC = { email: 'luc.martin@exemple.fr', password: 'Plancher-2026!', firstname: 'Luc', lastname: 'Martin' };

/** Axe on an open popup; then Escape closes it, changing nothing. */
async function checkAndEscape(page: Page, dialog: Locator, what: string): Promise<void> {
  await expect(dialog).toBeVisible();
  await expectAccessible(page, what);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

for (const site of ['plancher', 'carbone'] as const) {
  test(`${site}: the history's delete confirmation`, async ({ visit, page }) => {
    const legal = await visit(site, '/mentions-legales/');
    await legal.login(LUC);
    await legal.open('/espace-personnel/#/historique');
    await expect(page.locator('.oss-history__results')).toHaveAttribute('aria-busy', 'false');
    await page
      .locator('.oss-history__results')
      .getByRole('button', { name: /^Supprimer «/ })
      .first()
      .click();
    // Nothing is deleted: the seeded history stays as the other tests expect it.
    await checkAndEscape(page, page.getByRole('dialog', { name: 'Supprimer' }), `${site} history, delete`);
  });
}

test("plancher: the account space's e-mail and password popups, empty and with their errors", async ({
  visit,
  page,
}) => {
  const account = await registerToolsUser('plancher', 'Léa', 'a11y-dialogs');
  const legal = await visit('plancher', '/mentions-legales/');
  await legal.login(account);
  await legal.open('/espace-personnel/#/modification');

  for (const name of ['Modifier mon adresse e-mail', 'Modifier mon mot de passe']) {
    await page.getByRole('button', { name }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, name);
    await dialog.getByRole('button', { name: 'Valider' }).click();
    await expect(dialog.getByText('Champ obligatoire').first()).toBeVisible();
    await checkAndEscape(page, dialog, `${name}, with its errors`);
  }
});

test('main: the forced new password after a first login', async ({ visit, page }) => {
  const jean = MAIN_ACCOUNTS.firstLogin;
  // Both projects (and keyboard-focus.spec.ts) use the one seeded first-login account: one at a time.
  await withLock('main-first-login', async () => {
    const temporary = await resetMainPassword(jean.email);
    const home = await visit('main', '/');
    await home.submitLogin({ email: jean.email, password: temporary });
    const dialog = page.getByRole('dialog', { name: COPY.newPasswordTitle });
    await expect(dialog.getByLabel(COPY.newPassword, { exact: true })).toBeVisible();
    await expectAccessible(page, 'forced new password');
    await dialog.getByLabel(COPY.newPassword, { exact: true }).fill('court');
    await dialog.getByLabel(COPY.newPasswordRepeat, { exact: true }).fill('autre');
    await dialog.getByRole('button', { name: COPY.update }).click();
    await expect(dialog.getByText("Le mot de passe n'est pas identique")).toBeVisible();
    await expectAccessible(page, 'forced new password, with its errors');
  });
});

test("plancher: the reset link's popup, then the same link used", async ({ visit, page }) => {
  const account = await registerToolsUser('plancher', 'Léa', 'a11y-reset');
  const site = await visit('plancher', '/mentions-legales/');
  await call(API_HOSTS.plancher, 'POST', '/api/user/password/reset/', { body: { email: account.email } });
  const link = inFlavour(await mailedLink(account.email, '/mot-de-passe-oublie/'), site);
  await page.goto(link);
  const reset = page.getByRole('dialog', { name: 'Changement de mot de passe' });
  await expect(reset.getByLabel('Nouveau mot de passe', { exact: true })).toBeVisible();
  await expectAccessible(page, 'reset popup');

  const token = new URL(link).pathname.split('/').filter(Boolean).pop()!;
  const pair = { password: 'Retrouve-2026!', passwordConfirmation: 'Retrouve-2026!' };
  await call(API_HOSTS.plancher, 'PUT', '/api/user/password/reset/', { body: { plainPassword: pair, token } });
  await page.reload();
  await expect(reset.getByRole('alert')).toHaveText('Ce lien a déjà été utilisé.');
  await expectAccessible(page, 'reset popup, the link used');
});
