import { expect, type Locator, type Page } from '@playwright/test';
import type { Account } from './api';
import type { Flavour, SiteKey } from './env';
import { COPY, siteUrl } from './copy';

export { COPY, siteUrl } from './copy';

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
