// The theme's ordinary look: what makes the demo pages pass for a real WordPress site.
// Kept as a string (not a .css file read with fs) so it loads the same under tsx (ESM) and Jest (CJS).
export const themeBaseCss = String.raw`/*
Theme Name: Chantier
Author: Agence Trois Pignons (fictive)
Description: Thème des sites BâtiConseil Pro, Plancher Expert et Carbone Bâtiment. Volontairement
  agressif : voir la section « Règles hostiles » en fin de fichier.
Version: 2.3.1
Text Domain: chantier
*/

:root {
  --chantier-accent: #c2410c;
  --chantier-dark: #1f2933;
  --chantier-light: #f6f2ea;
  --chantier-line: #e2ddd3;
  --chantier-text: #22272e;
  --chantier-muted: #56606b;
}
.site-key-plancher { --chantier-accent: #2f6f4e; --chantier-light: #eef5ef; }
.site-key-carbone { --chantier-accent: #0f5e7a; --chantier-light: #ecf4f7; }

body {
  margin: 0;
  font-family: "Source Sans 3", "Segoe UI", Roboto, Helvetica, Arial, sans-serif;
  font-size: 1.0625rem;
  line-height: 1.6;
  color: var(--chantier-text);
  background: #fff;
}
h1, h2, h3, h4 { font-family: Georgia, "Times New Roman", serif; line-height: 1.2; color: var(--chantier-dark); margin: 1.2em 0 .5em; }
h1 { font-size: 2.5rem; }
h3 { font-size: 1.4rem; }
.screen-reader-text { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.skip-link:focus { position: fixed !important; top: 8px; left: 8px; width: auto; height: auto; clip: auto; z-index: 100000; padding: 12px 20px; background: #fff; }

.top-bar { background: var(--chantier-dark); color: #e6e9ee; font-size: .875rem; }
.top-bar__inner { max-width: 1180px; margin: 0 auto; padding: 4px 24px; display: flex; justify-content: space-between; flex-wrap: wrap; gap: 4px 24px; }
.top-bar a { color: #fff !important; }

.site-header { background: #fff; border-bottom: 4px solid var(--chantier-accent); box-shadow: 0 2px 12px rgba(0, 0, 0, .08); }
.site-header__inner { max-width: 1180px; margin: 0 auto; padding: 12px 24px; display: flex; align-items: center; flex-wrap: wrap; gap: 12px 32px; }
.site-branding { flex: 0 0 auto; }
.site-title { margin: 0; font-family: Georgia, serif; font-size: 1.6rem; font-weight: 700; line-height: 1.3; }
.site-title a { color: var(--chantier-dark) !important; text-decoration: none; }
.site-description { margin: 0; font-size: .85rem; color: var(--chantier-muted); line-height: 1.4; }
.site-badge { display: inline-block; margin-left: .4rem; padding: 0 .55rem; border-radius: 999px; background: #7c3aed; color: #fff; font: 700 .75rem/1.6 sans-serif; vertical-align: middle; }
.main-navigation { flex: 1 1 auto; }
.main-navigation ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 22px; }
.main-navigation li::before { content: none; }
.main-navigation a { color: var(--chantier-dark) !important; text-decoration: none; font-weight: 600; padding: 4px 0; border-bottom: 3px solid transparent; }
.main-navigation a:hover, .main-navigation .current-menu-item > a { border-bottom-color: var(--chantier-accent); }
.header-widget-area { flex: 0 0 auto; margin-left: auto; }

.site-content { max-width: 1180px; margin: 0 auto; padding: 32px 24px 72px; display: grid; grid-template-columns: minmax(0, 1fr); gap: 48px; }
.site-content.has-sidebar { grid-template-columns: minmax(0, 1fr) 300px; }
.entry-title { font-size: 2.5rem; margin-top: 0; }
.entry-header { border-bottom: 1px solid var(--chantier-line); margin-bottom: 1.5rem; }

.wp-block-group.is-style-panel { background: var(--chantier-light); border-left: 6px solid var(--chantier-accent); padding: 8px 32px; margin: 2rem 0; }
.wp-block-group.is-style-card { background: #fff; border: 1px solid var(--chantier-line); border-radius: 6px; padding: 4px 24px 12px; height: 100%; box-shadow: 0 4px 14px rgba(0, 0, 0, .05); }
.wp-block-columns { display: flex; flex-wrap: wrap; gap: 28px; margin: 2rem 0; }
.wp-block-column { flex: 1 1 240px; min-width: 0; }
.wp-block-cover { position: relative; display: flex; align-items: center; min-height: 340px; padding: 48px; margin: 0 0 2rem; overflow: hidden; color: #fff; background: linear-gradient(135deg, var(--chantier-dark), var(--chantier-accent)); }
.wp-block-cover__background { position: absolute; inset: 0; background: repeating-linear-gradient(45deg, rgba(255, 255, 255, .06) 0 14px, transparent 14px 28px); }
.wp-block-cover__inner-container { position: relative; max-width: 720px; }
.wp-block-cover h2, .wp-block-cover p { color: #fff; }
.wp-block-buttons { display: flex; flex-wrap: wrap; gap: 12px; margin: 1.5rem 0; }
.wp-block-button__link { display: inline-block; padding: 12px 26px; border: 2px solid var(--chantier-accent); border-radius: 4px; background: var(--chantier-accent); color: #fff !important; font-weight: 700; text-decoration: none !important; }
.is-style-outline .wp-block-button__link { background: transparent; color: var(--chantier-accent) !important; }
.wp-block-cover .wp-block-button__link { border-color: #fff; }
.wp-block-cover .is-style-outline .wp-block-button__link { color: #fff !important; }
.wp-block-separator { border: 0; border-top: 1px solid var(--chantier-line); margin: 2.5rem 0; }
.wp-block-quote { margin: 2rem 0; padding: 0 24px; border-left: 4px solid var(--chantier-accent); font-style: italic; }
.wp-block-quote cite { font-style: normal; color: var(--chantier-muted); }

.chantier-notice { margin: 1.5rem 0; padding: 0 20px; border-left: 6px solid #2563eb; background: #eef4ff; }
.chantier-notice p { margin: 12px 0; }
.chantier-notice--warning { border-color: #d97706; background: #fff7e6; }
.chantier-notice--error { border-color: #b91c1c; background: #fdecec; }

.widget-area .widget { margin-bottom: 28px; padding: 4px 24px 12px; background: var(--chantier-light); }
.widget-title { font-size: 1rem; text-transform: uppercase; letter-spacing: .08em; margin: 16px 0 8px; }
.widget ul { margin: 0; padding: 0; }

.wpcf7-form input, .wpcf7-form select, .wpcf7-form textarea, .search-form input { box-sizing: border-box; }
.wpcf7-form textarea { height: 160px; padding-top: 10px; }
.wpcf7-form .wpcf7-acceptance label { display: inline; text-transform: none; font-weight: 400; }

.site-footer { background: var(--chantier-dark); color: #d5dae1; }
.footer-widgets { max-width: 1180px; margin: 0 auto; padding: 32px 24px; display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 32px; }
.site-footer .widget-title { color: #fff; }
.site-footer a { color: #ffd7a8 !important; }
.site-footer p { margin: .8em 0; }
.site-info { border-top: 1px solid rgba(255, 255, 255, .12); padding: 16px 24px; text-align: center; font-size: .85rem; }

.cookie-banner { display: flex; align-items: center; justify-content: center; flex-wrap: wrap; gap: 8px 24px; padding: 8px 24px; background: #111827; color: #f9fafb; box-shadow: 0 -4px 16px rgba(0, 0, 0, .3); font-size: .95rem; }
.cookie-banner p { margin: 0; }

@media (max-width: 900px) {
  .site-content.has-sidebar { grid-template-columns: minmax(0, 1fr); }
  .header-widget-area { margin-left: 0; }
  .wp-block-cover { padding: 32px 20px; }
  /* At a large text size on a phone, long words, the title and the cover wrap rather than widen the page. */
  .site { overflow-wrap: break-word; }
  .site-branding { flex: 1 1 auto; min-width: 0; overflow-wrap: anywhere; }
  .wp-block-cover__inner-container { min-width: 0; overflow-wrap: anywhere; }
  .wp-block-button, .wp-block-button__link { min-width: 0; max-width: 100%; box-sizing: border-box; }
  .wp-block-button__link { white-space: normal; }
}
/* Printing a tool's result: a theme prints the content, not its chrome, so that the
   result fits one A4 page. A real WordPress theme ships the same kind of print rules. */
@media print {
  .top-bar, .site-header, .site-footer, .footer-widgets, .widget-area, .preview-toolbar, .cookie-banner, .skip-link, .entry-header { display: none !important; }
  .site-content, .site-content.has-sidebar { display: block; padding: 0; margin: 0; max-width: none; }
  body { background: #fff; }
}
`;
