/**
 * The server-driven fields' rules (classes `oss-dform__…`), adopted by the fields' root into the
 * island's shadow root (they ride in the engine's chunk); the label, input and notes come from
 * the shared field rules (src/ui/form/field.css.ts). Load cases are cards: real radio inputs,
 * visually hidden, whose card shows the choice, the focus and the error. A tooltip's popover hangs
 * from its label row, not from its button: after a long label the button sits near the screen's
 * edge, and a popover started there stuck out of a phone's screen.
 */
export const DYNAMIC_FORM_CSS = `
.oss-dform { display: block; }
.oss-dform__label-row { position: relative; display: flex; align-items: center; gap: .4em; flex-wrap: wrap; }
.oss-dform__required { color: var(--_danger); }
.oss-dform__input-row { display: flex; align-items: center; gap: .5em; }
.oss-dform__input-row .oss-input { flex: 1; min-width: 0; }
.oss-dform__unit { color: var(--_muted); white-space: nowrap; }
.oss-dform__choices { display: flex; flex-wrap: wrap; gap: .25em 1.5em; }
.oss-dform__choices .oss-check { margin: 0; min-height: 44px; }
.oss-dform__group { display: flex; flex-wrap: wrap; gap: inherit; flex-basis: 100%; grid-column: 1 / -1; }
.oss-dform__group-label { flex-basis: 100%; margin: .25em 0 0; color: var(--_muted); font-size: .9em; font-weight: 600; }
.oss-dform__cards { display: grid; gap: .75em; grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr)); }
.oss-dform__card { position: relative; display: flex; align-items: center; min-height: 44px; padding: .75em 1em;
  border: 1px solid var(--_line); border-radius: var(--_radius); background: var(--_surface); cursor: pointer; }
.oss-dform__card input { position: absolute; width: 1px; height: 1px; margin: 0; opacity: 0; pointer-events: none; }
.oss-dform__card:has(input:checked) { border-color: var(--_primary); box-shadow: inset 0 0 0 2px var(--_primary); font-weight: 600; }
.oss-dform__card:has(input:focus-visible) { outline: 3px solid var(--_focus); outline-offset: 2px; }
.oss-dform__cards[aria-invalid="true"] .oss-dform__card { border-color: var(--_danger); }
.oss-dform__notice { margin: 0; padding: .5em .75em; border-left: 3px solid var(--_line); color: var(--_muted); }
.oss-dform__children { margin: .25em 0 0; padding: 0 0 0 1em; border-left: 2px solid var(--_line); }
.oss-dform__tip { display: inline-flex; font-size: medium; }
.oss-dform__tip-button { display: inline-grid; place-items: center; width: 1.75rem; height: 1.75rem; padding: 0;
  border: 1px solid var(--_line); border-radius: 50%; background: var(--_surface); color: var(--_ink);
  font-family: inherit; font-size: .85em; font-weight: 600; line-height: 1; cursor: pointer; }
.oss-dform__tip-button[aria-expanded="true"] { border-color: var(--_primary); color: var(--_primary); }
.oss-dform__popover { position: absolute; z-index: 2; top: calc(100% + .4em); left: 0; width: min(20rem, 100%);
  box-sizing: border-box; padding: .75em 1em; border: 1px solid var(--_line); border-radius: var(--_radius);
  background: var(--_surface); color: var(--_ink); font-weight: 400; box-shadow: 0 4px 16px rgb(0 0 0 / .15); }
.oss-dform__popover[hidden] { display: none; }
.oss-dform__tip-title { margin: 0 0 .25em; font-weight: 600; }
.oss-dform__tip-text { margin: 0; }
.oss-dform__tip-item + .oss-dform__tip-item { margin-top: .75em; }
.oss-dform__popover img { display: block; max-width: 100%; height: auto; margin-top: .5em; }
`;
