import { lazy, useState } from 'react';
import type { MainHistory } from '@/src/contracts/history/main';
import { hasProjectLengths } from '@/src/contracts/thermal/project-lengths';
import { DisclosureCard } from './disclosure-card';
import { RESULT_MESSAGES as M } from './messages';

/** The form, its figures and its export come when first asked for (a chunk of their own). */
const ProjectLengths = lazy(() => import('./project-lengths'));

/**
 * 'Mon projet' under the psi values: a disclosure, open from the start when the simulation has
 * saved lengths; opened by its button, the form takes the focus.
 */
export function ProjectSection({ history, onSaved }: { history: MainHistory; onSaved: (h: MainHistory) => void }) {
  const [initiallyOpen] = useState(() => hasProjectLengths(history.lengths));
  return (
    <DisclosureCard
      title={M.projectTitle}
      intro={M.projectIntro}
      showLabel={M.projectShow}
      loadingLabel={M.projectLoading}
      skeletonLines={3}
      className="oss-tb-project"
      initiallyOpen={initiallyOpen}
    >
      <ProjectLengths history={history} onSaved={onSaved} focusOnOpen={!initiallyOpen} />
    </DisclosureCard>
  );
}
