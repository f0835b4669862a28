import { lazy, Suspense, useId, useState } from 'react';
import type { MainHistory } from '@/src/contracts/history/main';
import { Button } from '@/src/ui/button';
import { Skeleton } from '@/src/ui/spinner';
import { RESULT_MESSAGES as M } from './messages';

/** The form, its figures and its export come when first asked for (a chunk of their own). */
const ProjectLengths = lazy(() => import('./project-lengths'));

const hasLengths = (history: MainHistory) =>
  Object.values(history.lengths ?? {}).some((length) => length !== null && length > 0);

/**
 * 'Mon projet' under the psi values: a disclosure (its button keeps its name, `aria-expanded`
 * says whether it is open), open from the start when the simulation has saved lengths.
 */
export function ProjectSection({ history, onSaved }: { history: MainHistory; onSaved: (h: MainHistory) => void }) {
  const [initiallyOpen] = useState(() => hasLengths(history));
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  return (
    <section className="oss-tb-card oss-tb-project" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="oss-tb-card__title">
        {M.projectTitle}
      </h3>
      <p className="oss-text">{M.projectIntro}</p>
      <Button variant="secondary" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {M.projectShow}
      </Button>
      <div id={id}>
        {open && (
          <Suspense fallback={<Skeleton lines={3} label={M.projectLoading} />}>
            <ProjectLengths history={history} onSaved={onSaved} focusOnOpen={!initiallyOpen} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
