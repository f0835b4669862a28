import { escapeAttr, escapeHtml, findPage, renderNotFound, renderPage, sitePages, themeCss } from './index';
import type { DemoPage, PageContext, SiteKey, SsoLanding, Variant } from './types';

const SITE_OF: Record<Variant, SiteKey> = {
  main: 'main',
  plancher: 'plancher',
  carbone: 'carbone',
  neo: 'carbone',
  partenaire: 'carbone',
};
const VARIANTS = Object.keys(SITE_OF) as Variant[];

function context(variant: Variant, path = '/', extra: Partial<PageContext> = {}): PageContext {
  const origin = `http://${variant}.localhost:8080`;
  return {
    variant,
    site: SITE_OF[variant],
    origin,
    links: {
      outbox: 'http://localhost:8080/outbox/',
      sso: 'http://sso.localhost:8080',
      sites: Object.fromEntries(VARIANTS.map((v) => [v, `http://${v}.localhost:8080`])) as Record<Variant, string>,
    },
    url: new URL(path, origin),
    bundleUrl: '/dist/preact/ossature.js',
    flavour: 'preact',
    sso: null,
    ssoError: null,
    ...extra,
  };
}

function render(variant: Variant, path: string, extra: Partial<PageContext> = {}): string {
  const ctx = context(variant, path, extra);
  const page = findPage(ctx.site, ctx.url.pathname);
  if (!page) throw new Error(`no page ${path} on ${variant}`);
  return renderPage(ctx, page);
}

const ACCOUNT_PLACEHOLDERS: Record<string, string[]> = {
  '/': ['<div data-widget="header"'],
  '/inscription/': ['<div data-widget="register"></div>'],
  '/activation/': ['<div data-widget="link-handler"></div>'],
  '/user/data/email/': ['<div data-widget="link-handler"></div>'],
  '/mot-de-passe-oublie/abc123': ['<div data-widget="password-reset"></div>'],
  '/espace-personnel/': ['<div data-widget="account-space"></div>'],
  '/connexion-sso/': ['<div data-widget="sso-landing"></div>'],
  '/connexion-sso-json/': ['<div data-widget="sso-landing-json"></div>'],
  '/mentions-legales/': ['Mentions légales'],
};
const EXPECTED: Record<SiteKey, Record<string, string[]>> = {
  main: {
    '/': ['<div data-widget="header"></div>'],
    '/espace-personnel/': ['<div data-widget="personal-space"></div>'],
    '/evaluer-le-psi-dun-rupteur/': ['<div data-widget="thermal-break" data-tool="thermal"></div>'],
    '/donnees-environnementales/': ['<div data-widget="thermal-break" data-tool="environmental"></div>'],
    '/bibliotheque/': [
      '<div data-widget="psi-library"></div>',
      'Bibliothèque de PSI',
      'href="/evaluer-le-psi-dun-rupteur/"',
    ],
    '/contact/': ['<form class="wpcf7-form"'],
    '/inscription/': ['Demande de compte', 'href="/contact/"', '<form class="wpcf7-form" action="/contact/"'],
    '/connexion-sso/': ['<div data-widget="sso-landing"></div>'],
    '/mentions-legales/': ['Mentions légales'],
  },
  plancher: {
    ...ACCOUNT_PLACEHOLDERS,
    '/configurer-un-plancher/': ['Configurer un plancher'],
    '/systemes/': ['href="/systemes/poutrelles-entrevous-pse-12-4/"'],
  },
  carbone: { ...ACCOUNT_PLACEHOLDERS, '/simuler-mon-empreinte-carbone/': ['Simuler mon empreinte carbone'] },
};

describe.each(VARIANTS)('variant %s', (variant) => {
  const site = SITE_OF[variant];

  it.each(Object.entries(EXPECTED[site]))('renders %s with its placeholders inside the content', (path, needles) => {
    const html = render(variant, path);
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="fr">/);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('name="viewport"');
    expect(html).toContain(`variant-${variant}`);
    expect(html).toContain('href="/wp-content/themes/chantier/style.css"');
    expect(html).toContain('href="/mentions-legales/"');
    expect(html).toContain('class="preview-toolbar"');
    for (const needle of needles) expect(html).toContain(needle);
    // Placeholders other than the header belong to the entry content, among paragraphs.
    const content = html.slice(html.indexOf('<div class="entry-content">'), html.indexOf('</article>'));
    const kinds = [...html.matchAll(/data-widget="([^"]+)"/g)].map((m) => m[1]).filter((k) => k !== 'header');
    for (const kind of kinds) expect(content).toContain(`data-widget="${kind}"`);
    if (kinds.length > 0) expect(content).toContain('<p>');
  });

  it('lists exactly the expected pages', () => {
    expect(
      sitePages(site)
        .map((p) => p.path)
        .sort(),
    ).toEqual(
      Object.keys(EXPECTED[site])
        .map((p) => (p.startsWith('/mot-de-passe-oublie/') ? '/mot-de-passe-oublie/' : p))
        .sort(),
    );
  });
});

describe('header placeholder', () => {
  it("shows both forms on every site: the menu on the main site's contact page only", () => {
    for (const variant of ['plancher', 'carbone'] as const) {
      expect(render(variant, '/')).toContain('<div data-widget="header" data-layout="menu"></div>');
      expect(render(variant, '/inscription/')).toContain('<div data-widget="header"></div>');
    }
    expect(render('main', '/contact/')).toContain('<div data-widget="header" data-layout="menu"></div>');
    for (const page of sitePages('main').filter((p) => p.path !== '/contact/')) {
      expect(render('main', page.path)).not.toContain('data-layout');
    }
  });
});

describe('variants', () => {
  it('shows the partner logo and the neo badge only on their variants', () => {
    expect(render('partenaire', '/')).toContain('Carbone Bâtiment × Partenaire');
    expect(render('carbone', '/')).not.toContain('Carbone Bâtiment × Partenaire');
    expect(render('neo', '/')).toContain('<span class="site-badge">néo</span>');
    expect(render('carbone', '/')).not.toContain('site-badge');
  });
});

describe('SSO landing', () => {
  const hostile: SsoLanding = {
    token: 'abc"><script>alert(1)</script>',
    refreshToken: 'r\'ef"><img src=x onerror=alert(2)>',
    user: { email: 'a@b.fr', firstname: '"><script>alert(3)</script>', lastname: "O'Brien" },
  };

  it('writes the tokens escaped into attributes', () => {
    const html = render('main', '/connexion-sso/', { sso: hostile });
    expect(html).toContain(
      `<div data-widget="sso-landing" data-token="${escapeAttr(hostile.token)}" data-refresh-token="${escapeAttr(hostile.refreshToken!)}"></div>`,
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
  });

  it('omits the refresh token when there is none', () => {
    const html = render('plancher', '/connexion-sso/', { sso: { ...hostile, token: 'tok', refreshToken: null } });
    expect(html).toContain('<div data-widget="sso-landing" data-token="tok"></div>');
  });

  it('writes tokens and user as escaped JSON that decodes back', () => {
    const html = render('carbone', '/connexion-sso-json/', { sso: hostile });
    expect(html).not.toContain('<script>alert');
    const attr = (name: string) => {
      const match = new RegExp(`data-${name}="([^"]*)"`).exec(html);
      if (!match?.[1]) throw new Error(`no data-${name}`);
      return JSON.parse(
        match[1]
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&#96;/g, '`')
          .replace(/&amp;/g, '&'),
      );
    };
    expect(attr('tokens')).toEqual({ token: hostile.token, refreshToken: hostile.refreshToken });
    expect(attr('user')).toEqual(hostile.user);
  });

  it('shows the error, or a default notice, and a bare placeholder without a landing', () => {
    const failed = render('main', '/connexion-sso/', { ssoError: 'Le code de connexion a expiré <b>' });
    expect(failed).toContain('Le code de connexion a expiré &lt;b&gt;');
    expect(failed).toContain('<div data-widget="sso-landing"></div>');
    expect(render('neo', '/connexion-sso-json/')).toContain('Aucune connexion unique en cours.');
  });
});

describe("the floor site's product pages", () => {
  it('show a system, its documents under #documents and its similar products, at the links of the detail', () => {
    const html = render('plancher', '/systemes/poutrelles-entrevous-pse-12-4/');
    expect(html).toContain('Plancher poutrelles + entrevous PSE 12+4');
    expect(html).toContain('id="documents"');
    expect(html).toContain(
      'href="http://api.plancher.localhost:8080/api/solution/poutrelles-entrevous-pse-12-4/documents/',
    );
    expect(html).toContain('Produits similaires');
    expect(render('plancher', '/systemes/inconnu/')).toContain('Ce système ne fait pas partie de notre gamme.');
  });
});

describe('findPage', () => {
  const path = (page: DemoPage | null) => page?.path ?? null;

  it('matches with and without the trailing slash', () => {
    expect(path(findPage('main', '/contact'))).toBe('/contact/');
    expect(path(findPage('main', '/contact/'))).toBe('/contact/');
    expect(path(findPage('plancher', '/user/data/email'))).toBe('/user/data/email/');
    expect(path(findPage('carbone', '/'))).toBe('/');
  });

  it('matches the password-reset page and anything under it', () => {
    for (const p of [
      '/mot-de-passe-oublie',
      '/mot-de-passe-oublie/',
      '/mot-de-passe-oublie/tok-123',
      '/mot-de-passe-oublie/tok/',
    ]) {
      expect(path(findPage('carbone', p))).toBe('/mot-de-passe-oublie/');
    }
  });

  it('returns null for unknown paths and for pages of another site', () => {
    expect(findPage('main', '/nope/')).toBeNull();
    expect(findPage('main', '/activation/')).toBeNull(); // the floor and carbon sites' page; main has '/inscription/' too
    expect(findPage('plancher', '/simuler-mon-empreinte-carbone/')).toBeNull();
    expect(findPage('main', '/contact/extra')).toBeNull();
  });
});

describe('shell', () => {
  it('renders an escaped 404 in the same shell', () => {
    const html = renderNotFound(context('plancher', '/introuvable/"><script>x</script>'));
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Page introuvable');
    expect(html).toContain('class="preview-toolbar"');
    expect(html).toContain('<div data-widget="header"></div>');
    expect(html).not.toContain('<script>x');
  });

  it('adds the loader only when the bundle is built', () => {
    expect(render('main', '/')).toContain('<script type="module" src="/dist/preact/ossature.js"></script>');
    const unbuilt = render('main', '/', { bundleUrl: null });
    expect(unbuilt).not.toContain('type="module"');
    expect(unbuilt).toContain('Bundle non construit : lancez npm start');
  });

  it('offers flavour links that keep the path and query', () => {
    const html = render('plancher', '/activation/?id=1&token=t');
    expect(html).toContain('href="/activation/?id=1&amp;token=t&amp;flavour=react"');
    expect(html).toContain('href="/activation/?id=1&amp;token=t&amp;flavour=preact"');
    expect(html).toContain('href="http://localhost:8080/outbox/"');
  });

  it('escapes every special character', () => {
    expect(escapeHtml('<a href="x">\'&`</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#96;&lt;/a&gt;');
    expect(escapeAttr('"><script>')).toBe('&quot;&gt;&lt;script&gt;');
  });

  it('ships the hostile theme rules', () => {
    for (const rule of [
      '* { box-sizing: content-box; }',
      'z-index: 2147483647',
      'z-index: 99999',
      'dialog { border: 5px dashed red; }',
      'svg { width: 100%; }',
    ]) {
      expect(themeCss).toContain(rule);
    }
  });
});
