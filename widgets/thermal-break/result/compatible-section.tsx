import { lazy, Suspense, useId, useState } from 'react';
import type { MainHistory } from '@/src/contracts/history/main';
import { Button } from '@/src/ui/button';
import { Skeleton } from '@/src/ui/spinner';
import { RESULT_MESSAGES as M } from './messages';

/** The table and its calls come when first asked for (a chunk of their own). */
const CompatibleRupteurs = lazy(() => import('./compatible-rupteurs'));

/**
 * 'Tous les rupteurs compatibles': a disclosure under the psi values (its button keeps its name,
 * `aria-expanded` says whether it is open), its table loaded when first opened.
 */
export function CompatibleSection({ history }: { history: MainHistory }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section className="oss-tb-card oss-tb-compat-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="oss-tb-card__title">
        {M.compatibleTitle}
      </h3>
      <Button variant="secondary" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {M.compatibleShow}
      </Button>
      <div id={id}>
        {open && (
          <Suspense fallback={<Skeleton lines={4} label={M.compatibleLoading} />}>
            <CompatibleRupteurs history={history} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
