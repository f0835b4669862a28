/** The form fields' rules (TextField, CheckboxField and the choice fields), in the shared stylesheet. */
export const FIELD_CSS = `
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
`;
