/**
 * Focus kept inside a dialog that the browser does not treat as modal (./popover-dialog): Tab
 * and Shift+Tab wrap from one end to the other, Escape asks to close, and focus that lands
 * outside (a script) comes back. Its one user opens no dialog over it.
 * showModal() does all this by making the whole page inert, which is what such a dialog avoids.
 */
import { deepActiveElement, FOCUSABLE } from './focus-return';

/** The controls Tab reaches inside `container`, in order (the library's popups hide none). */
const tabbables = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];

/**
 * Installs the trap; the function returned removes it. Keys are heard on the whole document:
 * a click on the backdrop may have left focus on nothing, and Escape or Tab must still work.
 */
export function trapFocus(container: HTMLElement, onEscape: () => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.key !== 'Tab') return;
    // With no control inside, the dialog itself is both ends.
    const all = tabbables(container);
    const [first, last] = [all[0] ?? container, all.at(-1) ?? container];
    const active = deepActiveElement();
    const outside = !active || !container.contains(active);
    const end = event.shiftKey
      ? (outside || active === first || active === container) && last
      : (outside || active === last) && first;
    if (end) {
      event.preventDefault();
      end.focus();
    }
  };
  const onFocusIn = (event: FocusEvent) => {
    if (!event.composedPath().includes(container)) (tabbables(container)[0] ?? container).focus();
  };
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', onFocusIn, true);
  return () => {
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocusIn, true);
  };
}
