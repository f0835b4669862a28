import { escapeAttr, escapeHtml } from '@/demo-pages/pages/escape';
import { THEME_STYLESHEET_PATH } from '@/demo-pages/pages';
import { createSsoCode } from '@/demo-pages/reference-api/sso/codes';
import { urlTable } from '@/demo-pages/server/url-table';
import { registry } from '@/src/registry';
import { SEED_ACCOUNTS } from '@/test/support/reference-api';
import { OUTSIDE_SECRET, startPreview } from '@/test/support/preview';

type Preview = Awaited<ReturnType<typeof startPreview>>;
const SCRIPT = '<script type="module" src="/dist/preact/ossature.js"></script>';
const SESSION = {
  token: 'jeton.d.acces',
  refreshToken: 'jeton"de&rafraichissement',
  user: {
    id: 7,
    email: 'claire.moreau@groupe-partenaire.fr',
    firstname: 'Claire',
    lastname: 'Moreau',
    company: 'Groupe Partenaire',
  },
};

let preview: Preview;
beforeEach(async () => {
  preview = await startPreview({ 'preact/ossature.js': 'export {};', 'preact/chunks/header-3f9a1c.js': 'export {};' });
});
afterEach(() => preview.cleanup());

async function page(host: string, path: string, headers: Record<string, string> = {}) {
  const response = await preview.request(host, path, { headers });
  return { response, html: await response.text() };
}

describe('one port, many host names', () => {
  it('site.localhost serves the main site, with the header placeholder and the bundle', async () => {
    const { response, html } = await page('site.localhost', '/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('<div data-widget="header"');
    expect(html).toContain(SCRIPT);
  });

  it('plancher.localhost/inscription/ serves the registration placeholder', async () => {
    const { html } = await page('plancher.localhost', '/inscription/');
    expect(html).toContain('<div data-widget="register"></div>');
  });

  it('reads the host whatever its case, with or without a trailing dot', async () => {
    expect((await page('NEO.Carbone.LOCALHOST.', '/inscription/')).html).toContain('data-widget="register"');
  });

  it('api.site.localhost answers the API envelope', async () => {
    const ok = await preview.request('api.site.localhost', '/api/device/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ browser: 'Firefox', browserVersion: '128', os: 'Linux' }),
    });
    expect(ok.status).toBe(200);
    // The device's id is the server's, minted (24 base64url characters).
    expect(await ok.json()).toMatchObject({
      success: true,
      error: null,
      datas: { device: { uuid: expect.stringMatching(/^[\w-]{24}$/), browser: 'Firefox' } },
    });
    const missing = await preview.request('api.plancher.localhost', '/api/nope');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      success: false,
      message: "Cette adresse n'existe pas sur l'API.",
      error: null,
    });
  });

  it.each(['localhost', 'inconnu.localhost', 'example.com'])('%s gets the index of every preview URL', async (host) => {
    const { response, html } = await page(host, '/anything');
    expect(response.status).toBe(200);
    for (const row of urlTable(8080)) expect(html).toContain(`href="${escapeAttr(row.url)}"`);
  });

  it('sso.localhost, which the toolbar links to, offers one sign-in per site', async () => {
    const { response, html } = await page('sso.localhost', '/');
    expect(response.status).toBe(200);
    for (const site of ['main', 'plancher', 'carbone']) expect(html).toContain(`href="/api/saml-login?site=${site}"`);
    const missing = await page('sso.localhost', '/nulle-part');
    expect(missing.response.status).toBe(404);
    expect(missing.html).toContain('<html lang="fr">');
  });

  it.each(['/catalogue/', '/catalogue'])(
    'localhost%s is the widget catalogue: each kind with its snippet and live examples on its sites',
    async (path) => {
      const { response, html } = await page('localhost', path);
      expect(response.status).toBe(200);
      expect(html).toContain('<h1>Catalogue des widgets</h1>');
      for (const kind of Object.keys(registry)) {
        expect(html).toContain(`<h2 id="widget-${kind}-title"><code>${kind}</code></h2>`);
        expect(html).toContain(`${escapeHtml(`<div data-widget="${kind}"`)}`);
      }
      expect(html).toContain('<a href="http://plancher.localhost:8080/inscription/">');
      expect(html).toContain('<a href="http://site.localhost:8080/espace-personnel/">');
      expect(html).not.toContain('<a href="http://site.localhost:8080/inscription/">');
      expect((await page('localhost', '/')).html).toContain('href="http://localhost:8080/catalogue/"');
    },
  );

  it('an unknown path of a site is a 404 page of that site', async () => {
    const { response, html } = await page('plancher.localhost', '/nulle-part/');
    expect(response.status).toBe(404);
    expect(html).toContain('Page introuvable');
    expect(html).toContain('Aucune page ne correspond à l&#39;adresse /nulle-part/.');
  });
});

describe('the mailbox on mail.localhost', () => {
  async function requestReset(email: string, device: string) {
    const response = await preview.request('api.site.localhost', '/reset/request', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${device}` },
      body: JSON.stringify({ username: email }),
    });
    expect(response.status).toBe(200);
  }

  async function sendTwoMails() {
    const created = await preview.request('api.site.localhost', '/api/device/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://site.localhost:8080' },
      body: JSON.stringify({ browser: 'Firefox', browserVersion: '128', os: 'Linux' }),
    });
    const device = ((await created.json()) as { datas: { device: { token: string } } }).datas.device.token;
    await requestReset(SEED_ACCOUNTS.mainFirstLogin.email, device);
    await requestReset(SEED_ACCOUNTS.mainUpdated.email, device);
  }

  it('lists the sent mails as JSON, newest first', async () => {
    await sendTwoMails();
    const response = await preview.request('mail.localhost', '/messages.json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const mails = (await response.json()) as { to: string; subject: string; text: string; links: string[] }[];
    expect(mails.map((m) => m.to)).toEqual([SEED_ACCOUNTS.mainUpdated.email, SEED_ACCOUNTS.mainFirstLogin.email]);
    expect(mails[0]).toMatchObject({
      subject: 'Votre nouveau mot de passe provisoire',
      text: expect.stringContaining('Bonjour Sophie,'),
      links: ['http://site.localhost:8080/'],
    });
  });

  it('shows them as a page whose links can be clicked, escaping the rest', async () => {
    await sendTwoMails();
    const { response, html } = await page('mail.localhost', '/');
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('<a href="http://site.localhost:8080/">http://site.localhost:8080/</a>');
    expect(html).toContain('Votre nouveau mot de passe provisoire');
  });

  it('says so when it is empty', async () => {
    expect((await page('mail.localhost', '/')).html).toContain('Aucun e-mail pour le moment.');
  });
});

describe('the bundle and the theme', () => {
  it('serves the entry with revalidation and hashed chunks as immutable', async () => {
    const entry = await preview.request('site.localhost', '/dist/preact/ossature.js');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const chunk = await preview.request('plancher.localhost', '/dist/preact/chunks/header-3f9a1c.js');
    expect(chunk.headers.get('cache-control')).toContain('immutable');
  });

  it('leaves the script tag out, and says why, while the bundle is not built', async () => {
    const bare = await startPreview({});
    try {
      const html = await (await bare.request('site.localhost', '/')).text();
      expect(html).not.toContain('<script type="module"');
      expect(html).toContain('Bundle non construit');
    } finally {
      bare.cleanup();
    }
  });

  it('switches to the react flavour with ?flavour=react and keeps it in a cookie', async () => {
    const both = await startPreview({ 'preact/ossature.js': '', 'react/ossature.js': '' });
    try {
      const first = await both.request('carbone.localhost', '/?flavour=react');
      expect(first.headers.get('set-cookie')).toMatch(/^ossature_flavour=react;/);
      expect(await first.text()).toContain('<script type="module" src="/dist/react/ossature.js"></script>');
      const next = await both.request('carbone.localhost', '/inscription/', {
        headers: { cookie: 'ossature_flavour=react' },
      });
      expect(await next.text()).toContain('src="/dist/react/ossature.js"');
      const back = await both.request('carbone.localhost', '/?flavour=preact', {
        headers: { cookie: 'ossature_flavour=react' },
      });
      expect(await back.text()).toContain('src="/dist/preact/ossature.js"');
    } finally {
      both.cleanup();
    }
  });

  it("serves the bench's all-in-one baseline for one page when ?bundle= names it", async () => {
    const files = {
      'preact/ossature.js': 'export {};',
      'react/ossature.js': 'export {};',
      'dist-bench/react-all-in-one/ossature.js': 'export const all = 1;',
    };
    const bench = await startPreview(files);
    try {
      const baseline = await bench.request('site.localhost', '/?bundle=react-all-in-one');
      expect(baseline.headers.get('set-cookie')).toBeNull();
      const html = await baseline.text();
      expect(html).toContain('<script type="module" src="/dist-bench/react-all-in-one/ossature.js"></script>');
      expect(html).toContain('saveur <code>react</code>');
      const script = await bench.request('site.localhost', '/dist-bench/react-all-in-one/ossature.js');
      expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(await script.text()).toBe('export const all = 1;');
      // Not built, or not a baseline: the usual bundle, and nothing else of the directory.
      for (const query of ['?bundle=preact-all-in-one', '?bundle=../react', '?bundle=react-all-in-one/..'])
        expect(await (await bench.request('site.localhost', `/${query}`)).text()).toContain(
          'src="/dist/preact/ossature.js"',
        );
      expect((await bench.request('site.localhost', '/dist-bench/..%2Fdist%2Fpreact%2Fossature.js')).status).toBe(404);
      expect((await bench.request('site.localhost', '/dist-bench/%2e%2e/secret.txt')).status).toBe(404);
    } finally {
      bench.cleanup();
    }
  });

  it("serves the bench's header-only baseline when ?bundle= names it", async () => {
    const files = {
      'preact/ossature.js': 'export {};',
      'react/ossature.js': 'export {};',
      'dist-bench/preact-header-all-in-one/ossature.js': 'export const header = 1;',
    };
    const bench = await startPreview(files);
    try {
      const html = await (await bench.request('site.localhost', '/?bundle=preact-header-all-in-one')).text();
      expect(html).toContain('<script type="module" src="/dist-bench/preact-header-all-in-one/ossature.js"></script>');
      expect(html).not.toContain('rel="modulepreload"');
      for (const query of ['?bundle=react-header-all-in-one', '?bundle=preact-footer-all-in-one'])
        expect(await (await bench.request('site.localhost', `/${query}`)).text()).toContain(
          'src="/dist/preact/ossature.js"',
        );
    } finally {
      bench.cleanup();
    }
  });

  it.each([
    '/dist/../package.json',
    '/dist/%2e%2e/secret.txt',
    '/dist/..%2Fsecret.txt',
    '/dist/preact/..%2F..%2Fsecret.txt',
    '/dist/..%2Fdist-old%2Fsecret.js',
    '/dist/%E0%A4%A',
    '/dist/%00',
    '/dist/preact',
    '/dist/nope.js',
  ])('refuses %s with a 404', async (path) => {
    const response = await preview.request('site.localhost', path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(OUTSIDE_SECRET);
  });

  it('serves the theme stylesheet as CSS', async () => {
    const response = await preview.request('plancher.localhost', THEME_STYLESHEET_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/css/);
    expect((await response.text()).length).toBeGreaterThan(100);
  });

  it("prints the build's heights stylesheet in the <head>, and the login class when the request has the login hint", async () => {
    const css = '[data-widget="header"]{min-height:44px}';
    const built = await startPreview({ 'preact/ossature.js': '', 'preact/heights.css': css });
    try {
      const html = await (await built.request('plancher.localhost', '/')).text();
      expect(html).toContain(`<style id="ossature-heights-css">${css}</style>`);
      expect(html.indexOf('ossature-heights-css')).toBeLessThan(html.indexOf('</head>'));
      expect(html).not.toMatch(/<body[^>]*ossature-login/);
      const hinted = await built.request('plancher.localhost', '/', { headers: { cookie: 'ossature_login=1' } });
      expect(await hinted.text()).toMatch(/<body class="[^"]*\bossature-login\b/);
      const strict = await (await built.request('plancher.localhost', '/?csp=strict')).text();
      expect(strict).toContain('<link rel="stylesheet" id="ossature-heights-css" href="/dist/preact/heights.css">');
      expect(await (await built.request('plancher.localhost', '/?heights=none')).text()).not.toContain(
        'ossature-heights-css',
      );
    } finally {
      built.cleanup();
    }
    // An older build without the file: the loader's heights alone.
    expect((await page('plancher.localhost', '/')).html).not.toContain('ossature-heights-css');
  });

  it('serves a page under a strict CSP with ?csp=strict, with nothing inline for it to refuse', async () => {
    const plain = await page('plancher.localhost', '/espace-personnel/');
    expect(plain.response.headers.get('content-security-policy')).toBeNull();
    expect(plain.html).toMatch(/<style[\s>]/);

    const { response, html } = await page('plancher.localhost', '/espace-personnel/?csp=strict');
    expect(response.headers.get('content-security-policy')).toBe("script-src 'self'; style-src 'self'");
    expect(html).toContain(SCRIPT);
    expect(html).not.toMatch(/<style[\s>]|\sstyle=/);
    // Every script has a same-origin src; the page's own CSS and script come from files.
    expect(html.match(/<script\b[^>]*>/g)?.every((tag) => /\ssrc="\/[^/]/.test(tag))).toBe(true);
    for (const path of [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:css|js))"/g)].map((m) => m[1]!)) {
      if (path.startsWith('/dist/')) continue;
      expect((await preview.request('plancher.localhost', path)).status).toBe(200);
    }
  });
});

describe('the SSO landing page, playing the CMS', () => {
  it('redeems the code and renders the tokens into the placeholder, never cached', async () => {
    const code = await createSsoCode(preview.ctx, SESSION);
    const { response, html } = await page('plancher.localhost', `/connexion-sso/?code=${encodeURIComponent(code)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(html).toContain(
      `<div data-widget="sso-landing" data-token="jeton.d.acces" data-refresh-token="${escapeAttr(SESSION.refreshToken)}"></div>`,
    );
  });

  it('renders the token set and the user as JSON attributes on the JSON landing', async () => {
    const code = await createSsoCode(preview.ctx, { ...SESSION, refreshToken: null });
    const { html } = await page('carbone.localhost', `/connexion-sso-json/?code=${code}`);
    const tokens = escapeAttr(JSON.stringify({ token: SESSION.token, refreshToken: null }));
    expect(html).toContain(`data-tokens="${tokens}" data-user="${escapeAttr(JSON.stringify(SESSION.user))}"`);
  });

  it('shows the French error and a bare placeholder for a bad or replayed code', async () => {
    const code = await createSsoCode(preview.ctx, SESSION);
    await page('plancher.localhost', `/connexion-sso/?code=${code}`);
    const replayed = await page('plancher.localhost', `/connexion-sso/?code=${code}`);
    expect(replayed.html).toContain('Ce code de connexion unique a déjà été utilisé. Reconnectez-vous.');
    expect(replayed.html).toContain('<div data-widget="sso-landing"></div>');
    const bad = await page('site.localhost', '/connexion-sso/?code=invente');
    expect(bad.response.headers.get('cache-control')).toBe('no-store');
    expect(bad.html).toContain('Ce code de connexion unique est invalide.');
    expect(bad.html).toContain('<div data-widget="sso-landing"></div>');
  });

  it('takes a partner user from sso.localhost to a working session on api.plancher.localhost', async () => {
    const { partner } = SEED_ACCOUNTS;
    const signedIn = await preview.request('sso.localhost', '/api/saml-login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: partner.email, password: partner.password, site: 'plancher' }).toString(),
    });
    expect(signedIn.status).toBe(302);
    const landing = new URL(signedIn.headers.get('location')!);
    const { html } = await page(landing.hostname, `${landing.pathname}${landing.search}`);
    const token = /data-token="([^"]+)"/.exec(html)?.[1];
    expect(token).toBeDefined();
    const user = await preview.request('api.plancher.localhost', '/api/user/', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ datas: { user: { email: partner.email } } });
  });
});
