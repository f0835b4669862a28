/**
 * The islands' stylesheet. Islands render inside a shadow root, so the CMS theme's selectors
 * (`button {… !important}`, `div { line-height }`, `dialog { border }`) cannot reach them; only
 * inherited properties cross, and `.oss-root` resets those. Colours, radius and font come from
 * `--oss-*` custom properties, which do cross the shadow boundary: a theme restyles through them.
 */
export const BASE_CSS = `
:host { all: initial; display: block; }
:host([hidden]) { display: none; }
.oss-root {
  --_primary: var(--oss-color-primary, #b4461b);
  --_primary-ink: var(--oss-color-on-primary, #ffffff);
  --_ink: var(--oss-color-text, #1f2933);
  --_muted: var(--oss-color-muted, #52606d);
  --_line: var(--oss-color-border, #9aa5b1);
  --_surface: var(--oss-color-surface, #ffffff);
  --_danger: var(--oss-color-danger, #b42318);
  --_success: var(--oss-color-success, #1e7a3c);
  --_focus: var(--oss-color-focus, #1d4ed8);
  --_radius: var(--oss-radius, 6px);
  font: 400 16px/1.5 var(--oss-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  color: var(--_ink); text-align: start; letter-spacing: normal; text-transform: none; box-sizing: border-box;
}
.oss-root *, .oss-root *::before, .oss-root *::after { box-sizing: inherit; }
.oss-root :focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
.oss-visually-hidden { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }

.oss-btn {
  display: inline-flex; align-items: center; justify-content: center; gap: .5em; min-height: 44px;
  padding: .5em 1.1em; font: inherit; font-weight: 600; line-height: 1.2; cursor: pointer;
  border: 2px solid var(--_primary); border-radius: var(--_radius); background: var(--_primary);
  color: var(--_primary-ink); text-decoration: none; white-space: nowrap;
}
.oss-btn:hover { filter: brightness(1.08); }
.oss-btn:disabled, .oss-btn[aria-disabled="true"] { opacity: .6; cursor: not-allowed; }
.oss-btn--secondary { background: transparent; color: var(--_primary); }
.oss-btn--link { background: none; border-color: transparent; color: var(--_primary); padding: .25em .25em; min-height: 0; text-decoration: underline; font-weight: 500; }
.oss-btn--block { width: 100%; }
.oss-root[data-variant="neo"] .oss-btn:not(.oss-btn--link) { border-radius: 999px; text-transform: uppercase; letter-spacing: .04em; font-size: .9em; }
.oss-root[data-variant="neo"] .oss-btn--primary { background: linear-gradient(90deg, var(--_primary), #7c3aed) border-box; border-color: transparent; }

.oss-field { display: grid; gap: .3em; margin: 0 0 1em; }
.oss-label { font-weight: 600; font-size: .95em; }
.oss-input {
  width: 100%; min-height: 44px; padding: .5em .75em; font: inherit; color: var(--_ink); background: var(--_surface);
  border: 1px solid var(--_line); border-radius: var(--_radius);
}
.oss-input[aria-invalid="true"] { border-color: var(--_danger); }
.oss-input-row { display: flex; gap: .5em; align-items: stretch; }
.oss-input-row .oss-input { flex: 1; }
.oss-error { color: var(--_danger); font-size: .9em; margin: 0; }
.oss-hint { color: var(--_muted); font-size: .9em; margin: 0; }
.oss-check { display: flex; gap: .5em; align-items: center; margin: 0 0 1em; }
.oss-check input { width: 1.2em; height: 1.2em; margin: 0; accent-color: var(--_primary); }
.oss-actions { display: flex; flex-wrap: wrap; gap: .75em; align-items: center; margin-top: 1em; }
.oss-actions--stack { flex-direction: column; align-items: stretch; }

.oss-dialog {
  width: min(28rem, calc(100vw - 2rem)); max-height: calc(100vh - 2rem); overflow: auto; padding: 1.5rem;
  border: 0; border-radius: calc(var(--_radius) * 2); background: var(--_surface); color: var(--_ink);
  box-shadow: 0 20px 60px rgba(15, 23, 42, .35);
}
.oss-dialog::backdrop { background: rgba(15, 23, 42, .55); }
.oss-dialog__head { display: flex; align-items: start; justify-content: space-between; gap: 1rem; margin-bottom: 1rem; }
.oss-dialog__title { margin: 0; font-size: 1.35em; line-height: 1.25; font-weight: 700; letter-spacing: .02em; }
.oss-dialog__close { border: 0; background: none; font: inherit; font-size: 1.6em; line-height: 1; cursor: pointer; color: var(--_muted); padding: 0 .25em; }
.oss-text { margin: 0 0 1em; }

.oss-spinner { display: inline-block; width: 1.25em; height: 1.25em; border: 3px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: oss-spin .8s linear infinite; vertical-align: middle; }
@keyframes oss-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .oss-spinner { animation-duration: 2.4s; } }
.oss-skeleton { display: block; height: 1em; margin: .5em 0; border-radius: 4px; background: linear-gradient(90deg, #e4e7eb 25%, #f5f7fa 50%, #e4e7eb 75%); background-size: 200% 100%; animation: oss-shimmer 1.2s infinite; }
@keyframes oss-shimmer { to { background-position: -200% 0; } }
.oss-fade-in { animation: oss-fade 250ms ease-out; }
@keyframes oss-fade { from { opacity: 0; } }
.oss-criteria { margin: 0 0 1em; font-size: .95em; }
.oss-criteria__title { margin: 0 0 .25em; font-weight: 600; }
.oss-criteria__list { list-style: none; margin: 0; padding: 0; display: grid; gap: .15em; }
.oss-criteria__ok { color: var(--_success); }
.oss-criteria__ko { color: var(--_danger); }
`;
