/**
 * Focus kept inside a dialog that the browser does not treat as modal (./popover-dialog): Tab
 * and Shift+Tab wrap from one end to the other, Escape asks to close, a press beside it moves no
 * focus, and focus that lands outside all the same (a script) comes back.
 * showModal() does all this by making the whole page inert, which is what such a dialog avoids.
 */
import { deepActiveElement } from './focus-return';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The controls Tab reaches inside `container`, in order; hidden ones left out where the browser can tell. */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => !('checkVisibility' in element) || element.checkVisibility(),
  );
}

/** The event happened in another dialog, opened over this one (a confirmation): not ours. */
const inAnotherDialog = (path: EventTarget[], container: HTMLElement) =>
  !path.includes(container) && path.some((node) => node instanceof HTMLDialogElement && node.open);

/**
 * Installs the trap; the function returned removes it. Keys are heard on the whole document:
 * a click on the backdrop may have left focus on nothing, and Escape or Tab must still work.
 */
export function trapFocus(container: HTMLElement, onEscape: () => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || inAnotherDialog(event.composedPath(), container)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.key !== 'Tab') return;
    const all = tabbables(container);
    const active = deepActiveElement();
    const first = all[0];
    const last = all.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const outside = !active || !container.contains(active);
    if (event.shiftKey && (outside || active === first || active === container)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (outside || active === last)) {
      event.preventDefault();
      first.focus();
    }
  };
  const onFocusIn = (event: FocusEvent) => {
    const path = event.composedPath();
    if (path.includes(container) || inAnotherDialog(path, container)) return;
    (tabbables(container)[0] ?? container).focus();
  };
  // A press beside the dialog (on its backdrop) leaves focus where it is, as a native modal does.
  const onMouseDown = (event: MouseEvent) => {
    const path = event.composedPath();
    if (!path.includes(container) && !inAnotherDialog(path, container)) event.preventDefault();
  };
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('mousedown', onMouseDown, true);
  return () => {
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocusIn, true);
    document.removeEventListener('mousedown', onMouseDown, true);
  };
}
