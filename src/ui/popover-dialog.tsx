import { useLayoutEffect, useRef, useState } from 'react';
import type { DialogProps } from './dialog';
import { useDialogHead } from './dialog-head';
import { deepActiveElement, returnFocus, takeOpener } from './focus-return';
import { trapFocus } from './focus-trap';

/** Manual popovers (Chromium 114, Safari 17, Firefox 125) put the layer in the top layer. */
const canShowPopover = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

/**
 * The Dialog (./dialog, same props) for a very large page: a `role="dialog"` with `aria-modal`,
 * in a layer that covers the screen with the backdrop's colour and takes the clicks meant for the
 * page, opened as a manual popover, so it sits in the top layer as a modal does. Without popovers
 * (Safari before 17, jsdom) it opens in place, as ./dialog does without showModal(). Focus, Tab,
 * Escape and the return of focus are ./focus-trap's and ./focus-return's.
 *
 * The page is not made inert: showModal() does that, and Chromium then restyles every element
 * of it. With the psi library's 1 000 cards at 4x CPU, 'Plus de détails' took 520 ms median
 * (992 p90) to open as a modal, 168 ms (224) so. For the same reason its rules (./dialog.css) are
 * adopted by the island when it mounts (widgets/psi-library/psi-library.tsx), not when it opens:
 * a new sheet restyles the whole root.
 */
export function PopoverDialog(props: DialogProps) {
  const { onClose, children, dismissible = true } = props;
  const layerRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const { aria, head } = useDialogHead(props);
  const [focusedBefore] = useState(deepActiveElement);
  // Escape reads the props of the last render, as the native dialog's onCancel does.
  const escape = useRef(() => {});
  useLayoutEffect(() => {
    escape.current = () => {
      if (dismissible) onClose();
    };
  });

  useLayoutEffect(() => {
    const layer = layerRef.current;
    const dialog = dialogRef.current;
    if (!layer || !dialog) return;
    const opener = takeOpener(focusedBefore);
    if (canShowPopover) layer.showPopover();
    document.dispatchEvent(new Event('ossature:modal-opened'));
    // Without scrolling: the dialog shows from its top (its title, not only the last button), and
    // the page is not laid out twice before the first frame (a trace at 4x CPU: 208 → 144 ms).
    // An autofocus target below the dialog's fold (its last 'Fermer' on a phone) would then hold
    // focus unseen: the dialog itself takes it, and Tab goes on from its top.
    const wanted = dialog.querySelector<HTMLElement>('[autofocus], [data-autofocus]');
    (wanted && withinView(wanted, dialog) ? wanted : dialog).focus({ preventScroll: true });
    const release = trapFocus(dialog, () => escape.current());
    return () => {
      release();
      // Focus, left on nothing when the layer goes, returns to the opener (./focus-return).
      if (canShowPopover && layer.matches(':popover-open')) layer.hidePopover();
      returnFocus(opener);
    };
  }, [focusedBefore]);

  return (
    <div ref={layerRef} popover="manual" className="oss-dialog-layer">
      <div ref={dialogRef} role="dialog" aria-modal="true" tabIndex={-1} className="oss-dialog oss-fade-in" {...aria}>
        {head}
        {children}
      </div>
    </div>
  );
}

/** Whether `element` shows whole in the dialog's visible box (and in the window). */
function withinView(element: HTMLElement, dialog: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  const view = dialog.getBoundingClientRect();
  return box.top >= Math.max(view.top, 0) && box.bottom <= Math.min(view.bottom, window.innerHeight);
}
