import { BUTTON_CSS } from '../button.css';
import { SPINNER_CSS } from '../spinner.css';

/**
 * The islands' stylesheet. Islands render inside a shadow root, so the CMS theme's selectors
 * (`button {… !important}`, `div { line-height }`, `dialog { border }`) cannot reach them; only
 * inherited properties cross, and `.oss-root` resets those. Colours, radius and font come from
 * `--oss-*` custom properties, which do cross the shadow boundary: a theme restyles through them.
 *
 * Each shared component owns its rules, next to it (`button.css.ts`, `dialog.css.ts`…); they
 * are composed here, in this order, into the one sheet every shadow root adopts. What is left
 * here is the root, the layout utilities that many components and islands use, and the notes
 * under fields (`.oss-error`, `.oss-hint`), which islands also print outside a field; the fields'
 * own rules come with them (form/field-styles.ts).
 *
 * Text is sized from `medium`, the browser's default font size (16 px until the visitor enlarges
 * it), and in `em` below the root: the visitor's setting reaches the islands, while a
 * theme's `html { font-size: 62.5% }`, which `rem` would follow, does not.
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
  font: 400 medium/1.5 var(--oss-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  color: var(--_ink); text-align: start; letter-spacing: normal; text-transform: none; box-sizing: border-box;
}
.oss-root *, .oss-root *::before, .oss-root *::after { box-sizing: inherit; }
.oss-root :focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
.oss-visually-hidden { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
${BUTTON_CSS}
.oss-error { color: var(--_danger); font-size: .9em; margin: 0; }
.oss-hint { color: var(--_muted); font-size: .9em; margin: 0; }
.oss-actions { display: flex; flex-wrap: wrap; gap: .75em; align-items: center; margin-top: 1em; }
.oss-actions--stack { flex-direction: column; align-items: stretch; }
.oss-text { margin: 0 0 1em; }
${SPINNER_CSS}
.oss-fade-in { animation: oss-fade 250ms ease-out; }
@keyframes oss-fade { from { opacity: 0; } }
`;
