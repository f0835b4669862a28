import type { DemoPage, PageContext, SiteKey } from './types';

/**
 * What the theme knows about a page beyond the server's contract. Every field is optional, so any
 * DemoPage is a ThemedPage and the server never needs to know about these.
 */
export interface ThemedPage extends DemoPage {
  /** Renders the header placeholder as `data-layout="menu"`: floor and carbon pages show both forms. */
  headerLayout?: 'menu';
  /** Widgets of the right-hand column; pages without it use the full width. */
  sidebar?: (ctx: PageContext) => string;
  /** Home pages open with a cover block, which carries the title instead of the entry header. */
  hideTitle?: boolean;
}

export interface MenuItem {
  label: string;
  path: string;
}

/** One site of the family as its WordPress install would configure it. */
export interface SiteDefinition {
  key: SiteKey;
  /** Logo text; the partner variant replaces it (see shell). */
  name: string;
  tagline: string;
  topBar: string;
  menu: MenuItem[];
  pages: ThemedPage[];
  footerAbout: string;
}
