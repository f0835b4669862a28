import { escapeAttr, escapeHtml } from '@/demo-pages/pages/escape';

export interface SignInForm {
  site: string;
  landing: string;
  returnTo: string;
  email?: string;
  error?: string;
}

/** The partner organisation's own sign-in page (not a page of ours, so its own plain look). */
export function signInPage(form: SignInForm): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeAttr(value)}">`;
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Groupe Partenaire — Connexion unique</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; background: #0b3954; color: #102a43; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; padding: 2rem; border-radius: 8px; width: min(26rem, 92vw); box-shadow: 0 10px 30px #0005; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; font: inherit; border: 1px solid #829ab1; border-radius: 4px; }
  button { margin-top: 1.5rem; width: 100%; padding: .75rem; font: inherit; font-weight: 700; background: #087e8b; color: #fff; border: 0; border-radius: 4px; cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 3px solid #ff5a5f; outline-offset: 2px; }
  .error { background: #ffe3e3; color: #8a1c1c; padding: .75rem; border-radius: 4px; }
  small { color: #486581; }
</style></head>
<body><main>
  <h1>Groupe Partenaire</h1>
  <p>Connexion unique : identifiez-vous avec votre compte de l'organisation partenaire.</p>
  ${form.error ? `<p class="error" role="alert">${escapeHtml(form.error)}</p>` : ''}
  <form method="post" action="/api/saml-login">
    ${hidden('site', form.site)}${hidden('landing', form.landing)}${hidden('return', form.returnTo)}
    <label for="email">Adresse e-mail</label>
    <input id="email" name="email" type="email" autocomplete="username" required value="${escapeAttr(form.email ?? '')}">
    <label for="password">Mot de passe</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
    <button type="submit">Se connecter</button>
  </form>
  <p><small>Domaine simulé pour l'aperçu Ossature.</small></p>
</main></body></html>`;
}

export function errorPage(message: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Connexion unique impossible</title></head>
<body><main><h1>Connexion unique impossible</h1><p role="alert">${escapeHtml(message)}</p></main></body></html>`;
}

const SITE_LABELS: Record<string, string> = {
  main: 'Site principal (conseil)',
  plancher: 'Configurateur plancher',
  carbone: 'Simulateur carbone',
};

/** What the bare SSO domain shows (the preview toolbar links to it): one entry per site. */
export function ssoIndexPage(sites: readonly string[]): string {
  const items = sites
    .map(
      (site) =>
        `<li><a href="/api/saml-login?site=${escapeAttr(encodeURIComponent(site))}">${escapeHtml(SITE_LABELS[site] ?? site)}</a></li>`,
    )
    .join('');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Groupe Partenaire — Connexion unique</title></head>
<body><main><h1>Connexion unique partenaire</h1><p>Choisissez le site sur lequel vous connecter :</p><ul>${items}</ul>
<p><a href="/logout">Se déconnecter de l’organisation partenaire</a></p></main></body></html>`;
}
