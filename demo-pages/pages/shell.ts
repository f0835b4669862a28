// The theme's page template: everything around the content that WordPress would render.
import { escapeAttr, escapeHtml } from './escape';
import { linkList, placeholder, widget } from './blocks';
import type { SiteDefinition } from './site';
import { THEME_STYLESHEET_PATH } from './theme';
import { renderToolbar, toolbarCss, TOOLBAR_STYLESHEET_PATH } from './toolbar';
import type { PageContext } from './types';

export interface ShellContent {
  title: string;
  /** The entry content, already rendered. */
  main: string;
  sidebar?: string | undefined;
  headerLayout?: 'menu' | undefined;
  hideTitle?: boolean | undefined;
  /** WordPress body classes of the template (`home page`, `error404`…). */
  bodyClass: string;
}

/** The partner variant swaps the logo, not the site: everything else stays Carbone Bâtiment. */
function logoText(ctx: PageContext, site: SiteDefinition): string {
  return ctx.variant === 'partenaire' ? `${site.name} × Partenaire` : site.name;
}

function branding(ctx: PageContext, site: SiteDefinition): string {
  const badge = ctx.variant === 'neo' ? ' <span class="site-badge">néo</span>' : '';
  const partner = ctx.variant === 'partenaire' ? ' site-title--partenaire' : '';
  return `<div class="site-branding">
<p class="site-title${partner}"><a href="/" rel="home">${escapeHtml(logoText(ctx, site))}</a>${badge}</p>
<p class="site-description">${escapeHtml(site.tagline)}</p>
</div>`;
}

function navigation(ctx: PageContext, site: SiteDefinition): string {
  const items = site.menu.map((item) => {
    const current = item.path === ctx.url.pathname;
    const cls = current ? 'menu-item current-menu-item' : 'menu-item';
    const aria = current ? ' aria-current="page"' : '';
    return `<li class="${cls}"><a href="${escapeAttr(item.path)}"${aria}>${escapeHtml(item.label)}</a></li>`;
  });
  return `<nav id="site-navigation" class="main-navigation" aria-label="Menu principal"><ul id="primary-menu" class="menu">${items.join('')}</ul></nav>`;
}

function header(ctx: PageContext, site: SiteDefinition, layout: 'menu' | undefined): string {
  const slot = placeholder('header', { layout });
  return `<div class="top-bar"><div class="top-bar__inner"><span>${escapeHtml(site.topBar)}</span><span>Du lundi au vendredi, 8 h – 18 h</span></div></div>
<header id="masthead" class="site-header"><div class="site-header__inner">
${branding(ctx, site)}
${navigation(ctx, site)}
<div class="header-widget-area">${slot}</div>
</div></header>`;
}

function footer(ctx: PageContext, site: SiteDefinition): string {
  const links = linkList([
    { label: 'Accueil', href: '/' },
    { label: 'Mentions légales', href: '/mentions-legales/' },
    { label: 'Mon espace personnel', href: '/espace-personnel/' },
  ]);
  const contact = '<p>Service clients professionnels<br>01 23 45 67 89 (appel non surtaxé)</p>';
  return `<footer id="colophon" class="site-footer">
<div class="footer-widgets">${widget('À propos', `<p>${escapeHtml(site.footerAbout)}</p>`)}${widget('Liens utiles', links)}${widget('Nous contacter', contact)}</div>
<div class="site-info">© 2025 ${escapeHtml(logoText(ctx, site))} · Thème Chantier · Site de démonstration, toutes les marques sont fictives.</div>
</footer>`;
}

// Dismissal is remembered in a cookie of the host so that tests can pre-set it (chantier_cookies=ok).
// On a phone the toasts span the screen's width: while it shows, the banner asks them to stay
// above it (`--oss-toast-offset-bottom`). Wider, a toast sits in the bottom-right corner, over the
// banner's end, and must be painted above it (hostile-theme.spec.ts). At every width the islands'
// sticky bars (the library's compare bar) stay above it (`--oss-sticky-offset-bottom`).
const cookieBanner = `<div class="cookie-banner" id="cookie-banner" role="region" aria-label="Cookies">
<p>Nous utilisons des cookies de mesure d'audience pour améliorer nos services.</p>
<button type="button" class="button" data-cookie-accept>Accepter</button>
</div>`;

/** The banner's script: inline on the pages, a theme file under the strict CSP (`?csp=strict`). */
export const cookieBannerJs = `(function(){var b=document.getElementById('cookie-banner');if(!b)return;if(/(^|; )chantier_cookies=ok/.test(document.cookie)){b.remove();return}
var s=document.documentElement.style,k='--oss-toast-offset-bottom',t='--oss-sticky-offset-bottom',phone=matchMedia('(max-width: 600px)');
function room(){if(phone.matches&&b.isConnected)s.setProperty(k,b.offsetHeight+16+'px');else s.removeProperty(k);if(b.isConnected)s.setProperty(t,b.offsetHeight+'px');else s.removeProperty(t)}
room();phone.addEventListener('change',room);if(window.ResizeObserver)new ResizeObserver(room).observe(b);
b.querySelector('[data-cookie-accept]').addEventListener('click',function(){document.cookie='chantier_cookies=ok; path=/; max-age=31536000; SameSite=Lax';b.remove();room()})})();`;
export const COOKIE_BANNER_SCRIPT_PATH = '/wp-content/themes/chantier/cookie-banner.js';

/**
 * The page's own inline bits, or under the strict CSP (no inline script or style allowed) the
 * same from same-origin files, as a theme would enqueue them.
 */
function ownStyles(ctx: PageContext): string {
  return ctx.csp
    ? `<link rel="stylesheet" id="preview-toolbar-css" href="${TOOLBAR_STYLESHEET_PATH}">`
    : `<style id="preview-toolbar-css">${toolbarCss}</style>`;
}
function ownScripts(ctx: PageContext): string {
  return ctx.csp ? `<script src="${COOKIE_BANNER_SCRIPT_PATH}"></script>` : `<script>${cookieBannerJs}</script>`;
}

function entry(content: ShellContent): string {
  const title = content.hideTitle
    ? `<h1 class="entry-title screen-reader-text">${escapeHtml(content.title)}</h1>`
    : `<header class="entry-header"><h1 class="entry-title">${escapeHtml(content.title)}</h1></header>`;
  return `<main id="primary" class="site-main"><article class="page type-page hentry">${title}<div class="entry-content">${content.main}</div></article></main>`;
}

/** The kinds of the placeholders in a page's markup, in order of first appearance. */
const kindsIn = (html: string) => [...new Set([...html.matchAll(/\bdata-widget="([\w-]+)"/g)].map((m) => m[1]!))];

/** The page's modulepreload links, for the kinds its markup holds (PageContext.preloadFor). */
function preloadLinks(ctx: PageContext, body: string): string {
  // The loader first: the script tag sits at the end of the body.
  const hrefs = ctx.bundleUrl && ctx.preloadFor ? [ctx.bundleUrl, ...ctx.preloadFor(kindsIn(body))] : [];
  return hrefs.map((href) => `\n<link rel="modulepreload" href="${escapeAttr(href)}">`).join('');
}

/**
 * The placeholders' heights (the build's heights.css), as a CMS prints them: inline (a round trip
 * less than a stylesheet the first paint would wait for), from the file under the strict CSP.
 */
function heightsStyle(ctx: PageContext): string {
  if (!ctx.heights) return '';
  return ctx.csp
    ? `\n<link rel="stylesheet" id="ossature-heights-css" href="${escapeAttr(ctx.heights.href)}">`
    : `\n<style id="ossature-heights-css">${ctx.heights.css}</style>`;
}

export function renderShell(ctx: PageContext, site: SiteDefinition, content: ShellContent): string {
  const sidebar = content.sidebar
    ? `<aside id="secondary" class="widget-area" aria-label="Barre latérale">${content.sidebar}</aside>`
    : '';
  const login = ctx.loginHinted ? ' ossature-login' : '';
  const bodyClass = `${content.bodyClass} wp-theme-chantier site-key-${site.key} variant-${ctx.variant}${login}`;
  const script = ctx.bundleUrl ? `\n<script type="module" src="${escapeAttr(ctx.bundleUrl)}"></script>` : '';
  const body = `<body class="${escapeAttr(bodyClass)}">
<a class="skip-link screen-reader-text" href="#primary">Aller au contenu</a>
<div id="page" class="site">
${header(ctx, site, content.headerLayout)}
<div id="content" class="site-content${sidebar ? ' has-sidebar' : ''}">
${entry(content)}
${sidebar}
</div>
${footer(ctx, site)}
</div>
${cookieBanner}
${ownScripts(ctx)}
${renderToolbar(ctx, site)}${script}
</body>`;
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.title)} – ${escapeHtml(logoText(ctx, site))}</title>
<meta name="generator" content="WordPress 6.6.2">
<link rel="canonical" href="${escapeAttr(ctx.origin + ctx.url.pathname)}">
<link rel="stylesheet" id="chantier-style-css" href="${THEME_STYLESHEET_PATH}" media="all">
${ownStyles(ctx)}${heightsStyle(ctx)}${preloadLinks(ctx, body)}
</head>
${body}
</html>
`;
}
