import { MAIN_ACCOUNTS, registerToolsUser, uniqueEmail } from './support/api';
import type { SiteKey } from './support/env';
import { expect, test } from './support/fixtures';
import { COPY, type SitePage } from './support/site';
import { expectAccessible } from './support/axe';

/**
 * DESIGN.md §7 on the account layer: each screen and popup passes axe (support/axe.ts says what
 * is looked at). The login popup by keyboard is in keyboard-focus.spec.ts, in both flavours.
 */

test.skip(({ flavour }) => flavour !== 'preact', 'the same markup in both flavours: axe once');

/** The seeded floor and carbon user, whose history is never empty (README, demo accounts). */
const LUC = { email: 'luc.martin@exemple.fr', password: 'Plancher-2026!', firstname: 'Luc', lastname: 'Martin' };

for (const site of ['main', 'plancher', 'carbone'] as SiteKey[]) {
  test(`${site}: the header logged out`, async ({ visit, page }) => {
    const home = await visit(site, '/');
    await home.expectLoggedOut();
    await expectAccessible(page, `${site} header, logged out`);
  });
}

for (const site of ['main', 'plancher'] as SiteKey[]) {
  test(`${site}: the login popup`, async ({ visit, page }) => {
    const home = await visit(site, '/');
    await home.openLogin();
    await expect(home.emailField).toBeVisible();
    await expectAccessible(page, `${site} login popup`);
  });

  test(`${site}: the forgotten-password screen`, async ({ visit, page }) => {
    const home = await visit(site, '/');
    await home.openLogin();
    await home.loginDialog
      .getByRole('button', { name: site === 'main' ? COPY.lostPassword : 'Mot de passe oublié ?' })
      .click();
    const forgot = page.getByRole('dialog', { name: 'Mot de passe oublié' });
    await expect(forgot.getByLabel(COPY.email, { exact: true })).toBeVisible();
    await expectAccessible(page, `${site} forgotten password`);
  });
}

test('plancher: the registration page, steps 1 and 2', async ({ visit, page }) => {
  await visit('plancher', '/inscription/');
  await expect(page.getByRole('heading', { name: 'Votre identité et votre entreprise' })).toBeVisible();
  await expectAccessible(page, 'registration, step 1');

  await page.getByLabel('Nom', { exact: true }).fill('Durand');
  await page.getByLabel('Prénom', { exact: true }).fill('Léa');
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(uniqueEmail('a11y'));
  await page.getByLabel('Entreprise', { exact: true }).fill('Durand SARL');
  await page.getByRole('checkbox', { name: /J'accepte que mes données personnelles/ }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('heading', { name: 'Votre mot de passe' })).toBeVisible();
  await expect(page.locator('.oss-criteria__list li').first()).toBeVisible();
  await expectAccessible(page, 'registration, step 2');
});

/** Logs in on a page without an island of the account space, then opens the space afresh (no toast left). */
async function openSpace(
  visit: (site: SiteKey, path?: string) => Promise<SitePage>,
  site: 'plancher' | 'carbone',
  account: typeof LUC,
  hash: string,
): Promise<SitePage> {
  const legal = await visit(site, '/mentions-legales/');
  await legal.login(account);
  return legal.open(`/espace-personnel/${hash}`);
}

test('plancher: the account space dashboard, #/modification and #/historique', async ({ visit, page }) => {
  test.setTimeout(40_000);
  const space = await openSpace(visit, 'plancher', LUC, '');
  await expect(page.getByRole('heading', { name: `Bienvenue ${LUC.firstname} ${LUC.lastname}` })).toBeVisible();
  await expectAccessible(page, 'floor account space, dashboard');

  await space.open('/espace-personnel/#/modification');
  await expect(page.getByRole('heading', { name: 'Vos informations' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Nom\b/ })).toHaveValue(LUC.lastname);
  await expectAccessible(page, 'floor account space, #/modification');

  await space.open('/espace-personnel/#/historique');
  await expect(page.getByRole('heading', { name: 'Historique / Mes configurations' })).toBeVisible();
  await expect(page.locator('.oss-history__results')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByText(/^\d+ résultat\(s\)$/)).toBeVisible();
  await expectAccessible(page, 'floor history');
});

test('carbone: the history of clusters', async ({ visit, page }) => {
  await openSpace(visit, 'carbone', LUC, '#/historique');
  await expect(page.getByRole('heading', { name: 'Historique de groupement de simulations' })).toBeVisible();
  await expect(page.locator('.oss-history__results')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByText(/^\d+ simulation\(s\)$/)).toBeVisible();
  await expectAccessible(page, 'carbon history');
});

test("main: the personal space with 'Données personnelles' open", async ({ visit, page }) => {
  const home = await visit('main', '/');
  await home.login(MAIN_ACCOUNTS.updated);
  await home.open('/espace-personnel/');
  await page.getByRole('button', { name: 'Gérer mes infos personnelles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Données personnelles' });
  await expect(dialog.getByLabel('Téléphone', { exact: true })).toBeEditable();
  await expectAccessible(page, "main personal space, 'Données personnelles'");
});

test('plancher: the header menu layout, open', async ({ visit, page }) => {
  const account = await registerToolsUser('plancher', 'Léa', 'a11y');
  const home = await visit('plancher', '/');
  await home.login(account);
  await page.reload();
  await home.openMenu(account.firstname);
  await expect(home.header.getByRole('link', { name: COPY.seePersonalSpace })).toBeVisible();
  await expectAccessible(page, 'floor header menu, open');
});
