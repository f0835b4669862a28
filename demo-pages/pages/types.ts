export type SiteKey = 'main' | 'plancher' | 'carbone';
/** The variant a host serves: carbone has the 'neo' sub-variant (button styling only) and the 'partenaire' logo variant. */
export type Variant = 'main' | 'plancher' | 'carbone' | 'neo' | 'partenaire';
export interface SsoLanding {
  token: string;
  refreshToken: string | null;
  user: Record<string, unknown>;
}
export interface PageContext {
  variant: Variant;
  site: SiteKey; // main for variant main, plancher, carbone for carbone/neo/partenaire
  origin: string; // e.g. 'http://plancher.localhost:8080' (the page's own origin)
  links: { outbox: string; sso: string; sites: Record<Variant, string> }; // absolute origins for the dev toolbar
  url: URL; // the requested URL
  bundleUrl: string | null; // script src of the loader ('/dist/preact/ossature.js'), null when not built yet
  flavour: 'preact' | 'react';
  sso: SsoLanding | null; // set by the server on the SSO landing page after redeeming a one-time code
  ssoError: string | null; // French message when the code could not be redeemed
  /**
   * `?csp=strict`: the page is served under STRICT_CSP, so the page's own toolbar stylesheet and
   * cookie-banner script come from files rather than inline (the islands must need nothing inline).
   */
  csp?: boolean;
  /**
   * The files to announce with `<link rel="modulepreload">` for the island kinds of the page (a
   * CMS plugin reading the build's preload.json); absent, or `?preload=none`: the loader alone.
   */
  preloadFor?: (kinds: string[]) => string[];
  /**
   * The build's heights stylesheet (heights.css) for the <head>: inline, or linked by `href` under
   * the strict CSP; absent, or `?heights=none`: the loader's own reserve alone.
   */
  heights?: { css: string; href: string };
  /** The request carries the session's login hint (`ossature_login=1`): <body> gets `ossature-login`. */
  loginHinted?: boolean;
}
export interface DemoPage {
  path: string;
  prefix?: boolean;
  title: string;
  body(ctx: PageContext): string;
}
