import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { FieldTooltip as Tip } from '@/src/contracts/forms/server-field';
import { DYNAMIC_FORM_MESSAGES as M } from '../messages';

export interface FieldTooltipProps {
  /** The field's label: the button says 'Aide : {label}'. */
  label: string;
  tooltips: readonly Tip[];
  /** The address of a tooltip's image (a path on the API origin). */
  imageUrl: (path: string) => string;
}

/**
 * A field's help bubbles behind a '?' button (reachable by keyboard and touch, not by
 * hover): the button toggles a small popover with each title, text and image; Escape closes it
 * (the focus back on the button when it was inside), and so does a tap or click elsewhere.
 */
export function FieldTooltip({ label, tooltips, imageUrl }: FieldTooltipProps) {
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // A layout effect: the listeners are there as soon as the popover shows, not a frame later.
  useLayoutEffect(() => {
    const root = wrapper.current;
    if (!open || !root) return;
    const doc = root.ownerDocument;
    const inside = (event: Event) => event.composedPath().includes(root);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (inside(event)) button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!inside(event)) setOpen(false);
    };
    doc.addEventListener('keydown', onKey);
    doc.addEventListener('pointerdown', onPointer);
    return () => {
      doc.removeEventListener('keydown', onKey);
      doc.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return (
    <div className="oss-dform__tip" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="oss-dform__tip-button"
        aria-label={M.help(label)}
        aria-expanded={open}
        aria-controls={popoverId}
        onClick={() => setOpen(!open)}
      >
        ?
      </button>
      <div id={popoverId} className="oss-dform__popover" role="group" aria-label={M.help(label)} hidden={!open}>
        {tooltips.map((tip, index) => (
          <div key={index} className="oss-dform__tip-item">
            <p className="oss-dform__tip-title">{tip.title}</p>
            <p className="oss-dform__tip-text">{tip.content}</p>
            {tip.image && <img src={imageUrl(tip.image)} alt={tip.title} loading="lazy" />}
          </div>
        ))}
      </div>
    </div>
  );
}
