// What the preview server needs from the demo pages: find a page, render it, render a 404.
import { a, notice, p } from './blocks';
import { carbonSite } from './carbon-site';
import { floorSite } from './floor-site';
import { mainSite } from './main-site';
import { renderShell } from './shell';
import type { SiteDefinition, ThemedPage } from './site';
import type { DemoPage, PageContext, SiteKey } from './types';

export type { DemoPage, PageContext, SiteKey, SsoLanding, Variant } from './types';
export { escapeAttr, escapeHtml } from './escape';
export { themeCss, THEME_STYLESHEET_PATH } from './theme';
export { cookieBannerJs, COOKIE_BANNER_SCRIPT_PATH } from './shell';
export { toolbarCss, TOOLBAR_STYLESHEET_PATH } from './toolbar';

const SITES: Record<SiteKey, SiteDefinition> = { main: mainSite, plancher: floorSite, carbone: carbonSite };

/** The pages of one site, for the server's listings and the tests. */
export function sitePages(site: SiteKey): readonly DemoPage[] {
  return SITES[site].pages;
}

/** '/contact' and '/contact/' are the same page, as WordPress redirects one to the other. */
function withTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

export function findPage(site: SiteKey, pathname: string): DemoPage | null {
  const wanted = withTrailingSlash(pathname);
  const pages = SITES[site].pages;
  return (
    pages.find((page) => page.path === wanted) ??
    pages.find((page) => page.prefix === true && wanted.startsWith(page.path)) ??
    null
  );
}

export function renderPage(ctx: PageContext, page: DemoPage): string {
  // Any DemoPage is a ThemedPage: the extra fields are all optional.
  const themed: ThemedPage = page;
  const isHome = page.path === '/';
  return renderShell(ctx, SITES[ctx.site], {
    title: page.title,
    main: page.body(ctx),
    sidebar: themed.sidebar?.(ctx),
    headerLayout: themed.headerLayout,
    hideTitle: themed.hideTitle,
    bodyClass: isHome ? 'home page-template-default page' : 'page-template-default page',
  });
}

export function renderNotFound(ctx: PageContext): string {
  const site = SITES[ctx.site];
  const links = site.menu.map((item) => `<li>${a(item.label, item.path)}</li>`).join('');
  const main = [
    notice(`Aucune page ne correspond à l'adresse ${ctx.url.pathname}.`, 'warning'),
    p("La page a peut-être été déplacée ou supprimée. Essayez l'une de celles-ci :"),
    `<ul>${links}</ul>`,
    `<form role="search" class="search-form" action="/" method="get"><label for="s">Rechercher sur le site</label><input id="s" type="search" name="s"><input type="submit" value="Rechercher"></form>`,
  ].join('');
  return renderShell(ctx, site, { title: 'Page introuvable', main, bodyClass: 'error404' });
}
