import { escapeAttr, escapeHtml } from '@/demo-pages/pages/escape';
import type { SiteKey } from '@/demo-pages/pages/types';
import catalogue from './catalogue.json';
import { livePath, type CatalogueAttribute, type CatalogueEntry } from './catalogue-entry';
import { originOf, PAGE_HOSTS } from './hosts';

/** Where the catalogue is served, on the preview's map host (`http://localhost:PORT`). */
export const CATALOGUE_PATH = '/catalogue/';

/** Written by `npm run catalogue` from the island descriptors; checked by test/catalogue. */
const ENTRIES = catalogue as CatalogueEntry[];

const SITE_NAMES: Record<SiteKey, string> = {
  main: 'Site principal (conseil)',
  plancher: 'Configurateur plancher',
  carbone: 'Simulateur carbone',
};
/** Placed on the carbon site, a widget also works on its two variants, which are the same site. */
const SITE_NOTES: Partial<Record<SiteKey, string>> = { carbone: ' (et ses variantes neo et partenaire)' };

/** Text of a descriptor, where `code` between backticks is shown as code. */
function prose(text: string): string {
  return text
    .split('`')
    .map((part, i) => (i % 2 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
    .join('');
}

function attributeItem(a: CatalogueAttribute): string {
  const type = `${a.optional ? 'facultatif, ' : 'obligatoire, '}${a.type}`;
  return `<li><code>${escapeHtml(a.name)}</code> (${prose(type)}) : ${prose(a.doc)}</li>`;
}

function attributesBlock(e: CatalogueEntry): string {
  const list = e.attributes.length ? `<ul>${e.attributes.map(attributeItem).join('')}</ul>` : '<p>Aucun.</p>';
  const reads = e.reads ? `<p>Lit aussi ${prose(e.reads)}.</p>` : '';
  return `<h3>Attributs</h3>${list}${reads}`;
}

/** One link per site the kind serves and per demo page, on that site's own host. */
function examplesBlock(e: CatalogueEntry, port: number): string {
  const links = e.sites.flatMap((site) =>
    e.pages.map((path) => {
      const url = `${originOf(PAGE_HOSTS[site], port)}${livePath(path)}`;
      return `<li><a href="${escapeAttr(url)}">${escapeHtml(SITE_NAMES[site])} : ${escapeHtml(livePath(path))}</a></li>`;
    }),
  );
  return `<h3>Exemples en ligne</h3><ul class="examples">${links.join('')}</ul>`;
}

function entrySection(e: CatalogueEntry, port: number): string {
  const id = `widget-${e.kind}`;
  return `<section id="${escapeAttr(id)}" class="widget" aria-labelledby="${escapeAttr(id)}-title">
<h2 id="${escapeAttr(id)}-title"><code>${escapeHtml(e.kind)}</code></h2>
<p>${prose(e.summary)}</p>
<h3>Code à coller</h3>
<div class="snippet"><pre><code id="${escapeAttr(id)}-code">${escapeHtml(e.example)}</code></pre>
<button type="button" data-copy="${escapeAttr(id)}-code">Copier le code<span class="visually-hidden"> de ${escapeHtml(e.kind)}</span></button></div>
${attributesBlock(e)}
<h3>Sites</h3><ul>${e.sites.map((s) => `<li>${escapeHtml(SITE_NAMES[s] + (SITE_NOTES[s] ?? ''))}</li>`).join('')}</ul>
${examplesBlock(e, port)}
</section>`;
}

/**
 * Copies a snippet to the clipboard (localhost is a secure context); where the clipboard is
 * refused, selects the code for Ctrl+C. The outcome is announced in a live region.
 */
const COPY_SCRIPT = `
document.addEventListener('click', async (event) => {
  const button = event.target.closest('button[data-copy]');
  if (!button) return;
  const code = document.getElementById(button.dataset.copy);
  const status = document.getElementById('copy-status');
  try {
    await navigator.clipboard.writeText(code.textContent);
    status.textContent = 'Code copié.';
  } catch {
    const range = document.createRange();
    range.selectNodeContents(code);
    getSelection().removeAllRanges();
    getSelection().addRange(range);
    status.textContent = 'Code sélectionné : appuyez sur Ctrl+C pour le copier.';
  }
});`;

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1d2327}
.widget{border-top:1px solid #ccc;padding:1rem 0}h3{font-size:1rem;margin:1rem 0 .3rem}
.snippet{display:flex;gap:.6rem;align-items:flex-start}pre{flex:1;margin:0;padding:.6rem;background:#f4f4f4;overflow-x:auto;white-space:pre-wrap;word-break:break-all}
button{font:inherit;padding:.4rem .8rem;cursor:pointer}button:focus-visible,a:focus-visible{outline:3px solid #2271b1;outline-offset:2px}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}`;

/** What `http://localhost:PORT/catalogue/` shows: every island kind, for the CMS's content editors. */
export function cataloguePage(port: number): string {
  const toc = ENTRIES.map(
    (e) => `<li><a href="#widget-${escapeAttr(e.kind)}"><code>${escapeHtml(e.kind)}</code></a></li>`,
  ).join('');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Catalogue des widgets Ossature</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style>
</head><body><h1>Catalogue des widgets</h1>
<p>Collez le code d'un widget dans une page : le script Ossature le trouve et l'affiche. Un widget placé sur un site qu'il ne sert pas reste vide et signale l'erreur dans la console.</p>
<p><a href="/">Retour au plan de l'aperçu</a></p>
<nav aria-label="Widgets"><ul>${toc}</ul></nav>
<main>${ENTRIES.map((e) => entrySection(e, port)).join('\n')}</main>
<p id="copy-status" class="visually-hidden" role="status" aria-live="polite"></p>
<script>${COPY_SCRIPT}</script></body></html>`;
}
