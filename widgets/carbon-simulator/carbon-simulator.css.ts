/**
 * The tunnel's styles (classes `oss-tunnel…`, colours through the shared `--_…` variables that
 * the `--oss-*` custom properties set). One column on a phone: the progress shows numbers only
 * under 480 px, the header never scrolls sideways. Step 3's own styles come with its chunk
 * (results/results.css.ts). Print: the header's buttons hidden.
 */
export const CARBON_SIMULATOR_CSS = `
.oss-tunnel { display: grid; gap: 1rem; color: var(--_ink); min-width: 0; }
.oss-tunnel__heading { margin: 0; font-size: 1.4em; line-height: 1.25; }
.oss-tunnel__heading:focus:not(:focus-visible) { outline: none; }
.oss-tunnel__actions { display: flex; flex-wrap: wrap; gap: .75em; align-items: center; margin-top: .5rem; }
.oss-tunnel-head { display: flex; align-items: center; gap: .75rem; padding-bottom: .75rem; border-bottom: 1px solid var(--_line); min-width: 0; }
.oss-tunnel-head__logo, .oss-tunnel-head__exit { display: inline-grid; place-items: center; min-width: 44px; min-height: 44px; padding: 0 .25rem; color: var(--_ink); background: transparent; border: 1px solid transparent; border-radius: var(--_radius); cursor: pointer; }
.oss-tunnel-head__logo:hover, .oss-tunnel-head__exit:hover { border-color: var(--_line); }
.oss-tunnel-head__logo:focus-visible, .oss-tunnel-head__exit:focus-visible { outline: 2px solid var(--_primary); outline-offset: 2px; }
.oss-tunnel-head__exit { margin-left: auto; }
.oss-tunnel-logo { display: block; width: auto; max-width: 100%; }
.oss-tunnel-progress { display: flex; gap: .5rem; margin: 0; padding: 0; list-style: none; min-width: 0; flex: 1 1 auto; justify-content: center; }
.oss-tunnel-progress__step { display: flex; align-items: center; gap: .35em; color: var(--_muted); font-size: .9em; white-space: nowrap; }
.oss-tunnel-progress__step + .oss-tunnel-progress__step::before { content: ''; width: 1.25rem; height: 2px; background: var(--_line); margin-right: .15em; }
.oss-tunnel-progress__number { display: inline-grid; place-items: center; width: 1.7em; height: 1.7em; border-radius: 50%; border: 2px solid currentColor; font-weight: 700; }
.oss-tunnel-progress__step.is-current { color: var(--_ink); font-weight: 700; }
.oss-tunnel-progress__step.is-current .oss-tunnel-progress__number { color: #fff; background: var(--_primary); border-color: var(--_primary); }
.oss-tunnel-progress__step.is-done { color: var(--_ink); }
.oss-tunnel-step { display: grid; gap: .75rem; min-width: 0; }
.oss-tunnel-step[aria-busy="true"] { cursor: progress; }
.oss-tunnel-step__progress { margin: 0; color: var(--_muted); font-size: .9em; }
.oss-tunnel-step__description, .oss-tunnel-step__hint { margin: 0; }
.oss-tunnel-step__hint { color: var(--_muted); }
.oss-tunnel-failed .oss-error { margin: 0 0 .5em; }
@media (max-width: 480px) {
  .oss-tunnel-progress__label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .oss-tunnel-logo { height: 28px; }
}
@media print {
  .oss-tunnel-head__logo, .oss-tunnel-head__exit, .oss-tunnel button { display: none !important; }
}
`;
