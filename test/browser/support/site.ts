import { expect, type Locator, type Page } from '@playwright/test';
import type { Account } from './api';
import { originOf, SITE_HOSTS, type Flavour, type SiteKey } from './env';

/** The spec's copy, as the tests look for it (account-layer §2, §5, §8). */
export const COPY = {
  loginTitle: 'CONNEXION',
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  login: 'Me connecter',
  register: "M'inscrire",
  mainSubmit: 'Connexion',
  toolsSubmit: 'Se connecter',
  lostPassword: "J'ai perdu mon mot de passe",
  remember: 'Se souvenir de moi',
  wrongPassword: 'Mot de passe incorrect',
  invalidCredentials: 'Identifiants invalides.',
  loggedIn: 'Vous êtes maintenant connecté',
  welcome: (firstname: string) => `Bienvenue ${firstname} !`,
  personalSpaceMain: 'Mon espace personnel',
  personalSpaceTools: 'Mon espace',
  seePersonalSpace: 'Voir mon espace personnel',
  logout: 'Me déconnecter',
  logoutTitle: 'Déconnexion',
  logoutQuestion: 'Êtes-vous sûr de vouloir vous déconnecter ?',
  cancel: 'Annuler',
  logoutConfirm: 'Oui, me déconnecter',
  loggingOut: 'Déconnexion en cours',
  newPasswordTitle: 'Nouveau mot de passe',
  newPassword: 'Nouveau mot de passe',
  newPasswordRepeat: 'Confirmation du mot de passe',
  update: 'Mettre à jour',
  passwordChanged: 'Votre mot de passe a bien été modifié',
} as const;

/** The URL of a demo page in the chosen flavour (`?flavour=` also sets the cookie that keeps it). */
export function siteUrl(site: SiteKey, path: string, flavour: Flavour): string {
  const url = new URL(path, originOf(SITE_HOSTS[site]));
  url.searchParams.set('flavour', flavour);
  return url.href;
}

/** One demo page of one site, seen as a visitor sees it. */
export class SitePage {
  constructor(
    readonly page: Page,
    readonly site: SiteKey,
    readonly flavour: Flavour,
  ) {}

  get isMain(): boolean {
    return this.site === 'main';
  }

  async open(path = '/'): Promise<this> {
    await this.page.goto(siteUrl(this.site, path, this.flavour));
    return this;
  }

  /** The theme's header placeholder, the first of the page (locators pierce its open shadow root). */
  get header(): Locator {
    return this.page.locator('[data-widget="header"]').first();
  }

  get loginDialog(): Locator {
    return this.page.getByRole('dialog', { name: COPY.loginTitle });
  }
  get logoutDialog(): Locator {
    return this.page.getByRole('dialog', { name: COPY.logoutTitle });
  }
  get emailField(): Locator {
    return this.loginDialog.getByLabel(COPY.email, { exact: true });
  }
  get passwordField(): Locator {
    return this.loginDialog.getByLabel(COPY.password, { exact: true });
  }
  get submitButton(): Locator {
    return this.loginDialog.getByRole('button', {
      name: this.isMain ? COPY.mainSubmit : COPY.toolsSubmit,
      exact: true,
    });
  }

  /** A toast of the toaster (sonner), bottom right. */
  toast(text: string): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }

  async expectLoggedOut(): Promise<void> {
    await expect(this.header.getByRole('button', { name: COPY.login })).toBeVisible();
    await expect(this.header.getByRole('link', { name: COPY.register })).toBeVisible();
  }

  /** The greeting: plain text, or the menu's button when the header has `data-layout="menu"`. */
  async expectGreets(firstname: string): Promise<void> {
    await expect(this.header.getByText(COPY.welcome(firstname))).toBeVisible();
    await expect(this.header.getByRole('button', { name: COPY.login })).toHaveCount(0);
  }

  async openLogin(): Promise<void> {
    await this.header.getByRole('button', { name: COPY.login }).click();
    await expect(this.loginDialog).toBeVisible();
  }

  /** Fills and sends the login popup (opening it first if needed). */
  async submitLogin(account: Pick<Account, 'email' | 'password'>, options: { remember?: boolean } = {}): Promise<void> {
    if (!(await this.loginDialog.isVisible())) await this.openLogin();
    await this.emailField.fill(account.email);
    await this.passwordField.fill(account.password);
    if (options.remember) await this.loginDialog.getByRole('checkbox', { name: COPY.remember }).check();
    await this.submitButton.click();
  }

  /** Logs in through the popup and waits for the greeting. */
  async login(account: Account, options: { remember?: boolean } = {}): Promise<void> {
    await this.submitLogin(account, options);
    await expect(this.loginDialog).toBeHidden();
    await this.expectGreets(account.firstname);
  }

  /** Opens the menu layout's panel (`data-layout="menu"`). */
  async openMenu(firstname: string): Promise<Locator> {
    const toggle = this.header.getByRole('button', { name: COPY.welcome(firstname) });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    return this.header;
  }
}
