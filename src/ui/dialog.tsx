import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { DIALOG_CSS } from './dialog.css';
import { DialogHead } from './dialog-head';
import { deepActiveElement, returnFocus, takeOpener } from './focus-return';
import { canShowPopover, PopoverDialog } from './popover-dialog';
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
  /**
   * false: the page behind is not made inert. The dialog opens in the top layer as a popover,
   * covers the page with its backdrop and keeps focus itself (./popover-dialog). For dialogs over
   * a very large page only: showModal() makes the whole page inert, which restyles every element
   * of it. With the psi library's 1 000 cards at 4x CPU, 'Plus de détails' took 520 ms median
   * (992 p90) to open that way, 168 ms (224) this way. Where popovers are missing, showModal().
   * @default true
   */
  inertPage?: boolean;
}

/** Browsers before 2022 (and jsdom) have `<dialog>` without `showModal()`: it then opens in place. */
const canShowModal =
  typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal === 'function';

/**
 * A modal on the native `<dialog>` opened with `showModal()`: it sits in the browser's top
 * layer, so no theme z-index can cover it, and focus trapping, inertness of the page, Escape and
 * the return of focus come from the browser; when the popup removed its opener (a login replaces
 * 'Me connecter'), focus goes to the opener's island rather than to <body> (./focus-return).
 * Mounted means open. `inertPage={false}`: ./popover-dialog instead.
 */
export function Dialog(props: DialogProps) {
  return props.inertPage === false && canShowPopover ? <PopoverDialog {...props} /> : <ModalDialog {...props} />;
}

function ModalDialog({ title, onClose, children, dismissible = true, description }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
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
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
    >
      <DialogHead
        title={title}
        titleId={titleId}
        description={description}
        descriptionId={descriptionId}
        dismissible={dismissible}
        onClose={onClose}
      />
      {children}
    </dialog>
  );
}
