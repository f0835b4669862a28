import { expect, test } from '@playwright/test';
import { SitePage } from '@/test/browser/support/site';
import { adminFor, BUNDLE, loaderScripts, publishPage, served } from './support';
import type { WpClient } from './wp-http';

/**
 * Placeholders that are not in the page's own content: a block inside a reusable block, a header
 * placed in the theme's Header part through the Site Editor. The plugin sees them as they render,
 * so the page still gets its configuration and its one loader, and the islands mount.
 */
let wp: WpClient;
const PART = '/wp/v2/template-parts/twentytwentythree//header';

test.beforeAll(async () => {
  wp = await adminFor('main');
});

test.afterAll(async () => {
  // Back to the theme's own Header part: the other journeys' pages have no header in it.
  await wp.rest(PART, 'DELETE').catch(() => undefined);
});

/** The page's islands mount and none logs an error. */
async function expectMounted(page: import('@playwright/test').Page, url: string, selector: string) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(url);
  await expect(page.locator(`${selector}[data-widget-mounted]`)).toBeAttached();
  await new SitePage(page, 'main', 'preact').expectLoggedOut();
  expect(errors).toEqual([]);
}

test('a header inside a reusable block: the configuration and one loader, and it mounts', async ({ page }) => {
  const reusable = await wp.rest<{ id: number }>('/wp/v2/blocks', 'POST', {
    title: 'En-tête réutilisable',
    status: 'publish',
    content: '<!-- wp:ossature/header {"layout":"menu"} /-->',
  });
  const url = await publishPage(
    wp,
    'Avec un bloc réutilisable',
    `<!-- wp:paragraph --><p>Texte.</p><!-- /wp:paragraph -->\n<!-- wp:block {"ref":${reusable.id}} /-->`,
  );
  const html = await served(wp, url);
  expect(html).toContain('<div data-widget="header" data-layout="menu"></div>');
  expect(html).toContain('data-ossature-config');
  expect(loaderScripts(html)).toEqual([`${BUNDLE}ossature.js`]);
  await expectMounted(page, url, '[data-widget="header"]');
});

test("a header in the theme's Header part (Site Editor): every page gets it, configured and mounted", async ({
  page,
}) => {
  const part = await wp.rest<{ content: { raw: string } }>(`${PART}?context=edit`);
  await wp.rest(PART, 'POST', { content: `${part.content.raw}\n<!-- wp:ossature/header /-->` });
  // A page whose content has no placeholder at all.
  const url = await publishPage(
    wp,
    'Sans îlot dans le contenu',
    '<!-- wp:paragraph --><p>Rien.</p><!-- /wp:paragraph -->',
  );
  try {
    const html = await served(wp, url);
    expect(html).toContain('<div data-widget="header"></div>');
    // Rendered before the <head> (a block theme renders its template first): configured there.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('data-ossature-config');
    expect(loaderScripts(html)).toEqual([`${BUNDLE}ossature.js`]);
    await expectMounted(page, url, '[data-widget="header"]');
  } finally {
    await wp.rest(PART, 'DELETE');
  }
});

test("a shortcode rendered after the <head> (a classic theme's footer widget): configured and loaded at the end", async ({
  page,
}) => {
  const url = await publishPage(
    wp,
    'Un widget en pied de page',
    '<!-- wp:paragraph --><p>Rien.</p><!-- /wp:paragraph -->',
  );
  const late = `${url}${url.includes('?') ? '&' : '?'}late=1`;
  const html = await served(wp, late);
  const placeholder = html.indexOf('<div data-widget="header" data-layout="menu"></div>');
  expect(placeholder).toBeGreaterThan(html.indexOf('</head>'));
  // After the placeholder: the configuration block, then the one loader.
  expect(html.indexOf('data-ossature-config')).toBeGreaterThan(placeholder);
  expect(loaderScripts(html)).toEqual([`${BUNDLE}ossature.js`]);
  await expectMounted(page, late, '[data-widget="header"]');
});
