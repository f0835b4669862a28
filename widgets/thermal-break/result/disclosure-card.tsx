import { Suspense, useId, useState, type ReactNode } from 'react';
import { Button } from '@/src/ui/button';
import { Skeleton } from '@/src/ui/spinner';

export interface DisclosureCardProps {
  title: string;
  /** A sentence under the title, saying what opening gives. */
  intro?: string;
  /** The button's name, the same open or closed (`aria-expanded` says which). */
  showLabel: string;
  /** Said by the skeleton while the content's chunk loads. */
  loadingLabel: string;
  skeletonLines: number;
  className: string;
  initiallyOpen?: boolean;
  /** The content, usually a lazy component: rendered (and so fetched) once opened. */
  children: ReactNode;
}

/**
 * A card under the psi values that opens on demand ('Tous les rupteurs compatibles', 'Mon
 * projet'): its title, a button that keeps its name (`aria-expanded`, `aria-controls`), and its
 * content, whose chunk is fetched when first opened, a skeleton meanwhile.
 */
export function DisclosureCard(props: DisclosureCardProps) {
  const [open, setOpen] = useState(props.initiallyOpen ?? false);
  const id = useId();
  return (
    <section className={`oss-tb-card ${props.className}`} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="oss-tb-card__title">
        {props.title}
      </h3>
      {props.intro && <p className="oss-text">{props.intro}</p>}
      <Button variant="secondary" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {props.showLabel}
      </Button>
      <div id={id}>
        {open && (
          <Suspense fallback={<Skeleton lines={props.skeletonLines} label={props.loadingLabel} />}>
            {props.children}
          </Suspense>
        )}
      </div>
    </section>
  );
}
