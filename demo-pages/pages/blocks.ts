// Markup of the Gutenberg blocks an editor would use, so pages read like content, not like HTML.
// Helpers taking `text` escape it; helpers taking `html` expect markup built by other helpers.
import { escapeAttr, escapeHtml } from './escape';

export interface ButtonLink {
  label: string;
  href: string;
  outline?: boolean;
}

export function p(text: string): string {
  return `<p>${escapeHtml(text)}</p>`;
}

/** A paragraph mixing text and a link, the most common thing an editor writes. */
export function pLink(before: string, link: ButtonLink, after = ''): string {
  return `<p>${escapeHtml(before)}${a(link.label, link.href)}${escapeHtml(after)}</p>`;
}

export function a(label: string, href: string): string {
  return `<a href="${escapeAttr(href)}">${escapeHtml(label)}</a>`;
}

export function heading(level: 2 | 3 | 4, text: string): string {
  return `<h${level} class="wp-block-heading">${escapeHtml(text)}</h${level}>`;
}

export function list(items: string[]): string {
  return `<ul class="wp-block-list">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

export function group(html: string, style?: 'panel' | 'card'): string {
  const cls = style ? ` is-style-${style}` : '';
  return `<div class="wp-block-group${cls}"><div class="wp-block-group__inner-container">${html}</div></div>`;
}

export function columns(cols: string[]): string {
  const inner = cols.map((col) => `<div class="wp-block-column">${col}</div>`).join('');
  return `<div class="wp-block-columns">${inner}</div>`;
}

export function buttons(items: ButtonLink[]): string {
  const inner = items
    .map((b) => {
      const cls = b.outline ? 'wp-block-button is-style-outline' : 'wp-block-button';
      const link = `<a class="wp-block-button__link wp-element-button" href="${escapeAttr(b.href)}">${escapeHtml(b.label)}</a>`;
      return `<div class="${cls}">${link}</div>`;
    })
    .join('');
  return `<div class="wp-block-buttons">${inner}</div>`;
}

export function cover(title: string, text: string, actions: ButtonLink[]): string {
  return (
    `<div class="wp-block-cover alignfull"><span class="wp-block-cover__background" aria-hidden="true"></span>` +
    `<div class="wp-block-cover__inner-container"><h2 class="wp-block-heading">${escapeHtml(title)}</h2>` +
    `${p(text)}${buttons(actions)}</div></div>`
  );
}

/** A card of the three-column grids: title, text and one call to action. */
export function card(title: string, text: string, action: ButtonLink): string {
  return group(`${heading(3, title)}${p(text)}${buttons([action])}`, 'card');
}

export function separator(): string {
  return '<hr class="wp-block-separator has-alpha-channel-opacity">';
}

export function quote(text: string, cite: string): string {
  return `<blockquote class="wp-block-quote">${p(text)}<cite>${escapeHtml(cite)}</cite></blockquote>`;
}

/** The theme's notice box; errors are announced, information is not. */
export function notice(text: string, tone: 'info' | 'warning' | 'error' = 'info'): string {
  const role = tone === 'error' ? ' role="alert"' : '';
  return `<div class="chantier-notice chantier-notice--${tone}"${role}>${p(text)}</div>`;
}

/**
 * The element an editor drops into the content. Attributes whose value is null or undefined are
 * left out rather than written empty, because an empty token is not the same as no token.
 */
export function placeholder(kind: string, attrs: Record<string, string | null | undefined> = {}): string {
  const written = Object.entries(attrs)
    .filter((entry): entry is [string, string] => entry[1] != null)
    .map(([name, value]) => ` data-${name}="${escapeAttr(value)}"`)
    .join('');
  return `<div data-widget="${escapeAttr(kind)}"${written}></div>`;
}

/** A sidebar widget as WordPress renders it. */
export function widget(title: string, html: string): string {
  return `<section class="widget"><h2 class="widget-title">${escapeHtml(title)}</h2>${html}</section>`;
}

export function linkList(links: ButtonLink[]): string {
  return `<ul>${links.map((l) => `<li>${a(l.label, l.href)}</li>`).join('')}</ul>`;
}
