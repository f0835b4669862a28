/**
 * 'Mon projet': adopted into the island's shadow root by its own chunk, when the section is first
 * opened (the result page's styles do not carry it). The table scrolls in its own frame on a phone.
 */
export const PROJECT_CSS = `
.oss-tb-project__fields { border: 0; padding: 0; margin: .75em 0 0; display: grid; gap: .25em 1em; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); }
.oss-tb-project__fields legend { font-weight: 600; padding: 0; margin-bottom: .4em; }
.oss-tb-project__scroll { position: relative; overflow-x: auto; margin-top: .75em; }
.oss-tb-project__scroll:focus-visible { outline: 2px solid var(--_primary); outline-offset: 2px; }
.oss-tb-project__scroll table { border-collapse: collapse; width: 100%; min-width: 28rem; font-size: .95em; }
.oss-tb-project__scroll th, .oss-tb-project__scroll td { padding: .4em .5em; border-bottom: 1px solid var(--_line); text-align: left; }
.oss-tb-project__scroll td { font-variant-numeric: tabular-nums; }
.oss-tb-project__totals { display: flex; flex-wrap: wrap; gap: .5em 2em; margin: .75em 0; }
.oss-tb-project__totals dt { font-weight: 600; }
.oss-tb-project__totals dd { margin: 0; font-variant-numeric: tabular-nums; }
`;
