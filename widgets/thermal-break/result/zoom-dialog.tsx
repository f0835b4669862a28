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
 * screen, under it on a narrow one. A native dialog: Escape closes it, focus returns to its opener.
 */
export default function ZoomDialog({ title, src, alt, conditions, onClose, onBroken }: ZoomDialogProps) {
  const headingId = useId();
  return (
    <Dialog title={title} onClose={onClose}>
      <div className="oss-tb-zoom__body">
        <img className="oss-tb-zoom__img" src={src} alt={alt} onError={onBroken} />
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
