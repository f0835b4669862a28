// The floor and carbon sites are built the same way: a home opening with a cover, the tool's
// page, the account pages and the same menu. One source for that shape; each site brings its words.
import { accountPages, type SiteCopy } from './shared-pages';
import type { SiteDefinition, ThemedPage } from './site';

/** The part of a page a tools site writes itself; the path, title and header form are the shape's. */
type PageContent = Pick<ThemedPage, 'body' | 'sidebar'>;

export interface ToolsSiteSpec {
  key: 'plancher' | 'carbone';
  copy: SiteCopy;
  /** The tool's entry in the menu, when shorter than `copy.toolLabel`. */
  menuLabel?: string;
  tagline: string;
  topBar: string;
  footerAbout: string;
  home: PageContent;
  tool: PageContent;
  /** The site's other content pages (the floor site's product pages). */
  more?: ThemedPage[];
}

export function toolsSite(spec: ToolsSiteSpec): SiteDefinition {
  const { copy } = spec;
  const home: ThemedPage = { path: '/', title: 'Accueil', hideTitle: true, headerLayout: 'menu', ...spec.home };
  const tool: ThemedPage = { path: copy.toolPath, title: copy.toolLabel, headerLayout: 'menu', ...spec.tool };
  return {
    key: spec.key,
    name: copy.name,
    tagline: spec.tagline,
    topBar: spec.topBar,
    footerAbout: spec.footerAbout,
    menu: [
      { label: 'Accueil', path: '/' },
      { label: spec.menuLabel ?? copy.toolLabel, path: copy.toolPath },
      { label: 'Créer un compte', path: '/inscription/' },
      { label: 'Mon espace', path: '/espace-personnel/' },
    ],
    pages: [home, tool, ...(spec.more ?? []), ...accountPages(copy)],
  };
}
