/**
 * The Button's rules (and of links styled as buttons: `oss-btn oss-btn--…`), in the shared
 * stylesheet. A label wraps rather than stick out: with the browser's font enlarged, 'Envoyer par
 * e-mail' is wider than a phone's card. In a row, a button goes to the next line first.
 */
export const BUTTON_CSS = `
.oss-btn {
  display: inline-flex; align-items: center; justify-content: center; gap: .5em; min-height: 44px;
  padding: .5em 1.1em; font: inherit; font-weight: 600; line-height: 1.2; cursor: pointer;
  border: 2px solid var(--_primary); border-radius: var(--_radius); background: var(--_primary);
  color: var(--_primary-ink); text-decoration: none; max-width: 100%; text-align: center;
}
.oss-btn:hover { filter: brightness(1.08); }
.oss-btn:disabled, .oss-btn[aria-disabled="true"] { opacity: .6; cursor: not-allowed; }
.oss-btn--secondary { background: transparent; color: var(--_primary); }
.oss-btn--link { background: none; border-color: transparent; color: var(--_primary); padding: .25em .25em; min-height: 0; text-decoration: underline; font-weight: 500; }
.oss-btn--block { width: 100%; }
.oss-root[data-variant="neo"] .oss-btn:not(.oss-btn--link) { border-radius: 999px; text-transform: uppercase; letter-spacing: .04em; font-size: .9em; }
.oss-root[data-variant="neo"] .oss-btn--primary { background: linear-gradient(90deg, var(--_primary), #7c3aed) border-box; border-color: transparent; }
`;
