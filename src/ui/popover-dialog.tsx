import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { DialogProps } from './dialog';
import { DIALOG_CSS } from './dialog.css';
import { DialogHead } from './dialog-head';
import { deepActiveElement, returnFocus, takeOpener } from './focus-return';
import { trapFocus } from './focus-trap';
import { adoptStylesheet } from './styles/adopt-stylesheet';

/** Manual popovers (Chromium 114, Safari 17, Firefox 125): the top layer without showModal(). */
export const canShowPopover = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

/**
 * The Dialog of `inertPage={false}` (./dialog): a `role="dialog"` with `aria-modal`, in a layer
 * that covers the screen with the backdrop's colour and takes the clicks meant for the page,
 * opened as a manual popover, so it sits in the top layer as a modal does. Focus, Tab, Escape and
 * the return of focus are ./focus-trap's and ./focus-return's. The page is left as it is: no
 * restyle of every element on opening (the cost of showModal() that this avoids).
 */
export function PopoverDialog({ title, onClose, children, dismissible = true, description }: DialogProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
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
    adoptStylesheet(layer, 'dialog', DIALOG_CSS);
    const opener = takeOpener(focusedBefore);
    layer.showPopover();
    document.dispatchEvent(new Event('ossature:modal-opened'));
    // Without scrolling: the dialog shows from its top (its title, not only the last button), and
    // the page is not laid out twice before the first frame (a trace at 4x CPU: 208 → 144 ms).
    (dialog.querySelector<HTMLElement>('[autofocus], [data-autofocus]') ?? dialog).focus({ preventScroll: true });
    const release = trapFocus(dialog, () => escape.current());
    return () => {
      release();
      // What close() does for a native dialog: focus back on the opener before this one goes.
      const active = deepActiveElement();
      if (active && layer.contains(active) && opener?.element.isConnected) (opener.element as HTMLElement).focus();
      if (layer.matches(':popover-open')) layer.hidePopover();
      returnFocus(opener);
    };
  }, [focusedBefore]);

  return (
    <div ref={layerRef} popover="manual" className="oss-dialog-layer">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        tabIndex={-1}
        className="oss-dialog oss-fade-in"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
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
      </div>
    </div>
  );
}
