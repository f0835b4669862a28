import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { UI_MESSAGES as M } from './messages';

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

/**
 * A modal on the native `<dialog>` opened with `showModal()`: it sits in the browser's top
 * layer, so no theme z-index can cover it, and focus trapping, inertness of the page, Escape and
 * the return of focus come from the browser. Mounted means open.
 */
/** Browsers before 2022 (and jsdom) have `<dialog>` without `showModal()`: it then opens in place. */
const canShowModal =
  typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal === 'function';

export function Dialog({ title, onClose, children, dismissible = true, description }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // A layout effect: React runs its cleanup before the <dialog> leaves the DOM (a passive
  // effect's cleanup runs after), and only a connected dialog's close() gives focus back.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (canShowModal && !dialog.open) dialog.showModal();
    // close() hands focus back to the element focused before showModal().
    return () => {
      if (canShowModal && dialog.open) dialog.close();
    };
  }, []);

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
      <div className="oss-dialog__head">
        <h2 id={titleId} className="oss-dialog__title">
          {title}
        </h2>
        {dismissible && (
          <button type="button" className="oss-dialog__close" aria-label={M.close} onClick={() => onClose()}>
            ×
          </button>
        )}
      </div>
      {description && (
        <p id={descriptionId} className="oss-text">
          {description}
        </p>
      )}
      {children}
    </dialog>
  );
}
