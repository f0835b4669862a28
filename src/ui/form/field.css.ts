/**
 * The form fields' rules (TextField, CheckboxField, the choice fields, and the few controls that
 * borrow their classes). Not in the base stylesheet, which every page pays for with the header
 * (the header-only page's budget): each field's root adopts it (field-styles.ts).
 * `.oss-error` and `.oss-hint` stay in the base sheet: many islands print them outside a field.
 * An input row wraps: a narrow screen at a large text size puts its button under the field
 * rather than crushing it.
 */
export const FIELD_CSS = `
.oss-field { display: grid; gap: .3em; margin: 0 0 1em; }
.oss-label { font-weight: 600; font-size: .95em; }
.oss-label-row { display: flex; gap: .25em; align-items: baseline; }
.oss-required { color: var(--_danger); font-weight: 600; }
.oss-input {
  width: 100%; min-height: 44px; padding: .5em .75em; font: inherit; color: var(--_ink); background: var(--_surface);
  border: 1px solid var(--_line); border-radius: var(--_radius);
}
.oss-input[aria-invalid="true"] { border-color: var(--_danger); }
.oss-input--area { min-height: 7em; resize: vertical; }
.oss-input-row { display: flex; flex-wrap: wrap; gap: .5em; align-items: stretch; }
.oss-input-row .oss-input { flex: 1 1 8em; min-width: 0; }
.oss-check { display: flex; gap: .5em; align-items: center; margin: 0 0 1em; }
.oss-check input { width: 1.2em; height: 1.2em; margin: 0; accent-color: var(--_primary); }
`;
