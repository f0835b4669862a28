/**
 * The styles of the tunnel's step 3 (classes `oss-carbon-results…`, `oss-carbon-card…`,
 * `oss-carbon-bars…`, `oss-carbon-chart…`; colours through the shared `--_…` variables that the
 * `--oss-*` custom properties set), for the island to adopt in its shadow root beside its own.
 * Mobile first: one column of cards on a 360 px phone, nothing wider than the screen (long
 * assumption values wrap, the chart's table has fixed columns and scrolls inside its own box if
 * it must). The bars' colours come from the server; their text twin is the legend, in the ink
 * colour. Print: no buttons, sort or switch; cards and chart rows unbroken; the bars keep their
 * colours (browsers drop backgrounds when printing unless told).
 */
export const CARBON_RESULTS_CSS = `
.oss-carbon-results { display: grid; gap: 1rem; min-width: 0; color: var(--_ink); }
.oss-carbon-results__head { display: grid; gap: .25rem; }
.oss-carbon-results__overline { margin: 0; color: var(--_muted); font-size: .85em; font-weight: 600; letter-spacing: .08em; text-transform: uppercase; }
.oss-carbon-results__title { margin: 0; font-size: 1.4em; line-height: 1.25; }
.oss-carbon-results__title:focus:not(:focus-visible) { outline: none; }
.oss-carbon-results__project { margin: 0; color: var(--_muted); overflow-wrap: anywhere; }
.oss-carbon-results__count { margin: 0; font-weight: 600; }
.oss-carbon-results__saved { margin: 0; }
.oss-carbon-results__link { color: var(--_primary); text-decoration: underline; text-underline-offset: .15em; }
.oss-carbon-results__toolbar { display: flex; flex-wrap: wrap; gap: .75em 1.5em; align-items: center; justify-content: space-between; }
.oss-carbon-results__sort { display: flex; flex-wrap: wrap; gap: .5em; align-items: center; min-width: 0; max-width: 100%; font-weight: 600; }
.oss-carbon-results__sort select { min-height: 44px; min-width: 0; max-width: 100%; padding: .25em .5em; font: inherit; color: var(--_ink); background: var(--_surface); border: 1px solid var(--_line); border-radius: var(--_radius); }
.oss-carbon-results__switch { display: inline-flex; }
.oss-carbon-results__toggle { min-height: 44px; padding: .4em 1em; font: inherit; font-weight: 600; color: var(--_primary); background: var(--_surface); border: 1px solid var(--_primary); cursor: pointer; }
.oss-carbon-results__toggle:first-child { border-radius: var(--_radius) 0 0 var(--_radius); }
.oss-carbon-results__toggle:last-child { border-radius: 0 var(--_radius) var(--_radius) 0; border-left: 0; }
.oss-carbon-results__toggle[aria-pressed="true"] { color: var(--_primary-ink); background: var(--_primary); }
.oss-carbon-results__cards { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr)); }
.oss-carbon-results > * { min-width: 0; }
.oss-carbon-results__actions { display: flex; flex-wrap: wrap; gap: .75em; align-items: center; margin-top: .5rem; }
.oss-carbon-results__actions .oss-btn { max-width: 100%; white-space: normal; text-align: center; }
.oss-carbon-results__delete, .oss-carbon-card__delete { color: var(--_danger); }
.oss-carbon-results__empty { display: grid; gap: .75rem; }
.oss-carbon-results__empty-title { margin: 0; font-size: 1.15em; }
.oss-carbon-results__empty p { margin: 0; }
.oss-carbon-card { display: grid; gap: .6em; height: 100%; min-width: 0; padding: .75rem; border: 1px solid var(--_line); border-radius: var(--_radius); background: var(--_surface); }
.oss-carbon-card__head { display: grid; gap: .15em; }
.oss-carbon-card__title { margin: 0; font-size: 1.1em; overflow-wrap: anywhere; }
.oss-carbon-card__meta { margin: 0; color: var(--_muted); font-size: .9em; }
.oss-carbon-card__footprint { margin: 0; display: flex; flex-wrap: wrap; gap: .25em .5em; align-items: baseline; }
.oss-carbon-card__footprint-label { flex-basis: 100%; color: var(--_muted); font-size: .9em; }
.oss-carbon-card__footprint-value { font-size: 1.6em; line-height: 1.2; }
.oss-carbon-modules { margin: .25rem 0; }
.oss-carbon-modules__summed, .oss-carbon-modules__apart { margin: 0; font-size: .875rem; }
.oss-carbon-scope { margin: 1rem 0; font-size: .875rem; }
.oss-carbon-scope p { margin: .25rem 0; }
.oss-carbon-scope__title { font-weight: 700; }
.oss-carbon-card__subtitle { margin: .25em 0 0; font-size: 1em; }
.oss-carbon-card__assumptions { display: grid; margin: 0; font-size: .95em; }
.oss-carbon-card__assumptions > div { display: grid; grid-template-columns: minmax(6.5em, 2fr) 3fr; gap: .75em; padding: .35em 0; border-bottom: 1px solid var(--_line); }
.oss-carbon-card__assumptions dt { font-weight: 600; overflow-wrap: anywhere; }
.oss-carbon-card__assumptions dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
.oss-carbon-card__sources { font-size: .9em; }
.oss-carbon-card__sources > summary { cursor: pointer; font-weight: 600; padding: .35em 0; }
.oss-carbon-card__sources ul { margin: .25em 0 0; padding-left: 1.2em; }
.oss-carbon-card__sources li { overflow-wrap: anywhere; }
.oss-carbon-card__value p { margin: 0; }
.oss-carbon-card__value a { color: var(--_primary); }
.oss-carbon-card__delete { justify-self: start; align-self: end; }
.oss-carbon-badge { display: inline-block; padding: .1em .6em; font-size: .8em; font-weight: 700; line-height: 1.5; color: #ffffff; background: var(--_success); border-radius: 999px; white-space: nowrap; }
.oss-carbon-bars { display: flex; height: 1rem; min-width: 2px; overflow: hidden; border-radius: calc(var(--_radius) / 2); background: var(--_line); -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.oss-carbon-bars__segment { flex: none; height: 100%; }
.oss-carbon-bars__segment + .oss-carbon-bars__segment { box-shadow: inset 1px 0 0 var(--_surface); }
.oss-carbon-legend { list-style: none; margin: 0; padding: 0; display: grid; gap: .25em; font-size: .95em; }
.oss-carbon-legend__item { display: flex; flex-wrap: wrap; gap: 0 .5em; align-items: center; }
.oss-carbon-legend__label { font-weight: 600; }
.oss-carbon-legend__value { margin-left: auto; font-variant-numeric: tabular-nums; }
.oss-carbon-swatch { flex: none; display: inline-block; width: .9em; height: .9em; border: 1px solid var(--_ink); border-radius: 2px; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.oss-carbon-chart { display: grid; gap: .75rem; min-width: 0; }
.oss-carbon-chart__scroll { max-width: 100%; overflow-x: auto; }
.oss-carbon-chart__table { width: 100%; border-collapse: collapse; table-layout: fixed; font-size: .9em; }
.oss-carbon-chart__caption { padding-bottom: .5em; font-weight: 600; text-align: left; }
.oss-carbon-chart__table th, .oss-carbon-chart__table td { padding: .5em .4em; text-align: left; vertical-align: middle; border-bottom: 1px solid var(--_line); overflow-wrap: break-word; }
.oss-carbon-chart__table thead th { color: var(--_muted); font-size: .85em; vertical-align: bottom; }
.oss-carbon-chart__table thead th:nth-child(1) { width: 35%; }
.oss-carbon-chart__table thead th:nth-child(2) { width: 27%; }
.oss-carbon-chart__name { display: block; }
.oss-carbon-chart__meta { display: block; color: var(--_muted); font-size: .9em; font-weight: 400; }
.oss-carbon-chart__value { font-weight: 700; font-variant-numeric: tabular-nums; }
.oss-carbon-chart__value .oss-carbon-badge { max-width: 100%; margin-top: .25em; white-space: normal; text-align: center; }
.oss-carbon-chart__row--lowest { background: color-mix(in srgb, var(--_success) 8%, var(--_surface)); }
.oss-carbon-chart__visual { min-width: 0; }
.oss-carbon-chart__track { position: relative; padding: .35rem 0; }
.oss-carbon-chart__line { position: absolute; top: 0; bottom: 0; width: 0; margin-left: -1px; border-left: 2px dashed var(--_ink); }
.oss-carbon-chart__gap { display: block; margin-top: .15em; color: var(--_muted); font-size: .9em; }
.oss-carbon-chart__key { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .35em 1.25em; font-size: .9em; }
.oss-carbon-chart__key li { display: flex; gap: .4em; align-items: center; }
.oss-carbon-chart__reference { flex-basis: 100%; font-weight: 600; }
.oss-carbon-chart__key-line { flex: none; display: inline-block; width: 0; height: 1.1em; border-left: 2px dashed var(--_ink); }
@media (min-width: 40em) {
  .oss-carbon-chart__table { font-size: 1em; }
  .oss-carbon-chart__table th, .oss-carbon-chart__table td { padding: .5em .6em; }
  .oss-carbon-chart__table thead th:nth-child(1) { width: 28%; }
  .oss-carbon-chart__table thead th:nth-child(2) { width: 20%; }
}
@media print {
  .oss-carbon-results button, .oss-carbon-results__toolbar { display: none !important; }
  .oss-carbon-results__cards { display: block; }
  .oss-carbon-results__cards > li { margin-bottom: 1rem; }
  .oss-carbon-card, .oss-carbon-chart__row, .oss-carbon-chart__key { break-inside: avoid; }
  .oss-carbon-chart__scroll { overflow: visible; }
}
`;
