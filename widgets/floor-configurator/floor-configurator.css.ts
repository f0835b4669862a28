/**
 * The floor configurator's styles (classes `oss-floor…`, colours through the shared `--_…`
 * variables that the `--oss-*` custom properties set). One column on a phone; the results grid
 * and the detail's tables reflow at 390 px without sideways scrolling (the documents table
 * becomes one card per document in a box narrower than 600 px). Print: the results and the detail without buttons. While the form
 * is fetched again its text keeps its contrast (a faded form read 3.2:1, under axe's 4.5:1): the
 * pointer and the polite status say it.
 */
export const FLOOR_CONFIGURATOR_CSS = `
.oss-floor { display: grid; gap: 1rem; color: var(--_ink); min-width: 0; }
.oss-floor__heading { margin: 0; font-size: 1.4em; line-height: 1.25; }
.oss-floor__heading:focus:not(:focus-visible) { outline: none; }
.oss-floor__actions { display: flex; flex-wrap: wrap; gap: .75em; align-items: center; margin-top: .5rem; }
.oss-floor__link { color: var(--_primary); text-decoration: underline; text-underline-offset: .15em; }
.oss-floor-failed .oss-error { margin: 0 0 .5em; }
.oss-floor-step { display: grid; gap: .75rem; min-width: 0; }
.oss-floor-step[aria-busy="true"] { cursor: progress; }
.oss-floor-step__progress { margin: 0; color: var(--_muted); font-size: .9em; }
.oss-floor-step__description { margin: 0; }
.oss-floor-results { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; }
.oss-floor-results__bar { display: flex; flex-wrap: wrap; gap: .75em 1.5em; align-items: center; justify-content: space-between; }
.oss-floor-results__count { margin: 0; font-weight: 600; }
.oss-floor-results__sort { display: flex; flex-wrap: wrap; gap: .5em; align-items: center; font-weight: 600; }
.oss-floor-results__sort select { max-width: 100%; min-height: 44px; padding: .25em .5em; font: inherit; color: var(--_ink); background: var(--_surface); border: 1px solid var(--_line); border-radius: var(--_radius); }
.oss-floor-results__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr)); }
.oss-floor-card { display: grid; gap: .5em; height: 100%; padding: .75rem; border: 1px solid var(--_line); border-radius: var(--_radius); background: var(--_surface); }
.oss-floor-card__packshot { width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; border-radius: calc(var(--_radius) / 2); background: var(--_line); }
.oss-floor-card__title { margin: 0; font-size: 1.05em; }
.oss-floor-card__thickness { margin: 0; color: var(--_muted); }
.oss-floor-card__open { align-self: end; justify-self: start; }
.oss-floor-empty, .oss-floor-detail { display: grid; gap: 1rem; min-width: 0; }
.oss-floor-why { padding: .75rem 1rem; border-left: 4px solid var(--_primary); background: var(--_surface); }
.oss-floor-notice { margin: 0; padding: .75rem 1rem; border-left: 4px solid var(--_muted); background: var(--_surface); }
.oss-floor-why__title, .oss-floor-why .oss-floor-section__title { margin: 0 0 .25em; font-size: 1.05em; }
.oss-floor-why ul { margin: 0; padding-left: 1.2em; }
.oss-floor-why__basis { margin: .75em 0 .25em; font-size: 1em; }
.oss-floor-bar { display: flex; flex-wrap: wrap; gap: .5em 1em; align-items: center; padding-bottom: .5rem; border-bottom: 1px solid var(--_line); }
.oss-floor-bar__icons { display: flex; gap: .25em; margin-left: auto; }
.oss-floor-icon { display: inline-grid; place-items: center; width: 44px; height: 44px; padding: 0; color: var(--_primary); background: transparent; border: 1px solid var(--_line); border-radius: var(--_radius); cursor: pointer; }
.oss-floor-icon:hover { background: var(--_surface); border-color: var(--_primary); }
.oss-floor-icon:focus-visible { outline: 2px solid var(--_primary); outline-offset: 2px; }
.oss-floor-detail__packshot { width: min(100%, 400px); height: auto; border-radius: var(--_radius); }
.oss-floor-section { display: grid; gap: .5em; min-width: 0; }
.oss-floor-section__title { margin: 0; font-size: 1.15em; }
.oss-floor-section__subtitle { margin: .5em 0 0; font-size: 1em; }
.oss-floor-description p { margin: 0 0 .5em; }
.oss-floor-specs { display: grid; gap: 0; margin: 0; }
.oss-floor-specs div { display: grid; grid-template-columns: minmax(min(8em, 40%), 1fr) minmax(0, 2fr); gap: 1em; padding: .4em 0; border-bottom: 1px solid var(--_line); }
.oss-floor-specs dt { font-weight: 600; }
.oss-floor-specs dd { margin: 0; overflow-wrap: anywhere; }
.oss-floor-scheme { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; min-height: 10rem; max-width: 28rem; border: 1px solid var(--_ink); }
.oss-floor-scheme__layer { display: flex; justify-content: space-between; align-items: center; gap: 1em; min-height: 1.8em; padding: 0 .75em; font-size: .9em; border-top: 1px solid var(--_ink); }
.oss-floor-scheme__layer:first-child { border-top: 0; }
.oss-floor-scheme__layer--0 { background: #d9dde2; }
.oss-floor-scheme__layer--1 { background: #f2d04b; }
.oss-floor-scheme__layer--2 { background: #b9bfc7; }
.oss-floor-scheme__layer--3 { background: #e8e2d6; }
.oss-floor-scheme__total { margin: 0; font-weight: 600; }
.oss-floor-table-wrap { overflow-x: auto; max-width: 100%; }
.oss-floor-table { border-collapse: collapse; width: 100%; font-size: .95em; }
.oss-floor-table th, .oss-floor-table td { padding: .45em .6em; text-align: left; border-bottom: 1px solid var(--_line); vertical-align: top; }
.oss-floor-table thead th { font-size: .9em; color: var(--_muted); }
.oss-floor-table tbody th { font-weight: 600; }
.oss-floor-table a { color: var(--_primary); }
.oss-floor-documents { min-width: 34rem; }
.oss-floor-documents-box { container-type: inline-size; }
.oss-floor-documents__label { display: none; }
@container (max-width: 600px) {
  .oss-floor-documents { min-width: 0; }
  .oss-floor-documents thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .oss-floor-documents tbody, .oss-floor-documents tr, .oss-floor-documents th, .oss-floor-documents td { display: block; }
  .oss-floor-documents tbody { display: grid; gap: .75rem; }
  .oss-floor-documents tr { padding: .6em .75em; border: 1px solid var(--_line); border-radius: var(--_radius); }
  .oss-floor-documents th, .oss-floor-documents td { padding: .15em 0; border: 0; overflow-wrap: anywhere; }
  .oss-floor-documents__label { display: inline; color: var(--_muted); }
}
.oss-floor-steel { margin: 0; padding-left: 1.2em; }
.oss-floor-similar { list-style: none; margin: 0; padding: 0; display: grid; gap: .75rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 10rem), 1fr)); }
.oss-floor-similar a { display: grid; gap: .35em; color: var(--_ink); text-decoration: none; }
.oss-floor-similar a:hover span:first-of-type, .oss-floor-similar a:focus-visible span:first-of-type { text-decoration: underline; }
.oss-floor-similar img { width: 100%; height: auto; border-radius: calc(var(--_radius) / 2); }
@media print {
  .oss-floor button, .oss-floor-bar__icons, .oss-floor-results__sort { display: none !important; }
  .oss-floor-card, .oss-floor-section { break-inside: avoid; }
}
`;
