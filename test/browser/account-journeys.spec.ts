import { expect, test } from './support/fixtures';
import { MAIN_ACCOUNTS, TOOLS_PASSWORD, uniqueEmail } from './support/api';
import {
  activateFromMail,
  expectCriteriaMet,
  inFlavour,
  mailedLink,
  registerThroughForm,
  type Registrant,
} from './support/account-journeys';
import { withLock } from './support/lock';
import { COPY, type SitePage } from './support/site';

/**
 * Whole account journeys, clicked the way a person clicks: registration and activation from the
 * mail, the floor personal data (information, e-mail, password), the forgotten password, and the
 * main site's 'Données personnelles' popup. Every floor/carbon journey uses a fresh account.
 */

const fresh = (tag: string, firstname: string): Registrant => ({
  email: uniqueEmail(tag),
  password: TOOLS_PASSWORD,
  firstname,
  lastname: 'Journée',
});

async function logoutFromAccountSpace(site: SitePage): Promise<void> {
  await site.page.getByRole('link', { name: 'Retour à mon espace' }).click();
  await site.page.locator('[data-widget="account-space"]').getByRole('button', { name: COPY.logout }).click();
  await expect(site.logoutDialog).toBeVisible();
  await site.logoutDialog.getByRole('button', { name: COPY.logoutConfirm }).click();
  await expect(site.page).toHaveURL((url) => url.pathname === '/');
  await site.expectLoggedOut();
}

test('floor: register, activate from the mail, log in, edit the information, the e-mail and the password, log out', async ({
  visit,
  page,
}) => {
  test.setTimeout(60_000);
  const who = fresh('parcours', 'Inès');
  const site = await visit('plancher', '/inscription/');
  await registerThroughForm(site, who);
  await activateFromMail(site, who.email);
  await site.login(who);

  // 'Vos informations' (floor: last name, first name, company).
  await site.open('/espace-personnel/#/modification');
  await expect(page.getByRole('heading', { name: 'Mes données personnelles' })).toBeVisible();
  const lastname = page.getByLabel('Nom *', { exact: true });
  await expect(lastname).toHaveValue(who.lastname);
  await lastname.fill('Journée-Modifiée');
  await page.getByLabel('Société', { exact: true }).fill('Atelier Inès');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(site.toast('Vos informations ont bien été mises à jour.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Nom *', { exact: true })).toHaveValue('Journée-Modifiée');
  await expect(page.getByLabel('Société', { exact: true })).toHaveValue('Atelier Inès');

  // The e-mail: the dialog, then the confirmation link mailed to the new address.
  const newEmail = uniqueEmail('nouvelle');
  await page.getByRole('button', { name: 'Modifier mon adresse e-mail' }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Modifier mon adresse e-mail' });
  await emailDialog.getByLabel('Adresse e-mail actuelle').fill(who.email);
  await emailDialog.getByLabel('Nouvelle adresse e-mail').fill(newEmail);
  await emailDialog.getByRole('button', { name: 'Valider' }).click();
  await expect(site.toast(`Un e-mail de confirmation a été envoyé à ${newEmail}`)).toBeVisible();
  await expect(emailDialog).toHaveCount(0);
  const confirm = await mailedLink(newEmail, '/user/data/email/');
  await page.goto(inFlavour(confirm, site));
  await expect(page.getByRole('status').filter({ hasText: 'Votre adresse e-mail a bien été modifiée.' })).toBeVisible();
  await page.getByRole('link', { name: 'Voir mon espace personnel' }).click();
  await page.getByRole('link', { name: 'Gérer mes informations personnelles' }).click();
  await expect(page.getByLabel('Adresse e-mail', { exact: true })).toHaveValue(newEmail);

  // The password, through its dialog.
  await page.getByRole('button', { name: 'Modifier mon mot de passe' }).click();
  const passwordDialog = page.getByRole('dialog', { name: 'Modifier mon mot de passe' });
  await passwordDialog.getByLabel('Mot de passe actuel').fill(who.password);
  await passwordDialog.getByLabel('Nouveau mot de passe', { exact: true }).fill('Chantier-2027?');
  await expectCriteriaMet(page);
  await passwordDialog.getByLabel('Confirmation du nouveau mot de passe').fill('Chantier-2027?');
  await passwordDialog.getByRole('button', { name: 'Valider' }).click();
  await expect(site.toast('Votre mot de passe a bien été modifié')).toBeVisible();
  await expect(passwordDialog).toHaveCount(0);

  // A fresh account has no history yet.
  await page.getByRole('link', { name: 'Retour à mon espace' }).click();
  await page.getByRole('link', { name: 'Voir mon historique' }).click();
  await expect(page.getByRole('heading', { name: 'Historique / Mes configurations' })).toBeVisible();
  await expect(page.getByText('0 résultat(s)')).toBeVisible();
  await expect(page.getByText("Vous n'avez encore enregistré aucune configuration.")).toBeVisible();

  await logoutFromAccountSpace(site);
  // The new e-mail and password are the ones that work now.
  await site.login({ ...who, email: newEmail, password: 'Chantier-2027?', lastname: 'Journée-Modifiée' });
});

test('carbon: register, activate from the mail, first login', async ({ visit, page }) => {
  test.setTimeout(40_000);
  const who = fresh('carbone', 'Yanis');
  const site = await visit('carbone', '/inscription/');
  await registerThroughForm(site, who);
  await activateFromMail(site, who.email);
  await site.login(who);
  await expect(site.toast(COPY.loggedIn)).toBeVisible();
  await site.open('/espace-personnel/');
  await expect(page.getByRole('heading', { name: `Bienvenue ${who.firstname} ${who.lastname}` })).toBeVisible();
});

test('floor: a forgotten password is reset from the mailed link, then works', async ({ visit, page }) => {
  test.setTimeout(40_000);
  const who = fresh('oubli', 'Malo');
  const site = await visit('plancher', '/inscription/');
  await registerThroughForm(site, who);
  await activateFromMail(site, who.email);

  await site.open('/');
  await site.openLogin();
  await site.loginDialog.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Mot de passe oublié' });
  await forgot.getByLabel(COPY.email, { exact: true }).fill(who.email);
  await forgot.getByRole('button', { name: 'Envoyer' }).click();
  await expect(
    site.toast(
      'Si un compte existe pour cette adresse, vous allez recevoir un e-mail avec un lien pour choisir un nouveau mot de passe.',
    ),
  ).toBeVisible();

  const link = await mailedLink(who.email, '/mot-de-passe-oublie/');
  await page.goto(inFlavour(link, site));
  const reset = page.getByRole('dialog', { name: 'Changement de mot de passe' });
  await reset.getByLabel('Nouveau mot de passe', { exact: true }).fill('Retrouve-2026!');
  await expectCriteriaMet(page);
  await reset.getByLabel('Confirmation du mot de passe', { exact: true }).fill('Retrouve-2026!');
  await reset.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(site.toast('Votre nouveau mot de passe a été enregistré')).toBeVisible();
  await expect(site.loginDialog).toBeVisible();
  // The old password is refused, the new one works.
  await site.submitLogin(who);
  await expect(site.toast(COPY.invalidCredentials)).toBeVisible();
  await site.login({ ...who, password: 'Retrouve-2026!' });

  // The link again: used, it says so as the popup opens, before anything is typed.
  await page.goto(inFlavour(link, site));
  await expect(reset.getByRole('alert')).toHaveText('Ce lien a déjà été utilisé.');
  await expect(reset.getByLabel('Nouveau mot de passe', { exact: true })).toHaveCount(0);
  await expect(reset.getByRole('button', { name: 'Demander un nouveau lien' })).toBeFocused();
});

test("main: 'Données personnelles' saves a new phone number", async ({ visit, page, flavour }) => {
  test.setTimeout(40_000);
  const account = MAIN_ACCOUNTS.updated;
  const phone = flavour === 'react' ? '0611220001' : '0611220002';
  const home = await visit('main', '/');
  await home.login(account);
  await home.open('/espace-personnel/');
  await withLock('sophie-profile', async () => {
    await page.getByRole('button', { name: 'Gérer mes infos personnelles' }).click();
    const dialog = page.getByRole('dialog', { name: 'Données personnelles' });
    const field = dialog.getByLabel('Téléphone', { exact: true });
    await expect(field).toBeEditable();
    await field.fill(phone);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(home.toast('Les modifications ont été enregistrées')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // Opened again, the popup shows what the server kept.
    await page.getByRole('button', { name: 'Gérer mes infos personnelles' }).click();
    await expect(dialog.getByLabel('Téléphone', { exact: true })).toHaveValue(phone);
  });
});
