/**
 * Helpers of the account journeys (account-journeys*.spec.ts): the outbox read the way a person
 * reads their mail (the newest message to an address, waited for), and the steps a person takes
 * on the registration page and in the personal-data dialogs.
 */
import { expect, type Page } from '@playwright/test';
import { call, type Mail } from './api';
import { MAIL_HOST, originOf, SITE_HOSTS } from './env';
import type { SitePage } from './site';

/** The newest mail to `to` whose link path contains `linkPart`, waited for (the API sends it as it answers). */
export async function mailedLink(to: string, linkPart: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const reply = await call<never>(MAIL_HOST, 'GET', '/messages.json');
        const mail = (reply.body as unknown as Mail[]).find(
          (m) => m.to === to && m.links.some((l) => l.includes(linkPart)),
        );
        found = mail?.links.find((l) => l.includes(linkPart));
        return found;
      },
      { message: `a mail to ${to} with a ${linkPart} link`, timeout: 5_000 },
    )
    .toBeTruthy();
  return found!;
}

/** The same link on the page's flavour (the cookie set by the first visit keeps it, this makes it explicit). */
export function inFlavour(link: string, page: SitePage): string {
  const url = new URL(link);
  url.searchParams.set('flavour', page.flavour);
  return url.href;
}

/** Every criterion of the live checklist under the password field is met. */
export async function expectCriteriaMet(page: Page): Promise<void> {
  const items = page.locator('.oss-criteria__list li');
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  expect(count).toBeGreaterThanOrEqual(5);
  for (let i = 0; i < count; i++) await expect(items.nth(i)).toHaveAttribute('data-met', 'true');
}

export interface Registrant {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
}

/** Both steps of `/inscription/`, then the confirmation page. */
export async function registerThroughForm(site: SitePage, who: Registrant): Promise<void> {
  const { page } = site;
  await expect(page.getByRole('heading', { name: 'Votre identité et votre entreprise' })).toBeVisible();
  await page.getByLabel('Nom', { exact: true }).fill(who.lastname);
  await page.getByLabel('Prénom', { exact: true }).fill(who.firstname);
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(who.email);
  await page.getByLabel('Entreprise', { exact: true }).fill(`${who.lastname} Construction`);
  await page.getByRole('checkbox', { name: /J'accepte que mes données personnelles/ }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expect(page.getByRole('heading', { name: 'Votre mot de passe' })).toBeVisible();
  await expect(page.getByText('Étape 2 sur 2')).toBeVisible();
  await page.getByLabel('Mot de passe', { exact: true }).fill(who.password);
  await expectCriteriaMet(page);
  await page.getByLabel('Confirmation du mot de passe', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page.getByRole('heading', { name: 'Votre compte a bien été créé' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: who.email })).toBeVisible();
}

/** Opens the activation link mailed to `email` and expects the success. */
export async function activateFromMail(site: SitePage, email: string): Promise<void> {
  const link = await mailedLink(email, '/activation/');
  expect(new URL(link).origin).toBe(originOf(SITE_HOSTS[site.site]));
  await site.page.goto(inFlavour(link, site));
  await expect(
    site.page.getByText('Votre compte est maintenant activé. Vous pouvez vous connecter.').first(),
  ).toBeVisible();
}
