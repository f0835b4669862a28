import { existsSync } from 'node:fs';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { getCookie, setCookie } from 'hono/cookie';
import {
  cookieBannerJs,
  COOKIE_BANNER_SCRIPT_PATH,
  findPage,
  renderNotFound,
  renderPage,
  themeCss,
  THEME_STYLESHEET_PATH,
  toolbarCss,
  TOOLBAR_STYLESHEET_PATH,
  type PageContext,
  type Variant,
} from '@/demo-pages/pages';
import { createSiteApi } from '@/demo-pages/reference-api/app';
import type { ApiContext, SiteKey } from '@/demo-pages/reference-api/context';
import { createOutboxApp } from '@/demo-pages/reference-api/outbox/outbox-app';
import { redeemSsoCode } from '@/demo-pages/reference-api/sso/codes';
import { createSsoApp } from '@/demo-pages/reference-api/sso/sso-app';
import { cataloguePage, CATALOGUE_PATH } from './catalogue-page';
import { API_HOSTS, MAIL_HOST, originOf, PAGE_HOSTS, roleOf, SSO_HOST } from './hosts';
import { indexPage } from './index-page';
import { serveFile } from './static-files';
import { heightsSheet, preloadHrefs } from './preload-hints';

export interface PreviewOptions {
  ctx: ApiContext;
  port: number;
  distDir: string;
  /**
   * `npm run bench`'s all-in-one baselines (`<flavour>-all-in-one/ossature.js`, every island in
   * one file; `<flavour>-header-all-in-one/`, the header's alone), served under `/dist-bench/`
   * and chosen with `?bundle=react-all-in-one` or `?bundle=react-header-all-in-one`.
   */
  benchDir?: string;
}

type Flavour = 'preact' | 'react';

/**
 * What `?csp=strict` serves any demo page under: no inline script or style, not
 * even a style attribute in the markup. The islands must work under it (their CSS goes through
 * constructed stylesheets); the page's own inline bits come from files then.
 */
export const STRICT_CSP = "script-src 'self'; style-src 'self'";
const FLAVOUR_COOKIE = 'ossature_flavour';

/**
 * One server, one port, many host names: it plays the CMS (demo pages), the provider's API of
 * each site, the partner SSO domain and the mailbox, dispatching on the Host header.
 */
export function createPreviewApp(options: PreviewOptions): Hono {
  const { ctx, port, distDir, benchDir } = options;
  const apis = Object.fromEntries(
    (Object.keys(API_HOSTS) as SiteKey[]).map((s) => [s, createSiteApi(ctx, s)]),
  ) as Record<SiteKey, Hono>;
  const sso = createSsoApp(ctx);
  const outbox = createOutboxApp(ctx);
  const pages = new Hono();

  // As a CDN would serve the CMS: pages and their assets compressed, revalidated at each visit.
  const gzipped = compress({ encoding: 'gzip' });
  pages.get(THEME_STYLESHEET_PATH, gzipped, (c) =>
    c.body(themeCss, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' }),
  );
  pages.get(TOOLBAR_STYLESHEET_PATH, gzipped, (c) =>
    c.body(toolbarCss, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' }),
  );
  pages.get(COOKIE_BANNER_SCRIPT_PATH, gzipped, (c) =>
    c.body(cookieBannerJs, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }),
  );
  pages.get(
    '/dist/*',
    async (c) => (await serveFile(distDir, c.req.path.slice('/dist/'.length), c.req.raw)) ?? c.notFound(),
  );
  if (benchDir) {
    pages.get(
      '/dist-bench/*',
      async (c) => (await serveFile(benchDir, c.req.path.slice('/dist-bench/'.length), c.req.raw)) ?? c.notFound(),
    );
  }
  pages.get('*', gzipped, (c) => renderSitePage(c, options));

  const app = new Hono();
  app.all('*', (c) => {
    const role = roleOf(c.req.header('host'));
    // The bindings (`c.env`) carry @hono/node-server's socket: without them an API cannot tell
    // its caller's address, and every per-IP limit is skipped.
    switch (role.kind) {
      case 'api':
        return apis[role.site].fetch(c.req.raw, c.env);
      case 'sso':
        return sso.fetch(c.req.raw, c.env);
      case 'mail':
        return outbox.fetch(c.req.raw, c.env);
      case 'pages':
        return pages.fetch(c.req.raw, c.env);
      case 'index':
        return c.html(isCatalogue(c.req.path) ? cataloguePage(port) : indexPage(port));
    }
  });
  return app;
}

const isCatalogue = (path: string) => path === CATALOGUE_PATH || `${path}/` === CATALOGUE_PATH;

async function renderSitePage(c: Context, { ctx, port, distDir, benchDir }: PreviewOptions) {
  const role = roleOf(c.req.header('host'));
  if (role.kind !== 'pages') return c.notFound();
  const url = new URL(c.req.url);
  const baseline = chooseBaseline(c, benchDir);
  const flavour = baseline?.flavour ?? chooseFlavour(c);
  const bundle = `${flavour}/ossature.js`;
  const pageCtx: PageContext = {
    variant: role.variant,
    site: role.site,
    origin: originOf(PAGE_HOSTS[role.variant], port),
    url,
    flavour,
    bundleUrl: baseline?.url ?? (existsSync(`${distDir}/${bundle}`) ? `/dist/${bundle}` : null),
    links: {
      outbox: originOf(MAIL_HOST, port),
      sso: originOf(SSO_HOST, port),
      sites: Object.fromEntries(Object.entries(PAGE_HOSTS).map(([v, h]) => [v, originOf(h, port)])) as Record<
        Variant,
        string
      >,
    },
    sso: null,
    ssoError: null,
    csp: url.searchParams.get('csp') === 'strict',
  };
  if (!baseline && pageCtx.bundleUrl && url.searchParams.get('preload') !== 'none') {
    const bundleUrl = pageCtx.bundleUrl;
    pageCtx.preloadFor = (kinds) => preloadHrefs(`${distDir}/${flavour}/preload.json`, bundleUrl, kinds);
  }
  if (!baseline && pageCtx.bundleUrl && url.searchParams.get('heights') !== 'none') {
    const css = heightsSheet(`${distDir}/${flavour}/heights.css`);
    if (css) pageCtx.heights = { css, href: `/dist/${flavour}/heights.css` };
  }
  // The session's login hint, as a CMS's server reads it for the heights' logged-in rules.
  pageCtx.loginHinted = getCookie(c, 'ossature_login') === '1';
  if (pageCtx.csp) c.header('content-security-policy', STRICT_CSP);
  c.header('cache-control', 'no-cache');
  const page = findPage(role.site, url.pathname);
  if (!page) return c.html(renderNotFound(pageCtx), 404);
  const code = url.searchParams.get('code');
  if (page.path.startsWith('/connexion-sso') && code) {
    // Playing the CMS: redeem the one-time code server-side and render the tokens into the page.
    const redeemed = await redeemSsoCode(ctx, code);
    if ('session' in redeemed) pageCtx.sso = redeemed.session;
    else pageCtx.ssoError = redeemed.error;
    c.header('cache-control', 'no-store');
    c.header('referrer-policy', 'no-referrer');
  }
  return c.html(renderPage(pageCtx, page));
}

/**
 * `?bundle=react-all-in-one` or `?bundle=react-header-all-in-one` (the bench's baselines, when
 * built) replaces the bundle for this page only: no cookie, the next page is back to the flavour
 * chosen.
 */
function chooseBaseline(c: Context, benchDir: string | undefined): { flavour: Flavour; url: string } | null {
  const match = /^(preact|react)-(header-)?all-in-one$/.exec(c.req.query('bundle') ?? '');
  if (!benchDir || !match || !existsSync(`${benchDir}/${match[0]}/ossature.js`)) return null;
  return { flavour: match[1] as Flavour, url: `/dist-bench/${match[0]}/ossature.js` };
}

/** `?flavour=react` switches the bundle flavour and a cookie keeps it while browsing. */
function chooseFlavour(c: Context): Flavour {
  const asked = c.req.query('flavour');
  if (asked === 'react' || asked === 'preact') {
    setCookie(c, FLAVOUR_COOKIE, asked, { path: '/', sameSite: 'Lax' });
    return asked;
  }
  return getCookie(c, FLAVOUR_COOKIE) === 'react' ? 'react' : 'preact';
}
