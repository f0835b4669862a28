import { readFileSync } from 'node:fs';
import { findPage, renderPage, sitePages, type PageContext, type SiteKey } from '@/demo-pages/pages';
import { livePath, type CatalogueEntry } from '@/demo-pages/server/catalogue-entry';
import { catalogueEntries } from '@/build/catalogue/entries';
import { CATALOGUE_JSON, HEIGHTS_CSS, README, renderCatalogue } from '@/build/catalogue/render';
import { reservedHeights, reservedWhenLoggedIn } from '@/src/registry';

/**
 * The catalogue is written from the island descriptors (`npm run catalogue`): the README's table
 * and the preview's catalogue page must say what the descriptors say, and the demo pages must
 * carry each kind where its descriptor says, and only on the sites it serves.
 */
let entries: CatalogueEntry[];
beforeAll(async () => {
  entries = await catalogueEntries();
});

// When these fail, run `npm run catalogue` and commit the result.
it('the README catalogue is the one the descriptors give (else: npm run catalogue)', async () => {
  const readme = readFileSync(README, 'utf8');
  expect(readme).toBe((await renderCatalogue(readme)).readme);
});

it('the catalogue page reads the entries the descriptors give (else: npm run catalogue)', async () => {
  const json = readFileSync(CATALOGUE_JSON, 'utf8');
  expect(JSON.parse(json)).toEqual(entries);
  expect(json).toBe((await renderCatalogue(readFileSync(README, 'utf8'))).json);
});

it('every kind is described: a title, a summary, its sites, a label and a line per attribute, a demo page, a snippet that places it', () => {
  for (const e of entries) {
    expect([e.kind, e.summary.length > 20, e.sites.length > 0, e.pages.length > 0]).toEqual([e.kind, true, true, true]);
    expect(e.example).toMatch(new RegExp(`^<div data-widget="${e.kind}"[ >]`));
    for (const a of e.attributes)
      expect([e.kind, a.name, a.label.length > 2, a.doc.length > 10]).toEqual([e.kind, a.name, true, true]);
  }
});

it("each kind's title is a few words, its own: the WordPress inserter lists them side by side", () => {
  for (const e of entries) expect([e.kind, e.title.length > 5 && e.title.length <= 50]).toEqual([e.kind, true]);
  expect(new Set(entries.map((e) => e.title)).size).toBe(entries.length);
});

it('the heights stylesheet is the one the descriptors give (else: npm run catalogue)', async () => {
  const css = readFileSync(HEIGHTS_CSS, 'utf8');
  expect(css).toBe((await renderCatalogue(readFileSync(README, 'utf8'))).css);
});

it("the loader's own reserve, for pages without the stylesheet, is each kind's shortest phone height", () => {
  for (const { kind, reserve } of entries) {
    const phones = [reserve?.first, ...Object.values(reserve?.attributes ?? {})].flatMap((h) => (h ? [h.phone] : []));
    expect([kind, reservedHeights[kind]]).toEqual([kind, phones.length ? Math.min(...phones) : undefined]);
    expect([kind, reservedWhenLoggedIn[kind]]).toEqual([kind, reserve?.first ? undefined : reserve?.loggedIn?.phone]);
  }
});

const SITES: SiteKey[] = ['main', 'plancher', 'carbone'];

function render(site: SiteKey, path: string): string {
  const origin = `http://${site}.localhost:8080`;
  const ctx: PageContext = {
    variant: site,
    site,
    origin,
    url: new URL(path, origin),
    bundleUrl: null,
    flavour: 'preact',
    sso: null,
    ssoError: null,
    links: {
      outbox: origin,
      sso: origin,
      sites: { main: origin, plancher: origin, carbone: origin, neo: origin, partenaire: origin },
    },
  };
  const page = findPage(site, ctx.url.pathname);
  if (!page) throw new Error(`no demo page ${path} on ${site}`);
  return renderPage(ctx, page);
}

it('each demo page a kind names carries its placeholder, on each site it serves', () => {
  for (const e of entries)
    for (const site of e.sites)
      for (const path of e.pages) {
        expect([e.kind, site, path, render(site, livePath(path)).includes(`data-widget="${e.kind}"`)]).toEqual([
          e.kind,
          site,
          path,
          true,
        ]);
      }
});

it('no demo page carries a kind on a site it does not serve', () => {
  const sitesOf = new Map(entries.map((e) => [e.kind, e.sites]));
  for (const site of SITES)
    for (const page of sitePages(site)) {
      for (const [, kind] of render(site, livePath(page.path)).matchAll(/data-widget="([\w-]+)"/g)) {
        expect([kind, site, page.path, sitesOf.get(kind!)?.includes(site)]).toEqual([kind, site, page.path, true]);
      }
    }
});
