import { useId } from 'react';
import type { JunctionDrawing } from '@/src/contracts/thermal/psi-value';
import { Dialog } from '@/src/ui/dialog';
import { RESULT_MESSAGES as M } from './messages';

export interface ZoomDialogProps {
  title: string;
  src: string;
  alt: string;
  /** The boundary conditions of the junction drawing; none for a plain picture. */
  conditions: JunctionDrawing['conditions'];
  onClose: () => void;
  onBroken: () => void;
}

/**
 * The zoomed picture (a real zoom), loaded on its first use: the junction's vector
 * drawing within the popup's 800 × 600 (§2), the boundary conditions it assumes beside it on a wide
 * screen, under it on a narrow one, where the drawing keeps its size and scrolls. A native dialog: Escape closes it, focus returns to its opener.
 */
export default function ZoomDialog({ title, src, alt, conditions, onClose, onBroken }: ZoomDialogProps) {
  const headingId = useId();
  return (
    <Dialog title={title} onClose={onClose}>
      <div className="oss-tb-zoom__body">
        {/* On a phone the drawing keeps its own 800 px, in a frame that scrolls (a finger or the
            arrow keys, the frame taking focus): fitted to 340 px it was no bigger than the page's. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take focus to scroll by keyboard (WCAG 2.1.1). */}
        <div className="oss-tb-zoom__frame" tabIndex={0} role="group" aria-label={M.zoomFrame}>
          <img className="oss-tb-zoom__img" src={src} alt={alt} onError={onBroken} />
        </div>
        <p className="oss-tb-zoom__hint">{M.zoomHint}</p>
        {conditions.length > 0 && (
          <section className="oss-tb-zoom__conditions" aria-labelledby={headingId}>
            <h3 id={headingId} className="oss-tb-card__title">
              {M.conditions}
            </h3>
            <dl className="oss-tb-answers">
              {conditions.map(({ label, value }) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </div>
    </Dialog>
  );
}
