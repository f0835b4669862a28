/**
 * The result page's styles, adopted into the island's shadow root by the page itself (it is its
 * own chunk; the island's descriptor does not carry them). The panel fades in 250 ms, not at
 * 992 px or less nor under reduced motion (§9); below 720 px it takes the whole width (mobile).
 * Printed, the page fits one A4 page: no action cards, buttons or popups.
 */
export const RESULT_CSS = `
.oss-tb-result { display: grid; gap: 1rem; color: var(--_ink); }
.oss-tb-fade { animation: oss-tb-fade-in 250ms ease-out; transition: opacity 250ms ease-in; }
.oss-tb-fade--out { opacity: 0; }
@keyframes oss-tb-fade-in { from { opacity: 0; } }
@media (max-width: 992px), (prefers-reduced-motion: reduce) {
  .oss-tb-fade { animation: none; transition: none; }
}
.oss-tb-result__view { display: grid; gap: 1rem; }
.oss-tb-back { margin: 0; }
.oss-tb-back a, .oss-tb-tools a, .oss-tb-links a, .oss-tb-fdes a, .oss-tb-failed a { color: var(--_primary); }
.oss-tb-bar { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1rem; padding: .75rem 1rem;
  border: 1px solid var(--_line); border-radius: var(--_radius); background: var(--_surface); }
.oss-tb-bar p { margin: 0; }
.oss-tb-bar__name { font-weight: 700; }
.oss-tb-bar__date { color: var(--_muted); font-size: .9em; }
.oss-tb-bar__delete { margin-left: auto; color: var(--_danger); }
.oss-tb-grid { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); gap: 1rem; align-items: start; }
.oss-tb-main, .oss-tb-side { display: grid; gap: 1rem; grid-template-columns: minmax(0, 1fr); }
.oss-tb-kicker { margin: 0; color: var(--_muted); text-transform: uppercase; letter-spacing: .06em; font-size: .8em; }
.oss-tb-product { display: grid; grid-template-columns: 1fr auto; gap: 1rem; align-items: center; }
.oss-tb-product__name { margin: 0; font-size: 1.6em; line-height: 1.2; }
.oss-tb-product__image img { display: block; width: 160px; height: auto; border-radius: var(--_radius); }
.oss-tb-zoom { padding: 0; border: 1px solid var(--_line); border-radius: var(--_radius); background: none; cursor: zoom-in; }
.oss-tb-logo { color: var(--_primary); display: block; }
.oss-dialog:has(.oss-tb-zoom__img) { width: min(800px, calc(100vw - 1rem)); max-height: min(600px, calc(100vh - 1rem)); padding: 1rem; }
.oss-tb-zoom__img { display: block; max-width: 100%; max-height: calc(min(600px, 100vh - 1rem) - 5rem); margin: 0 auto; object-fit: contain; }
/* The drawing keeps the popup's 800 × 600; its boundary conditions go beside it on a wide screen, under it on a narrow one. */
.oss-dialog:has(.oss-tb-zoom__conditions) { width: min(calc(800px + 18rem), calc(100vw - 1rem)); max-height: calc(100vh - 1rem); }
.oss-tb-zoom__body { display: grid; gap: 1rem; }
.oss-tb-zoom__body .oss-tb-zoom__img { width: 100%; height: auto; }
.oss-tb-zoom__frame { min-width: 0; overflow: auto; }
.oss-tb-zoom__frame:focus-visible { outline: 2px solid var(--_primary); outline-offset: 2px; }
.oss-tb-zoom__hint { display: none; margin: 0; color: var(--_muted); font-size: .9em; }
@media (max-width: 50rem) {
  .oss-tb-zoom__frame { max-height: 60vh; }
  .oss-tb-zoom__body .oss-tb-zoom__img { width: 800px; max-width: none; max-height: none; }
  .oss-tb-zoom__hint { display: block; }
}
@media (min-width: 60rem) { .oss-tb-zoom__body:has(.oss-tb-zoom__conditions) { grid-template-columns: minmax(0, 800px) 16rem; align-items: start; } }

.oss-tb-drawing { display: block; max-width: 100%; height: auto; margin: 0 0 1rem; border-radius: var(--_radius); }
.oss-tb-card { padding: 1rem; border: 1px solid var(--_line); border-radius: var(--_radius); background: var(--_surface); }
.oss-tb-card__title { margin: 0 0 .75em; font-size: 1.1em; }
.oss-tb-psi { display: grid; grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr)); gap: .75rem; margin: 0 0 .75em; }
.oss-tb-psi__item { display: grid; gap: .15em; }
.oss-tb-psi dt { color: var(--_muted); font-size: .9em; }
.oss-tb-psi dd { margin: 0; }
.oss-tb-psi__value { font-size: 1.4em; font-weight: 700; }
.oss-tb-psi__tip { display: block; color: var(--_muted); font-size: .85em; }
.oss-tb-guard { margin: 0 0 .5em; padding-left: 1.2em; font-size: .9em; }
.oss-tb-answers { margin: 0 0 .5em; display: grid; gap: .4em; }
.oss-tb-answers dt { color: var(--_muted); font-size: .85em; }
.oss-tb-answers dd { margin: 0; font-weight: 600; }
.oss-tb-criteria__list, .oss-tb-links, .oss-tb-fdes { list-style: none; margin: 0 0 .75em; padding: 0; display: grid; gap: .4em; }
.oss-tb-criteria__name { color: var(--_muted); font-size: .9em; display: block; }
.oss-tb-tools { display: grid; gap: .5em; }
.oss-tb-fdes__number { font-weight: 700; }
.oss-tb-fdes__sample { color: var(--_muted); }
.oss-tb-sources { font-size: .9em; margin: .5em 0; }
.oss-tb-sources > summary { cursor: pointer; font-weight: 600; }
.oss-tb-sources ul { margin: .25em 0 0; padding-left: 1.2em; }
.oss-tb-auto { display: block; color: var(--_muted); font-size: .85em; }
/* position: relative: the row buttons' hidden words (absolute) scroll and clip with the table, else a phone zooms out to reach them. */
.oss-tb-compat { position: relative; overflow-x: auto; margin-top: .75em; }
.oss-tb-compat:focus-visible { outline: 2px solid var(--_primary); outline-offset: 2px; }
.oss-tb-compat table { border-collapse: collapse; width: 100%; min-width: 40rem; font-size: .95em; }
.oss-tb-compat caption { text-align: left; font-weight: 600; padding-bottom: .4em; }
.oss-tb-compat th, .oss-tb-compat td { padding: .4em .5em; border-bottom: 1px solid var(--_line); text-align: left; vertical-align: middle; }
.oss-tb-compat td { font-variant-numeric: tabular-nums; }
.oss-tb-compat tr[aria-current] { background: color-mix(in srgb, var(--_primary) 8%, transparent); }
.oss-tb-compat__sort { font: inherit; font-weight: 600; background: none; border: 0; padding: 0; color: var(--_primary); cursor: pointer; text-decoration: underline; }
.oss-tb-compat th[aria-sort="ascending"] .oss-tb-compat__sort::after { content: ' ▲'; }
.oss-tb-compat th[aria-sort="descending"] .oss-tb-compat__sort::after { content: ' ▼'; }
.oss-tb-compat__proposed { display: block; color: var(--_muted); font-size: .85em; font-weight: 400; }
.oss-tb-compat__note { color: var(--_muted); font-size: .9em; margin: .5em 0 0; }
.oss-tb-fdes__impact { display: block; color: var(--_muted); font-size: .9em; }
.oss-tb-actions { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); }
.oss-tb-action { display: grid; gap: .5em; align-content: space-between; padding: 1rem; border: 1px solid var(--_line); border-radius: var(--_radius); }
.oss-tb-action p { margin: 0; }
.oss-tb-action__title { font-weight: 700; }
.oss-tb-action__text { color: var(--_muted); font-size: .9em; }
.oss-tb-panel { display: grid; gap: 1rem; max-width: 48rem; padding: 1rem; border: 1px solid var(--_line);
  border-radius: var(--_radius); background: var(--_surface); }
.oss-tb-panel__title { margin: 0; font-size: 1.4em; }
.oss-tb-tabs__list { display: flex; flex-wrap: wrap; gap: .25rem; border-bottom: 1px solid var(--_line); }
.oss-tb-tabs__tab { min-height: 44px; padding: .5em 1em; font: inherit; font-weight: 600; color: var(--_ink); background: none;
  border: 0; border-bottom: 3px solid transparent; margin-bottom: -1px; cursor: pointer; }
.oss-tb-tabs__tab[aria-selected="true"] { border-bottom-color: var(--_primary); color: var(--_primary); }
.oss-tb-tabs__panel { padding-top: 1rem; }
.oss-tb-select__row { display: flex; gap: .5em; }
.oss-tb-select__row select { flex: 1; }
.oss-tb-select__clear { min-width: 44px; }
@media (max-width: 720px) {
  .oss-tb-grid { grid-template-columns: minmax(0, 1fr); }
  .oss-tb-panel { max-width: none; border-radius: 0; border-left: 0; border-right: 0; margin: 0 -1rem; }
  .oss-tb-product { grid-template-columns: 1fr; }
}
.oss-tb-print-head { display: none; }
@media print {
  .oss-tb-print-head { display: block; border-bottom: 1px solid #999; margin-bottom: .5rem; }
  .oss-tb-print-head p { margin: 0; }
  .oss-tb-print-head__title { font-weight: 700; font-size: 13pt; }
  .oss-tb-actions, .oss-tb-back, .oss-tb-bar__delete, .oss-tb-result .oss-btn, .oss-tb-result dialog, .oss-tb-tools { display: none !important; }
  /* One A4 page: the folded sources and the compatible rupteurs are the report's (PDF) or the screen's. */
  .oss-tb-sources, .oss-tb-compat-card, .oss-tb-project { display: none !important; }
  .oss-tb-result { gap: .5rem; font-size: 11pt; }
  .oss-tb-grid { grid-template-columns: 3fr 2fr; gap: .5rem; }
  .oss-tb-card { padding: .5rem; break-inside: avoid; }
  .oss-tb-fade { animation: none; transition: none; opacity: 1; }
  .oss-tb-product__image img { width: 110px; }
}
`;
