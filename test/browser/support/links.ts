import { expect, type Locator } from '@playwright/test';
import { getText } from './api';

/**
 * Every link an island shows leads somewhere (the detail's 'Produits similaires', 'Page
 * produit' and 'Tous les documents du système' led to 404s in the preview): each `href` of
 * `scope` (the fragment aside) answers below 400. Fetched from Node through the preview's port
 * with the link's host (Node does not resolve `*.localhost` as the browser does); links to the
 * other sites of the preview are checked too; mail and phone links are not pages.
 */
export async function expectNoDeadLink(scope: Locator): Promise<void> {
  const hrefs = await scope
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const pages = [...new Set(hrefs.filter((href) => /^https?:/.test(href)).map((href) => href.replace(/#.*$/, '')))];
  expect(pages.length).toBeGreaterThan(0);
  for (const href of pages) {
    const url = new URL(href);
    const { status } = await getText(url.hostname, `${url.pathname}${url.search}`);
    expect(status, href).toBeLessThan(400);
  }
}
