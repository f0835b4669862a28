import { expect, test } from './support/fixtures';
import { originOf, PORT, SITE_HOSTS, type SiteKey } from './support/env';

/**
 * Single sign-on from the partner's domain: its sign-in form, the redirect to the site's landing
 * page with a one-time code, then the home page greeting the partner user.
 */
const PARTNER = { email: 'claire.moreau@groupe-partenaire.fr', password: 'Partenaire-2026!', firstname: 'Claire' };

const CASES: { site: SiteKey; json: boolean }[] = [
  { site: 'plancher', json: false },
  { site: 'plancher', json: true },
  { site: 'main', json: false },
  { site: 'carbone', json: false },
];

for (const { site, json } of CASES) {
  const landing = json ? '/connexion-sso-json/' : '/connexion-sso/';
  test(`${site}: the partner signs in on the SSO domain, lands on ${landing}, then is greeted on '/'`, async ({
    visit,
    page,
  }) => {
    // The first visit sets the flavour cookie the landing page is served with.
    const home = await visit(site, '/');
    await home.expectLoggedOut();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });

    const sso = new URL(`http://sso.localhost:${PORT}/api/saml-login`);
    sso.searchParams.set('site', site);
    if (json) sso.searchParams.set('landing', 'json');
    sso.searchParams.set('return', originOf(SITE_HOSTS[site]));
    await page.goto(sso.href);
    await page.getByLabel('Adresse e-mail').fill(PARTNER.email);
    await page.getByLabel('Mot de passe').fill(PARTNER.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();

    await expect(page).toHaveURL((url) => url.origin === originOf(SITE_HOSTS[site]) && url.pathname === '/');
    await home.expectGreets(PARTNER.firstname);
    const landed = visited.map((u) => new URL(u)).find((u) => u.pathname === landing);
    expect(landed, `went through ${landing}: ${visited.join(', ')}`).toBeDefined();
    expect(landed!.searchParams.get('code')).toBeTruthy();
  });
}

test('a bad one-time code shows the French error and leaves the header logged out', async ({
  visit,
  page,
  browserErrors,
}) => {
  const landing = await visit('plancher', '/connexion-sso/?code=nope');
  const alert = page.locator('[data-widget="sso-landing"]').getByRole('alert');
  await expect(alert).toContainText("La connexion unique n'a pas abouti");
  await expect(alert.getByRole('link', { name: 'Réessayer la connexion unique' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/connexion-sso/');
  await landing.expectLoggedOut();
  await expect.poll(() => browserErrors.ossature.length).toBeGreaterThan(0);
  browserErrors.acknowledge();
});
