import { expect, test } from '@playwright/test';
import { MAIN_ACCOUNTS } from '@/test/browser/support/api';
import { tick, validate, island as library } from '@/test/browser/support/library';
import { SitePage } from '@/test/browser/support/site';
import { answerFirstChoicesUntilResult } from '@/test/browser/support/thermal';
import type { WpClient } from './wp-http';
import { adminFor, BUNDLE, heightsCss, loaderScripts, preloadFor, preloadLinks, publishPage, served } from './support';

/**
 * Pages of a WordPress set for the main site, written with the plugin's blocks through
 * WordPress's REST API, as visitors see them.
 */
let wp: WpClient;
const pages: Record<string, string> = {};

test.beforeAll(async () => {
  wp = await adminFor('main');
  pages.thermal = await publishPage(
    wp,
    'Évaluer le psi',
    '<!-- wp:ossature/header /-->\n<!-- wp:paragraph --><p>Un outil du site.</p><!-- /wp:paragraph -->\n<!-- wp:ossature/thermal-break {"tool":"thermal"} /-->',
  );
  pages.library = await publishPage(
    wp,
    'Bibliothèque',
    '<!-- wp:ossature/header /-->\n<!-- wp:ossature/psi-library /-->',
  );
  pages.stale = await publishPage(
    wp,
    'Ancien contenu',
    '<!-- wp:ossature/header /-->\n<!-- wp:ossature/floor-configurator /-->',
  );
  pages.classic = await publishPage(wp, 'Classique', '<p>Avant</p>\n[ossature kind="header" layout="menu"]');
  pages.settings = await publishPage(
    wp,
    'Réglages du bloc',
    `<!-- wp:ossature/header ${JSON.stringify({
      layout: 'menu',
      className: 'ma-classe',
      anchor: 'entete',
      lock: { move: true, remove: true },
      style: { spacing: { margin: { top: '12px' }, padding: { left: '4px' } } },
    })} /-->`,
  );
  pages.plain = await publishPage(wp, 'Sans îlot', '<!-- wp:paragraph --><p>Rien ici.</p><!-- /wp:paragraph -->');
  pages.sso = await publishPage(
    wp,
    'Connexion unique',
    '<!-- wp:ossature/sso-landing {"token":"écrit-par-un-auteur"} /-->\n<div data-widget="sso-landing" data-token="brut"></div>',
  );
});

test('the page carries the configuration, one loader and the preload links of exactly its kinds', async () => {
  const html = await served(wp, pages.thermal!);
  expect(html).toContain('<div data-widget="header"></div>');
  expect(html).toContain('<div data-widget="thermal-break" data-tool="thermal"></div>');
  expect(loaderScripts(html)).toEqual([`${BUNDLE}ossature.js`]);
  expect(preloadLinks(html)).toEqual([`${BUNDLE}ossature.js`, ...preloadFor(['header', 'thermal-break'])]);
  const config = /<script type="application\/json" data-ossature-config>(.*?)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(config!)).toEqual({
    variant: 'main',
    apiBase: expect.stringContaining('api.site.localhost'),
    ssoDomain: expect.stringContaining('sso.localhost'),
  });
  const plain = await served(wp, pages.plain!);
  expect(loaderScripts(plain)).toEqual([]);
  expect(preloadLinks(plain)).toEqual([]);
  expect(plain).not.toContain('data-ossature-config');
});

test("the placeholders' heights in the <head>, and the login class when the session's hint is there", async ({
  page,
  context,
}) => {
  const html = await served(wp, pages.thermal!);
  expect(/<style id="ossature-heights-css">([^<]*)<\/style>/.exec(html)?.[1]).toBe(heightsCss());
  expect(html).not.toMatch(/<body[^>]*ossature-login/);
  expect(await served(wp, pages.plain!)).not.toContain('ossature-heights-css');
  await context.addCookies([{ name: 'ossature_login', value: '1', url: pages.thermal! }]);
  await page.goto(pages.thermal!);
  await expect(page.locator('body')).toHaveClass(/(^| )ossature-login( |$)/);
  // 1280 px wide: the desktop heights, the stylesheet's and not the loader's phone ones.
  await expect(page.locator('[data-widget="thermal-break"]')).toHaveCSS('min-height', '457px');
  await expect(page.locator('[data-widget="header"]')).toHaveCSS('min-height', '44px');
});

test('the header, the login popup and the greeting', async ({ page }) => {
  await page.goto(pages.thermal!);
  const site = new SitePage(page, 'main', 'preact');
  await site.expectLoggedOut();
  await site.openLogin();
  await site.login(MAIN_ACCOUNTS.updated);
});

test('the thermal questionnaire, answered to a result', async ({ page }) => {
  await page.goto(pages.thermal!);
  expect(await answerFirstChoicesUntilResult(page)).toBeGreaterThan(0);
  await expect(page.locator('.oss-tb-result__view')).toBeVisible();
});

test('the psi library: a filter, Valider, values found', async ({ page }) => {
  await page.goto(pages.library!);
  await expect(library(page).getByRole('heading', { name: 'Bibliothèque de PSI' })).toBeVisible();
  await tick(page, 'type de plancher', 'Plancher intermédiaire');
  expect(await validate(page)).toBeGreaterThan(0);
});

test("a kind the site does not serve: not preloaded, the loader's console error, the rest works", async ({ page }) => {
  const html = await served(wp, pages.stale!);
  expect(html).toContain('<div data-widget="floor-configurator"></div>');
  expect(preloadLinks(html)).toEqual([`${BUNDLE}ossature.js`, ...preloadFor(['header'])]);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.goto(pages.stale!);
  await new SitePage(page, 'main', 'preact').expectLoggedOut();
  await expect.poll(() => errors.filter((e) => e.includes('floor-configurator'))).toHaveLength(1);
  expect(errors.filter((e) => e.startsWith('uncaught'))).toEqual([]);
  expect(errors.find((e) => e.includes('floor-configurator'))).toMatch(
    /^\[ossature\] .*this island is not for the main site; it serves: plancher/,
  );
});

test("WordPress's block settings (class, anchor, lock, spacing) go on the block's wrapper: the island mounts", async ({
  page,
}) => {
  const html = await served(wp, pages.settings!);
  const wrapper =
    /<div ([^>]*class="[^"]*wp-block-ossature-header[^"]*"[^>]*)>(<div data-widget[^>]*><\/div>)<\/div>/.exec(html);
  expect(wrapper?.[1]).toContain('ma-classe');
  expect(wrapper?.[1]).toContain('id="entete"');
  expect(wrapper?.[1]).toMatch(/style="[^"]*margin-top:\s*12px/);
  expect(wrapper?.[2]).toBe('<div data-widget="header" data-layout="menu"></div>');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(pages.settings!);
  await new SitePage(page, 'main', 'preact').expectLoggedOut();
  await expect(page.locator('#entete.ma-classe [data-widget="header"][data-widget-mounted]')).toBeAttached();
  expect(errors).toEqual([]);
});

test("the classic editor's shortcode writes the placeholder with its attribute", async ({ page }) => {
  const html = await served(wp, pages.classic!);
  expect(html).toContain('<div data-widget="header" data-layout="menu"></div>');
  await page.goto(pages.classic!);
  await new SitePage(page, 'main', 'preact').expectLoggedOut();
});

test("an SSO landing's tokens come from the server's filter, never from content", async () => {
  const html = await served(wp, pages.sso!);
  expect(html.match(/<div data-widget="sso-landing"><\/div>/g)).toHaveLength(2);
  expect(html).not.toContain('écrit-par-un-auteur');
  expect(html).not.toContain('brut');
  const landed = await wp.send(`${new URL(pages.sso!).pathname}?sso=essai`);
  // Sealed with the page's nonce, the one its <head> gives the landing.
  const nonce = /<meta name="ossature-secrets-nonce" content="([0-9a-f]{32})">/.exec(landed.body)![1]!;
  expect(landed.body).toContain(
    `<div data-widget="sso-landing" data-token="jeton-du-serveur" data-refresh-token="rafraichissement-du-serveur" data-secrets-nonce="${nonce}"></div>`,
  );
  expect(landed.headers['cache-control']).toMatch(/no-store|no-cache/);
  // Another request, another nonce: nobody writing content can know it in advance.
  const again = await wp.send(`${new URL(pages.sso!).pathname}?sso=essai`);
  expect(again.body).not.toContain(nonce);
});

/**
 * Names an author may try so that the placeholder comes out with a token of their choosing (their
 * own session's, to sign visitors into their account): the plugin cleans a name before it checks
 * it, so each one is the secret it spells, and is dropped.
 */
const TRICKY_BLOCK_NAMES = [
  'token ',
  ' token',
  'to_ken',
  'TOKEN',
  'data-token',
  'data_token',
  'DATA-TOKEN',
  'tok\u200ben',
  'to ken',
  'refresh_token',
  'refreshToken',
  'data-refresh_token',
];
const TRICKY_SHORTCODE_NAMES = [
  'data-to_ken',
  'data_token',
  'DATA-TOKEN',
  'token',
  'to_ken',
  'refresh_token',
  'data-refresh_token',
  'refreshtoken',
];
const TRICKY_HTML = [
  '<div data-widget="sso-landing" DATA-TOKEN="html-1"></div>',
  '<div data-widget="sso-landing"/data-token="html-2"></div>',
  '<div data-widget="sso-landing" data-token = \'html-3\' data-Refresh-Token=html-4></div>',
  '<div data-widget="sso-landing"data-token="html-5"></div>',
];

test('the tricky-name table: no block, shortcode or raw placeholder plants a token', async ({ page }) => {
  const block = Object.fromEntries(TRICKY_BLOCK_NAMES.map((name, i) => [name, `bloc-${i}`]));
  const shortcode = TRICKY_SHORTCODE_NAMES.map((name, i) => `${name}="court-${i}"`).join(' ');
  const url = await publishPage(
    wp,
    'Noms piégés',
    [
      `<!-- wp:ossature/sso-landing ${JSON.stringify(block)} /-->`,
      `[ossature kind="sso-landing" ${shortcode}]`,
      ...TRICKY_HTML,
    ].join('\n'),
  );
  const html = await served(wp, url);
  const placeholders = html.match(/<div[^>]*data-widget="sso-landing"[^>]*>/gi) ?? [];
  expect(placeholders).toHaveLength(2 + TRICKY_HTML.length);
  for (const tag of placeholders) expect(tag).not.toMatch(/[\s/"']data-(refresh-)?tokens?\s*=/i);

  // As a browser parses the page (before the loader, which drops secrets once read): no token.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(url);
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    return [...doc.querySelectorAll<HTMLElement>('[data-widget="sso-landing"]')].flatMap((el) => [
      el.dataset.token ?? null,
      el.dataset.refreshToken ?? null,
    ]);
  }, html);
  expect(parsed).toHaveLength(2 * (2 + TRICKY_HTML.length));
  expect(parsed.every((secret) => secret === null)).toBe(true);
  // Without a token the landing is refused by the loader, each with its clear console error.
  await expect.poll(() => errors.filter((e) => e.startsWith('[ossature]')).length).toBeGreaterThan(0);
});
