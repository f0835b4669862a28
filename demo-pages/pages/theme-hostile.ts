// The rules real themes ship and that break embedded widgets. They are on purpose: every island
// must look and work the same under them (oss- classes, --oss- properties, top-layer dialogs).
// Each comment says which habit of real themes the rule copies and what it attacks.
export const themeHostileCss = String.raw`
/* ==========================================================================
   Règles hostiles — deliberately aggressive, do not "fix" them here.
   ========================================================================== */

/* A 2014-era reset that survived every redesign: widgets that assume border-box
   get inputs and buttons wider than their box. */
* { box-sizing: content-box; }

/* Page builders pass text through divs, so themes set line-height on div: every
   island wrapper inherits a line-height of 2.2 unless it sets its own. */
div { line-height: 2.2; }

/* Buttons restyled globally with !important to beat page-builder plugins: only
   equally specific !important rules in the islands can win. */
button, input[type=submit], .button {
  padding: 18px 36px !important;
  background: #e85d04 !important;
  color: #fff !important;
  border: 0 !important;
  border-radius: 0 !important;
  text-transform: uppercase !important;
  letter-spacing: .15em !important;
  font-weight: 800;
  font-size: 1rem;
  cursor: pointer;
}

/* Form fields styled for the contact form, hitting every input on the page:
   checkboxes become 100% wide and 48px high, selects lose their arrow room. */
input, select, textarea {
  width: 100% !important;
  height: 48px;
  padding: 0 14px;
  border: 2px solid #3d3d3d;
  border-radius: 0;
  background: #fffdf5;
  font-size: 1.125rem;
}

/* Labels as small uppercase blocks: inline checkbox labels and field hints
   break onto their own line and shout. */
label { display: block; font-weight: 700; text-transform: uppercase; letter-spacing: .05em; margin-bottom: .5em; font-size: .8rem; }

/* Brand-coloured, underlined links with !important, the usual answer to plugins
   that colour their own links: islands' link-buttons must resist it. */
a { color: #9a3412 !important; text-decoration: underline; }
a:hover { color: #431407 !important; }

/* Marketing wanted big section titles: any h2 in an island (dialog titles) grows to 3rem. */
h2 { font-size: 3rem; }

/* Airy paragraphs for long articles: every p in a widget gets 2em of margin. */
p { margin: 2em 0; }

/* Sticky header above everything, a classic source of hidden popups and menus. From 782 px, as
   themes do: on a phone at a large text size a stuck header would fill half the screen. */
@media (min-width: 782px) {
  .site-header { position: sticky; top: 0; z-index: 99999; }
}

/* The consent banner takes the highest z-index there is: only the top layer
   (native dialog with showModal) is above it. Toasts at the bottom must cope. */
.cookie-banner { position: fixed; left: 0; right: 0; bottom: 0; z-index: 2147483647; }

/* A plugin's dialog styling leaking out: islands' dialogs must restyle their border. */
dialog { border: 5px dashed red; }

/* A theme that fought a page builder's modals: positioned popups lose their
   z-index; native top-layer dialogs ignore it. */
[role=dialog], .modal { z-index: 1 !important; }

/* Responsive inline SVG logos: every icon without an explicit width fills its parent. */
svg { width: 100%; }

/* Custom bullets: every list item in an island gets a ▸ unless it removes it. */
ul { list-style: none; padding-left: 1.2em; }
ul li::before { content: '▸'; color: var(--chantier-accent); margin-right: .5em; }

/* Harmless on its own, but it turns width/height attributes into suggestions. */
img { max-width: 100%; height: auto; }
`;
