import { useId, useRef, useState } from 'react';
import { Router, useLocation } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { Button } from '@/src/ui/button';
import { Skeleton } from '@/src/ui/spinner';
import { CompareBar } from './compare-bar';
import { sameChoices } from './choices';
import { compareSelection } from './compare-store';
import { FilterPanel } from './filter-panel';
import { PSI_LIBRARY_MESSAGES as M } from './messages';
import { Results } from './results';
import { useLibrary } from './use-library';

/**
 * The psi library, 'Bibliothèque de PSI' (thermal-break-tool §2 'Psi library app'): '#/' loads
 * the filters and moves to '#/results/{hash}', whose hash holds the chosen values; the panel's
 * 'Valider' pushes a new hash, so the browser's back and forward buttons walk the filters'
 * history. Any other hash is '#/'.
 */
export function PsiLibrary() {
  const titleId = useId();
  return (
    <section className="oss-lib" aria-labelledby={titleId}>
      <h2 id={titleId} className="oss-lib__title">
        {M.title}
      </h2>
      <Router hook={useHashLocation}>
        <LibraryPage />
      </Router>
    </section>
  );
}

function LibraryPage() {
  const [location] = useLocation();
  const [state, library] = useLibrary(location);
  const [compare] = useState(compareSelection);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelBody = useRef<HTMLDivElement>(null);
  const { catalogue, filters } = state;

  if (filters.kind === 'failed') {
    return (
      <div className="oss-lib-failed">
        <p className="oss-error" role="alert">
          {M.filtersFailed} {filters.message}
        </p>
        <Button onClick={library.retry}>{M.retry}</Button>
      </div>
    );
  }
  if (filters.kind === 'loading' || !catalogue) return <Skeleton lines={5} label={M.loadingFilters} />;

  const editCriteria = () => {
    setPanelOpen(true);
    // Once unfolded (on a phone): the first filter's button.
    setTimeout(() => panelBody.current?.querySelector<HTMLElement>('.oss-lib-filter__trigger')?.focus());
  };
  return (
    <div className="oss-lib__layout">
      <FilterPanel
        state={state}
        library={library}
        open={panelOpen}
        onToggle={() => setPanelOpen(!panelOpen)}
        bodyRef={panelBody}
      />
      <Results
        search={state.search}
        catalogue={catalogue}
        committed={state.committed}
        stale={!sameChoices(state.draft, state.committed)}
        compare={compare}
        onEditCriteria={editCriteria}
        onRetry={library.retry}
      />
      <CompareBar compare={compare} catalogue={catalogue} />
    </div>
  );
}
