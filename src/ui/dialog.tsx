import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { DIALOG_CSS } from './dialog.css';
import { useDialogHead } from './dialog-head';
import { deepActiveElement, returnFocus, takeOpener } from './focus-return';
import { adoptStylesheet } from './styles/adopt-stylesheet';

export interface DialogProps {
  title: string;
  /** Called on Escape, on the close button, and when the dialog is closed by the browser. */
  onClose: () => void;
  children: ReactNode;
  /** A dialog that must be answered (logout in progress) hides its close button and ignores Escape. */
  dismissible?: boolean;
  /** Extra text read after the title (the subtitle of the login popup). */
  description?: string;
}

/** Browsers before 2022 (and jsdom) have `<dialog>` without `showModal()`: it then opens in place. */
const canShowModal =
  typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal === 'function';

/**
 * A modal on the native `<dialog>` opened with `showModal()`: it sits in the browser's top
 * layer, so no theme z-index can cover it, and focus trapping, inertness of the page, Escape and
 * the return of focus come from the browser; when the popup removed its opener (a login replaces
 * 'Me connecter'), focus goes to the opener's island rather than to <body> (./focus-return).
 * Mounted means open. Over a very large page, ./popover-dialog instead.
 */
export function Dialog(props: DialogProps) {
  const { onClose, children, dismissible = true } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const { aria, head } = useDialogHead(props);
  // Read at the first render: without showModal() (jsdom), an autofocus inside has focus by the effect.
  const [focusedBefore] = useState(deepActiveElement);

  // A layout effect: React runs its cleanup before the <dialog> leaves the DOM (a passive
  // effect's cleanup runs after), and only a connected dialog's close() gives focus back.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The dialog's rules come with its code, before its first paint: pages that never open one
    // (a header alone) do not carry them in the base sheet.
    adoptStylesheet(dialog, 'dialog', DIALOG_CSS);
    const opener = takeOpener(focusedBefore);
    if (canShowModal && !dialog.open) {
      dialog.showModal();
      // The overlay host raises its toasts above this dialog's backdrop (overlays/overlay-host.tsx).
      document.dispatchEvent(new Event('ossature:modal-opened'));
      // React focuses an `autoFocus` element while the dialog is still closed, where focus cannot
      // go, and sets no `autofocus` attribute for showModal() to find: its first focus would be
      // the close button. Fields and buttons mark themselves with data-autofocus (./button, ./form/field).
      dialog.querySelector<HTMLElement>('[autofocus], [data-autofocus]')?.focus();
    }
    // close() hands focus back to the element focused before showModal(), if it is still there.
    return () => {
      if (canShowModal && dialog.open) dialog.close();
      returnFocus(opener);
    };
  }, [focusedBefore]);

  return (
    <dialog
      ref={ref}
      className="oss-dialog oss-fade-in"
      open={canShowModal ? undefined : true}
      {...aria}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
    >
      {head}
      {children}
    </dialog>
  );
}
