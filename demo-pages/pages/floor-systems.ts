// The floor site's product pages, one per system of the catalogue, at the address the detail's
// links use ('Page produit', 'Produits similaires', 'Tous les documents du système':
// /systemes/{slug}/ and its #documents): without them the preview's links led to a 404.
import { findSystem, SYSTEMS } from '../reference-api/floor/catalogue';
import type { FloorSystem, SystemDocument } from '../reference-api/floor/types';
import { a, group, heading, notice, p } from './blocks';
import { escapeAttr, escapeHtml } from './escape';
import type { ThemedPage } from './site';
import type { PageContext } from './types';

export const SYSTEMS_PATH = '/systemes/';

/** The API serving the documents: the site's host with `api.` before it (demo-pages/server/hosts.ts). */
const apiOrigin = (ctx: PageContext) => ctx.origin.replace('://', '://api.');

/** `dd/mm/yyyy` from `YYYY-MM-DD`, as the detail's table shows it. */
const frenchDate = (iso: string) => iso.split('-').reverse().join('/');

function documentItem(ctx: PageContext, system: FloorSystem, document: SystemDocument): string {
  const href = document.downloadable
    ? `${apiOrigin(ctx)}/api/solution/${system.slug}/documents/${document.file}`
    : (document.path ?? `${SYSTEMS_PATH}${system.slug}/`);
  return `<li>${a(document.libelle, href)} – ${escapeHtml(document.kind)}, mis à jour le ${frenchDate(document.date)}</li>`;
}

function systemPage(ctx: PageContext, system: FloorSystem): string {
  const similar = system.similar.map(findSystem).filter((s): s is FloorSystem => s !== null);
  return [
    heading(2, system.libelle),
    // The catalogue's own short HTML, as the CMS would print its product description.
    `<div class="product-description">${system.description}</div>`,
    `<h2 class="wp-block-heading" id="documents">Documents</h2>`,
    `<ul class="wp-block-list">${system.documents.map((d) => documentItem(ctx, system, d)).join('')}</ul>`,
    similar.length > 0 ? heading(2, 'Produits similaires') : '',
    similar.length > 0
      ? `<ul class="wp-block-list">${similar.map((s) => `<li>${a(s.libelle, `${SYSTEMS_PATH}${s.slug}/`)}</li>`).join('')}</ul>`
      : '',
    group(
      p('Trouvez le système adapté à votre chantier avec le configurateur.') +
        a('Configurer un plancher', '/configurer-un-plancher/'),
      'panel',
    ),
  ].join('');
}

function systemsIndex(): string {
  const items = SYSTEMS.map(
    (s) => `<li><a href="${escapeAttr(`${SYSTEMS_PATH}${s.slug}/`)}">${escapeHtml(s.libelle)}</a></li>`,
  );
  return [
    p('Les systèmes de plancher poutrelles-entrevous de notre gamme.'),
    `<ul class="wp-block-list">${items.join('')}</ul>`,
  ].join('');
}

/** `/systemes/` lists the systems; `/systemes/{slug}/` is one system's page (description, documents). */
export const systemsPage: ThemedPage = {
  path: SYSTEMS_PATH,
  prefix: true,
  title: 'Nos systèmes de plancher',
  body(ctx) {
    const slug = ctx.url.pathname.slice(SYSTEMS_PATH.length).replace(/\/$/, '');
    if (!slug) return systemsIndex();
    const system = findSystem(slug);
    return system
      ? systemPage(ctx, system)
      : notice('Ce système ne fait pas partie de notre gamme.', 'warning') + systemsIndex();
  },
};
