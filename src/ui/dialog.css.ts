/**
 * The Dialog's rules, adopted by the shadow root it opens in (src/ui/dialog.tsx), not in the base sheet.
 * The 22em query: the narrowest phones at a large text size (an em in a media query is the
 * browser's default size). `.oss-dialog-layer` is the popover dialog's layer (./popover-dialog.tsx):
 * the backdrop, and the page's clicks stop there.
 */
export const DIALOG_CSS = `
.oss-dialog {
  width: min(28rem, calc(100vw - 2rem)); max-height: calc(100vh - 2rem); overflow: auto; padding: 1.5rem;
  border: 0; border-radius: calc(var(--_radius) * 2); background: var(--_surface); color: var(--_ink);
  box-shadow: 0 20px 60px rgba(15, 23, 42, .35);
}
.oss-dialog::backdrop { background: rgba(15, 23, 42, .55); }
.oss-dialog-layer:popover-open { display: grid; place-items: center; inset: 0; width: auto; height: auto; max-width: none; max-height: none;
  margin: 0; padding: 1rem; border: 0; background: rgba(15, 23, 42, .55); }
.oss-dialog__head { display: flex; align-items: start; justify-content: space-between; gap: 1rem; margin-bottom: 1rem; }
.oss-dialog__title { margin: 0; font-size: 1.35em; line-height: 1.25; font-weight: 700; letter-spacing: .02em; }
@media (max-width: 22em) {
  .oss-dialog { padding: 1rem; }
  .oss-dialog__title { font-size: 1.15em; overflow-wrap: anywhere; }
}
.oss-dialog__close { border: 0; background: none; font: inherit; font-size: 1.6em; line-height: 1; cursor: pointer; color: var(--_muted); padding: 0 .25em; }
`;
