/**
 * The psi library's styles (classes `oss-lib…`, colours through the shared `--_…` variables that
 * the `--oss-*` custom properties set). In an island 56rem wide or more the panel is a side column
 * beside the results (it filled the first desktop screen, the results below it); its filter
 * lists unfold in place. Not sticky: a theme's sticky header or cookie banner would cover its top or
 * its 'Valider'. Below 720 px the panel folds behind 'Filtres' (§9); at
 * 390 px nothing scrolls sideways but the comparison's table, inside its popup.
 *
 * A thousand cards on screen: each rupteur's tab and each card skip their style and layout while
 * off screen (`content-visibility: auto`, their last size remembered). Measured in Chromium at 4x
 * CPU, all 29 tabs open (1 000 cards), on a loaded machine: 'Plus de détails' took about 1.9 s
 * without it, 0.6 s on the cards alone, 0.15-0.2 s on the tabs as well (then a modal dialog, which
 * restyles the whole page: the popups are popovers since, see details-dialog.tsx); a 'Comparer'
 * pick 0.3 s, then 0.06-0.1 s.
 *
 * The compare bar sticks to the bottom of the screen, above `--oss-sticky-offset-bottom` when the
 * page sets it (the height of its own bar fixed there, a cookie banner: docs/embedding.md).
 *
 * The details' drawing keeps its 4:3 box (the drawings' shape) before it loads: the popup does not
 * grow under the visitor, and what held focus in sight stays there.
 */
export const PSI_LIBRARY_CSS = `
.oss-lib { display: grid; gap: 1rem; color: var(--_ink); container-type: inline-size; }
.oss-lib__title { margin: 0; font-size: 1.5em; line-height: 1.25; }
.oss-lib__layout { display: grid; gap: 1rem; min-width: 0; }
.oss-lib-failed .oss-error { margin: 0 0 .5em; font-size: 1em; }
.oss-lib-panel { display: grid; gap: .75rem; padding: 1rem; border: 1px solid var(--_line); border-radius: var(--_radius); background: var(--_surface); min-width: 0; }
.oss-lib-panel__toggle { display: none; justify-self: start; }
.oss-lib-panel__body { display: grid; gap: .75rem; min-width: 0; }
.oss-lib-panel__count, .oss-lib-panel__draft { margin: 0; }
.oss-lib-panel__count { font-weight: 600; }
.oss-lib-panel__draft { flex: 1 1 12rem; color: var(--_muted); }
.oss-lib-panel__filters { display: grid; gap: .75rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr)); align-items: start; }
.oss-lib-panel__actions { display: flex; flex-wrap: wrap; gap: .75em; align-items: center; }
.oss-lib-filter { margin: 0; padding: 0; border: 0; min-width: 0; }
.oss-lib-filter__legend { padding: 0; margin: 0 0 .25em; font-weight: 600; font-size: .95em; }
.oss-lib-filter__trigger { display: flex; width: 100%; min-height: 44px; align-items: center; justify-content: space-between; gap: .5em;
  padding: .5em .75em; font: inherit; text-align: start; color: var(--_ink); background: var(--_surface);
  border: 1px solid var(--_line); border-radius: var(--_radius); cursor: pointer; }
.oss-lib-filter__trigger:hover { border-color: var(--_primary); }
.oss-lib-filter__placeholder { color: var(--_muted); }
.oss-lib-filter__chosen { overflow-wrap: anywhere; }
.oss-lib-filter__caret { flex: none; width: .6em; height: .6em; border: solid currentColor; border-width: 0 2px 2px 0; transform: rotate(45deg); margin-top: -.2em; }
.oss-lib-filter--open .oss-lib-filter__caret { transform: rotate(-135deg); margin-top: .2em; }
.oss-lib-filter__list { margin-top: .25em; padding: .5em .75em; border: 1px solid var(--_line); border-radius: var(--_radius); background: var(--_surface); }
.oss-lib-filter__list ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .25em; }
.oss-lib-filter__empty { margin: 0; color: var(--_muted); }
.oss-lib-check { display: flex; gap: .5em; align-items: center; min-height: 32px; cursor: pointer; overflow-wrap: anywhere; }
.oss-lib-check input { flex: none; width: 1.15em; height: 1.15em; margin: 0; accent-color: var(--_primary); }
.oss-lib-chips { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .5em; }
.oss-lib-chip { display: inline-flex; align-items: center; gap: .25em; max-width: 100%; padding: .15em .25em .15em .75em;
  border: 1px solid var(--_primary); border-radius: 999px; color: var(--_primary); overflow-wrap: anywhere; }
.oss-lib-chip__remove { flex: none; display: inline-grid; place-items: center; width: 32px; height: 32px; padding: 0; font: inherit;
  font-size: 1.2em; line-height: 1; color: inherit; background: none; border: 0; border-radius: 999px; cursor: pointer; }
.oss-lib-chip__remove:hover { background: var(--_line); }
.oss-lib-results { display: grid; gap: .75rem; min-width: 0; }
.oss-lib-results[aria-busy="true"] .oss-lib-results__status::before { content: ""; display: inline-block; width: 1em; height: 1em;
  margin-right: .5em; vertical-align: -.15em; border: 2px solid var(--_line); border-top-color: var(--_primary); border-radius: 50%;
  animation: oss-lib-spin .8s linear infinite; }
@keyframes oss-lib-spin { to { transform: rotate(360deg); } }
.oss-lib-results__status { margin: 0; font-weight: 600; font-size: 1.1em; }
.oss-lib-results__status:empty { display: none; }
.oss-lib-results__precise, .oss-lib-results__capped { margin: 0; }
.oss-lib-results a, .oss-lib-details a { color: var(--_primary); }
.oss-lib-results__capped { color: var(--_muted); }
.oss-lib-results__stale { margin: 0; padding: .5rem .75rem; border-inline-start: 4px solid var(--_primary); background: var(--_surface); font-weight: 600; }
.oss-lib-search { display: grid; gap: .25em; max-width: 32rem; }
.oss-lib-search input { font: inherit; padding: .4em .6em; border: 1px solid var(--_line); border-radius: var(--_radius); }
.oss-lib-export { display: flex; flex-wrap: wrap; gap: .75em; }
.oss-lib-tabs, .oss-lib-cards { list-style: none; margin: 0; padding: 0; display: grid; gap: .75rem; }
.oss-lib-tab { border: 1px solid var(--_line); border-radius: var(--_radius); background: var(--_surface); min-width: 0;
  content-visibility: auto; contain-intrinsic-size: auto 80px; }
.oss-lib-tab__head { display: flex; flex-wrap: wrap; align-items: center; gap: .25rem 1rem; padding: .75rem 1rem; }
.oss-lib-tab__name { flex: 1 1 12rem; margin: 0; font-size: 1.1em; overflow-wrap: anywhere; }
.oss-lib-tab__count { margin: 0; color: var(--_muted); }
.oss-lib-tab__panel { padding: 0 1rem 1rem; }
.oss-lib-cards { grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr)); }
.oss-lib-card { display: grid; gap: .5rem; align-content: start; padding: .75rem; border: 1px solid var(--_line); border-radius: var(--_radius);
  content-visibility: auto; contain-intrinsic-size: auto 200px; }
.oss-lib-card__title { margin: 0; font-size: 1em; overflow-wrap: anywhere; }
.oss-lib-card__figures { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: .5rem; margin: 0; }
.oss-lib-card__figures dt { color: var(--_muted); font-size: .85em; }
.oss-lib-card__figures dd { margin: 0; font-size: .85em; }
.oss-lib-card__value { display: block; font-size: 1.35em; font-weight: 700; }
.oss-lib-card__actions { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: .5em; }
.oss-lib-details { display: grid; gap: .75rem; }
.oss-lib-details__image { display: block; width: min(100%, 53vh); aspect-ratio: 4 / 3; height: auto; margin: 0 auto; object-fit: contain; border-radius: var(--_radius); }
.oss-lib-details__title { margin: 0; font-size: 1.05em; }
.oss-lib-details__list { display: grid; gap: .4em; margin: 0; }
.oss-lib-details__list dt { color: var(--_muted); font-size: .85em; }
.oss-lib-details__list dd { margin: 0; font-weight: 600; }
.oss-lib-details__figures { grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr)); }
.oss-lib-details__links { list-style: none; margin: 0; padding: 0; display: grid; gap: .4em; }
.oss-lib-compare { position: sticky; bottom: var(--oss-sticky-offset-bottom, 0); z-index: 1; display: grid; gap: .5rem; }
.oss-lib-compare__notice { margin: 0; padding: .5rem 1rem; color: var(--_ink); background: var(--_surface); border: 1px solid var(--_line); border-radius: var(--_radius); }
.oss-lib-compare__notice:empty { display: none; }
.oss-lib-compare__bar { display: flex; flex-wrap: wrap; align-items: center; gap: .5em 1em; padding: .75rem 1rem;
  border: 2px solid var(--_primary); border-radius: var(--_radius); background: var(--_surface); box-shadow: 0 -2px 8px rgb(0 0 0 / .12); }
.oss-lib-compare__count { flex: 1 1 10rem; margin: 0; font-weight: 600; }
.oss-lib-compare__scroll { overflow-x: auto; max-width: 100%; }
.oss-lib-compare__table { border-collapse: collapse; min-width: 100%; font-size: .95em; }
.oss-lib-compare__table caption { text-align: start; color: var(--_muted); padding-bottom: .5em; }
.oss-lib-compare__table th, .oss-lib-compare__table td { padding: .4em .6em; border: 1px solid var(--_line); text-align: start; vertical-align: top; }
.oss-lib-compare__table thead th { min-width: 9rem; }
.oss-lib-compare__table tbody th { position: sticky; left: 0; background: var(--_surface); }
.oss-lib-compare__rupteur, .oss-lib-compare__configuration, .oss-lib-compare__note, .oss-lib-compare__lowest { display: block; }
.oss-lib-compare__configuration, .oss-lib-compare__note, .oss-lib-compare__unit { font-weight: 400; color: var(--_muted); font-size: .85em; }
.oss-lib-compare__lowest { color: var(--_success); }
.oss-lib-compare__difference { color: var(--_muted); white-space: nowrap; }
.oss-dialog:has(.oss-lib-compare__table) { width: min(60rem, calc(100vw - 1rem)); }
@container (min-width: 56rem) {
  .oss-lib__layout { grid-template-columns: minmax(16rem, 19rem) minmax(0, 1fr); align-items: start; }
  .oss-lib-panel { grid-row: span 2; }
  .oss-lib-compare { grid-column: 2; }
}
@media (max-width: 720px) {
  .oss-lib-panel__toggle { display: inline-flex; }
  .oss-lib-panel:not(.oss-lib-panel--open) .oss-lib-panel__body { display: none; }
  .oss-lib-panel { padding: .75rem; }
  .oss-lib-tab__panel { padding: 0 .5rem .5rem; }
}
@media (prefers-reduced-motion: reduce) {
  .oss-lib-results[aria-busy="true"] .oss-lib-results__status::before { animation: none; }
}
`;
