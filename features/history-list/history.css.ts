/**
 * The history lists' styles, adopted by the lists themselves into the island's shadow root (they
 * ride in the lists' chunk). Below 48rem the filters move into the 'Filtrer par' dialog. The
 * island's own sheets come after this one in the cascade: a rule meeting a base class
 * (`.oss-btn`) is scoped under `.oss-history`.
 */
export const HISTORY_CSS = `
.oss-history__filters { margin: 0 0 1.25rem; padding: 1rem 1rem 0; border: 1px solid var(--_line);
  border-radius: calc(var(--_radius) * 1.5); background: var(--_surface); }
.oss-history__controls { display: grid; gap: 0 1rem; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); align-items: start; }
.oss-dialog .oss-history__controls { grid-template-columns: 1fr; }
.oss-history__label-row { display: flex; align-items: center; gap: .4em; }
.oss-history__tip-button { width: 1.5rem; height: 1.5rem; padding: 0; border: 1px solid var(--_line); border-radius: 50%;
  background: var(--_surface); color: var(--_ink); font-family: inherit; font-size: .8em; font-weight: 600; line-height: 1;
  cursor: pointer; }
.oss-history__filters .oss-actions { margin: 0 0 1rem; }
.oss-history .oss-history__filter-open { display: none; margin: 0 0 1rem; }
.oss-history__badge { display: inline-grid; place-items: center; min-width: 1.4em; height: 1.4em; margin-left: .5em;
  padding: 0 .3em; border-radius: .7em; background: var(--_ink); color: var(--_surface); font-size: .85em; line-height: 1; }
@media (max-width: 47.99rem) {
  .oss-history .oss-history__filters { display: none; }
  .oss-history .oss-history__filter-open { display: inline-flex; }
}
.oss-history__status { display: flex; align-items: center; gap: .75rem; min-height: 1.5rem; margin: 0 0 .75rem; }
.oss-history__count { margin: 0; font-weight: 600; }
.oss-history__list { list-style: none; margin: 0; padding: 0; display: grid; gap: .75rem; transition: opacity .2s; }
.oss-history__results[aria-busy="true"] .oss-history__list { opacity: .55; }
.oss-history__item { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: .75rem 1.5rem;
  padding: 1rem 1.25rem; border: 1px solid var(--_line); border-radius: calc(var(--_radius) * 1.5); background: var(--_surface); }
.oss-history__kind { display: inline-block; padding: .1em .6em; border: 1px solid var(--_primary); border-radius: 999px;
  color: var(--_primary); font-size: .8em; font-weight: 600; }
.oss-history__name { margin: .25em 0; font-size: 1.1em; overflow-wrap: anywhere; }
.oss-history__meta { margin: 0; color: var(--_muted); font-size: .95em; }
.oss-history__tools { margin: .5em 0 1em; }
.oss-history__actions { display: flex; flex-wrap: wrap; gap: .5rem; }
.oss-history__error { padding: 1rem; border: 1px solid var(--_danger); border-radius: var(--_radius); }
.oss-history__error p { margin: 0 0 .5em; }
.oss-history__sort { max-width: 20rem; }
.oss-history__stale { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1rem; margin: 0 0 .75rem;
  padding: .75rem 1rem; border: 1px solid var(--_danger); border-radius: var(--_radius); }
.oss-history__stale p { margin: 0; }
`;
