// The preview server's own strip at the bottom of every page. It is not part of the fake site, so
// it looks nothing like the theme and its rules outrank the theme's hostile ones.
import { escapeAttr, escapeHtml } from './escape';
import type { SiteDefinition } from './site';
import type { PageContext, Variant } from './types';

const VARIANT_LABELS: Record<Variant, string> = {
  main: 'BâtiConseil Pro',
  plancher: 'Plancher Expert',
  carbone: 'Carbone Bâtiment',
  neo: 'Carbone néo',
  partenaire: 'Carbone × Partenaire',
};

const VARIANTS = Object.keys(VARIANT_LABELS) as Variant[];

/** Goes in <head>: a <style> inside <body> is not valid HTML (a file under the strict CSP). */
export const TOOLBAR_STYLESHEET_PATH = '/preview-toolbar.css';
export const toolbarCss = `
.preview-toolbar { all: initial; display: block; box-sizing: border-box; padding: 12px 24px 16px; overflow-wrap: anywhere; background: #0b1020; color: #cbd5e1; font: 13px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; border-top: 3px solid #22d3ee; }
.preview-toolbar div, .preview-toolbar p { line-height: 1.5; margin: 0; }
.preview-toolbar strong { color: #fff; }
.preview-toolbar code { color: #fde68a; }
.preview-toolbar a { color: #7dd3fc !important; text-decoration: underline; }
.preview-toolbar a[aria-current] { color: #fff !important; font-weight: 700; text-decoration: none; }
.preview-toolbar ul { display: inline; margin: 0; padding: 0; }
.preview-toolbar li { display: inline-block; margin-right: 12px; }
.preview-toolbar li::before { content: none; }
.preview-toolbar__row { margin: 4px 0 !important; }
.preview-toolbar__warning { color: #fca5a5; font-weight: 700; }
`;

function link(label: string, href: string, current = false): string {
  const aria = current ? ' aria-current="page"' : '';
  return `<a href="${escapeAttr(href)}"${aria}>${escapeHtml(label)}</a>`;
}

function inlineList(items: string[]): string {
  return `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

/** Same path and query, other flavour: link-handler pages need their query to keep working. */
function flavourHref(url: URL, flavour: PageContext['flavour']): string {
  const params = new URLSearchParams(url.search);
  params.set('flavour', flavour);
  return `${url.pathname}?${params.toString()}`;
}

function siteHome(origin: string, flavour: PageContext['flavour']): string {
  return `${origin.replace(/\/+$/, '')}/?flavour=${flavour}`;
}

export function renderToolbar(ctx: PageContext, site: SiteDefinition): string {
  const flavours = (['preact', 'react'] as const).map((f) => link(f, flavourHref(ctx.url, f), f === ctx.flavour));
  const variants = VARIANTS.map((v) =>
    link(VARIANT_LABELS[v], siteHome(ctx.links.sites[v], ctx.flavour), v === ctx.variant),
  );
  const pages = site.pages.map((page) => link(page.path, page.path, page.path === ctx.url.pathname));
  const bundle = ctx.bundleUrl
    ? `bundle <code>${escapeHtml(ctx.bundleUrl)}</code>`
    : '<span class="preview-toolbar__warning">Bundle non construit : lancez npm start</span>';
  return `<aside class="preview-toolbar" aria-label="Barre de prévisualisation (hors site)">
<div class="preview-toolbar__row"><strong>Prévisualisation Ossature</strong> · variante <code>${escapeHtml(ctx.variant)}</code> · saveur <code>${escapeHtml(ctx.flavour)}</code> · ${bundle}</div>
<div class="preview-toolbar__row">Saveur : ${inlineList(flavours)} Variantes : ${inlineList(variants)}</div>
<div class="preview-toolbar__row">Pages de ce site : ${inlineList(pages)}</div>
<div class="preview-toolbar__row">Outils : ${inlineList([link("Boîte d'envoi (e-mails)", ctx.links.outbox), link('Domaine SSO partenaire', ctx.links.sso)])}</div>
</aside>`;
}
